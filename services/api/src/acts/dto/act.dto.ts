import { ACT_EVENTS, ACT_STATUSES, ACT_TYPE_IDS, REG_SYSTEMS } from '@notary/domain/act';
import {
  ActCreditSchema,
  ActEnforcementDebtSchema,
  ActProxySchema,
  ActTravelSchema,
  CivilRecordSchema,
  PhoneSchema,
  PinSchema,
  TechPassportNumberSchema,
  TechPassportSeriesSchema,
  VehicleNumberSchema,
} from '@notary/domain/validation';
import * as v from 'valibot';
import { PartyInputSchema } from './party.dto.js';
import { SubjectInputSchema } from './subject.dto.js';
import {
  IsoDateSchema,
  IsoDateTimeSchema,
  MoneySchema,
  QueryIntSchema,
  ShortTextSchema,
  TextSchema,
  UuidSchema,
} from './common.js';

const NullableDate = v.optional(v.nullable(IsoDateSchema));
const NullableMoney = v.optional(v.nullable(MoneySchema));
const NullableText = v.optional(v.nullable(TextSchema));
const NullableInt = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))));

/** The editable fields of acts-domain 3 "Notarial act" (everything but registry and decisions). */
export const ActFieldsSchema = v.object({
  name: v.optional(ShortTextSchema),
  lang: v.optional(v.picklist(['oz', 'uz', 'ru'])),
  phone: v.optional(v.nullable(PhoneSchema)),
  linkedActIds: v.optional(v.array(UuidSchema)),
  regsystem: v.optional(v.picklist(REG_SYSTEMS)),
  remark: NullableText,
  location: NullableText,
  address: NullableText,
  isFree: v.optional(v.boolean()),
  freeReason: NullableText,
  validUntil: NullableDate,
  attributes: v.optional(v.array(v.object({ title: ShortTextSchema, value: TextSchema }))),
  template: NullableText,
  summary: NullableText,
  outerRegDate: NullableDate,
  outerRegNumber: v.optional(v.nullable(ShortTextSchema)),
  pageCount: NullableInt,
  sheetCount: NullableInt,
  storageDays: NullableInt,
  descriptions: v.optional(v.record(v.string(), v.string())),
  termFrom: NullableDate,
  termTo: NullableDate,
  sum: NullableMoney,
  totalSum: NullableMoney,
  loanSum: NullableMoney,
  loanTerm: NullableInt,
  credit: v.optional(v.nullable(ActCreditSchema)),
  marriageRecord: v.optional(v.nullable(CivilRecordSchema)),
  divorceRecord: v.optional(v.nullable(CivilRecordSchema)),
  proxy: v.optional(v.nullable(ActProxySchema)),
  mainActId: v.optional(v.nullable(UuidSchema)),
  travel: v.optional(v.nullable(ActTravelSchema)),
  enforcementDebt: v.optional(v.nullable(ActEnforcementDebtSchema)),
});
export type ActFields = v.InferOutput<typeof ActFieldsSchema>;

/** Creating an act of any type, in person (1) or by video (2), with its first parties and subjects. */
export const CreateActSchema = v.pipe(
  v.object({
    ...ActFieldsSchema.entries,
    typeId: v.picklist(ACT_TYPE_IDS),
    regtype: v.picklist([1, 2]),
    /** The author's own party row (role defaults to the type's author role). */
    author: v.optional(v.partial(v.object(PartyInputSchema.pipe[0].entries))),
    parties: v.optional(v.array(PartyInputSchema)),
    subjects: v.optional(v.array(SubjectInputSchema)),
  }),
  // acts-domain 5 "A re-delegated power of attorney cannot outlast the main one": it needs its own end date.
  v.forward(v.check((a) => !a.mainActId || Boolean(a.validUntil), 'error_required_valid_until'), ['validUntil']),
);
export type CreateActInput = v.InferOutput<typeof CreateActSchema>;

/**
 * acts-domain 4 "Simplified wizards (vehicle sale and gift)": screen 0 (vehicle
 * and price, with the words version) and screen 1 (buyer or donee) in one call.
 */
export const CreateSimplifiedActSchema = v.object({
  typeId: v.picklist([1, 4]),
  regtype: v.picklist([1, 2]),
  vehicle: v.object({
    stateNumber: v.optional(v.nullable(VehicleNumberSchema)),
    techPassportSeries: TechPassportSeriesSchema,
    techPassportNumber: TechPassportNumberSchema,
  }),
  /** The words are checked against the price (acts-domain 5) when the act is created. */
  price: v.optional(MoneySchema),
  priceWords: v.optional(TextSchema),
  counterparty: v.object({
    pin: PinSchema,
    fullname: v.pipe(v.string(), v.trim(), v.nonEmpty('error_required_fullname'), v.maxLength(300)),
    phone: v.optional(v.nullable(PhoneSchema)),
  }),
  phone: v.optional(v.nullable(PhoneSchema)),
});
export type CreateSimplifiedActInput = v.InferOutput<typeof CreateSimplifiedActSchema>;

const Bool = v.pipe(v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]), v.transform((x) => x === true || x === 'true' || x === '1'));

/** acts-domain 2 "My notarial acts": both tabs and every filter, paginated and sorted. */
export const ListActsQuerySchema = v.object({
  tab: v.optional(v.picklist(['acts', 'awaiting']), 'acts'),
  dateFrom: v.optional(IsoDateSchema),
  dateTo: v.optional(IsoDateSchema),
  state: v.optional(v.picklist(['active', 'cancelled'])),
  status: v.optional(v.picklist(ACT_STATUSES)),
  regnum: v.optional(ShortTextSchema),
  regdate: v.optional(IsoDateSchema),
  visitDate: v.optional(IsoDateSchema),
  visitTime: v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))),
  typeId: v.optional(QueryIntSchema),
  officeId: v.optional(UuidSchema),
  notaryId: v.optional(UuidSchema),
  step: v.optional(QueryIntSchema),
  regsystem: v.optional(QueryIntSchema),
  regtype: v.optional(QueryIntSchema),
  isSimplified: v.optional(Bool),
  page: v.optional(v.pipe(QueryIntSchema, v.minValue(1)), 1),
  pageSize: v.optional(v.pipe(QueryIntSchema, v.minValue(1), v.maxValue(100)), 20),
  sort: v.optional(v.picklist(['entered_at', 'regdate', 'visit_at', 'step', 'type_id', 'regnum']), 'entered_at'),
  order: v.optional(v.picklist(['asc', 'desc']), 'desc'),
});
export type ListActsQuery = v.InferOutput<typeof ListActsQuerySchema>;

export const NotaryChoiceSchema = v.variant('mode', [
  v.object({ mode: v.literal('manual'), notaryId: UuidSchema }),
  v.object({
    mode: v.literal('auto'),
    regionId: v.optional(v.pipe(v.number(), v.integer())),
    districtId: v.optional(v.pipe(v.number(), v.integer())),
  }),
]);

/**
 * The body of `POST /notarial_act/:uuid/events/:event`. `confirmed` answers
 * the confirmation dialog of acts-domain 4/8 for the events that ask one
 * (EVENTS_NEEDING_CONFIRMATION); the other fields are the event's inputs
 * (ACT_EVENT_INPUTS).
 */
export const EventBodySchema = v.object({
  confirmed: v.optional(v.boolean()),
  reason: v.optional(TextSchema),
  defects: v.optional(TextSchema),
  visitAt: v.optional(IsoDateTimeSchema),
  annulDate: v.optional(IsoDateTimeSchema),
  notaryChoice: v.optional(NotaryChoiceSchema),
  resolutionFile: v.optional(
    v.object({
      name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
      type: v.optional(v.pipe(v.string(), v.maxLength(100)), 'application/pdf'),
      /** base64, at most ≈ 1.4 MB of file in the 2 MB JSON body limit. */
      base64: v.pipe(v.string(), v.base64(), v.maxLength(1_900_000)),
    }),
  ),
  blankSeries: v.optional(ShortTextSchema),
  blankNumber: v.optional(ShortTextSchema),
  blankCode: v.optional(ShortTextSchema),
});
export type EventBody = v.InferOutput<typeof EventBodySchema>;

export const EventParamSchema = v.picklist(ACT_EVENTS);

export const NoteSchema = v.object({ text: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(4000)) });

export const VideoRegistrationSchema = v.object({
  room: v.optional(ShortTextSchema),
  startedAt: v.optional(IsoDateTimeSchema),
  endedAt: v.optional(IsoDateTimeSchema),
  recordingId: v.optional(ShortTextSchema),
});
