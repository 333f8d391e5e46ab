import { toTashkentParts, type CalendarDate } from '@notary/domain/time';
import type { DayHours, Timetable } from './notary-office.entity.js';

/** A notary on the duty roster of a day the office is closed receives in these hours. */
export const DUTY_HOURS: DayHours = { open: '09:00', close: '13:00' };

export type Absence = { kind: 'vacation' | 'medical_leave'; dateFrom: string; dateTo: string };

export type NotarySchedule = {
  licenseStatus: string;
  workingDays: number[];
  timetable: Timetable;
  absences: Absence[];
  /** ISO dates (yyyy-mm-dd) of duty-roster days. */
  dutyDates: string[];
};

export type NotaryStatus = 'on_duty' | 'off_duty' | 'vacation' | 'medical_leave';

export function isoOf({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar day; weekdays do not depend on the time zone. */
export function isoWeekday({ year, month, day }: CalendarDate): number {
  const d = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return d === 0 ? 7 : d;
}

export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

export function absenceOn(absences: readonly Absence[], iso: string): Absence | undefined {
  // ISO dates compare correctly as strings; leave dates are inclusive.
  return absences.find((a) => a.dateFrom <= iso && iso <= a.dateTo);
}

/**
 * The hours a notary receives visitors on a Tashkent calendar day, or null:
 * none without an active licence or on leave; the office's hours on the
 * notary's working days; on a duty-roster day the office's hours, or
 * DUTY_HOURS when the office is closed that weekday.
 */
export function hoursOn(schedule: NotarySchedule, date: CalendarDate): DayHours | null {
  if (schedule.licenseStatus !== 'active') return null;
  const iso = isoOf(date);
  if (absenceOn(schedule.absences, iso)) return null;
  const weekday = isoWeekday(date);
  const office = schedule.timetable[String(weekday) as keyof Timetable];
  if (schedule.dutyDates.includes(iso)) return office ?? DUTY_HOURS;
  if (!schedule.workingDays.includes(weekday)) return null;
  return office ?? null;
}

/**
 * spec/acts-domain.md 2 "on-duty or off-duty status, vacation and
 * medical-leave markers", at an instant (Tashkent wall clock): on leave
 * wins; otherwise on duty while inside the day's hours and outside the break.
 */
export function statusAt(schedule: NotarySchedule, now: Date): { status: NotaryStatus; absence: Absence | null } {
  const p = toTashkentParts(now);
  const absence = absenceOn(schedule.absences, isoOf(p)) ?? null;
  if (absence && schedule.licenseStatus === 'active') return { status: absence.kind, absence };
  const hours = hoursOn(schedule, p);
  if (!hours) return { status: 'off_duty', absence: null };
  const minute = p.hour * 60 + p.minute;
  const inside = minute >= minutesOf(hours.open) && minute < minutesOf(hours.close);
  const inBreak =
    hours.breakFrom !== undefined &&
    hours.breakTo !== undefined &&
    minute >= minutesOf(hours.breakFrom) &&
    minute < minutesOf(hours.breakTo);
  return { status: inside && !inBreak ? 'on_duty' : 'off_duty', absence: null };
}
