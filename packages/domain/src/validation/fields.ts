import { INN_LENGTH, PASSPORT_NUMBER_LENGTH, PASSPORT_SERIES_LENGTH, PHONE_LENGTH, PIN_LENGTH } from '../constants/index.js';
import { parseDate, parseDateTime, parsePartialDate } from '../time/index.js';
import type { MaskOptions } from './mask-options.js';

/**
 * ONE table of input fields (spec/shell.md 5): each row gives the IMask
 * options of the input AND the rule its value must meet; `schemas.ts` builds
 * the valibot schemas from the same rows, so a form and the API cannot
 * disagree on what a valid passport number is.
 */
export type FieldDefinition = {
  mask: MaskOptions;
  /**
   * Which IMask value the form submits and the schema checks: `unmasked`
   * (digits only: pin, phone, card number) or `masked` (the shown text, where
   * the separators are part of the value: dates, cadastre, MAC, currency).
   */
  submits: 'unmasked' | 'masked';
  /** Upper-case the value before checking (shell 5 "forced to upper case"). */
  isUpperCase: boolean;
  /** The whole valid value. */
  pattern: RegExp;
  /** A rule the pattern cannot express (a real calendar day). */
  isValid?: (value: string) => boolean;
  /** valibot message keys: missing or empty, and wrong. */
  requiredMessage: string;
  invalidMessage: string;
  /** Latin-only input: typing Cyrillic shows the Cyrillic-letters warning (shell 5). */
  isLatinOnly: boolean;
};

const toUpper = (chars: string) => chars.toUpperCase();
const digits = (n: number) => '0'.repeat(n);

/** The largest currency amount in so'm a form accepts (below IMask's float precision for two decimals). */
export const MAX_CURRENCY_SUM = 999_999_999_999;

/**
 * Message keys: shell 5 names error_required_passserial,
 * error_wrong_passserial_length, error_required_passnum,
 * error_wrong_passnum_length, error_required_pin, error_wrong_pin_length and
 * the phone pair; the other rows follow the same pattern
 * (`error_wrong_<field>_length` for fixed digit counts, `error_wrong_<field>`
 * for shapes).
 */
export const FIELDS = {
  /** shell 5: required; exactly 2 letters; upper case. */
  passserial: {
    mask: { mask: 'LL', definitions: { L: /[A-Z]/ }, prepareChar: toUpper },
    submits: 'unmasked',
    isUpperCase: true,
    pattern: new RegExp(`^[A-Z]{${PASSPORT_SERIES_LENGTH}}$`),
    requiredMessage: 'error_required_passserial',
    invalidMessage: 'error_wrong_passserial_length',
    isLatinOnly: true,
  },
  /** shell 5: required; exactly 7 digits (the national passport; other documents: `passnumField`). */
  passnum: {
    mask: { mask: digits(PASSPORT_NUMBER_LENGTH) },
    submits: 'unmasked',
    isUpperCase: true,
    pattern: new RegExp(`^\\d{${PASSPORT_NUMBER_LENGTH}}$`),
    requiredMessage: 'error_required_passnum',
    invalidMessage: 'error_wrong_passnum_length',
    isLatinOnly: true,
  },
  /** shell 5: personal number (JShShIR), 14 digits; 'JShShIR kiriting' when empty. */
  pin: {
    mask: { mask: digits(PIN_LENGTH) },
    submits: 'unmasked',
    isUpperCase: false,
    pattern: new RegExp(`^\\d{${PIN_LENGTH}}$`),
    requiredMessage: 'error_required_pin',
    invalidMessage: 'error_wrong_pin_length',
    isLatinOnly: false,
  },
  /** shell 5: tax id, 9 digits. */
  inn: {
    mask: { mask: digits(INN_LENGTH) },
    submits: 'unmasked',
    isUpperCase: false,
    pattern: new RegExp(`^\\d{${INN_LENGTH}}$`),
    requiredMessage: 'error_required_inn',
    invalidMessage: 'error_wrong_inn_length',
    isLatinOnly: false,
  },
  /** shell 5: 9 digits, the national number after +998; shown as (90) 123-45-67. */
  phone: {
    mask: { mask: '(00) 000-00-00' },
    submits: 'unmasked',
    isUpperCase: false,
    pattern: new RegExp(`^\\d{${PHONE_LENGTH}}$`),
    requiredMessage: 'error_required_phone',
    invalidMessage: 'error_wrong_phone_length',
    isLatinOnly: false,
  },
  /** shell 5: dd.mm.yyyy, a real calendar day. */
  date: {
    mask: { mask: '00.00.0000' },
    submits: 'masked',
    isUpperCase: false,
    pattern: /^\d{2}\.\d{2}\.\d{4}$/,
    isValid: (value) => parseDate(value) !== null,
    requiredMessage: 'error_required_date',
    invalidMessage: 'error_wrong_date',
    isLatinOnly: false,
  },
  /** shell 5: an incomplete date, XX for an unknown day or day and month (XX.05.1990, XX.XX.1990). */
  partial_date: {
    mask: { mask: '##.##.0000', definitions: { '#': /[0-9X]/ }, prepareChar: toUpper },
    submits: 'masked',
    isUpperCase: true,
    pattern: /^(\d{2}|XX)\.(\d{2}|XX)\.\d{4}$/,
    isValid: (value) => parsePartialDate(value) !== null,
    requiredMessage: 'error_required_date',
    invalidMessage: 'error_wrong_date',
    isLatinOnly: false,
  },
  /** shell 5: dd.mm.yyyy HH:mm:ss (Tashkent time). */
  date_time: {
    mask: { mask: '00.00.0000 00:00:00' },
    submits: 'masked',
    isUpperCase: false,
    pattern: /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/,
    isValid: (value) => parseDateTime(value) !== null,
    requiredMessage: 'error_required_date_time',
    invalidMessage: 'error_wrong_date_time',
    isLatinOnly: false,
  },
  /** shell 5: 16 digits shown in groups of 4. */
  card_number: {
    mask: { mask: '0000 0000 0000 0000' },
    submits: 'unmasked',
    isUpperCase: false,
    pattern: /^\d{16}$/,
    requiredMessage: 'error_required_card_number',
    invalidMessage: 'error_wrong_card_number_length',
    isLatinOnly: false,
  },
  /** shell 5: MM/YY; the first month digit is 0 or 1 in the mask, the month 01–12 in the rule. */
  card_expiry: {
    mask: { mask: 'M0/00', definitions: { M: /[01]/ } },
    submits: 'masked',
    isUpperCase: false,
    pattern: /^(0[1-9]|1[0-2])\/\d{2}$/,
    requiredMessage: 'error_required_card_expiry',
    invalidMessage: 'error_wrong_card_expiry',
    isLatinOnly: false,
  },
  /**
   * shell 5: tech passport series, 5 letters. Read as "up to 5": current
   * Uzbek series are 3 letters (AAF), and the mask gives the upper bound.
   */
  tech_passport_series: {
    mask: { mask: /^[A-Z]{0,5}$/, prepareChar: toUpper },
    submits: 'masked',
    isUpperCase: true,
    pattern: /^[A-Z]{1,5}$/,
    requiredMessage: 'error_required_tech_passport_series',
    invalidMessage: 'error_wrong_tech_passport_series',
    isLatinOnly: true,
  },
  /** Tech passport number for the ban search (acts-domain 2); the spec gives no mask: 7 digits as printed on the card. */
  tech_passport_number: {
    mask: { mask: digits(7) },
    submits: 'unmasked',
    isUpperCase: false,
    pattern: /^\d{7}$/,
    requiredMessage: 'error_required_tech_passport_number',
    invalidMessage: 'error_wrong_tech_passport_number_length',
    isLatinOnly: false,
  },
  /** shell 5: vehicle registration number, up to 15 letters and digits (01A123BC). */
  vehicle_number: {
    mask: { mask: /^[0-9A-Z]{0,15}$/, prepareChar: toUpper },
    submits: 'masked',
    isUpperCase: true,
    pattern: /^[0-9A-Z]{1,15}$/,
    requiredMessage: 'error_required_vehicle_number',
    invalidMessage: 'error_wrong_vehicle_number',
    isLatinOnly: true,
  },
  /** shell 5: agricultural machinery tech passport series, up to 5 letters or dashes. */
  agro_tech_series: {
    mask: { mask: /^[A-Z-]{0,5}$/, prepareChar: toUpper },
    submits: 'masked',
    isUpperCase: true,
    pattern: /^[A-Z-]{1,5}$/,
    requiredMessage: 'error_required_agro_tech_series',
    invalidMessage: 'error_wrong_agro_tech_series',
    isLatinOnly: true,
  },
  /** acts-domain 2, shell 5: cadastre number shaped 11:14:04:01:01:1630. */
  cadastre_number: {
    mask: { mask: '00:00:00:00:00:0000' },
    submits: 'masked',
    isUpperCase: false,
    pattern: /^\d{2}(:\d{2}){4}:\d{4}$/,
    requiredMessage: 'error_required_cadastre_number',
    invalidMessage: 'error_wrong_cadastre_number',
    isLatinOnly: false,
  },
  /** shell 5: MAC address (kiosk terminals), six upper-case hex pairs. */
  mac_address: {
    mask: { mask: 'HH:HH:HH:HH:HH:HH', definitions: { H: /[0-9A-F]/ }, prepareChar: toUpper },
    submits: 'masked',
    isUpperCase: true,
    pattern: /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/,
    requiredMessage: 'error_required_mac_address',
    invalidMessage: 'error_wrong_mac_address',
    isLatinOnly: true,
  },
  /**
   * shell 5: currency with 2 decimals and a space group separator:
   * "1 250 000,50". The comma is the radix (Uzbek and Russian usage); a typed
   * '.' becomes ','. The schema turns the text into integer tiyin.
   */
  currency: {
    mask: {
      mask: Number,
      scale: 2,
      thousandsSeparator: ' ',
      radix: ',',
      mapToRadix: ['.'],
      padFractionalZeros: true,
      normalizeZeros: true,
      min: 0,
      max: MAX_CURRENCY_SUM,
    },
    submits: 'masked',
    isUpperCase: false,
    pattern: /^(0|[1-9]\d{0,2}( \d{3})*)(,\d{1,2})?$/,
    requiredMessage: 'error_required_sum',
    invalidMessage: 'error_wrong_sum',
    isLatinOnly: false,
  },
} as const satisfies Record<string, FieldDefinition>;

export type FieldKey = keyof typeof FIELDS;

/** Every field's IMask options, for forms that only need the mask. */
export const FIELD_MASKS = Object.fromEntries(
  (Object.keys(FIELDS) as FieldKey[]).map((key) => [key, FIELDS[key].mask]),
) as { readonly [K in FieldKey]: (typeof FIELDS)[K]['mask'] };

/**
 * shell 5 "passnum: digits, upper case; 7 for document type ids 1, 6, 8, 46,
 * 47, 48, 60, 1001-1004, 20, 70; 6 to 7 for type 0; otherwise up to 20".
 * Seven- and six-to-seven-digit numbers are digits only; the "up to 20"
 * documents (foreign passports and the like) may carry letters, upper-cased.
 */
export const SEVEN_DIGIT_DOCUMENT_TYPE_IDS = [1, 6, 8, 46, 47, 48, 60, 1001, 1002, 1003, 1004, 20, 70] as const;

export type PassnumRule = { minLength: number; maxLength: number; isDigitsOnly: boolean };

export function passnumRule(documentTypeId: number): PassnumRule {
  if ((SEVEN_DIGIT_DOCUMENT_TYPE_IDS as readonly number[]).includes(documentTypeId)) {
    return { minLength: 7, maxLength: 7, isDigitsOnly: true };
  }
  if (documentTypeId === 0) return { minLength: 6, maxLength: 7, isDigitsOnly: true };
  return { minLength: 1, maxLength: 20, isDigitsOnly: false };
}

/** The passnum row for a document type: same messages, the type's length and alphabet. */
export function passnumField(documentTypeId: number): FieldDefinition {
  const { minLength, maxLength, isDigitsOnly } = passnumRule(documentTypeId);
  const charClass = isDigitsOnly ? '\\d' : '[0-9A-Z]';
  const mask: MaskOptions = isDigitsOnly
    ? { mask: digits(minLength) + (maxLength > minLength ? `[${digits(maxLength - minLength)}]` : '') }
    : { mask: new RegExp(`^[0-9A-Z]{0,${maxLength}}$`), prepareChar: toUpper };
  return {
    ...FIELDS.passnum,
    mask,
    submits: isDigitsOnly ? 'unmasked' : 'masked',
    pattern: new RegExp(`^${charClass}{${minLength},${maxLength}}$`),
  };
}
