import { TASHKENT_UTC_OFFSET_MINUTES } from '../constants/index.js';

/**
 * Tashkent time (spec/shell.md 1 "Times are Tashkent time", acts-domain 9).
 * Instants are stored and sent as UTC `Date`s; people read and type them as
 * Tashkent wall-clock time, dd.mm.yyyy and dd.mm.yyyy HH:mm:ss.
 *
 * Uzbekistan keeps UTC+5 with no daylight saving (since 1992), so the
 * conversion is a fixed offset rather than Intl: it is exact, the same in
 * every browser and on the server whatever its TZ, and cheap in tables of
 * thousands of rows. The tests check it against Intl's Asia/Tashkent zone.
 */

const OFFSET_MS = TASHKENT_UTC_OFFSET_MINUTES * 60_000;

/** A day of the calendar with no time of day (birth dates, document dates). */
export type CalendarDate = { year: number; month: number; day: number };

/** A date whose day, or day and month, may be unknown: 'XX.05.1990', 'XX.XX.1990' (shell 5). */
export type PartialDate = { year: number; month: number | null; day: number | null };

/** Wall-clock fields in Tashkent. */
export type TashkentParts = CalendarDate & { hour: number; minute: number; second: number };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1000 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function toTashkentParts(instant: Date): TashkentParts {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

export function fromTashkentParts({ year, month, day, hour = 0, minute = 0, second = 0 }: CalendarDate & Partial<TashkentParts>): Date {
  const utc = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0..99 to 1900..1999.
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, 0);
  return new Date(utc.getTime() - OFFSET_MS);
}

/** The instant Tashkent's day `date` begins. */
export function startOfTashkentDay(date: CalendarDate): Date {
  return fromTashkentParts(date);
}

/** The Tashkent calendar day an instant falls on. */
export function tashkentDateOf(instant: Date): CalendarDate {
  const { year, month, day } = toTashkentParts(instant);
  return { year, month, day };
}

const DATE_RE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const DATE_TIME_RE = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;
const PARTIAL_DATE_RE = /^(\d{2}|XX)\.(\d{2}|XX)\.(\d{4})$/;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 'dd.mm.yyyy' → a real calendar day, or null (31.02.2024 is null). */
export function parseDate(text: string): CalendarDate | null {
  const m = DATE_RE.exec(text.trim());
  if (!m) return null;
  const date = { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) };
  return isValidCalendarDate(date) ? date : null;
}

/**
 * 'dd.mm.yyyy' with XX for an unknown day, or for an unknown day and month
 * (shell 5 "an incomplete date allows XX for day or month"). A known day in
 * an unknown month ('15.XX.1990') names no day at all, so it is refused.
 */
export function parsePartialDate(text: string): PartialDate | null {
  const m = PARTIAL_DATE_RE.exec(text.trim().toUpperCase());
  if (!m) return null;
  const year = Number(m[3]);
  const month = m[2] === 'XX' ? null : Number(m[2]);
  const day = m[1] === 'XX' ? null : Number(m[1]);
  if (year < 1000) return null;
  if (month === null) return day === null ? { year, month, day } : null;
  if (month < 1 || month > 12) return null;
  if (day === null) return { year, month, day };
  return isValidCalendarDate({ year, month, day }) ? { year, month, day } : null;
}

/** 'dd.mm.yyyy HH:mm:ss' read as Tashkent time → the UTC instant, or null. */
export function parseDateTime(text: string): Date | null {
  const m = DATE_TIME_RE.exec(text.trim());
  if (!m) return null;
  const date = { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) };
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6]);
  if (!isValidCalendarDate(date) || hour > 23 || minute > 59 || second > 59) return null;
  return fromTashkentParts({ ...date, hour, minute, second });
}

/** 'yyyy-mm-dd' (the wire format of date-only fields) → a calendar day, or null. */
export function parseIsoDate(text: string): CalendarDate | null {
  const m = ISO_DATE_RE.exec(text.trim());
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isValidCalendarDate(date) ? date : null;
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** An instant's Tashkent day, or a calendar day, as 'dd.mm.yyyy'. */
export function formatDate(value: Date | CalendarDate): string {
  const { year, month, day } = value instanceof Date ? toTashkentParts(value) : value;
  return `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
}

export function formatPartialDate({ year, month, day }: PartialDate): string {
  return `${day === null ? 'XX' : pad(day)}.${month === null ? 'XX' : pad(month)}.${pad(year, 4)}`;
}

/** An instant as Tashkent 'dd.mm.yyyy HH:mm:ss'. */
export function formatDateTime(instant: Date): string {
  const p = toTashkentParts(instant);
  return `${formatDate(p)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** An instant as Tashkent 'HH:mm' (the visit time of the notify dialog). */
export function formatTime(instant: Date): string {
  const p = toTashkentParts(instant);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The act stores its visit as a day and a wall-clock time (acts-domain 3
 * "visitdate, visittime"); this is the instant they name in Tashkent.
 */
export function combineDateAndTime(date: CalendarDate, time: string): Date | null {
  const m = TIME_RE.exec(time.trim());
  if (!m || !isValidCalendarDate(date)) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = m[3] === undefined ? 0 : Number(m[3]);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return fromTashkentParts({ ...date, hour, minute, second });
}

/**
 * acts-domain 4 "A message appears when the set time has passed": true from
 * the set minute on. `now` is a parameter so the API and the tests decide
 * what now is.
 */
export function hasTimePassed(visitAt: Date, now: Date): boolean {
  return visitAt.getTime() <= now.getTime();
}

/** Full years of age on the Tashkent day of `on` (acts-domain 5 "a minor may travel alone from 15"). */
export function ageOn(birthDate: CalendarDate, on: Date): number {
  const today = tashkentDateOf(on);
  const hadBirthday =
    today.month > birthDate.month || (today.month === birthDate.month && today.day >= birthDate.day);
  return today.year - birthDate.year - (hadBirthday ? 0 : 1);
}

/** Minutes from `expected` to `actual`, negative when early (e-queue lateness, shell 9). */
export function minutesLate(expected: Date, actual: Date): number {
  return Math.floor((actual.getTime() - expected.getTime()) / 60_000);
}
