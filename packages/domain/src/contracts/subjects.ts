import * as v from 'valibot';
import { SUBJECT_KINDS } from '../act/index.js';
import {
  CadastreNumberSchema,
  RealEstateDetailsSchema,
  SubjectCreditSchema,
  SubjectInsuranceSchema,
  SubjectOwnershipSchema,
  SubjectPaymentSchema,
  TechPassportNumberSchema,
  TechPassportSeriesSchema,
  VehicleDetailsSchema,
  VehicleNumberSchema,
} from '../validation/index.js';
import { dateTimeOut, int, money, moneyOut, nullableString, text, uuid } from './primitives.js';
import { TERM_FIELD_BOUNDS } from '../validation/act-terms.js';

/** A share's part, as the form takes it (1..999 999). */
const SHARE_MAX = 10 ** TERM_FIELD_BOUNDS.shareDigits - 1;

/** A share of a subject: numerator/denominator, at most the whole. */
export const Share = v.pipe(
  v.object({
    numerator: int(1, SHARE_MAX),
    denominator: int(1, SHARE_MAX),
    partyId: v.optional(v.nullable(uuid())),
  }),
  v.check((s) => s.numerator <= s.denominator, 'error_wrong_share'),
);

/** acts-domain 3 "Subject": vehicle, real estate, other; common fields; shares; disposal types. */
const SubjectFields = {
  kind: v.picklist(SUBJECT_KINDS),
  ownerPartyId: v.optional(v.nullable(uuid())),
  stateNumber: v.optional(v.nullable(VehicleNumberSchema)),
  techPassportSeries: v.optional(v.nullable(TechPassportSeriesSchema)),
  techPassportNumber: v.optional(v.nullable(TechPassportNumberSchema)),
  bodyNumber: v.optional(v.nullable(text(500))),
  cadastreNumber: v.optional(v.nullable(CadastreNumberSchema)),
  description: v.optional(v.nullable(text(4000))),
  price: v.optional(v.nullable(money())),
  priceWords: v.optional(v.nullable(text(4000))),
  inventoryPrice: v.optional(v.nullable(money())),
  sum: v.optional(v.nullable(money())),
  vehicle: v.optional(v.nullable(VehicleDetailsSchema)),
  realEstate: v.optional(v.nullable(RealEstateDetailsSchema)),
  ownership: v.optional(v.nullable(SubjectOwnershipSchema)),
  payment: v.optional(v.nullable(SubjectPaymentSchema)),
  credit: v.optional(v.nullable(SubjectCreditSchema)),
  insurance: v.optional(v.nullable(SubjectInsuranceSchema)),
  balancePrice: v.optional(v.nullable(money())),
  appraisalPrice: v.optional(v.nullable(money())),
  shares: v.optional(v.pipe(v.array(Share), v.maxLength(100))),
  disposalTypes: v.optional(v.pipe(v.array(text(500)), v.maxLength(50))),
};

/** POST /api/notarial_act/:uuid/subjects (and the subjects of a new act). */
export const SubjectInput = v.pipe(
  v.object(SubjectFields),
  v.check(
    (s) => s.kind !== 'vehicle' || Boolean(s.stateNumber || (s.techPassportSeries && s.techPassportNumber)),
    'error_required_vehicle_identifier',
  ),
  v.check((s) => s.kind !== 'real_estate' || Boolean(s.cadastreNumber), 'error_required_cadastre_number'),
);
export type SubjectInput = v.InferOutput<typeof SubjectInput>;

/** PATCH /api/notarial_act/:uuid/subjects/:subjectId */
export const SubjectPatch = v.partial(v.object(SubjectFields));
export type SubjectPatch = v.InferOutput<typeof SubjectPatch>;

const optionalText = v.optional(v.nullable(v.string()));
const optionalNumber = v.optional(v.nullable(v.number()));

/** A vehicle's details as answered (VehicleDetailsSchema checked them on the way in). */
export const VehicleDetails = v.looseObject({
  techPassportIssuer: optionalText,
  techPassportDate: optionalText,
  make: optionalText,
  country: optionalText,
  motorNumber: optionalText,
  chassisNumber: optionalText,
  colour: optionalText,
  year: optionalNumber,
  horsepower: optionalNumber,
  address: optionalText,
  usabilityPercent: optionalNumber,
  penaltySum: optionalText,
  fineSum: optionalText,
});
export type VehicleDetails = v.InferOutput<typeof VehicleDetails>;

/** A property's details as answered (RealEstateDetailsSchema checked them on the way in). */
export const RealEstateDetails = v.looseObject({
  cadastreForm: optionalText,
  type: v.optional(v.nullable(v.picklist(['residential', 'non_residential']))),
  street: optionalText,
  home: optionalText,
  flat: optionalText,
  objectName: optionalText,
  area: optionalText,
  livingArea: optionalText,
  rooms: optionalNumber,
  otherRooms: optionalNumber,
  previousPrice: optionalText,
  address: optionalText,
});
export type RealEstateDetails = v.InferOutput<typeof RealEstateDetails>;

const Block = v.nullable(v.record(v.string(), v.unknown()));

/** A subject as the subjects tab shows it: every field of acts-domain 3 "Subject". */
export const Subject = v.looseObject({
  id: v.string(),
  actId: v.string(),
  kind: v.picklist(SUBJECT_KINDS),
  objectKey: nullableString,
  ownerPartyId: nullableString,
  stateNumber: nullableString,
  techPassportSeries: nullableString,
  techPassportNumber: nullableString,
  bodyNumber: nullableString,
  cadastreNumber: nullableString,
  description: nullableString,
  price: v.nullable(moneyOut),
  priceWords: nullableString,
  inventoryPrice: v.nullable(moneyOut),
  sum: v.nullable(moneyOut),
  vehicle: v.nullable(VehicleDetails),
  realEstate: v.nullable(RealEstateDetails),
  ownership: Block,
  payment: Block,
  credit: Block,
  insurance: Block,
  balancePrice: v.nullable(moneyOut),
  appraisalPrice: v.nullable(moneyOut),
  shares: v.array(v.object({ numerator: v.number(), denominator: v.number(), partyId: v.optional(v.nullable(v.string())) })),
  disposalTypes: v.array(v.string()),
  createdAt: dateTimeOut,
  updatedAt: dateTimeOut,
});
export type Subject = v.InferOutput<typeof Subject>;
