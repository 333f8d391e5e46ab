import * as v from 'valibot';
import { Booking } from './equeue.js';
import { dateOut, optionalQueryDate, optionalQueryInt } from './primitives.js';

/**
 * GET /api/equeue/office/:officeId (issue 14.7): the bookings of an office
 * for its own notaries, from a Tashkent day (today when absent) for `days`
 * days (1 when absent).
 */
export const OfficeEqueueQuery = v.object({ from: optionalQueryDate(), days: optionalQueryInt(1, 31) });
export type OfficeEqueueQuery = v.InferOutput<typeof OfficeEqueueQuery>;

/** A booking as the office's notary sees it: who booked, how late, whether the notary may check them in now. */
export const OfficeBooking = v.object({
  ...Booking.entries,
  /** The citizen's full name, as the civil registry gave it at sign-in. */
  citizen: v.string(),
  /** Minutes past the booked time (negative: still to come). */
  minutesLate: v.number(),
});
export type OfficeBooking = v.InferOutput<typeof OfficeBooking>;

export const OfficeEqueue = v.object({
  officeId: v.string(),
  office: v.string(),
  /** The first day listed, yyyy-mm-dd (Tashkent). */
  from: dateOut,
  /** Today in Tashkent, yyyy-mm-dd. */
  today: dateOut,
  days: v.number(),
  items: v.array(OfficeBooking),
});
export type OfficeEqueue = v.InferOutput<typeof OfficeEqueue>;
