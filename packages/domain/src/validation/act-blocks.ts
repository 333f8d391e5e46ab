import * as v from 'valibot';
import { POA_RIGHTS } from '../rules/power-of-attorney.js';
import { PinSchema } from './schemas.js';
import { PAYMENT_METHODS } from './act-terms.js';
import { int32, isoDate, money, text } from '../contracts/primitives.js';

/**
 * Typed schemas of the jsonb blocks of spec/acts-domain.md 3 (the act's
 * credit, marriage/divorce records, power-of-attorney data, travel and
 * enforcement debt; a party's groups of fields; a subject's vehicle, real
 * estate and common details). Strict objects: a misspelt or unknown field is
 * refused rather than stored where nothing reads it. Dates are ISO
 * (YYYY-MM-DD) as the API stores them; money is so'm as a number or a
 * decimal string, kept as a string with two decimals like the numeric columns.
 */

const Text = text(500);
const LongText = text(4000);
const IsoDate = isoDate();
const Money = money();
/** Counts and ids kept in jsonb but read into int4 columns and arithmetic. */
const Count = int32();
const Percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
const opt = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));

/** Two ISO dates where the first may not come after the second. */
const isOrdered = (from: string | null | undefined, to: string | null | undefined) => !from || !to || from <= to;

// --- The act ------------------------------------------------------------------------

/** acts-domain 3 "Credit data: contract number, date, sum, percent, term, purpose". */
export const ActCreditSchema = v.strictObject({
  contractNumber: opt(Text),
  date: opt(IsoDate),
  sum: opt(Money),
  percent: opt(Percent),
  /** Months. */
  term: opt(Count),
  purpose: opt(LongText),
});
export type ActCreditInput = v.InferInput<typeof ActCreditSchema>;
export type ActCreditOutput = v.InferOutput<typeof ActCreditSchema>;

/** acts-domain 3 "Marriage and divorce records: register number, date, body". */
export const CivilRecordSchema = v.strictObject({
  regnum: opt(Text),
  date: opt(IsoDate),
  /** The civil registry office that made the record. */
  body: opt(Text),
});
export type CivilRecordOutput = v.InferOutput<typeof CivilRecordSchema>;

/**
 * acts-domain 3 "Power-of-attorney class (proxyclass), rights, delegation
 * right, rent type, transfer type". A right outside POA_RIGHTS is refused:
 * the scope rule of acts-domain 5 can only judge rights it knows.
 */
export const ActProxySchema = v.strictObject({
  proxyClass: opt(Text),
  rights: v.optional(v.pipe(v.array(v.picklist(POA_RIGHTS, 'error_unknown_poa_right')), v.maxLength(POA_RIGHTS.length))),
  delegationRight: v.optional(v.boolean()),
  /** The power includes disposing of the property (sale, gift, exchange, pledge). */
  hasDisposalRights: v.optional(v.boolean()),
  rentType: opt(Text),
  transferType: opt(Text),
});
export type ActProxyOutput = v.InferOutput<typeof ActProxySchema>;

/**
 * acts-domain 3 "Travel: departure country, destination countries,
 * all-countries flag, purpose, other purpose, period, self-departure flag".
 */
export const ActTravelSchema = v.pipe(
  v.strictObject({
    departureCountry: opt(Text),
    destinationCountries: v.optional(v.pipe(v.array(Text), v.maxLength(300))),
    allCountries: v.optional(v.boolean()),
    purpose: opt(Text),
    otherPurpose: opt(LongText),
    periodFrom: opt(IsoDate),
    periodTo: opt(IsoDate),
    selfDeparture: v.optional(v.boolean()),
  }),
  v.forward(v.check((t) => isOrdered(t.periodFrom, t.periodTo), 'error_wrong_period'), ['periodTo']),
);
export type ActTravelOutput = v.InferOutput<typeof ActTravelSchema>;

/**
 * acts-domain 3 "Debt for enforcement writs: collect-fee flag, penalty sum,
 * total debt, debt document, debt act register number and date, notary".
 */
export const ActEnforcementDebtSchema = v.strictObject({
  collectFee: v.optional(v.boolean()),
  penaltySum: opt(Money),
  totalDebt: opt(Money),
  debtDocument: opt(Text),
  debtActRegnum: opt(Text),
  debtActRegdate: opt(IsoDate),
  notary: opt(Text),
});
export type ActEnforcementDebtOutput = v.InferOutput<typeof ActEnforcementDebtSchema>;

// --- A party's groups (acts-domain 3 "Party (member)") ----------------------------------

/** "document, document number, date and issuer". */
export const PartyDocumentSchema = v.strictObject({
  typeId: opt(Count),
  name: opt(Text),
  series: opt(Text),
  number: opt(Text),
  issueDate: opt(IsoDate),
  expiryDate: opt(IsoDate),
  issuer: opt(Text),
});

/** "gender, birth place, death date, parents"; the applicant's citizenship, nationality and birth country. */
export const PartyPersonalSchema = v.strictObject({
  gender: opt(v.picklist([1, 2])),
  birthPlace: opt(Text),
  birthCountry: opt(Text),
  deathDate: opt(IsoDate),
  fatherName: opt(Text),
  motherName: opt(Text),
  citizenship: opt(Text),
  nationality: opt(Text),
});

/** "Consular registration fields". */
export const PartyConsularSchema = v.strictObject({
  country: opt(Text),
  consulate: opt(Text),
  regnum: opt(Text),
  regdate: opt(IsoDate),
});

const AddressSchema = v.strictObject({
  regionId: opt(Count),
  districtId: opt(Count),
  text: opt(LongText),
});

/** "registered address and other addresses" (the applicant's living address among them). */
export const PartyAddressesSchema = v.strictObject({
  registered: opt(AddressSchema),
  living: opt(AddressSchema),
  other: v.optional(v.pipe(v.array(AddressSchema), v.maxLength(10))),
});

/** "Representative, reason for not signing, sign-language interpreter, translation languages (from and to)". */
export const PartyRepresentationSchema = v.strictObject({
  representativePin: opt(PinSchema),
  representativeName: opt(Text),
  reasonNotSigning: opt(LongText),
  signLanguageInterpreter: opt(Text),
  translationFrom: opt(Text),
  translationTo: opt(Text),
});

/** "Proxy document fields": the power of attorney a representative acts on. */
export const PartyProxyDocumentSchema = v.strictObject({
  regnum: opt(Text),
  regdate: opt(IsoDate),
  validUntil: opt(IsoDate),
  issuedBy: opt(Text),
  principalName: opt(Text),
});

/** "Guardian fields". */
export const PartyGuardianSchema = v.strictObject({
  pin: opt(PinSchema),
  fullname: opt(Text),
  basis: opt(Text),
  documentNumber: opt(Text),
  documentDate: opt(IsoDate),
});

/**
 * "Manager fields (organisations)": the manager answers a legal entity's
 * invitation by their own pin (rules/party-confirmation.ts).
 */
export const PartyManagerSchema = v.strictObject({
  pin: opt(PinSchema),
  fullname: opt(Text),
  position: opt(Text),
  /** What empowers them: the charter, a power of attorney, … */
  basis: opt(Text),
});

/** "Branch fields". */
export const PartyBranchSchema = v.strictObject({
  name: opt(Text),
  inn: opt(v.pipe(v.string(), v.regex(/^\d{9}$/, 'error_wrong_inn_length'))),
  address: opt(LongText),
});

/** "Marriage info". */
export const PartyMarriageSchema = v.strictObject({
  isMarried: v.optional(v.boolean()),
  spousePin: opt(PinSchema),
  spouseName: opt(Text),
  recordRegnum: opt(Text),
  recordDate: opt(IsoDate),
  recordBody: opt(Text),
});

// --- A subject's details (acts-domain 3 "Subject") -----------------------------------

/**
 * Vehicle: "issuer, date; make, country, motor, body and chassis numbers,
 * colour, year, horsepower, address; stamp body and dates; remaining
 * usability percent after accident, invoice date; penalty and fine sums"
 * (plate, tech passport, body number, prices are columns of their own).
 */
export const VehicleDetailsSchema = v.strictObject({
  techPassportIssuer: opt(Text),
  techPassportDate: opt(IsoDate),
  make: opt(Text),
  country: opt(Text),
  motorNumber: opt(Text),
  chassisNumber: opt(Text),
  colour: opt(Text),
  year: opt(v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100))),
  horsepower: opt(Count),
  address: opt(LongText),
  stampBody: opt(Text),
  stampDate: opt(IsoDate),
  stampValidUntil: opt(IsoDate),
  usabilityPercent: opt(Percent),
  invoiceDate: opt(IsoDate),
  penaltySum: opt(Money),
  fineSum: opt(Money),
});

/**
 * Real estate: "cadastre form, type; street, home, flat, block, object
 * name; area, living area, rooms, other rooms; statement number; previous
 * price, address" (cadastre number and prices are columns).
 */
export const RealEstateDetailsSchema = v.strictObject({
  cadastreForm: opt(Text),
  type: opt(v.picklist(['residential', 'non_residential'])),
  street: opt(Text),
  home: opt(Text),
  flat: opt(Text),
  block: opt(Text),
  objectName: opt(Text),
  area: opt(Money),
  livingArea: opt(Money),
  rooms: opt(Count),
  otherRooms: opt(Count),
  statementNumber: opt(Text),
  previousPrice: opt(Money),
  address: opt(LongText),
});

/** "ownership basis with register number and date". */
export const SubjectOwnershipSchema = v.strictObject({
  basis: opt(Text),
  regnum: opt(Text),
  regdate: opt(IsoDate),
});

/** "payment method, prepayment, own funds, credit sum, remainder". */
export const SubjectPaymentSchema = v.strictObject({
  method: opt(v.picklist(PAYMENT_METHODS, 'error_unknown_payment_method')),
  prepayment: opt(Money),
  ownFunds: opt(Money),
  creditSum: opt(Money),
  remainder: opt(Money),
});

/** "credit organisation, letter, account". */
export const SubjectCreditSchema = v.strictObject({
  organisation: opt(Text),
  letter: opt(Text),
  account: opt(Text),
});

/** "insurance and policy fields". */
export const SubjectInsuranceSchema = v.strictObject({
  company: opt(Text),
  policySeries: opt(Text),
  policyNumber: opt(Text),
  policyDate: opt(IsoDate),
  validUntil: opt(IsoDate),
  sum: opt(Money),
});
