import type { Locale } from '@notary/domain/constants';
import { latinToCyrillic } from '../../reference/latin-to-cyrillic.js';

/** The language a print form is written in: the act's language of filing (acts-domain 3 "language of filing"). */
export type PrintLang = Locale;
/** Uzbek in either script: the templates write Uzbek once, in Latin, and the Cyrillic form is derived. */
export type UzLang = Exclude<PrintLang, 'ru'>;

/**
 * A tagged template for the Uzbek texts. The literal parts are written in
 * Uzbek Latin; in an Uzbek Cyrillic document they are transliterated
 * (`latinToCyrillic`, the 1995 alphabet's letter-for-letter mapping), while
 * the interpolated values — names, numbers, plates, passport series, phrases
 * already built in the document's language — are kept as they are.
 */
export type UzText = (parts: TemplateStringsArray, ...values: unknown[]) => string;

const OPEN = '\uE000';
const CLOSE = '\uE001';

export function uzText(lang: UzLang): UzText {
  return (parts, ...values) => {
    if (lang === 'oz') return parts.reduce((out, part, i) => out + part + (i < values.length ? show(values[i]) : ''), '');
    // Markers of digits between private-use characters pass the transliteration unchanged.
    const marked = parts.reduce((out, part, i) => out + part + (i < values.length ? `${OPEN}${i}${CLOSE}` : ''), '');
    return fixCyrillic(latinToCyrillic(marked)).replace(new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g'), (_, i: string) => show(values[Number(i)]));
  };
}

/** A Russian text is written directly; the same signature keeps the templates' shape alike. */
export const ruText: UzText = (parts, ...values) => parts.reduce((out, part, i) => out + part + (i < values.length ? show(values[i]) : ''), '');

/**
 * After ў the Latin "yu" is й + у, not ю: qo'yuvchi → қўйувчи (the
 * letter-for-letter mapping reads "yu" as ю everywhere).
 */
function fixCyrillic(text: string): string {
  return text.replace(/([ўЎ])ю/g, '$1йу').replace(/([ўЎ])Ю/g, '$1ЙУ');
}

function show(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A word of Uzbek Latin (labels, roles) in the document's script. */
export function uzWord(lang: UzLang, latin: string): string {
  return lang === 'oz' ? latin : latinToCyrillic(latin);
}

/**
 * Print typography of Uzbek Latin: the letters oʻ and gʻ take the turned comma
 * (U+02BB) and the tutuq belgisi the apostrophe (U+02BC), as the 1995 alphabet
 * prints them; the texts and the data keep the keyboard's ASCII apostrophe.
 */
export function uzLatinTypography(text: string): string {
  return text.replace(/([OoGg])['‘’`]/g, '$1\u02BB').replace(/(\p{L})['’`](?=\p{L})/gu, '$1\u02BC');
}

/**
 * Text compared as a reader compares it: apostrophe glyphs, no-break spaces and
 * line breaks do not matter (pdftotext output against the data, in tests and checks).
 */
export function comparable(text: string): string {
  return text
    .replace(/[ʻʼ‘’`]/g, "'")
    .replace(/[\u00A0\u202F\s]+/g, ' ')
    .trim();
}
