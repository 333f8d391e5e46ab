import { EQUEUE_STATES } from '@notary/domain/identity';
import * as v from 'valibot';
import { LocalisedSchema } from '../../common/response-schemas.js';

const hhmm = v.pipe(v.string(), v.description('HH:mm, Tashkent'));

export const EqueueOfficeSchema = v.object({
  id: v.string(),
  name: LocalisedSchema,
  address: LocalisedSchema,
  regionId: v.number(),
  districtId: v.number(),
  slotMinutes: v.number(),
  notaries: v.array(v.object({ id: v.string(), fullName: v.string(), fullNameCyr: v.string() })),
});

export const EqueueDaySchema = v.object({ date: v.pipe(v.string(), v.description('yyyy-mm-dd')), free: v.number() });

export const EqueueSlotSchema = v.object({ time: hhmm, startsAt: v.string(), endsAt: v.string(), notaryIds: v.array(v.string()) });

/** One booking with every e-queue field of spec/shell.md 3 (the domain's `EqueueItem`) and the screen's flags. */
export const BookingSchema = v.object({
  typeid: v.number(),
  regdate: v.pipe(v.string(), v.description("the appointment's Tashkent date, yyyy-mm-dd")),
  notary: v.string(),
  office: v.string(),
  officeaddress: v.string(),
  equeuetime: hhmm,
  notaryaction: v.pipe(v.string(), v.description("the act type's name")),
  updtime: v.string(),
  state: v.picklist(EQUEUE_STATES),
  regtime: v.nullable(v.pipe(v.string(), v.description('arrival, HH:mm, Tashkent'))),
  phone: v.string(),
  email: v.nullable(v.string()),
  description: v.nullable(v.string()),
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

export const CheckInSchema = v.object({ ...BookingSchema.entries, minutesLate: v.number() });
