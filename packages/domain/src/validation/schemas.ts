import * as v from 'valibot';
import { ACT_TYPE_IDS, LOCALES } from '../constants/index.js';
import { amountToWords } from '../words/index.js';
import { FIELDS, passnumField, type FieldDefinition } from './fields.js';

/**
 * valibot schemas built from the field table (fields.ts), named per
 * valibot's guide: `XSchema`, `XInput`, `XOutput`. Messages are keys; the
 * apps translate them, the API returns them in `details.issues`.
 */

function normalize(field: FieldDefinition, value: string): string {
  const trimmed = value.trim();
  return field.isUpperCase ? trimmed.toUpperCase() : trimmed;
}

/** A string schema for one row of the table: trim, upper-case where set, required, valid. */
export function fieldSchema(field: FieldDefinition) {
  return v.pipe(
    v.string(field.requiredMessage),
    v.transform((value) => normalize(field, value)),
    v.nonEmpty(field.requiredMessage),
    v.check((value) => field.pattern.test(value) && (field.isValid?.(value) ?? true), field.invalidMessage),
  );
}

export const PassserialSchema = fieldSchema(FIELDS.passserial);
export const PassnumSchema = fieldSchema(FIELDS.passnum);
export const PinSchema = fieldSchema(FIELDS.pin);
export const InnSchema = fieldSchema(FIELDS.inn);
export const PhoneSchema = fieldSchema(FIELDS.phone);
export const DateSchema = fieldSchema(FIELDS.date);
export const PartialDateSchema = fieldSchema(FIELDS.partial_date);
export const DateTimeSchema = fieldSchema(FIELDS.date_time);
export const CardNumberSchema = fieldSchema(FIELDS.card_number);
export const CardExpirySchema = fieldSchema(FIELDS.card_expiry);
export const TechPassportSeriesSchema = fieldSchema(FIELDS.tech_passport_series);
export const TechPassportNumberSchema = fieldSchema(FIELDS.tech_passport_number);
export const VehicleNumberSchema = fieldSchema(FIELDS.vehicle_number);
export const AgroTechSeriesSchema = fieldSchema(FIELDS.agro_tech_series);
export const CadastreNumberSchema = fieldSchema(FIELDS.cadastre_number);
export const MacAddressSchema = fieldSchema(FIELDS.mac_address);

/**
 * valibot reports a missing key with the OBJECT's message; this message
 * function answers with that key's own "required" key instead, so a body
 * without `passnum` says error_required_passnum, like an empty one.
 */
export function requiredKeyMessages(requiredByKey: Readonly<Record<string, string>>): v.ErrorMessage<v.ObjectIssue> {
  return (issue) => {
    const key = issue.path?.[0]?.key;
    return (typeof key === 'string' ? requiredByKey[key] : undefined) ?? 'error_bad_request';
  };
}

const requiredOf = (...keys: (keyof typeof FIELDS)[]) =>
  Object.fromEntries(keys.map((key) => [key, FIELDS[key].requiredMessage]));

/** The passport number schema for a document type (shell 5 lengths). */
export function passnumSchemaFor(documentTypeId: number) {
  return fieldSchema(passnumField(documentTypeId));
}

/** "1 250 000,50" → 125000050 tiyin; integer arithmetic on the digits, never a float. */
export function currencyTextToTiyin(text: string): number {
  const [whole = '0', fraction = ''] = text.replaceAll(' ', '').split(',');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A currency input (shell 5) → integer tiyin. */
export const CurrencySchema = v.pipe(fieldSchema(FIELDS.currency), v.transform(currencyTextToTiyin));
export type CurrencyInput = v.InferInput<typeof CurrencySchema>;
export type CurrencyOutput = v.InferOutput<typeof CurrencySchema>;

/** An amount already in tiyin (API bodies): a non-negative safe integer. */
export const TiyinSchema = v.pipe(v.number('error_wrong_sum'), v.safeInteger('error_wrong_sum'), v.minValue(0, 'error_wrong_sum'));

// --- Sign-in (shell 3, 7) -----------------------------------------------------------

/** shell 2.4 passport login form. */
export const PassportSchema = v.object(
  { passserial: PassserialSchema, passnum: PassnumSchema },
  requiredKeyMessages(requiredOf('passserial', 'passnum')),
);
export type PassportInput = v.InferInput<typeof PassportSchema>;
export type PassportOutput = v.InferOutput<typeof PassportSchema>;

/** shell 7 POST /check_before_auth: passserial, passnum, pin. */
export const CheckBeforeAuthSchema = v.object(
  { pin: PinSchema, passserial: PassserialSchema, passnum: PassnumSchema },
  requiredKeyMessages(requiredOf('pin', 'passserial', 'passnum')),
);
export type CheckBeforeAuthInput = v.InferInput<typeof CheckBeforeAuthSchema>;
export type CheckBeforeAuthOutput = v.InferOutput<typeof CheckBeforeAuthSchema>;

/** The face check's signed result, a compact JWS (header.payload.signature). */
export const JwtSchema = v.pipe(
  v.string('error_required_jwt'),
  v.nonEmpty('error_required_jwt'),
  v.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'error_wrong_jwt'),
);

/** shell 7 POST /auth: the pre-check fields plus the face check's jwt. */
export const AuthSchema = v.object(
  { ...CheckBeforeAuthSchema.entries, jwt: JwtSchema },
  requiredKeyMessages({ ...requiredOf('pin', 'passserial', 'passnum'), jwt: 'error_required_jwt' }),
);
export type AuthInput = v.InferInput<typeof AuthSchema>;
export type AuthOutput = v.InferOutput<typeof AuthSchema>;

/** shell 7 POST /offer_accept?action=1|0 (1 accept, 0 refuse). */
export const OfferActionSchema = v.picklist(['1', '0'], 'error_wrong_offer_action');

/** A person's document of any type: the number's length follows the type (shell 5). */
export const IdentityDocumentSchema = v.pipe(
  v.object(
    {
      documentTypeId: v.pipe(v.number('error_required_document_type'), v.integer('error_required_document_type')),
      passserial: v.optional(PassserialSchema),
      passnum: v.pipe(v.string('error_required_passnum'), v.transform((value) => value.trim().toUpperCase())),
    },
    requiredKeyMessages({ documentTypeId: 'error_required_document_type', passnum: 'error_required_passnum' }),
  ),
  v.forward(
    v.check(
      (input) => v.is(passnumSchemaFor(input.documentTypeId), input.passnum),
      (issue) => (issue.input.passnum === '' ? 'error_required_passnum' : 'error_wrong_passnum_length'),
    ),
    ['passnum'],
  ),
);
export type IdentityDocumentInput = v.InferInput<typeof IdentityDocumentSchema>;
export type IdentityDocumentOutput = v.InferOutput<typeof IdentityDocumentSchema>;

// --- Searches (acts-domain 2) -------------------------------------------------------

/** Ban search by vehicle plate plus tech passport series and number. */
export const VehicleBanSearchSchema = v.object(
  {
    kind: v.literal('vehicle'),
    vehicleNumber: VehicleNumberSchema,
    techPassportSeries: TechPassportSeriesSchema,
    techPassportNumber: TechPassportNumberSchema,
  },
  requiredKeyMessages({
    vehicleNumber: FIELDS.vehicle_number.requiredMessage,
    techPassportSeries: FIELDS.tech_passport_series.requiredMessage,
    techPassportNumber: FIELDS.tech_passport_number.requiredMessage,
  }),
);

/** Ban search by property type (residential or not) and cadastre number. */
export const RealEstateBanSearchSchema = v.object(
  {
    kind: v.literal('real_estate'),
    propertyType: v.picklist(['residential', 'non_residential'], 'error_required_property_type'),
    cadastreNumber: CadastreNumberSchema,
  },
  requiredKeyMessages({
    propertyType: 'error_required_property_type',
    cadastreNumber: FIELDS.cadastre_number.requiredMessage,
  }),
);

export const BanSearchSchema = v.variant('kind', [VehicleBanSearchSchema, RealEstateBanSearchSchema]);
export type BanSearchInput = v.InferInput<typeof BanSearchSchema>;
export type BanSearchOutput = v.InferOutput<typeof BanSearchSchema>;

/** Power-of-attorney check: registry number and date. */
export const PowerOfAttorneyCheckSchema = v.object(
  {
    regnum: v.pipe(
      v.string('error_required_regnum'),
      v.trim(),
      v.nonEmpty('error_required_regnum'),
      v.maxLength(50, 'error_wrong_regnum'),
    ),
    regdate: DateSchema,
  },
  requiredKeyMessages({ regnum: 'error_required_regnum', regdate: FIELDS.date.requiredMessage }),
);
export type PowerOfAttorneyCheckInput = v.InferInput<typeof PowerOfAttorneyCheckSchema>;
export type PowerOfAttorneyCheckOutput = v.InferOutput<typeof PowerOfAttorneyCheckSchema>;

/** An optional dd.mm.yyyy date of a search form: empty, or a real date (shell 5). */
export const OptionalDateSchema = v.pipe(
  v.string(FIELDS.date.invalidMessage),
  v.trim(),
  v.check((value) => value === '' || v.is(DateSchema, value), FIELDS.date.invalidMessage),
);

/** At least three letters of a name (spaces do not count). */
const isSearchableName = (name: string) => name.replace(/\s/g, '').length >= 3;

/**
 * The inheritance search form (acts-domain 2 "Inheritance search"): the
 * deceased's name (3 letters at least), death date, case number, opening
 * date and notary, in any combination but one at least (an issue of the
 * whole form). The region only narrows the notary list.
 */
export const InheritanceSearchFormSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.check((name) => name === '' || isSearchableName(name), 'error_short_name'),
      v.maxLength(120, 'error_long_text'),
    ),
    deathDate: OptionalDateSchema,
    caseNumber: v.pipe(v.string(), v.trim(), v.maxLength(40, 'error_long_text')),
    openedOn: OptionalDateSchema,
    regionId: v.nullable(v.number()),
    notaryId: v.nullable(v.string()),
  }),
  v.check(
    (form) => isSearchableName(form.name) || form.deathDate !== '' || form.caseNumber !== '' || form.openedOn !== '' || form.notaryId !== null,
    'error_no_search_criterion',
  ),
);
export type InheritanceSearchFormInput = v.InferInput<typeof InheritanceSearchFormSchema>;
export type InheritanceSearchFormOutput = v.InferOutput<typeof InheritanceSearchFormSchema>;

/**
 * The statistics filter form (acts-domain 2 "Statistics"): a period of
 * optional dd.mm.yyyy dates, a region, an act type and a registration type,
 * each optional (null for all).
 */
export const StatisticsFilterFormSchema = v.object({
  from: OptionalDateSchema,
  to: OptionalDateSchema,
  regionId: v.nullable(v.number()),
  typeId: v.nullable(v.string()),
  regtype: v.nullable(v.picklist(['1', '2'])),
});
export type StatisticsFilterFormInput = v.InferInput<typeof StatisticsFilterFormSchema>;
export type StatisticsFilterFormOutput = v.InferOutput<typeof StatisticsFilterFormSchema>;

// --- E-queue (spec/shell.md 3 e-queue fields) -------------------------------------------

/**
 * The e-queue booking form: an office, an act type and a free slot chosen,
 * the phone the reminders go to (shell 5), an optional e-mail and note. The
 * Selects give null for "none", so a missing choice is its own key.
 */
/** A Select's choice, null for none: required, with its own message key. */
const requiredChoice = (message: string) =>
  v.pipe(
    v.nullable(v.string()),
    v.check((value) => value !== null && value !== '', message),
    v.transform((value) => value ?? ''),
  );

export const EqueueBookingFormSchema = v.object({
  officeId: requiredChoice('error_required_office'),
  notaryId: v.nullable(v.string()),
  actTypeId: v.pipe(
    requiredChoice('error_required_act_type'),
    v.transform(Number),
    v.check((id) => (ACT_TYPE_IDS as readonly number[]).includes(id), 'error_required_act_type'),
  ),
  startsAt: requiredChoice('error_required_slot'),
  phone: PhoneSchema,
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((email) => email === '' || /^\S+@\S+\.\S+$/.test(email), 'error_wrong_email'),
    v.maxLength(120, 'error_wrong_email'),
  ),
  description: v.pipe(v.string(), v.trim(), v.maxLength(500, 'error_long_text')),
});
export type EqueueBookingFormInput = v.InferInput<typeof EqueueBookingFormSchema>;
export type EqueueBookingFormOutput = v.InferOutput<typeof EqueueBookingFormSchema>;

/** acts-domain 5 "A notary review needs a rating (message: give a rating)": 1..5 stars and optional text. */
export const NotaryReviewSchema = v.object(
  {
    rating: v.pipe(
      v.number('error_rating_required'),
      v.integer('error_rating_required'),
      v.minValue(1, 'error_rating_required'),
      v.maxValue(5, 'error_rating_required'),
    ),
    text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'error_review_too_long')), ''),
  },
  requiredKeyMessages({ rating: 'error_rating_required' }),
);
export type NotaryReviewInput = v.InferInput<typeof NotaryReviewSchema>;
export type NotaryReviewOutput = v.InferOutput<typeof NotaryReviewSchema>;

/**
 * acts-domain 5 "The vehicle sale price is entered together with its words
 * version": the words must be the price's words in one of the three
 * languages, so a tampered or stale text cannot reach the contract.
 */
export const VehicleSalePriceSchema = v.pipe(
  v.object(
    {
      price: CurrencySchema,
      priceWords: v.pipe(v.string('error_required_price_words'), v.trim(), v.nonEmpty('error_required_price_words')),
    },
    requiredKeyMessages({ price: FIELDS.currency.requiredMessage, priceWords: 'error_required_price_words' }),
  ),
  v.forward(
    v.check(
      ({ price, priceWords }) => LOCALES.some((locale) => amountToWords(price, locale) === priceWords),
      'error_wrong_price_words',
    ),
    ['priceWords'],
  ),
);
export type VehicleSalePriceInput = v.InferInput<typeof VehicleSalePriceSchema>;
export type VehicleSalePriceOutput = v.InferOutput<typeof VehicleSalePriceSchema>;
