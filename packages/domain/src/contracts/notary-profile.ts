import * as v from 'valibot';
import { LICENSE_STATUSES } from './notaries.js';
import { Localised, dateOut, hhmm, isoDate } from './primitives.js';

const ABSENCE_KINDS = ['vacation', 'medical_leave'] as const;

/** One weekday's hours as a notary enters them: open before close, the break (both or neither) inside. */
export const DayHoursInput = v.pipe(
  v.strictObject({ open: hhmm(), close: hhmm(), breakFrom: v.optional(hhmm()), breakTo: v.optional(hhmm()) }),
  v.check((d) => d.open < d.close, 'error_hours_order'),
  v.check((d) => (d.breakFrom === undefined) === (d.breakTo === undefined), 'error_break_incomplete'),
  v.check((d) => d.breakFrom === undefined || d.breakTo === undefined || (d.open < d.breakFrom && d.breakFrom < d.breakTo && d.breakTo < d.close), 'error_break_outside'),
);
export type DayHoursInput = v.InferOutput<typeof DayHoursInput>;

const dayInput = v.optional(DayHoursInput);
/** Hours by ISO weekday (1 Monday); a missing day is closed. */
export const TimetableInput = v.strictObject({ '1': dayInput, '2': dayInput, '3': dayInput, '4': dayInput, '5': dayInput, '6': dayInput, '7': dayInput });
export type TimetableInput = v.InferOutput<typeof TimetableInput>;

export const AbsenceInput = v.pipe(
  v.strictObject({ kind: v.picklist(ABSENCE_KINDS, 'error_absence_kind'), dateFrom: isoDate(), dateTo: isoDate() }),
  v.check((a) => a.dateFrom <= a.dateTo, 'error_absence_order'),
);
export type AbsenceInput = v.InferOutput<typeof AbsenceInput>;

/**
 * PUT /api/notary-profile/schedule (issue 14.8): the notary's own schedule,
 * replaced as a whole: working days, their own hours (null: the office's),
 * vacation and medical leave, and duty-roster days (on duty on a day off).
 */
export const NotaryScheduleBody = v.strictObject({
  workingDays: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
    v.maxLength(7),
    v.transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  ),
  timetable: v.nullable(TimetableInput),
  absences: v.pipe(v.array(AbsenceInput), v.maxLength(60, 'error_too_many_absences')),
  dutyDates: v.pipe(v.array(isoDate()), v.maxLength(366), v.transform((dates) => [...new Set(dates)].sort())),
});
export type NotaryScheduleBody = v.InferOutput<typeof NotaryScheduleBody>;

const HoursOut = v.object({ open: v.string(), close: v.string(), breakFrom: v.optional(v.string()), breakTo: v.optional(v.string()) });
const dayOut = v.optional(HoursOut);
const TimetableOut = v.object({ '1': dayOut, '2': dayOut, '3': dayOut, '4': dayOut, '5': dayOut, '6': dayOut, '7': dayOut });

/** GET /api/notary-profile: the signed-in notary's own record. */
export const NotaryProfile = v.object({
  notaryId: v.string(),
  fullName: v.string(),
  fullNameCyr: v.string(),
  licenseNumber: v.string(),
  licenseStatus: v.picklist(LICENSE_STATUSES),
  office: v.object({ id: v.string(), name: Localised, address: Localised, timetable: TimetableOut }),
  workingDays: v.array(v.number()),
  /** The notary's own hours; null means the office's. */
  timetable: v.nullable(TimetableOut),
  absences: v.array(v.object({ kind: v.picklist(ABSENCE_KINDS), dateFrom: dateOut, dateTo: dateOut })),
  dutyDates: v.array(dateOut),
  ministryRating: v.number(),
  clientRating: v.number(),
  reviewsCount: v.number(),
});
export type NotaryProfile = v.InferOutput<typeof NotaryProfile>;
