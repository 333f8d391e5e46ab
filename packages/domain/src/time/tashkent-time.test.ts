import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  combineDateAndTime,
  compareCalendarDates,
  formatDate,
  formatDateTime,
  formatPartialDate,
  formatTime,
  hasTimePassed,
  minutesLate,
  parseDate,
  parseDateTime,
  parseIsoDate,
  parsePartialDate,
  toIsoDate,
  toTashkentParts,
} from './index.js';

describe('Tashkent time', () => {
  it('reads dd.mm.yyyy HH:mm:ss as UTC+5 and writes it back', () => {
    const instant = parseDateTime('10.03.2025 12:30:15');
    expect(instant?.toISOString()).toBe('2025-03-10T07:30:15.000Z');
    expect(formatDateTime(instant!)).toBe('10.03.2025 12:30:15');
    expect(formatTime(instant!)).toBe('12:30');
  });

  it('a UTC evening is the next Tashkent day', () => {
    const instant = new Date('2024-12-31T20:00:00Z');
    expect(formatDate(instant)).toBe('01.01.2025');
    expect(formatDateTime(instant)).toBe('01.01.2025 01:00:00');
  });

  it('refuses impossible dates and times', () => {
    expect(parseDate('31.02.2024')).toBeNull();
    expect(parseDate('29.02.2023')).toBeNull();
    expect(parseDate('29.02.2024')).toEqual({ day: 29, month: 2, year: 2024 });
    expect(parseDate('1.2.2024')).toBeNull();
    expect(parseDateTime('10.03.2025 24:00:00')).toBeNull();
    expect(parseDateTime('10.03.2025 12:60:00')).toBeNull();
    expect(parseDateTime('10.03.2025')).toBeNull();
  });

  it('reads partial dates with XX (shell 5)', () => {
    expect(parsePartialDate('XX.05.1990')).toEqual({ day: null, month: 5, year: 1990 });
    expect(parsePartialDate('xx.xx.1990')).toEqual({ day: null, month: null, year: 1990 });
    expect(parsePartialDate('15.05.1990')).toEqual({ day: 15, month: 5, year: 1990 });
    expect(parsePartialDate('15.XX.1990')).toBeNull();
    expect(parsePartialDate('XX.13.1990')).toBeNull();
    expect(parsePartialDate('31.04.1990')).toBeNull();
    expect(formatPartialDate({ day: null, month: 5, year: 1990 })).toBe('XX.05.1990');
  });

  it('converts ISO calendar dates', () => {
    expect(parseIsoDate('2008-07-01')).toEqual({ year: 2008, month: 7, day: 1 });
    expect(parseIsoDate('2008-02-30')).toBeNull();
    expect(toIsoDate({ year: 2008, month: 7, day: 1 })).toBe('2008-07-01');
  });

  it('combines a visit date and time into an instant', () => {
    expect(combineDateAndTime({ year: 2025, month: 3, day: 10 }, '09:30')?.toISOString()).toBe(
      '2025-03-10T04:30:00.000Z',
    );
    expect(combineDateAndTime({ year: 2025, month: 3, day: 10 }, '9:30')).toBeNull();
    expect(combineDateAndTime({ year: 2025, month: 2, day: 30 }, '09:30')).toBeNull();
  });

  it('says when the set time has passed', () => {
    const visit = new Date('2025-03-10T04:30:00Z');
    expect(hasTimePassed(visit, new Date('2025-03-10T04:29:59Z'))).toBe(false);
    expect(hasTimePassed(visit, visit)).toBe(true);
    expect(hasTimePassed(visit, new Date('2025-03-10T05:00:00Z'))).toBe(true);
  });

  it('counts full years of age in Tashkent', () => {
    const birth = { year: 2010, month: 3, day: 10 };
    // 19:00 UTC on the 9th is already the 10th in Tashkent: the birthday.
    expect(ageOn(birth, new Date('2025-03-09T19:00:00Z'))).toBe(15);
    expect(ageOn(birth, new Date('2025-03-09T18:59:59Z'))).toBe(14);
  });

  it('compares calendar days', () => {
    const day = { year: 2026, month: 5, day: 31 };
    expect(compareCalendarDates(day, { ...day })).toBe(0);
    expect(compareCalendarDates(day, { year: 2026, month: 6, day: 1 })).toBeLessThan(0);
    expect(compareCalendarDates({ year: 2027, month: 1, day: 1 }, day)).toBeGreaterThan(0);
  });

  it('counts minutes late for the e-queue', () => {
    expect(minutesLate(new Date('2025-03-10T04:00:00Z'), new Date('2025-03-10T04:16:00Z'))).toBe(16);
    expect(minutesLate(new Date('2025-03-10T04:00:00Z'), new Date('2025-03-10T03:50:00Z'))).toBe(-10);
  });

  it('agrees with Intl Asia/Tashkent for any instant 1992..2100 (fixed offset, no DST)', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tashkent',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const instant = new Date(ms);
        const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]));
        const ours = toTashkentParts(instant);
        expect([ours.year, ours.month, ours.day, ours.hour, ours.minute, ours.second]).toEqual(
          ['year', 'month', 'day', 'hour', 'minute', 'second'].map((k) => Number(parts[k])),
        );
        // Round trip at whole seconds.
        const whole = new Date(Math.floor(ms / 1000) * 1000);
        expect(parseDateTime(formatDateTime(whole))?.getTime()).toBe(whole.getTime());
      }),
      { numRuns: 500 },
    );
  });
});
