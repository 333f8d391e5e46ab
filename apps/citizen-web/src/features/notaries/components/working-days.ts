import type { I18n } from '@lingui/core';
import { WEEKDAY_SHORT } from '@notary/ui/equeue';
import type { Timetable } from '../api/list-notaries.ts';

/** "Du–Ju 09:00–18:00, Sh 09:00–13:00": the notary's working days within the office's hours. */
export function workingDaysText(i18n: I18n, workingDays: number[], timetable: Timetable): string {
  const groups: { from: number; to: number; hours: string }[] = [];
  for (const day of [...workingDays].sort((a, b) => a - b)) {
    const h = timetable[String(day) as keyof Timetable];
    if (!h) continue;
    const hours = `${h.open}–${h.close}`;
    const last = groups.at(-1);
    if (last && last.hours === hours && last.to === day - 1) last.to = day;
    else groups.push({ from: day, to: day, hours });
  }
  const short = (d: number) => i18n._(WEEKDAY_SHORT[d]!);
  return groups.map((g) => `${g.from === g.to ? short(g.from) : `${short(g.from)}–${short(g.to)}`} ${g.hours}`).join(', ');
}
