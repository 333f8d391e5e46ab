import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** ISO weekday (1 = Monday … 7 = Sunday) → its name; shared with the notary directory's timetable. */
export const WEEKDAY_NAMES: Record<number, MessageDescriptor> = {
  1: msg`Dushanba`,
  2: msg`Seshanba`,
  3: msg`Chorshanba`,
  4: msg`Payshanba`,
  5: msg`Juma`,
  6: msg`Shanba`,
  7: msg`Yakshanba`,
};

export const WEEKDAY_SHORT: Record<number, MessageDescriptor> = {
  1: msg`Du`,
  2: msg`Se`,
  3: msg`Ch`,
  4: msg`Pa`,
  5: msg`Ju`,
  6: msg`Sh`,
  7: msg`Ya`,
};

/** ISO weekday of a yyyy-mm-dd calendar day (no time zone involved). */
export function isoWeekdayOf(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
