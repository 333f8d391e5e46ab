import type { Locale } from '../constants/index.js';

/**
 * Number-to-words for sums (spec/shell.md 9 "sums in ru, uz and oz with
 * 'tiyin' fractions"; acts-domain 5 "The vehicle sale price is entered
 * together with its words version").
 *
 * The form (our decision; the spec gives none), lower case so the caller may
 * capitalise or put it in brackets after the figures:
 *   ru: "один миллион двести пятьдесят тысяч сум 50 тийин"
 *   uz: "бир миллион икки юз эллик минг сўм 50 тийин"
 *   oz: "bir million ikki yuz ellik ming so'm 50 tiyin"
 * - the so'm part in words, the tiyin part always as two digits ("00 tiyin"
 *   too), as bank and notarial documents write it;
 * - the currency words do not decline (Russian usage in Uzbekistan: "сум",
 *   "тийин" after any number);
 * - Uzbek says "bir" before yuz, ming, million ("bir yuz", "bir ming"), the
 *   unambiguous form used in payment documents;
 * - Uzbek Latin uses the ASCII apostrophe (so'm, to'rt), as the spec's own
 *   Latin texts do;
 * - zero is "nol" / "нол" / "ноль".
 */

/** A sum as so'm and tiyin (0..99). */
export type SumAndTiyin = { sum: number; tiyin: number };

type Scale = { one: string; few: string; many: string; isFeminine: boolean };

type Language = {
  zero: string;
  ones: readonly string[];
  /** Russian одна/две before тысяча; Uzbek has no gender. */
  onesFeminine?: readonly string[];
  teens: readonly string[] | null;
  tens: readonly string[];
  hundreds: (digit: number) => string;
  scales: readonly Scale[];
  currency: string;
  fraction: string;
};

const uzScale = (word: string): Scale => ({ one: word, few: word, many: word, isFeminine: false });

const RU_ONES = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UZ_ONES = ['', 'бир', 'икки', 'уч', 'тўрт', 'беш', 'олти', 'етти', 'саккиз', 'тўққиз'];
const OZ_ONES = ['', 'bir', 'ikki', 'uch', "to'rt", 'besh', 'olti', 'yetti', 'sakkiz', "to'qqiz"];

const LANGUAGES: Record<Locale, Language> = {
  ru: {
    zero: 'ноль',
    ones: RU_ONES,
    onesFeminine: ['', 'одна', 'две', ...RU_ONES.slice(3)],
    teens: [
      'десять',
      'одиннадцать',
      'двенадцать',
      'тринадцать',
      'четырнадцать',
      'пятнадцать',
      'шестнадцать',
      'семнадцать',
      'восемнадцать',
      'девятнадцать',
    ],
    tens: ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'],
    hundreds: (d) => ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'][d] ?? '',
    scales: [
      { one: 'тысяча', few: 'тысячи', many: 'тысяч', isFeminine: true },
      { one: 'миллион', few: 'миллиона', many: 'миллионов', isFeminine: false },
      { one: 'миллиард', few: 'миллиарда', many: 'миллиардов', isFeminine: false },
      { one: 'триллион', few: 'триллиона', many: 'триллионов', isFeminine: false },
    ],
    currency: 'сум',
    fraction: 'тийин',
  },
  uz: {
    zero: 'нол',
    ones: UZ_ONES,
    teens: null,
    tens: ['', 'ўн', 'йигирма', 'ўттиз', 'қирқ', 'эллик', 'олтмиш', 'етмиш', 'саксон', 'тўқсон'],
    hundreds: (d) => (d === 0 ? '' : `${UZ_ONES[d]} юз`),
    scales: [uzScale('минг'), uzScale('миллион'), uzScale('миллиард'), uzScale('триллион')],
    currency: 'сўм',
    fraction: 'тийин',
  },
  oz: {
    zero: 'nol',
    ones: OZ_ONES,
    teens: null,
    tens: ['', "o'n", 'yigirma', "o'ttiz", 'qirq', 'ellik', 'oltmish', 'yetmish', 'sakson', "to'qson"],
    hundreds: (d) => (d === 0 ? '' : `${OZ_ONES[d]} yuz`),
    scales: [uzScale('ming'), uzScale('million'), uzScale('milliard'), uzScale('trillion')],
    currency: "so'm",
    fraction: 'tiyin',
  },
};

/** The largest whole number spelt: 999 trillion 999 … 999 (five groups of three digits). */
export const MAX_WORDS_NUMBER = 999_999_999_999_999;

function russianPlural(n: number, scale: Scale): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return scale.many;
  if (last === 1) return scale.one;
  if (last >= 2 && last <= 4) return scale.few;
  return scale.many;
}

/** Words for 1..999; `isFeminine` picks Russian одна/две (тысяча). */
function triadWords(n: number, lang: Language, isFeminine: boolean): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(lang.hundreds(hundreds));
  if (rest >= 10 && rest < 20 && lang.teens) {
    words.push(lang.teens[rest - 10] ?? '');
    return words;
  }
  const tens = Math.floor(rest / 10);
  const ones = rest % 10;
  if (tens > 0) words.push(lang.tens[tens] ?? '');
  if (ones > 0) words.push(((isFeminine && lang.onesFeminine) || lang.ones)[ones] ?? '');
  return words;
}

/** A whole number 0..MAX_WORDS_NUMBER in words. */
export function numberToWords(n: number, locale: Locale): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_WORDS_NUMBER) {
    throw new RangeError(`numberToWords: expected an integer 0..${MAX_WORDS_NUMBER}, got ${n}`);
  }
  const lang = LANGUAGES[locale];
  if (n === 0) return lang.zero;
  const words: string[] = [];
  // Groups of three digits from the highest scale down; scale index -1 is the units group.
  for (let scaleIndex = lang.scales.length - 1; scaleIndex >= -1; scaleIndex--) {
    const divisor = 1000 ** (scaleIndex + 1);
    const group = Math.floor(n / divisor) % 1000;
    if (group === 0) continue;
    const scale = lang.scales[scaleIndex];
    words.push(...triadWords(group, lang, scale?.isFeminine ?? false));
    if (scale) words.push(locale === 'ru' ? russianPlural(group, scale) : scale.one);
  }
  return words.join(' ');
}

function splitAmount(amount: number | SumAndTiyin): SumAndTiyin {
  if (typeof amount === 'number') {
    if (!Number.isSafeInteger(amount) || amount < 0) {
      throw new RangeError(`amountToWords: expected a non-negative integer of tiyin, got ${amount}`);
    }
    return { sum: Math.floor(amount / 100), tiyin: amount % 100 };
  }
  if (!Number.isInteger(amount.tiyin) || amount.tiyin < 0 || amount.tiyin > 99) {
    throw new RangeError(`amountToWords: tiyin must be 0..99, got ${amount.tiyin}`);
  }
  return amount;
}

/**
 * A sum of money in words: `amount` is an integer of tiyin (1 so'm = 100
 * tiyin; money is never a float here) or `{ sum, tiyin }`.
 */
export function amountToWords(amount: number | SumAndTiyin, locale: Locale): string {
  const { sum, tiyin } = splitAmount(amount);
  const lang = LANGUAGES[locale];
  return `${numberToWords(sum, locale)} ${lang.currency} ${String(tiyin).padStart(2, '0')} ${lang.fraction}`;
}
