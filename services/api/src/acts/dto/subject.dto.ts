import { SUBJECT_KINDS } from '@notary/domain/act';
import {
  CadastreNumberSchema,
  RealEstateDetailsSchema,
  SubjectCreditSchema,
  SubjectInsuranceSchema,
  SubjectOwnershipSchema,
  SubjectPaymentSchema,
  VehicleDetailsSchema,
  TechPassportNumberSchema,
  TechPassportSeriesSchema,
  VehicleNumberSchema,
} from '@notary/domain/validation';
import * as v from 'valibot';
import { MoneySchema, ShortTextSchema, TextSchema, UuidSchema } from './common.js';

export const ShareSchema = v.pipe(
  v.object({
    numerator: v.pipe(v.number(), v.integer(), v.minValue(1)),
    denominator: v.pipe(v.number(), v.integer(), v.minValue(1)),
    partyId: v.optional(v.nullable(UuidSchema)),
  }),
  v.check((s) => s.numerator <= s.denominator, 'error_wrong_share'),
);

/** acts-domain 3 "Subject": vehicle, real estate, other; common fields; shares; disposal types. */
const SubjectFields = {
  kind: v.picklist(SUBJECT_KINDS),
  ownerPartyId: v.optional(v.nullable(UuidSchema)),
  stateNumber: v.optional(v.nullable(VehicleNumberSchema)),
  techPassportSeries: v.optional(v.nullable(TechPassportSeriesSchema)),
  techPassportNumber: v.optional(v.nullable(TechPassportNumberSchema)),
  bodyNumber: v.optional(v.nullable(ShortTextSchema)),
  cadastreNumber: v.optional(v.nullable(CadastreNumberSchema)),
  description: v.optional(v.nullable(TextSchema)),
  price: v.optional(v.nullable(MoneySchema)),
  priceWords: v.optional(v.nullable(TextSchema)),
  inventoryPrice: v.optional(v.nullable(MoneySchema)),
  sum: v.optional(v.nullable(MoneySchema)),
  vehicle: v.optional(v.nullable(VehicleDetailsSchema)),
  realEstate: v.optional(v.nullable(RealEstateDetailsSchema)),
  ownership: v.optional(v.nullable(SubjectOwnershipSchema)),
  payment: v.optional(v.nullable(SubjectPaymentSchema)),
  credit: v.optional(v.nullable(SubjectCreditSchema)),
  insurance: v.optional(v.nullable(SubjectInsuranceSchema)),
  balancePrice: v.optional(v.nullable(MoneySchema)),
  appraisalPrice: v.optional(v.nullable(MoneySchema)),
  shares: v.optional(v.array(ShareSchema)),
  disposalTypes: v.optional(v.array(ShortTextSchema)),
};

export const SubjectInputSchema = v.pipe(
  v.object(SubjectFields),
  v.check(
    (s) => s.kind !== 'vehicle' || Boolean(s.stateNumber || (s.techPassportSeries && s.techPassportNumber)),
    'error_required_vehicle_identifier',
  ),
  v.check((s) => s.kind !== 'real_estate' || Boolean(s.cadastreNumber), 'error_required_cadastre_number'),
);
export type SubjectInput = v.InferOutput<typeof SubjectInputSchema>;

export const SubjectPatchSchema = v.partial(v.object(SubjectFields));
export type SubjectPatch = v.InferOutput<typeof SubjectPatchSchema>;
