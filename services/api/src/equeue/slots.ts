import { fromTashkentParts, tashkentDateOf, type CalendarDate } from '@notary/domain/time';
import { hoursOn, isoOf, minutesOf, type NotarySchedule } from '../notaries/schedule.js';

/** A citizen cannot book a slot that starts sooner than this: the office needs time to prepare. */
export const BOOKING_LEAD_MINUTES = 60;

/** The earliest start (epoch ms) a slot may have to be booked at `now`. */
export function earliestBookableStart(now: Date): number {
  return now.getTime() + BOOKING_LEAD_MINUTES * 60_000;
}

/** How far ahead the e-queue opens. */
export const BOOKING_HORIZON_DAYS = 30;

export type SlotNotary = NotarySchedule & { id: string };
export type Slot = { time: string; startsAt: Date; endsAt: Date; notaryIds: string[] };

function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/**
 * spec/acts-domain.md 2 / issue: the free slots of an office on one Tashkent
 * calendar day. Each notary offers the office's slot grid within the hours
 * they receive that day (timetable, working days, duty roster, leave; see
 * `hoursOn`), minus the lunch break, minus their booked slots, minus slots
 * starting within BOOKING_LEAD_MINUTES of `now`. A slot lists every notary
 * free at that time. All wall-clock times are Tashkent's (UTC+5, no DST).
 */
export function freeSlots(input: {
  date: CalendarDate;
  slotMinutes: number;
  notaries: readonly SlotNotary[];
  /** Active bookings: notary and start instant. */
  booked: readonly { notaryId: string; startsAt: Date }[];
  now: Date;
}): Slot[] {
  const { date, slotMinutes, now } = input;
  const taken = new Set(input.booked.map((b) => `${b.notaryId}|${b.startsAt.getTime()}`));
  const earliest = earliestBookableStart(now);
  const byStart = new Map<number, Slot>();
  for (const notary of input.notaries) {
    const hours = hoursOn(notary, date);
    if (!hours) continue;
    const open = minutesOf(hours.open);
    const close = minutesOf(hours.close);
    const breakFrom = hours.breakFrom ? minutesOf(hours.breakFrom) : null;
    const breakTo = hours.breakTo ? minutesOf(hours.breakTo) : null;
    for (let m = open; m + slotMinutes <= close; m += slotMinutes) {
      // A slot may not overlap the break at all.
      if (breakFrom !== null && breakTo !== null && m < breakTo && m + slotMinutes > breakFrom) continue;
      const startsAt = fromTashkentParts({ ...date, hour: Math.floor(m / 60), minute: m % 60 });
      if (startsAt.getTime() < earliest) continue;
      if (taken.has(`${notary.id}|${startsAt.getTime()}`)) continue;
      const slot = byStart.get(startsAt.getTime()) ?? {
        time: hhmm(m),
        startsAt,
        endsAt: new Date(startsAt.getTime() + slotMinutes * 60_000),
        notaryIds: [],
      };
      slot.notaryIds.push(notary.id);
      byStart.set(startsAt.getTime(), slot);
    }
  }
  return [...byStart.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The Tashkent calendar days a citizen may book on, from Tashkent's today (not UTC's). */
export function bookingDays(now: Date, days = BOOKING_HORIZON_DAYS): CalendarDate[] {
  const today = tashkentDateOf(now);
  const start = Date.UTC(today.year, today.month - 1, today.day);
  return Array.from({ length: days }, (_, i) => {
    const d = new Date(start + i * 86_400_000);
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  });
}

export { isoOf };
