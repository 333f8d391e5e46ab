import * as v from 'valibot';
import { ACT_EVENTS, ACT_STATUSES, ACT_STEP_NUMBERS, ACT_TYPE_IDS, REG_SYSTEMS } from '../act/index.js';
import { ERROR_CODE_LIST } from '../errors/index.js';
import { CLOSE_KINSHIPS } from '../rules/index.js';
import {
  ActCreditSchema,
  ActEnforcementDebtSchema,
  ActProxySchema,
  ActTravelSchema,
  CivilRecordSchema,
  PhoneSchema,
  PinSchema,
  TechPassportNumberSchema,
  TERM_FIELD_BOUNDS,
  TechPassportSeriesSchema,
  VehicleNumberSchema,
} from '../validation/index.js';
import { DefectField, DefectFields } from './defects.js';
import { AuthorPartyInput, PartyInput } from './parties.js';
import {
  INT16_MAX,
  INT32_MAX,
  dateTimeOut,
  int,
  int32,
  isoDate,
  isoDateTime,
  jsonBlock,
  money,
  moneyOut,
  nullableString,
  queryBool,
  queryInt,
  requiredText,
  text,
  timeOut,
  uuid,
} from './primitives.js';
import { SubjectInput } from './subjects.js';

const NullableDate = v.optional(v.nullable(isoDate()));
const NullableMoney = v.optional(v.nullable(money()));
const NullableText = v.optional(v.nullable(text(4000)));
/** integer columns (page_count, sheet_count, storage_days, loan_term). */
const NullableInt = v.optional(v.nullable(int32()));

/** The editable fields of acts-domain 3 "Notarial act" (everything but registry and decisions): PATCH /api/notarial_act/:uuid. */
export const ActFields = v.object({
  name: v.optional(text(500)),
  lang: v.optional(v.picklist(['oz', 'uz', 'ru'])),
  phone: v.optional(v.nullable(PhoneSchema)),
  linkedActIds: v.optional(v.pipe(v.array(uuid()), v.maxLength(100))),
  regsystem: v.optional(v.picklist(REG_SYSTEMS)),
  remark: NullableText,
  location: NullableText,
  address: NullableText,
  isFree: v.optional(v.boolean()),
  freeReason: NullableText,
  validUntil: NullableDate,
  attributes: v.optional(v.pipe(v.array(v.object({ title: text(500), value: text(4000) })), v.maxLength(200))),
  template: NullableText,
  summary: NullableText,
  outerRegDate: NullableDate,
  outerRegNumber: v.optional(v.nullable(text(500))),
  pageCount: NullableInt,
  sheetCount: NullableInt,
  storageDays: NullableInt,
  descriptions: v.optional(
    v.pipe(
      v.record(text(100), text(4000)),
      v.check((o) => Object.keys(o).length <= 100, 'at most 100 descriptions'),
    ),
  ),
  termFrom: NullableDate,
  termTo: NullableDate,
  sum: NullableMoney,
  /** acts-domain 5: a price is entered together with its words version; the API checks they agree (amountToWords). */
  sumWords: NullableText,
  totalSum: NullableMoney,
  loanSum: NullableMoney,
  /** Whole months, as the form takes them (1..1200). */
  loanTerm: v.optional(v.nullable(int(1, TERM_FIELD_BOUNDS.maxLoanTermMonths))),
  credit: v.optional(v.nullable(ActCreditSchema)),
  marriageRecord: v.optional(v.nullable(CivilRecordSchema)),
  divorceRecord: v.optional(v.nullable(CivilRecordSchema)),
  proxy: v.optional(v.nullable(ActProxySchema)),
  mainActId: v.optional(v.nullable(uuid())),
  travel: v.optional(v.nullable(ActTravelSchema)),
  enforcementDebt: v.optional(v.nullable(ActEnforcementDebtSchema)),
});
export type ActFields = v.InferOutput<typeof ActFields>;

/** POST /api/notarial_act: an act of any type, in person (1) or by video (2), with its first parties and subjects. */
export const CreateAct = v.pipe(
  v.object({
    ...ActFields.entries,
    typeId: v.picklist(ACT_TYPE_IDS),
    regtype: v.picklist([1, 2]),
    /** The author's own party row (role defaults to the type's author role). */
    author: v.optional(AuthorPartyInput),
    parties: v.optional(v.pipe(v.array(PartyInput), v.maxLength(50))),
    subjects: v.optional(v.pipe(v.array(SubjectInput), v.maxLength(50))),
  }),
  // acts-domain 5 "A re-delegated power of attorney cannot outlast the main one": it needs its own end date.
  v.forward(v.check((a) => !a.mainActId || Boolean(a.validUntil), 'error_required_valid_until'), ['validUntil']),
);
export type CreateAct = v.InferOutput<typeof CreateAct>;

/**
 * POST /api/notarial_act/simplified — acts-domain 4 "Simplified wizards
 * (vehicle sale and gift)": screen 0 (vehicle and price, with the words
 * version) and screen 1 (buyer or donee) in one call.
 */
export const CreateSimplifiedAct = v.object({
  typeId: v.picklist([1, 4]),
  regtype: v.picklist([1, 2]),
  vehicle: v.object({
    stateNumber: v.optional(v.nullable(VehicleNumberSchema)),
    techPassportSeries: TechPassportSeriesSchema,
    techPassportNumber: TechPassportNumberSchema,
  }),
  /** The words are checked against the price (acts-domain 5) when the act is created. */
  price: v.optional(money()),
  priceWords: v.optional(text(4000)),
  counterparty: v.object({
    pin: PinSchema,
    fullname: requiredText(300, 'error_required_fullname'),
    phone: v.optional(v.nullable(PhoneSchema)),
  }),
  phone: v.optional(v.nullable(PhoneSchema)),
});
export type CreateSimplifiedAct = v.InferOutput<typeof CreateSimplifiedAct>;

/** GET /api/notarial_act — acts-domain 2 "My notarial acts": both tabs and every filter, paginated and sorted. */
export const ListActsQuery = v.object({
  tab: v.optional(v.picklist(['acts', 'awaiting']), 'acts'),
  dateFrom: v.optional(isoDate()),
  dateTo: v.optional(isoDate()),
  state: v.optional(v.picklist(['active', 'cancelled'])),
  status: v.optional(v.picklist(ACT_STATUSES)),
  regnum: v.optional(text(500)),
  regdate: v.optional(isoDate()),
  visitDate: v.optional(isoDate()),
  visitTime: v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))),
  typeId: v.optional(queryInt(0, INT32_MAX)),
  officeId: v.optional(uuid()),
  notaryId: v.optional(uuid()),
  step: v.optional(queryInt(0, INT16_MAX)),
  regsystem: v.optional(queryInt(0, INT16_MAX)),
  regtype: v.optional(queryInt(0, INT16_MAX)),
  isSimplified: v.optional(queryBool()),
  /**
   * The notary console's inbox (issue 14.1): `office` lists only the acts of
   * the signed-in notary's office (both tabs' split does not apply), a
   * non-notary is refused; `q` searches a register number, a party's
   * personal number (14 digits) or the start of a party's name; `counts`
   * adds the office's active acts per step and today's visits.
   */
  scope: v.optional(v.picklist(['mine', 'office']), 'mine'),
  q: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(200))),
  counts: v.optional(queryBool()),
  page: v.optional(queryInt(1, 1_000_000), 1),
  pageSize: v.optional(queryInt(1, 100), 20),
  sort: v.optional(v.picklist(['entered_at', 'regdate', 'visit_at', 'step', 'type_id', 'regnum']), 'entered_at'),
  order: v.optional(v.picklist(['asc', 'desc']), 'desc'),
});
export type ListActsQuery = v.InferOutput<typeof ListActsQuery>;

export const NotaryChoice = v.variant('mode', [
  v.object({ mode: v.literal('manual'), notaryId: uuid() }),
  v.object({
    mode: v.literal('auto'),
    regionId: v.optional(int32()),
    districtId: v.optional(int32()),
  }),
]);
export type NotaryChoice = v.InferOutput<typeof NotaryChoice>;

/**
 * The body of `POST /notarial_act/:uuid/events/:event`. `confirmed` answers
 * the confirmation dialog of acts-domain 4/8 for the events that ask one
 * (EVENTS_NEEDING_CONFIRMATION); the other fields are the event's inputs
 * (ACT_EVENT_INPUTS).
 */
export const EventBody = v.object({
  confirmed: v.optional(v.boolean()),
  reason: v.optional(text(4000)),
  defects: v.optional(text(4000)),
  /** return_with_defects: the fields the notary marked, each with its note (contracts/defects.ts). */
  defectFields: v.optional(DefectFields),
  visitAt: v.optional(isoDateTime()),
  annulDate: v.optional(isoDateTime()),
  notaryChoice: v.optional(NotaryChoice),
  resolutionFile: v.optional(
    v.object({
      name: requiredText(200),
      type: v.optional(text(100), 'application/pdf'),
      /** base64, at most ≈ 1.4 MB of file in the 2 MB JSON body limit. */
      base64: v.pipe(v.string(), v.maxLength(1_900_000), v.base64()),
    }),
  ),
  /**
   * refuse: instead of an uploaded `resolutionFile`, the API writes the
   * resolution itself as a PDF (the act, the notary, the office, the date and
   * `reason`, in the act's language).
   */
  generateResolution: v.optional(v.boolean()),
  blankSeries: v.optional(text(500)),
  blankNumber: v.optional(text(500)),
  blankCode: v.optional(text(500)),
});
export type EventBody = v.InferOutput<typeof EventBody>;

/** The `:event` of `POST /notarial_act/:uuid/events/:event`. */
export const EventParam = v.picklist(ACT_EVENTS);

/** PUT /api/notarial_act/:uuid/video: the notary records the conference's room and times. */
export const VideoRegistration = v.object({
  room: v.optional(text(500)),
  startedAt: v.optional(isoDateTime()),
  endedAt: v.optional(isoDateTime()),
  recordingId: v.optional(text(500)),
});
export type VideoRegistration = v.InferOutput<typeof VideoRegistration>;

// --- Answers (`looseObject`: the answers may carry more of acts-domain 3's fields than listed) ---

const ActState = v.picklist(['active', 'cancelled']);
const nullableDateTime = v.nullable(dateTimeOut);
const nullableDateTimeOut = () => nullableDateTime;

export const ActListItem = v.looseObject({
  uuid: v.string(),
  typeId: v.picklist(ACT_TYPE_IDS),
  name: v.string(),
  step: v.picklist(ACT_STEP_NUMBERS),
  stepKey: v.string(),
  status: v.picklist(ACT_STATUSES),
  state: ActState,
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
export type ActListItem = v.InferOutput<typeof ActListItem>;

/** The office inbox's counts (ListActsQuery `counts`): active acts per step, today's visits and video conferences (Tashkent day). */
export const ActStepCounts = v.object({
  steps: v.array(v.object({ step: v.picklist(ACT_STEP_NUMBERS), count: v.number() })),
  todayVisits: v.number(),
  todayVideo: v.number(),
});
export type ActStepCounts = v.InferOutput<typeof ActStepCounts>;

export const ActList = v.object({
  items: v.array(ActListItem),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  counts: v.optional(ActStepCounts),
});
export type ActList = v.InferOutput<typeof ActList>;

const nullableNumber = v.nullable(v.number());

/** An act's own fields as the card answers them (acts-domain 3 "Notarial act"; never the refusal file's bytes). */
export const ActRecord = v.looseObject({
  ...ActListItem.entries,
  lang: v.string(),
  phone: nullableString,
  notaryPhone: nullableString,
  linkedActIds: v.array(v.string()),
  mainActId: nullableString,
  remark: nullableString,
  location: nullableString,
  address: nullableString,
  isFree: v.boolean(),
  freeReason: nullableString,
  visitAt: nullableDateTimeOut(),
  registeredAt: nullableDateTimeOut(),
  cancelledAt: nullableDateTimeOut(),
  annulAt: nullableDateTimeOut(),
  annulReason: nullableString,
  validUntil: nullableString,
  attributes: v.array(v.object({ title: v.string(), value: v.string() })),
  template: nullableString,
  summary: nullableString,
  outerRegDate: nullableString,
  outerRegNumber: nullableString,
  blankSeries: nullableString,
  blankNumber: nullableString,
  blankCode: nullableString,
  pageCount: nullableNumber,
  sheetCount: nullableNumber,
  storageDays: nullableNumber,
  descriptions: v.record(v.string(), v.string()),
  termFrom: nullableString,
  termTo: nullableString,
  sum: v.nullable(moneyOut),
  sumWords: nullableString,
  totalSum: v.nullable(moneyOut),
  loanSum: v.nullable(moneyOut),
  loanTerm: nullableNumber,
  credit: v.nullable(jsonBlock),
  marriageRecord: v.nullable(jsonBlock),
  divorceRecord: v.nullable(jsonBlock),
  proxy: v.nullable(jsonBlock),
  travel: v.nullable(jsonBlock),
  enforcementDebt: v.nullable(jsonBlock),
  defects: nullableString,
  defectFields: v.array(DefectField),
  stopReason: nullableString,
  refusalFileName: nullableString,
  refusalFileType: nullableString,
  /** In person: when the act's notary marked the parties present (registration waits for it). */
  partiesPresentAt: v.optional(nullableDateTimeOut()),
});
export type ActRecord = v.InferOutput<typeof ActRecord>;

/** An event the caller may send now, and what holds it back (acts-domain 4; the UI never decides). */
export const ActEventOption = v.object({ event: v.picklist(ACT_EVENTS), blockedBy: v.nullable(v.picklist(ERROR_CODE_LIST)), needsConfirmation: v.boolean() });
export type ActEventOption = v.InferOutput<typeof ActEventOption>;

/** A blocking rule of acts-domain 5: a code of @notary/domain/errors and the data its message needs. */
export const DomainError = v.object({ code: v.picklist(ERROR_CODE_LIST), details: v.optional(v.record(v.string(), v.unknown())) });
export type DomainError = v.InferOutput<typeof DomainError>;

/** The act card's general tab, with the events the caller may send now. */
export const ActGeneral = v.looseObject({
  ...ActRecord.entries,
  actor: v.picklist(['applicant', 'notary', 'party']),
  myPartyId: nullableString,
  myInvitationStatus: v.nullable(v.picklist(['accepted', 'rejected', 'exited'])),
  events: v.array(ActEventOption),
  blockedBy: v.nullable(v.picklist(ERROR_CODE_LIST)),
  /**
   * The rule behind `blockedBy` with the facts its way out needs, as this
   * caller may see them (acts/blocking-view.ts): the existing act of a
   * duplicate, the parties concerned, the caller's own debt or phone.
   */
  blocking: v.nullable(DomainError),
  allPartiesAccepted: v.boolean(),
  hasInvoices: v.boolean(),
  isPaid: v.boolean(),
  isVisitTimePassed: v.boolean(),
  wizardIndex: v.nullable(v.number()),
});
export type ActGeneral = v.InferOutput<typeof ActGeneral>;

export const ActResult = v.object({
  uuid: v.string(),
  regnum: nullableString,
  regdate: nullableString,
  officeId: nullableString,
  notaryName: nullableString,
  state: ActState,
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
export type ActResult = v.InferOutput<typeof ActResult>;

export const LinkedAct = v.object({
  id: v.string(),
  typeId: v.picklist(ACT_TYPE_IDS),
  name: v.string(),
  regnum: nullableString,
  regdate: nullableString,
  status: v.picklist(ACT_STATUSES),
  state: ActState,
});
export type LinkedAct = v.InferOutput<typeof LinkedAct>;

export const Encumbrance = v.object({
  id: v.string(),
  kind: v.picklist(['ban', 'arrest', 'restraint', 'fine']),
  amount: v.nullable(moneyOut),
  imposedAt: v.string(),
  documentDate: nullableString,
  documentNumber: nullableString,
  documentName: nullableString,
  official: nullableString,
  organisation: nullableString,
});
export type Encumbrance = v.InferOutput<typeof Encumbrance>;

export const RegistryVehicle = v.object({
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
export type RegistryVehicle = v.InferOutput<typeof RegistryVehicle>;

export const RegistryProperty = v.object({
  id: v.string(),
  cadastreNumber: v.string(),
  propertyType: v.picklist(['residential', 'non_residential']),
  address: v.string(),
  area: nullableString,
  livingArea: nullableString,
  rooms: v.nullable(v.number()),
  ownerPins: v.array(v.string()),
});
export type RegistryProperty = v.InferOutput<typeof RegistryProperty>;

export const ActReferences = v.object({
  linked: v.pipe(v.array(LinkedAct), v.description('the linked acts and the base act the caller may see')),
  referencing: v.pipe(v.array(LinkedAct), v.description('acts whose base act this is, that the caller may see')),
  registry: v.pipe(
    v.array(
      v.union([
        v.object({ subjectId: v.string(), vehicle: v.nullable(RegistryVehicle), encumbrances: v.array(Encumbrance) }),
        v.object({ subjectId: v.string(), property: v.nullable(RegistryProperty), encumbrances: v.array(Encumbrance) }),
      ]),
    ),
    v.description('what the vehicle registry or the cadastre says of each subject (null: unknown to it), with bans, arrests and fines'),
  ),
});
export type ActReferences = v.InferOutput<typeof ActReferences>;

export const ActVideo = v.object({
  uuid: v.string(),
  regtype: v.picklist([1, 2]),
  visitAt: nullableDateTime,
  visitdate: nullableString,
  visittime: v.nullable(timeOut),
  room: v.optional(v.string()),
  startedAt: v.optional(v.string()),
  endedAt: v.optional(v.string()),
  recordingId: v.optional(v.string()),
  /** Issue 16.2: set once the notary opened the conference room on the media server. */
  janusRoom: v.optional(v.number()),
  openedAt: v.optional(v.string()),
  isInactive: v.boolean(),
});
export type ActVideo = v.InferOutput<typeof ActVideo>;

export const KinshipReload = v.object({
  kinship: v.array(v.object({ pins: v.array(v.string()), kinship: v.nullable(v.picklist(CLOSE_KINSHIPS)) })),
  kinshipNotFound: v.boolean(),
  blockedBy: v.nullable(DomainError),
});
export type KinshipReload = v.InferOutput<typeof KinshipReload>;

// --- The audit trail ------------------------------------------------------------------

export const AuditEntry = v.looseObject({
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
export type AuditEntry = v.InferOutput<typeof AuditEntry>;

/** What the verification of an act's hash chain can find wrong. */
export const AUDIT_PROBLEMS = ['sequence_gap', 'prev_hash_mismatch', 'hash_mismatch', 'state_mismatch', 'head_mismatch'] as const;

export const AuditVerification = v.object({
  actId: v.string(),
  entries: v.number(),
  isValid: v.boolean(),
  problems: v.array(v.object({ seq: v.number(), problem: v.picklist(AUDIT_PROBLEMS) })),
});
export type AuditVerification = v.InferOutput<typeof AuditVerification>;
