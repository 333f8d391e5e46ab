import * as v from 'valibot';
import { COMPANY_STATUSES, INVITATION_EVENTS, LEGAL_FORMS, PARTICIPATION_MODES, PARTY_CLASSES, PARTY_ROLES } from '../party/index.js';
import { ACT_STATUSES, ACT_STEP_NUMBERS, ACT_TYPE_IDS } from '../act/index.js';
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
  InnSchema,
  PhoneSchema,
  PinSchema,
} from '../validation/index.js';
import { dateTimeOut, isoDate, jsonBlock, nullableString, opaqueKey, requiredText, text } from './primitives.js';

/** acts-domain 3 "Party (member)": every group of fields; the groups are jsonb blocks, typed in @notary/domain/validation. */
const PartyFields = {
  role: v.picklist(PARTY_ROLES),
  partyClass: v.optional(v.picklist(PARTY_CLASSES), 'natural'),
  personType: v.optional(v.nullable(text(500))),
  pin: v.optional(v.nullable(PinSchema)),
  inn: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{9}$/, 'error_wrong_inn_length')))),
  fullname: requiredText(300, 'error_required_fullname'),
  birthDate: v.optional(v.nullable(isoDate())),
  phone: v.optional(v.nullable(PhoneSchema)),
  document: v.optional(PartyDocumentSchema),
  personal: v.optional(PartyPersonalSchema),
  consular: v.optional(v.nullable(PartyConsularSchema)),
  addresses: v.optional(PartyAddressesSchema),
  representation: v.optional(v.nullable(PartyRepresentationSchema)),
  participation: v.optional(v.nullable(text(500))),
  participationMode: v.optional(v.nullable(v.picklist(PARTICIPATION_MODES))),
  regtype: v.optional(v.nullable(v.picklist([1, 2]))),
  proxyDocument: v.optional(v.nullable(PartyProxyDocumentSchema)),
  guardian: v.optional(v.nullable(PartyGuardianSchema)),
  manager: v.optional(v.nullable(PartyManagerSchema)),
  branch: v.optional(v.nullable(PartyBranchSchema)),
  marriage: v.optional(v.nullable(PartyMarriageSchema)),
  rights: v.optional(v.nullable(v.pipe(v.array(text(500)), v.maxLength(100)))),
  delegationRight: v.optional(v.boolean()),
  isPayer: v.optional(v.boolean()),
  kinship: v.optional(v.nullable(text(500))),
};

/** POST /api/notarial_act/:uuid/parties (and the parties of a new act). */
export const PartyInput = v.pipe(
  v.object({ ...PartyFields, confirmed: v.optional(v.boolean()) }),
  v.check((p) => p.partyClass === 'legal' || Boolean(p.pin), 'error_required_pin'),
);
export type PartyInput = v.InferOutput<typeof PartyInput>;
/** The author's own party row when an act is created (role defaults to the type's author role). */
export const AuthorPartyInput = v.partial(v.object(PartyInput.pipe[0].entries));

/** POST /api/notarial_act/:uuid/parties/lookup: a person of the civil registry to add as a party (issue 13). */
export const PersonLookupBody = v.object({ pin: PinSchema });
export type PersonLookupBody = v.InferOutput<typeof PersonLookupBody>;

/**
 * What the wizard may know of that person, and no more ("access is checked
 * before data is read"; no address, documents, phone or birth date): the
 * name to fill the party in, and the facts that block or shape the act
 * (acts-domain 5: a deceased person; minors, and the age of 15 for travel alone).
 */
export const PersonLookup = v.object({
  pin: v.string(),
  fullname: v.string(),
  isDeceased: v.boolean(),
  isMinor: v.boolean(),
  age: v.number(),
});
export type PersonLookup = v.InferOutput<typeof PersonLookup>;

/** POST /api/notarial_act/:uuid/parties/lookup with a tax number: a legal entity of the tax registry (issue 13.2). */
export const CompanyLookupBody = v.strictObject({ inn: InnSchema });
export type CompanyLookupBody = v.InferOutput<typeof CompanyLookupBody>;
/** The lookup route's body: a person by personal number, or a legal entity by tax number (STIR). */
export const PartyLookupBody = v.union([v.strictObject({ pin: PinSchema }), CompanyLookupBody]);
export type PartyLookupBody = v.InferOutput<typeof PartyLookupBody>;

/**
 * A legal entity as the tax registry has it, to fill a legal-entity party:
 * its name, legal form, registered address and status, and its director
 * (the manager who answers the invitation), named by the civil registry.
 * A liquidated company is refused (`company_liquidated`), never answered.
 */
export const CompanyLookup = v.object({
  inn: v.string(),
  name: v.string(),
  legalForm: v.picklist(LEGAL_FORMS),
  address: v.string(),
  status: v.picklist(COMPANY_STATUSES),
  director: v.nullable(v.object({ pin: v.string(), fullname: v.nullable(v.string()) })),
});
export type CompanyLookup = v.InferOutput<typeof CompanyLookup>;

/** The lookup route's answer: the person for a `pin`, the legal entity for an `inn`. */
export const PartyLookup = v.union([PersonLookup, CompanyLookup]);
export type PartyLookup = v.InferOutput<typeof PartyLookup>;

/** PATCH /api/notarial_act/:uuid/parties/:partyId */
export const PartyPatch = v.partial(v.object(PartyFields));
export type PartyPatch = v.InferOutput<typeof PartyPatch>;

/** The `:token` of an invitation link (`randomBytes(24)` as base64url). */
export const InviteTokenParam = opaqueKey(64);

/** POST …/invitation/exit */
export const ConfirmBody = v.object({ confirmed: v.optional(v.boolean()) });
export type ConfirmBody = v.InferOutput<typeof ConfirmBody>;
/** DELETE …/parties/:partyId?confirmed=true */
export const ConfirmQuery = v.object({ confirmed: v.optional(v.picklist(['true', 'false'])) });
export type ConfirmQuery = v.InferOutput<typeof ConfirmQuery>;

// --- Answers -------------------------------------------------------------------------

const InvitationStatus = v.nullable(v.picklist(['accepted', 'rejected', 'exited']));

/** A party as the parties tab shows it: every field of acts-domain 3 "Party (member)", never the invitation token. */
export const Party = v.looseObject({
  id: v.string(),
  actId: v.string(),
  role: v.picklist(PARTY_ROLES),
  isAuthor: v.boolean(),
  partyClass: v.picklist(PARTY_CLASSES),
  personType: nullableString,
  pin: nullableString,
  inn: nullableString,
  fullname: v.string(),
  birthDate: nullableString,
  phone: nullableString,
  document: jsonBlock,
  personal: jsonBlock,
  consular: v.nullable(jsonBlock),
  addresses: jsonBlock,
  representation: v.nullable(jsonBlock),
  participation: nullableString,
  participationMode: v.nullable(v.picklist(PARTICIPATION_MODES)),
  regtype: v.nullable(v.picklist([1, 2])),
  proxyDocument: v.nullable(jsonBlock),
  guardian: v.nullable(jsonBlock),
  manager: v.nullable(jsonBlock),
  branch: v.nullable(jsonBlock),
  marriage: v.nullable(jsonBlock),
  rights: v.nullable(v.array(v.string())),
  delegationRight: v.boolean(),
  isPayer: v.boolean(),
  kinship: nullableString,
  status: InvitationStatus,
  answeredAt: v.nullable(dateTimeOut),
  inviteLink: nullableString,
  qrCode: v.pipe(nullableString, v.description('PNG data URL of the invitation link')),
  smsSent: v.boolean(),
  smsSentAt: v.nullable(dateTimeOut),
  createdAt: dateTimeOut,
  updatedAt: dateTimeOut,
});
export type Party = v.InferOutput<typeof Party>;

/**
 * What an invited person learns of the deal before answering (issue 13.5):
 * who invites them, and what they would agree to (the object and its price);
 * nothing of the other parties' personal data, the registries' records, the
 * notes or the audit trail, which they see once they accepted.
 */
export const InvitationSubject = v.object({
  kind: v.picklist(['vehicle', 'real_estate', 'other']),
  stateNumber: nullableString,
  make: nullableString,
  year: v.nullable(v.number()),
  cadastreNumber: nullableString,
  address: nullableString,
  description: nullableString,
  price: nullableString,
  priceWords: nullableString,
});
export type InvitationSubject = v.InferOutput<typeof InvitationSubject>;

export const InvitationScreen = v.object({
  act: v.object({ uuid: v.string(), name: v.string(), typeId: v.picklist(ACT_TYPE_IDS), step: v.picklist(ACT_STEP_NUMBERS), status: v.picklist(ACT_STATUSES), isSimplified: v.boolean() }),
  party: Party,
  inviter: v.pipe(v.nullable(v.object({ fullname: v.string(), role: v.picklist(PARTY_ROLES) })), v.description("the act's author, who invites")),
  subjects: v.array(InvitationSubject),
  events: v.pipe(v.array(v.picklist(INVITATION_EVENTS)), v.description('what the signed-in person may answer now')),
});
export type InvitationScreen = v.InferOutput<typeof InvitationScreen>;
