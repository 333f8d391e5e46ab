import { LOCALES, type Locale } from '../constants/index.js';
import { amountToWords } from '../words/index.js';

/** So'm as the API carries it ("1250000.50" or 1250000.5) → integer tiyin, or null when it is not a sum. */
export function somToTiyin(price: string | number): number | null {
  const text = typeof price === 'number' ? price.toFixed(2) : price.trim();
  const match = /^(\d{1,16})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Spacing, case and the apostrophe's glyph (o‘, oʻ, o') vary by keyboard, not by meaning. */
const normalizeWords = (words: string) =>
  words.trim().replace(/\s+/g, ' ').replace(/[‘’ʻʼ`]/g, "'").toLocaleLowerCase();

/**
 * acts-domain 5 "The vehicle sale price is entered together with its words
 * version": the words must be `amountToWords` of the price, in the given
 * locales (the act's language, or any of oz/uz/ru). Spacing and case do not
 * matter; every word and the tiyin part do.
 */
export function isPriceInWords(price: string | number, words: string, locales: readonly Locale[] = LOCALES): boolean {
  const tiyin = somToTiyin(price);
  if (tiyin === null) return false;
  const given = normalizeWords(words);
  return locales.some((locale) => normalizeWords(amountToWords(tiyin, locale)) === given);
}
