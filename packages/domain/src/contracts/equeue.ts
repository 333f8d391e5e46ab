import * as v from 'valibot';
import { ACT_TYPE_IDS } from '../act/index.js';
import { EQUEUE_STATES } from '../identity/equeue-states.js';
import { Localised, dateOut, optionalQueryInt, queryDate, text, timeOut, uuid } from './primitives.js';

const optionalUuid = v.optional(v.pipe(v.string(), v.transform((s) => (s === '' ? undefined : s)), v.union([v.undefined(), uuid()])));

/** GET /api/equeue/offices */
export const EqueueOfficesQuery = v.object({ regionId: optionalQueryInt(1, 999_999), districtId: optionalQueryInt(1, 99_999_999) });
export type EqueueOfficesQuery = v.InferOutput<typeof EqueueOfficesQuery>;
/** GET /api/equeue/days */
export const EqueueDaysQuery = v.object({ officeId: uuid(), notaryId: optionalUuid });
export type EqueueDaysQuery = v.InferOutput<typeof EqueueDaysQuery>;
/** GET /api/equeue/slots: `date` is required ('yyyy-mm-dd' or 'dd.mm.yyyy'). */
export const EqueueSlotsQuery = v.object({ officeId: uuid(), notaryId: optionalUuid, date: queryDate() });
export type EqueueSlotsQuery = v.InferOutput<typeof EqueueSlotsQuery>;

/** spec/shell.md 5: phone 9 digits (the national number without +998). */
const Phone = v.pipe(
  v.string(),
  v.maxLength(40, 'phone: 9 digits'),
  v.trim(),
  v.transform((s) => s.replace(/\D/g, '').replace(/^998(?=\d{9}$)/, '')),
  v.regex(/^\d{9}$/, 'phone: 9 digits'),
);

/** POST /api/equeue: book a free slot. */
export const BookBody = v.object({
  officeId: uuid(),
  notaryId: v.optional(v.nullable(uuid())),
  actTypeId: v.pipe(v.number(), v.integer(), v.check((n) => (ACT_TYPE_IDS as readonly number[]).includes(n), 'unknown act type')),
  startsAt: v.pipe(v.string(), v.maxLength(40), v.isoTimestamp()),
  phone: Phone,
  email: v.optional(v.nullable(v.union([v.literal(''), v.pipe(text(120), v.email())]))),
  description: v.optional(v.nullable(text(500))),
});
export type BookBody = v.InferOutput<typeof BookBody>;

/** PUT /api/equeue/:id: move a future booking. */
export const MoveBody = v.object({
  startsAt: v.pipe(v.string(), v.maxLength(40), v.isoTimestamp()),
  notaryId: v.optional(v.nullable(uuid())),
});
export type MoveBody = v.InferOutput<typeof MoveBody>;

// --- Answers -------------------------------------------------------------------------

export const EqueueOffice = v.object({
  id: v.string(),
  name: Localised,
  address: Localised,
  regionId: v.number(),
  districtId: v.number(),
  slotMinutes: v.number(),
  notaries: v.array(v.object({ id: v.string(), fullName: v.string(), fullNameCyr: v.string() })),
});
export type EqueueOffice = v.InferOutput<typeof EqueueOffice>;

export const EqueueDay = v.object({ date: dateOut, free: v.number() });
export type EqueueDay = v.InferOutput<typeof EqueueDay>;

export const EqueueSlot = v.object({ time: timeOut, startsAt: v.string(), endsAt: v.string(), notaryIds: v.array(v.string()) });
export type EqueueSlot = v.InferOutput<typeof EqueueSlot>;

/** shell 3 "E-queue fields" (the spec's names). */
export const EqueueItem = v.object({
  typeid: v.number(),
  regdate: v.pipe(v.string(), v.description("the appointment's Tashkent date, yyyy-mm-dd")),
  notary: v.string(),
  office: v.string(),
  officeaddress: v.string(),
  /** Booked time 'HH:mm', Tashkent. */
  equeuetime: timeOut,
  notaryaction: v.pipe(v.string(), v.description("the act type's name")),
  updtime: v.string(),
  state: v.picklist(EQUEUE_STATES),
  /** Arrival time 'HH:mm', Tashkent, once registered at the office. */
  regtime: v.nullable(v.pipe(v.string(), v.description('arrival, HH:mm, Tashkent'))),
  phone: v.string(),
  email: v.nullable(v.string()),
  description: v.nullable(v.string()),
});
export type EqueueItem = v.InferOutput<typeof EqueueItem>;

/** One booking with every e-queue field of spec/shell.md 3 and what the citizen may do with it. */
export const Booking = v.object({
  ...EqueueItem.entries,
  id: v.string(),
  createdAt: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  officeId: v.string(),
  notaryId: v.string(),
  movedCount: v.number(),
  isLate: v.boolean(),
  canChange: v.boolean(),
  canCheckIn: v.boolean(),
});
export type Booking = v.InferOutput<typeof Booking>;

export const CheckIn = v.object({ ...Booking.entries, minutesLate: v.number() });
export type CheckIn = v.InferOutput<typeof CheckIn>;
