import { ACT_EVENTS, ACT_STATUSES } from '@notary/domain/act';
import * as v from 'valibot';

/**
 * The answers' shapes, for the OpenAPI document only (the services build
 * them; these schemas describe them). `looseObject`: the answers may carry
 * more of acts-domain 3's fields than listed here.
 */
const nullableString = v.nullable(v.string());

export const ActListItemSchema = v.looseObject({
  uuid: v.string(),
  typeId: v.number(),
  name: v.string(),
  step: v.number(),
  stepKey: v.string(),
  status: v.picklist(ACT_STATUSES),
  state: v.picklist(['active', 'cancelled']),
  regnum: nullableString,
  regdate: nullableString,
  regtype: v.picklist([1, 2]),
  regsystem: v.number(),
  officeId: nullableString,
  notaryId: nullableString,
  notaryName: nullableString,
  visitdate: nullableString,
  visittime: nullableString,
  enteredAt: v.string(),
  isSimplified: v.boolean(),
});

export const ActListResponseSchema = v.object({
  items: v.array(ActListItemSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});

export const ActGeneralSchema = v.looseObject({
  ...ActListItemSchema.entries,
  actor: v.picklist(['applicant', 'notary', 'party']),
  myPartyId: nullableString,
  myInvitationStatus: v.nullable(v.picklist(['accepted', 'rejected', 'exited'])),
  events: v.array(v.object({ event: v.picklist(ACT_EVENTS), blockedBy: nullableString, needsConfirmation: v.boolean() })),
  blockedBy: nullableString,
  allPartiesAccepted: v.boolean(),
  hasInvoices: v.boolean(),
  isPaid: v.boolean(),
  isVisitTimePassed: v.boolean(),
  wizardIndex: v.nullable(v.number()),
});

export const PartySchema = v.looseObject({
  id: v.string(),
  role: v.string(),
  isAuthor: v.boolean(),
  pin: nullableString,
  fullname: v.string(),
  status: v.nullable(v.picklist(['accepted', 'rejected', 'exited'])),
  inviteLink: nullableString,
  qrCode: v.pipe(nullableString, v.description('PNG data URL of the invitation link')),
  smsSent: v.boolean(),
});

export const SubjectSchema = v.looseObject({ id: v.string(), kind: v.picklist(['vehicle', 'real_estate', 'other']), objectKey: nullableString });

export const PaymentSchema = v.looseObject({
  id: v.string(),
  number: v.string(),
  kind: v.picklist(['state_duty', 'notary_fee']),
  amount: v.pipe(v.string(), v.description("so'm with 2 decimals")),
  state: v.picklist(['issued', 'marked_paid', 'paid', 'confirmed', 'refunded', 'cancelled']),
  payerName: nullableString,
  createdAt: v.string(),
});

export const NoteResponseSchema = v.looseObject({
  id: v.string(),
  text: v.string(),
  history: v.array(v.object({ text: v.string(), at: v.string(), by: v.string() })),
});

export const AuditVerificationSchema = v.object({
  actId: v.string(),
  entries: v.number(),
  isValid: v.boolean(),
  problems: v.array(v.object({ seq: v.number(), problem: v.picklist(['sequence_gap', 'prev_hash_mismatch', 'hash_mismatch', 'state_mismatch']) })),
});

export const AuditEntrySchema = v.looseObject({
  seq: v.number(),
  at: v.string(),
  actorId: nullableString,
  actorRole: v.string(),
  action: v.string(),
  fromStep: v.nullable(v.number()),
  toStep: v.nullable(v.number()),
  reason: nullableString,
  requestId: nullableString,
  prevHash: v.string(),
  hash: v.string(),
});
