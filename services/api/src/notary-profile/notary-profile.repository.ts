import { Injectable } from '@nestjs/common';
import type { Localised, NotaryScheduleBody } from '@notary/domain/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { Timetable } from '../notaries/notary-office.entity.js';

/** A notary's own record with their office, leave from `today` on and duty days from `today` on. */
export type NotaryProfileRow = {
  id: string; full_name: string; full_name_cyr: string; license_number: string; license_status: 'active' | 'terminated' | 'cancelled';
  working_days: number[]; timetable: Timetable | null; ministry_rating: string; client_rating: string; reviews_count: number;
  office_id: string; office_name: Localised; office_address: Localised; office_timetable: Timetable;
  absences: { kind: 'vacation' | 'medical_leave'; dateFrom: string; dateTo: string }[]; duty_dates: string[];
};

/**
 * Data access of a notary's own schedule (issue 14.8): the notary row, their
 * leave (notary_absence) and duty days (notary_duty). Plain reads and writes;
 * the service decides whose record it is.
 */
@Injectable()
export class NotaryProfileRepository {
  constructor(private readonly db: DataSource) {}

  async one(notaryId: string, today: string, em: EntityManager = this.db.manager): Promise<NotaryProfileRow | null> {
    const [row] = (await em.query(
      `SELECT n.id, n.full_name, n.full_name_cyr, n.license_number, n.license_status, n.working_days::int[] AS working_days, n.timetable,
         n.ministry_rating, n.client_rating, n.reviews_count, o.id AS office_id,
         json_build_object('oz', o.name_oz, 'uz', o.name_uz, 'ru', o.name_ru) AS office_name,
         json_build_object('oz', o.address_oz, 'uz', o.address_uz, 'ru', o.address_ru) AS office_address,
         o.timetable AS office_timetable,
         coalesce((SELECT json_agg(json_build_object('kind', a.kind, 'dateFrom', a.date_from, 'dateTo', a.date_to) ORDER BY a.date_from)
           FROM notary_absence a WHERE a.notary_id = n.id AND a.date_to >= $2::date), '[]') AS absences,
         coalesce((SELECT array_agg(t.duty_date::text ORDER BY t.duty_date) FROM notary_duty t
           WHERE t.notary_id = n.id AND t.duty_date >= $2::date), '{}') AS duty_dates
       FROM notary n JOIN notary_office o ON o.id = n.office_id WHERE n.id = $1`,
      [notaryId, today],
    )) as NotaryProfileRow[];
    return row ?? null;
  }

  /** Locks the notary's row for the rest of the transaction (two saves of one schedule do not interleave). */
  async lock(em: EntityManager, notaryId: string): Promise<boolean> {
    return ((await em.query(`SELECT 1 FROM notary WHERE id = $1 FOR UPDATE`, [notaryId])) as unknown[]).length > 0;
  }

  /**
   * Replaces the schedule from `today` on: past leave and duty stay as they
   * were (the history the directory and the acts already relied on).
   */
  async replaceSchedule(em: EntityManager, notaryId: string, schedule: NotaryScheduleBody, today: string): Promise<void> {
    await em.query(`UPDATE notary SET working_days = $2::smallint[], timetable = $3::jsonb WHERE id = $1`, [
      notaryId,
      schedule.workingDays,
      schedule.timetable === null ? null : JSON.stringify(schedule.timetable),
    ]);
    // A leave under way keeps its past days: it is cut at yesterday and the new list continues from today.
    await em.query(`DELETE FROM notary_absence WHERE notary_id = $1 AND date_from >= $2::date`, [notaryId, today]);
    await em.query(`UPDATE notary_absence SET date_to = $2::date - 1 WHERE notary_id = $1 AND date_to >= $2::date`, [notaryId, today]);
    for (const a of schedule.absences) {
      await em.query(`INSERT INTO notary_absence (notary_id, kind, date_from, date_to) VALUES ($1, $2, greatest($3::date, $5::date), $4)`, [
        notaryId,
        a.kind,
        a.dateFrom,
        a.dateTo,
        today,
      ]);
    }
    await em.query(`DELETE FROM notary_duty WHERE notary_id = $1 AND duty_date >= $2::date`, [notaryId, today]);
    if (schedule.dutyDates.length > 0) {
      await em.query(`INSERT INTO notary_duty (notary_id, duty_date) SELECT $1, d FROM unnest($2::date[]) AS d ON CONFLICT DO NOTHING`, [notaryId, schedule.dutyDates]);
    }
  }
}
