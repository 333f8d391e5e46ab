import { PARTY_CLASSES, PARTICIPATION_MODES, PARTY_ROLES } from '@notary/domain/party';
import {
  PartyAddressesSchema,
  PartyBranchSchema,
  PartyConsularSchema,
  PartyDocumentSchema,
  PartyGuardianSchema,
  PartyManagerSchema,
  PartyMarriageSchema,
  PartyPersonalSchema,
  PartyProxyDocumentSchema,
  PartyRepresentationSchema,
  PhoneSchema,
  PinSchema,
} from '@notary/domain/validation';
import * as v from 'valibot';
import { IsoDateSchema, ShortTextSchema } from './common.js';

/** acts-domain 3 "Party (member)": every group of fields; the groups are jsonb blocks, typed in @notary/domain/validation. */
const PartyFields = {
  role: v.picklist(PARTY_ROLES),
  partyClass: v.optional(v.picklist(PARTY_CLASSES), 'natural'),
  personType: v.optional(v.nullable(ShortTextSchema)),
  pin: v.optional(v.nullable(PinSchema)),
  inn: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{9}$/, 'error_wrong_inn_length')))),
  fullname: v.pipe(v.string(), v.trim(), v.nonEmpty('error_required_fullname'), v.maxLength(300)),
  birthDate: v.optional(v.nullable(IsoDateSchema)),
  phone: v.optional(v.nullable(PhoneSchema)),
  document: v.optional(PartyDocumentSchema),
  personal: v.optional(PartyPersonalSchema),
  consular: v.optional(v.nullable(PartyConsularSchema)),
  addresses: v.optional(PartyAddressesSchema),
  representation: v.optional(v.nullable(PartyRepresentationSchema)),
  participation: v.optional(v.nullable(ShortTextSchema)),
  participationMode: v.optional(v.nullable(v.picklist(PARTICIPATION_MODES))),
  regtype: v.optional(v.nullable(v.picklist([1, 2]))),
  proxyDocument: v.optional(v.nullable(PartyProxyDocumentSchema)),
  guardian: v.optional(v.nullable(PartyGuardianSchema)),
  manager: v.optional(v.nullable(PartyManagerSchema)),
  branch: v.optional(v.nullable(PartyBranchSchema)),
  marriage: v.optional(v.nullable(PartyMarriageSchema)),
  rights: v.optional(v.nullable(v.array(ShortTextSchema))),
  delegationRight: v.optional(v.boolean()),
  isPayer: v.optional(v.boolean()),
  kinship: v.optional(v.nullable(ShortTextSchema)),
};

export const PartyInputSchema = v.pipe(
  v.object({ ...PartyFields, confirmed: v.optional(v.boolean()) }),
  v.check((p) => p.partyClass === 'legal' || Boolean(p.pin), 'error_required_pin'),
);
export type PartyInput = v.InferOutput<typeof PartyInputSchema>;

export const PartyPatchSchema = v.partial(v.object(PartyFields));
export type PartyPatch = v.InferOutput<typeof PartyPatchSchema>;
