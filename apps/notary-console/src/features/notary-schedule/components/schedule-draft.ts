import { NotaryScheduleBody, type NotaryProfile } from '@notary/domain/contracts';
import * as v from 'valibot';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
type Key = '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** One weekday's hours as typed: empty strings are "not given"; an unticked day is closed. */
export type DayDraft = { isOpen: boolean; open: string; close: string; breakFrom: string; breakTo: string };
export type AbsenceDraft = { key: number; kind: 'vacation' | 'medical_leave'; dateFrom: string; dateTo: string };

export type ScheduleDraft = {
  workingDays: number[];
  hasOwnHours: boolean;
  hours: Record<Key, DayDraft>;
  absences: AbsenceDraft[];
  dutyDates: string[];
};

let nextKey = 1;
export const newAbsence = (today: string): AbsenceDraft => ({ key: nextKey++, kind: 'vacation', dateFrom: today, dateTo: today });

/** The editor starts from the saved record; a notary without own hours starts from the office's. */
export function draftOf(profile: NotaryProfile): ScheduleDraft {
  const source = profile.timetable ?? profile.office.timetable;
  const hours = Object.fromEntries(
    WEEKDAYS.map((d) => {
      const h = source[String(d) as Key];
      return [String(d), { isOpen: Boolean(h), open: h?.open ?? '09:00', close: h?.close ?? '18:00', breakFrom: h?.breakFrom ?? '', breakTo: h?.breakTo ?? '' }];
    }),
  ) as Record<Key, DayDraft>;
  return {
    workingDays: [...profile.workingDays],
    hasOwnHours: profile.timetable !== null,
    hours,
    absences: profile.absences.map((a) => ({ key: nextKey++, ...a })),
    dutyDates: [...profile.dutyDates],
  };
}

/** The request body the API takes (its contract decides what is valid). */
export function bodyOf(draft: ScheduleDraft): unknown {
  const timetable = draft.hasOwnHours
    ? Object.fromEntries(
        WEEKDAYS.flatMap((d) => {
          const h = draft.hours[String(d) as Key];
          if (!h.isOpen) return [];
          return [[String(d), { open: h.open, close: h.close, ...(h.breakFrom || h.breakTo ? { breakFrom: h.breakFrom, breakTo: h.breakTo } : {}) }]];
        }),
      )
    : null;
  return {
    workingDays: draft.workingDays,
    timetable,
    absences: draft.absences.map(({ kind, dateFrom, dateTo }) => ({ kind, dateFrom, dateTo })),
    dutyDates: draft.dutyDates,
  };
}

/** The contract's message keys the draft breaks (the screen shows each once), or the body to send. */
export function checkDraft(draft: ScheduleDraft): { ok: true; body: NotaryScheduleBody } | { ok: false; keys: string[] } {
  const result = v.safeParse(NotaryScheduleBody, bodyOf(draft));
  if (result.success) return { ok: true, body: result.output };
  return { ok: false, keys: [...new Set(result.issues.map((issue) => issue.message))] };
}
