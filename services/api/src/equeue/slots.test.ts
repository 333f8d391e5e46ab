import { describe, expect, it } from 'vitest';
import { bookingDays, freeSlots, type SlotNotary } from './slots.js';

const WEEK = {
  '1': { open: '09:00', close: '12:00', breakFrom: '10:00', breakTo: '10:30' },
  '2': { open: '09:00', close: '12:00', breakFrom: '10:00', breakTo: '10:30' },
  '3': { open: '09:00', close: '12:00' },
  '4': { open: '09:00', close: '12:00' },
  '5': { open: '09:00', close: '12:00' },
};
const notary = (id: string, extra: Partial<SlotNotary> = {}): SlotNotary => ({
  id, licenseStatus: 'active', workingDays: [1, 2, 3, 4, 5], timetable: WEEK, absences: [], dutyDates: [], ...extra,
});
// Monday 2025-03-10.
const MONDAY = { year: 2025, month: 3, day: 10 };
const LONG_BEFORE = new Date('2025-03-01T00:00:00Z');

describe('freeSlots', () => {
  it('lays the office grid over the hours in Tashkent time, skipping the break', () => {
    const slots = freeSlots({ date: MONDAY, slotMinutes: 30, notaries: [notary('a')], booked: [], now: LONG_BEFORE });
    expect(slots.map((s) => s.time)).toEqual(['09:00', '09:30', '10:30', '11:00', '11:30']);
    // 09:00 in Tashkent is 04:00 UTC.
    expect(slots[0]!.startsAt.toISOString()).toBe('2025-03-10T04:00:00.000Z');
    expect(slots[0]!.endsAt.toISOString()).toBe('2025-03-10T04:30:00.000Z');
  });

  it('drops a slot that would run into the break, and booked slots per notary', () => {
    const slots = freeSlots({
      date: MONDAY, slotMinutes: 45, notaries: [notary('a'), notary('b')],
      booked: [{ notaryId: 'a', startsAt: new Date('2025-03-10T04:00:00Z') }], now: LONG_BEFORE,
    });
    // 09:45 would overlap 10:00–10:30; 11:15 would end at 12:00 exactly (allowed).
    expect(slots.map((s) => [s.time, s.notaryIds])).toEqual([
      ['09:00', ['b']],
      ['10:30', ['a', 'b']],
      ['11:15', ['a', 'b']],
    ]);
  });

  it('closes on leave (inclusive dates) and outside working days; opens on a duty day', () => {
    const onLeave = notary('a', { absences: [{ kind: 'vacation', dateFrom: '2025-03-08', dateTo: '2025-03-10' }] });
    expect(freeSlots({ date: MONDAY, slotMinutes: 30, notaries: [onLeave], booked: [], now: LONG_BEFORE })).toEqual([]);
    const tuesday = { year: 2025, month: 3, day: 11 };
    expect(freeSlots({ date: tuesday, slotMinutes: 30, notaries: [onLeave], booked: [], now: LONG_BEFORE })).toHaveLength(5);
    const sunday = { year: 2025, month: 3, day: 16 };
    expect(freeSlots({ date: sunday, slotMinutes: 60, notaries: [notary('a')], booked: [], now: LONG_BEFORE })).toEqual([]);
    const onDuty = notary('a', { dutyDates: ['2025-03-16'] });
    expect(freeSlots({ date: sunday, slotMinutes: 60, notaries: [onDuty], booked: [], now: LONG_BEFORE }).map((s) => s.time)).toEqual([
      '09:00', '10:00', '11:00', '12:00',
    ]);
    const terminated = notary('a', { licenseStatus: 'terminated' });
    expect(freeSlots({ date: MONDAY, slotMinutes: 30, notaries: [terminated], booked: [], now: LONG_BEFORE })).toEqual([]);
  });

  it('keeps an hour of lead time before the first bookable slot', () => {
    // 09:20 Tashkent (04:20 UTC): 09:30 and 10:00 are too soon; 10:30 is the first.
    const slots = freeSlots({ date: MONDAY, slotMinutes: 30, notaries: [notary('a')], booked: [], now: new Date('2025-03-10T04:20:00Z') });
    expect(slots[0]!.time).toBe('10:30');
  });

  it('around Tashkent midnight, the day is Tashkent’s and not UTC’s', () => {
    // 2025-03-09 19:30 UTC is Monday 00:30 in Tashkent: Monday is today, its morning slots are all open.
    const now = new Date('2025-03-09T19:30:00Z');
    const days = bookingDays(now, 2);
    expect(days).toEqual([MONDAY, { year: 2025, month: 3, day: 11 }]);
    expect(freeSlots({ date: MONDAY, slotMinutes: 30, notaries: [notary('a')], booked: [], now })).toHaveLength(5);
    // 18:59 UTC is still Sunday 23:59 in Tashkent: today is Sunday.
    expect(bookingDays(new Date('2025-03-09T18:59:00Z'), 1)).toEqual([{ year: 2025, month: 3, day: 9 }]);
    // At Monday 11:30 Tashkent nothing is left that day; Tuesday's 09:00 is 04:00 UTC on Tuesday.
    expect(freeSlots({ date: MONDAY, slotMinutes: 30, notaries: [notary('a')], booked: [], now: new Date('2025-03-10T06:30:00Z') })).toEqual([]);
  });
});
