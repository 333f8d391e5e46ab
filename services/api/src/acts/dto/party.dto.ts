import { PARTY_CLASSES, PARTICIPATION_MODES, PARTY_ROLES } from '@notary/domain/party';
import { PhoneSchema, PinSchema } from '@notary/domain/validation';
import * as v from 'valibot';
import { IsoDateSchema, JsonBlockSchema, ShortTextSchema } from './common.js';

/** acts-domain 3 "Party (member)": every group of fields; the groups are jsonb blocks. */
const PartyFields = {
  role: v.picklist(PARTY_ROLES),
  partyClass: v.optional(v.picklist(PARTY_CLASSES), 'natural'),
  personType: v.optional(v.nullable(ShortTextSchema)),
  pin: v.optional(v.nullable(PinSchema)),
  inn: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{9}$/, 'error_wrong_inn_length')))),
  fullname: v.pipe(v.string(), v.trim(), v.nonEmpty('error_required_fullname'), v.maxLength(300)),
  birthDate: v.optional(v.nullable(IsoDateSchema)),
  phone: v.optional(v.nullable(PhoneSchema)),
  document: v.optional(JsonBlockSchema),
  personal: v.optional(JsonBlockSchema),
  consular: v.optional(v.nullable(JsonBlockSchema)),
  addresses: v.optional(JsonBlockSchema),
  representation: v.optional(v.nullable(JsonBlockSchema)),
  participation: v.optional(v.nullable(ShortTextSchema)),
  participationMode: v.optional(v.nullable(v.picklist(PARTICIPATION_MODES))),
  regtype: v.optional(v.nullable(v.picklist([1, 2]))),
  proxyDocument: v.optional(v.nullable(JsonBlockSchema)),
  guardian: v.optional(v.nullable(JsonBlockSchema)),
  manager: v.optional(v.nullable(JsonBlockSchema)),
  branch: v.optional(v.nullable(JsonBlockSchema)),
  marriage: v.optional(v.nullable(JsonBlockSchema)),
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
