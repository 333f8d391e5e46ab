import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants/index.js';
import { amountToWords, MAX_WORDS_NUMBER, numberToWords } from './index.js';

describe('amountToWords', () => {
  it.each([
    [125_000_050, 'ru', 'один миллион двести пятьдесят тысяч сум 50 тийин'],
    [125_000_050, 'uz', 'бир миллион икки юз эллик минг сўм 50 тийин'],
    [125_000_050, 'oz', "bir million ikki yuz ellik ming so'm 50 tiyin"],
    [0, 'ru', 'ноль сум 00 тийин'],
    [0, 'uz', 'нол сўм 00 тийин'],
    [0, 'oz', "nol so'm 00 tiyin"],
    [5, 'oz', "nol so'm 05 tiyin"],
    [100, 'ru', 'один сум 00 тийин'],
    [2_100_000, 'ru', 'двадцать одна тысяча сум 00 тийин'],
    [200_000, 'ru', 'две тысячи сум 00 тийин'],
    [1_100_000, 'ru', 'одиннадцать тысяч сум 00 тийин'],
    [500_000, 'ru', 'пять тысяч сум 00 тийин'],
    [100_000, 'oz', "bir ming so'm 00 tiyin"],
    [1_400_000, 'oz', "o'n to'rt ming so'm 00 tiyin"],
    [1_400_000, 'uz', 'ўн тўрт минг сўм 00 тийин'],
    [9_999, 'ru', 'девяносто девять сум 99 тийин'],
    [2_000_000_000_01, 'ru', 'два миллиарда сум 01 тийин'],
    [2_000_000_000_01, 'oz', "ikki milliard so'm 01 tiyin"],
  ] as const)('%i tiyin in %s', (tiyin, locale, words) => {
    expect(amountToWords(tiyin, locale)).toBe(words);
  });

  it('takes { sum, tiyin } too', () => {
    expect(amountToWords({ sum: 1_250_000, tiyin: 50 }, 'ru')).toBe(amountToWords(125_000_050, 'ru'));
  });

  it('refuses fractions of tiyin, negatives and tiyin over 99', () => {
    expect(() => amountToWords(1.5, 'ru')).toThrow(RangeError);
    expect(() => amountToWords(-1, 'ru')).toThrow(RangeError);
    expect(() => amountToWords({ sum: 1, tiyin: 100 }, 'ru')).toThrow(RangeError);
  });
});

describe('numberToWords', () => {
  it.each([
    [1, 'один', 'бир', 'bir'],
    [11, 'одиннадцать', 'ўн бир', "o'n bir"],
    [40, 'сорок', 'қирқ', 'qirq'],
    [101, 'сто один', 'бир юз бир', 'bir yuz bir'],
    [999, 'девятьсот девяносто девять', 'тўққиз юз тўқсон тўққиз', "to'qqiz yuz to'qson to'qqiz"],
    [1000, 'одна тысяча', 'бир минг', 'bir ming'],
    [1_000_000, 'один миллион', 'бир миллион', 'bir million'],
    [
      3_005_012,
      'три миллиона пять тысяч двенадцать',
      'уч миллион беш минг ўн икки',
      "uch million besh ming o'n ikki",
    ],
    [1_000_000_000_000, 'один триллион', 'бир триллион', 'bir trillion'],
  ] as const)('%i', (n, ru, uz, oz) => {
    expect(numberToWords(n, 'ru')).toBe(ru);
    expect(numberToWords(n, 'uz')).toBe(uz);
    expect(numberToWords(n, 'oz')).toBe(oz);
  });

  it('uses Russian plural forms of thousand and million', () => {
    expect(numberToWords(2_000, 'ru')).toBe('две тысячи');
    expect(numberToWords(5_000, 'ru')).toBe('пять тысяч');
    expect(numberToWords(22_000_000, 'ru')).toBe('двадцать два миллиона');
    expect(numberToWords(111_000_000, 'ru')).toBe('сто одиннадцать миллионов');
  });

  it('spells every number up to the maximum with words only, never empty or doubled spaces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_WORDS_NUMBER }), fc.constantFrom(...LOCALES), (n, locale) => {
        const words = numberToWords(n, locale);
        expect(words).toMatch(/^[^\s\d](?:[^\s\d]| (?! ))*$/);
      }),
    );
    expect(() => numberToWords(MAX_WORDS_NUMBER + 1, 'ru')).toThrow(RangeError);
  });
});
