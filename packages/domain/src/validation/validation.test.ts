import IMask from 'imask';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AuthSchema,
  BanSearchSchema,
  CheckBeforeAuthSchema,
  CurrencySchema,
  FIELD_MASKS,
  FIELDS,
  fieldSchema,
  hasCyrillic,
  EqueueBookingFormSchema,
  IdentityDocumentSchema,
  StatisticsFilterFormSchema,
  InheritanceSearchFormSchema,
  NotaryReviewSchema,
  passnumField,
  passnumRule,
  passnumSchemaFor,
  PassportSchema,
  VehicleSalePriceSchema,
  type FieldDefinition,
  type FieldKey,
  type MaskOptions,
} from './index.js';

/**
 * Types `raw` into an IMask built from the table's options, as a user would
 * (input + raw flags, which is when IMask maps '.' to the radix), and returns
 * what the form submits for that field.
 */
function typeInto(field: FieldDefinition, raw: string): { shown: string; submitted: string; isComplete: boolean } {
  const mask = IMask.createMask(field.mask as MaskOptions & { mask: string });
  mask.resolve(raw, { input: true, raw: true });
  return {
    shown: mask.value,
    submitted: field.submits === 'unmasked' ? mask.unmaskedValue : mask.value,
    isComplete: mask.isComplete,
  };
}

function validate(field: FieldDefinition, value: unknown) {
  const result = v.safeParse(fieldSchema(field), value);
  return result.success ? { ok: true as const, output: result.output } : { ok: false as const, message: result.issues[0].message };
}

/** [typed by the user, shown by the mask, submitted and valid]. */
const VALID: Record<FieldKey, [string, string, string][]> = {
  passserial: [['aa', 'AA', 'AA'], ['Ab1c', 'AB', 'AB']],
  passnum: [['1234567', '1234567', '1234567'], ['12a34567890', '1234567', '1234567']],
  pin: [['31234567890123', '31234567890123', '31234567890123']],
  inn: [['123456789', '123456789', '123456789']],
  phone: [['901234567', '(90) 123-45-67', '901234567'], ['90 123 45 67', '(90) 123-45-67', '901234567']],
  date: [['01022024', '01.02.2024', '01.02.2024'], ['29.02.2024', '29.02.2024', '29.02.2024']],
  partial_date: [['xx051990', 'XX.05.1990', 'XX.05.1990'], ['XXXX1990', 'XX.XX.1990', 'XX.XX.1990'], ['15051990', '15.05.1990', '15.05.1990']],
  date_time: [['10032025123015', '10.03.2025 12:30:15', '10.03.2025 12:30:15']],
  card_number: [['8600123412341234', '8600 1234 1234 1234', '8600123412341234']],
  card_expiry: [['1227', '12/27', '12/27'], ['0930', '09/30', '09/30']],
  tech_passport_series: [['aaf', 'AAF', 'AAF'], ['abcdef', 'ABCDE', 'ABCDE']],
  tech_passport_number: [['1234567', '1234567', '1234567']],
  vehicle_number: [['01a123bc', '01A123BC', '01A123BC'], ['01 a 123-bc', '01A123BC', '01A123BC']],
  agro_tech_series: [['ab-c', 'AB-C', 'AB-C'], ['-----', '-----', '-----']],
  cadastre_number: [['11140401011630', '11:14:04:01:01:1630', '11:14:04:01:01:1630']],
  mac_address: [['aabbccddeeff', 'AA:BB:CC:DD:EE:FF', 'AA:BB:CC:DD:EE:FF'], ['00:1a:2B:3c:4D:5e', '00:1A:2B:3C:4D:5E', '00:1A:2B:3C:4D:5E']],
  currency: [['1250000.5', '1 250 000,50', '1 250 000,50'], ['1250000,50', '1 250 000,50', '1 250 000,50'], ['0', '0,00', '0,00']],
};

/** Values a request body might carry that must be refused, with the expected message key. */
const INVALID: Record<FieldKey, [unknown, string][]> = {
  passserial: [[undefined, 'error_required_passserial'], ['', 'error_required_passserial'], ['A', 'error_wrong_passserial_length'], ['ABC', 'error_wrong_passserial_length'], ['АА', 'error_wrong_passserial_length']],
  passnum: [[undefined, 'error_required_passnum'], ['123456', 'error_wrong_passnum_length'], ['12345678', 'error_wrong_passnum_length'], ['12345a7', 'error_wrong_passnum_length']],
  pin: [['', 'error_required_pin'], ['1234567890123', 'error_wrong_pin_length'], ['123456789012345', 'error_wrong_pin_length']],
  inn: [['12345678', 'error_wrong_inn_length']],
  phone: [['', 'error_required_phone'], ['90123456', 'error_wrong_phone_length'], ['(90) 123-45-67', 'error_wrong_phone_length']],
  date: [['31.02.2024', 'error_wrong_date'], ['1.2.2024', 'error_wrong_date'], ['XX.05.1990', 'error_wrong_date']],
  partial_date: [['15.XX.1990', 'error_wrong_date'], ['XX.13.1990', 'error_wrong_date'], ['X1.05.1990', 'error_wrong_date']],
  date_time: [['10.03.2025 25:00:00', 'error_wrong_date_time'], ['10.03.2025', 'error_wrong_date_time']],
  card_number: [['8600 1234 1234 1234', 'error_wrong_card_number_length'], ['860012341234123', 'error_wrong_card_number_length']],
  card_expiry: [['13/27', 'error_wrong_card_expiry'], ['00/27', 'error_wrong_card_expiry'], ['1/27', 'error_wrong_card_expiry']],
  tech_passport_series: [['ABCDEF', 'error_wrong_tech_passport_series'], ['AA1', 'error_wrong_tech_passport_series']],
  tech_passport_number: [['123456', 'error_wrong_tech_passport_number_length']],
  vehicle_number: [['01A123BC01A123BC', 'error_wrong_vehicle_number'], ['01A 123', 'error_wrong_vehicle_number']],
  agro_tech_series: [['AB1', 'error_wrong_agro_tech_series'], ['ABCDEF', 'error_wrong_agro_tech_series']],
  cadastre_number: [['11:14:04:01:01:163', 'error_wrong_cadastre_number'], ['11-14-04-01-01-1630', 'error_wrong_cadastre_number']],
  mac_address: [['AA:BB:CC:DD:EE', 'error_wrong_mac_address'], ['GG:BB:CC:DD:EE:FF', 'error_wrong_mac_address']],
  currency: [['1250000,50', 'error_wrong_sum'], ['1 250 000,505', 'error_wrong_sum'], ['-5', 'error_wrong_sum'], ['01', 'error_wrong_sum']],
};

describe('field table: IMask masks and valibot rules agree', () => {
  const keys = Object.keys(FIELDS) as FieldKey[];

  it.each(keys.flatMap((key) => VALID[key].map((row) => [key, ...row] as const)))(
    '%s: typing %j shows %j and submits a valid %j',
    (key, typed, shown, submitted) => {
      const field: FieldDefinition = FIELDS[key];
      const typedResult = typeInto(field, typed);
      expect(typedResult.shown).toBe(shown);
      expect(typedResult.submitted).toBe(submitted);
      expect(validate(field, typedResult.submitted).ok).toBe(true);
    },
  );

  it.each(keys.flatMap((key) => INVALID[key].map((row) => [key, ...row] as const)))(
    '%s: %j is refused with %s',
    (key, value, message) => {
      expect(validate(FIELDS[key], value)).toEqual({ ok: false, message });
    },
  );

  it('masks refuse characters outside their alphabet', () => {
    expect(typeInto(FIELDS.passserial, 'АВ').shown).toBe('');
    expect(typeInto(FIELDS.pin, 'abc').shown).toBe('');
    expect(typeInto(FIELDS.card_expiry, '2').shown).toBe('');
    expect(typeInto(FIELDS.mac_address, 'zz').shown).toBe('');
    expect(typeInto(FIELDS.agro_tech_series, 'a1').shown).toBe('A');
  });

  it('fixed-length masks report completeness at their length', () => {
    expect(typeInto(FIELDS.passnum, '123456').isComplete).toBe(false);
    expect(typeInto(FIELDS.passnum, '1234567').isComplete).toBe(true);
    expect(typeInto(FIELDS.cadastre_number, '11140401011630').isComplete).toBe(true);
  });

  it('exposes the masks alone for forms', () => {
    expect(FIELD_MASKS.pin).toBe(FIELDS.pin.mask);
  });

  it('trims and upper-cases before checking', () => {
    expect(validate(FIELDS.passserial, ' ab ')).toEqual({ ok: true, output: 'AB' });
  });
});

describe('passport number by document type (shell 5)', () => {
  it.each([1, 6, 8, 46, 47, 48, 60, 1001, 1002, 1003, 1004, 20, 70])('type %i: exactly 7 digits', (type) => {
    expect(passnumRule(type)).toEqual({ minLength: 7, maxLength: 7, isDigitsOnly: true });
    expect(v.is(passnumSchemaFor(type), '1234567')).toBe(true);
    expect(v.is(passnumSchemaFor(type), '123456')).toBe(false);
  });

  it('type 0: 6 or 7 digits, and its mask takes both', () => {
    const schema = passnumSchemaFor(0);
    expect(v.is(schema, '123456')).toBe(true);
    expect(v.is(schema, '1234567')).toBe(true);
    expect(v.is(schema, '12345')).toBe(false);
    expect(v.is(schema, '12345678')).toBe(false);
    expect(typeInto(passnumField(0), '12345678')).toEqual({ shown: '1234567', submitted: '1234567', isComplete: true });
    expect(typeInto(passnumField(0), '123456').isComplete).toBe(true);
  });

  it('other types: up to 20 letters and digits, upper-cased', () => {
    const field = passnumField(99);
    expect(typeInto(field, 'ab1234567890123456789xyz').shown).toBe('AB123456789012345678');
    expect(validate(field, 'fa1234567')).toEqual({ ok: true, output: 'FA1234567' });
    expect(validate(field, 'A'.repeat(21))).toEqual({ ok: false, message: 'error_wrong_passnum_length' });
  });

  it('IdentityDocumentSchema checks the number against its type', () => {
    expect(v.is(IdentityDocumentSchema, { documentTypeId: 0, passnum: '123456' })).toBe(true);
    const result = v.safeParse(IdentityDocumentSchema, { documentTypeId: 1, passserial: 'AA', passnum: '123456' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe('error_wrong_passnum_length');
    expect(v.flatten(result.issues!).nested).toEqual({ passnum: ['error_wrong_passnum_length'] });
  });
});

describe('named schemas', () => {
  it('PassportSchema, CheckBeforeAuthSchema and AuthSchema', () => {
    expect(v.parse(PassportSchema, { passserial: 'aa', passnum: '1234567' })).toEqual({
      passserial: 'AA',
      passnum: '1234567',
    });
    const pre = { pin: '31234567890123', passserial: 'AA', passnum: '1234567' };
    expect(v.is(CheckBeforeAuthSchema, pre)).toBe(true);
    expect(v.is(CheckBeforeAuthSchema, { ...pre, pin: '' })).toBe(false);
    expect(v.safeParse(PassportSchema, { passserial: 'AA' }).issues?.[0].message).toBe('error_required_passnum');
    expect(v.safeParse(PassportSchema, null).issues?.[0].message).toBe('error_bad_request');
    expect(v.is(AuthSchema, { ...pre, jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJpc09rIjp0cnVlfQ.c2lnbmF0dXJl' })).toBe(true);
    expect(v.safeParse(AuthSchema, { ...pre, jwt: '' }).issues?.[0].message).toBe('error_required_jwt');
  });

  it('CurrencySchema gives integer tiyin', () => {
    expect(v.parse(CurrencySchema, '1 250 000,50')).toBe(125_000_050);
    expect(v.parse(CurrencySchema, '1 250 000,5')).toBe(125_000_050);
    expect(v.parse(CurrencySchema, '999')).toBe(99_900);
    expect(v.parse(CurrencySchema, '0,07')).toBe(7);
  });

  it('BanSearchSchema takes a vehicle or a property', () => {
    expect(
      v.is(BanSearchSchema, { kind: 'vehicle', vehicleNumber: '01A123BC', techPassportSeries: 'AAF', techPassportNumber: '1234567' }),
    ).toBe(true);
    expect(v.is(BanSearchSchema, { kind: 'real_estate', propertyType: 'residential', cadastreNumber: '11:14:04:01:01:1630' })).toBe(
      true,
    );
    expect(v.is(BanSearchSchema, { kind: 'real_estate', propertyType: 'garage', cadastreNumber: '11:14:04:01:01:1630' })).toBe(false);
  });

  it('InheritanceSearchFormSchema needs one criterion, a name of 3 letters and real dates', () => {
    const empty: v.InferInput<typeof InheritanceSearchFormSchema> = { name: '', deathDate: '', caseNumber: '', openedOn: '', regionId: null, notaryId: null };
    const issues = (input: typeof empty) => {
      const result = v.safeParse(InheritanceSearchFormSchema, input);
      return result.success ? [] : result.issues.map((i) => [i.path?.map((p) => p.key).join('.') ?? '', i.message]);
    };
    expect(issues(empty)).toEqual([['', 'error_no_search_criterion']]);
    expect(issues({ ...empty, name: 'a b' })).toEqual([['name', 'error_short_name'], ['', 'error_no_search_criterion']]);
    expect(issues({ ...empty, deathDate: '31.02.2023' })).toEqual([['deathDate', 'error_wrong_date']]);
    expect(issues({ ...empty, name: ' Karimov ' })).toEqual([]);
    expect(v.parse(InheritanceSearchFormSchema, { ...empty, name: ' Karimov ', regionId: 1718 })).toEqual({ ...empty, name: 'Karimov', regionId: 1718 });
    expect(issues({ ...empty, notaryId: 'n1' })).toEqual([]);
  });

  it('EqueueBookingFormSchema needs an office, an act type, a slot and a phone', () => {
    const empty: v.InferInput<typeof EqueueBookingFormSchema> = { officeId: null, notaryId: null, actTypeId: null, startsAt: null, phone: '', email: 'x@', description: '' };
    const result = v.safeParse(EqueueBookingFormSchema, empty);
    // The first issue of each field is the one a form shows.
    expect(result.success ? {} : Object.fromEntries(result.issues.toReversed().map((i) => [i.path?.[0]?.key, i.message]))).toEqual({
      officeId: 'error_required_office',
      actTypeId: 'error_required_act_type',
      startsAt: 'error_required_slot',
      phone: 'error_required_phone',
      email: 'error_wrong_email',
    });
    const filled = { ...empty, officeId: 'o1', actTypeId: '101', startsAt: '2026-03-12T05:00:00.000Z', phone: '901234567', email: ' a@b.uz ' };
    expect(v.parse(EqueueBookingFormSchema, filled)).toEqual({ ...filled, actTypeId: 101, email: 'a@b.uz' });
    expect(v.safeParse(EqueueBookingFormSchema, { ...filled, actTypeId: '99999' }).success).toBe(false);
  });

  it('StatisticsFilterFormSchema takes empty or real dates and optional choices', () => {
    const all = { from: '', to: '', regionId: null, typeId: null, regtype: null };
    expect(v.parse(StatisticsFilterFormSchema, all)).toEqual(all);
    expect(v.parse(StatisticsFilterFormSchema, { ...all, from: ' 01.01.2025 ', regtype: '2' })).toEqual({ ...all, from: '01.01.2025', regtype: '2' });
    const bad = v.safeParse(StatisticsFilterFormSchema, { ...all, to: '31.02.2025' });
    expect(bad.success ? [] : bad.issues.map((i) => [i.path?.[0]?.key, i.message])).toEqual([['to', 'error_wrong_date']]);
  });

  it('NotaryReviewSchema needs a rating', () => {
    expect(v.parse(NotaryReviewSchema, { rating: 5 })).toEqual({ rating: 5, text: '' });
    expect(v.safeParse(NotaryReviewSchema, { text: 'good' }).issues?.[0].message).toBe('error_rating_required');
    expect(v.is(NotaryReviewSchema, { rating: 0 })).toBe(false);
  });

  it('VehicleSalePriceSchema needs the words of the price', () => {
    expect(
      v.parse(VehicleSalePriceSchema, { price: '1 250 000,50', priceWords: 'один миллион двести пятьдесят тысяч сум 50 тийин' }),
    ).toEqual({ price: 125_000_050, priceWords: 'один миллион двести пятьдесят тысяч сум 50 тийин' });
    expect(
      v.safeParse(VehicleSalePriceSchema, { price: '1 250 000,50', priceWords: "bir million so'm 00 tiyin" }).issues?.[0].message,
    ).toBe('error_wrong_price_words');
  });
});

describe('hasCyrillic', () => {
  it.each([
    ['АА', true],
    ['AА', true],
    ['ўқ', true],
    ['AA', false],
    ["o'zbek", false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(hasCyrillic(text)).toBe(expected);
  });
});
