import { ACT_EVENTS, ACT_STATUSES } from '@notary/domain/act';
import { ERROR_CODE_LIST } from '@notary/domain/errors';
import { INVITATION_EVENTS } from '@notary/domain/party';
import { CLOSE_KINSHIPS } from '@notary/domain/rules';
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

/** What a removal answers. */
export const OkSchema = v.object({ ok: v.literal(true) });

const isoDateTime = v.pipe(v.string(), v.description('ISO 8601 date and time'));
const nullableDateTime = v.nullable(isoDateTime);
const ActStateSchema = v.picklist(['active', 'cancelled']);

/** A blocking rule of acts-domain 5: a code of @notary/domain/errors and the data its message needs. */
export const DomainErrorSchema = v.object({ code: v.picklist(ERROR_CODE_LIST), details: v.optional(v.record(v.string(), v.unknown())) });

export const ActResultSchema = v.object({
  uuid: v.string(),
  regnum: nullableString,
  regdate: nullableString,
  officeId: nullableString,
  notaryName: nullableString,
  state: ActStateSchema,
  status: v.picklist(ACT_STATUSES),
  registeredAt: nullableDateTime,
  blank: v.object({ series: nullableString, number: nullableString, code: nullableString }),
  annul: v.nullable(v.object({ at: nullableDateTime, reason: nullableString })),
  refusal: v.nullable(v.object({ fileName: nullableString, fileType: nullableString })),
  stopReason: nullableString,
  defects: nullableString,
  cancelledAt: nullableDateTime,
  linkedActIds: v.array(v.string()),
  lang: v.string(),
  phone: nullableString,
});

const LinkedActSchema = v.object({
  id: v.string(),
  typeId: v.number(),
  name: v.string(),
  regnum: nullableString,
  regdate: nullableString,
  status: v.picklist(ACT_STATUSES),
  state: ActStateSchema,
});

export const EncumbranceSchema = v.object({
  id: v.string(),
  kind: v.picklist(['ban', 'arrest', 'restraint', 'fine']),
  amount: v.nullable(v.pipe(v.string(), v.description("so'm with 2 decimals"))),
  imposedAt: v.string(),
  documentDate: nullableString,
  documentNumber: nullableString,
  documentName: nullableString,
  official: nullableString,
  organisation: nullableString,
});

export const RegistryVehicleSchema = v.object({
  id: v.string(),
  stateNumber: v.string(),
  techPassportSeries: v.string(),
  techPassportNumber: v.string(),
  bodyNumber: v.string(),
  motorNumber: nullableString,
  chassisNumber: nullableString,
  make: v.string(),
  colour: nullableString,
  year: v.nullable(v.number()),
  horsepower: v.nullable(v.number()),
  country: nullableString,
  ownerPins: v.array(v.string()),
});

export const RegistryPropertySchema = v.object({
  id: v.string(),
  cadastreNumber: v.string(),
  propertyType: v.picklist(['residential', 'non_residential']),
  address: v.string(),
  area: nullableString,
  livingArea: nullableString,
  rooms: v.nullable(v.number()),
  ownerPins: v.array(v.string()),
});

export const ActReferencesSchema = v.object({
  linked: v.pipe(v.array(LinkedActSchema), v.description('the linked acts and the base act the caller may see')),
  referencing: v.pipe(v.array(LinkedActSchema), v.description('acts whose base act this is, that the caller may see')),
  registry: v.pipe(
    v.array(
      v.union([
        v.object({ subjectId: v.string(), vehicle: v.nullable(RegistryVehicleSchema), encumbrances: v.array(EncumbranceSchema) }),
        v.object({ subjectId: v.string(), property: v.nullable(RegistryPropertySchema), encumbrances: v.array(EncumbranceSchema) }),
      ]),
    ),
    v.description("what the vehicle registry or the cadastre says of each subject (null: unknown to it), with bans, arrests and fines"),
  ),
});

export const ActVideoSchema = v.object({
  uuid: v.string(),
  regtype: v.picklist([1, 2]),
  visitAt: nullableDateTime,
  visitdate: nullableString,
  visittime: v.nullable(v.pipe(v.string(), v.description('HH:mm, Tashkent'))),
  room: v.optional(v.string()),
  startedAt: v.optional(v.string()),
  endedAt: v.optional(v.string()),
  recordingId: v.optional(v.string()),
  isInactive: v.boolean(),
});

export const KinshipReloadSchema = v.object({
  kinship: v.array(v.object({ pins: v.array(v.string()), kinship: v.nullable(v.picklist(CLOSE_KINSHIPS)) })),
  kinshipNotFound: v.boolean(),
  blockedBy: v.nullable(DomainErrorSchema),
});

export const InvitationScreenSchema = v.object({
  act: v.object({ uuid: v.string(), name: v.string(), typeId: v.number(), step: v.number(), status: v.picklist(ACT_STATUSES) }),
  party: PartySchema,
  events: v.pipe(v.array(v.picklist(INVITATION_EVENTS)), v.description('what the signed-in person may answer now')),
});

const PaymentStateSchema = v.picklist(['issued', 'marked_paid', 'paid', 'confirmed', 'refunded', 'cancelled']);

export const CheckoutSchema = v.object({
  ref: v.pipe(v.string(), v.description("the gateway's reference of this payment")),
  amount: v.pipe(v.string(), v.description("so'm with 2 decimals")),
  payUrl: v.pipe(v.string(), v.description("the gateway's payment page")),
});

export const GatewayAnswerSchema = v.object({
  ok: v.literal(true),
  // The service types it as a string; the values are the payment states.
  state: v.pipe(v.string(), v.description(`the payment's state: ${PaymentStateSchema.options.join(', ')}`)),
});

export const SmsOutboxMessageSchema = v.object({
  id: v.string(),
  phone: v.string(),
  text: v.string(),
  actId: nullableString,
  partyId: nullableString,
  status: v.string(),
  createdAt: isoDateTime,
});
