import type { Localised } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import type { EqueueState } from '@notary/domain/identity';
import type { Locale } from '@notary/domain/constants';
import { DataSource, type EntityManager } from 'typeorm';
import type { Timetable } from '../notaries/notary-office.entity.js';
import type { Absence } from '../notaries/schedule.js';


/** Active bookings hold their slot (the unique index uses the same list). */
const HOLDING = `('booked', 'arrived', 'general_queue')`;

/** An office that takes bookings, with its notaries who have an active licence. */
export type EqueueOfficeRow = {
  id: string;
  name: Localised;
  address: Localised;
  regionId: number;
  districtId: number;
  slotMinutes: number;
  notaries: { id: string; fullName: string; fullNameCyr: string }[];
};

/** A notary of an office as the slot computation reads them (leave and duty within the asked days). */
export type ScheduleNotaryRow = { id: string; licenseStatus: string; workingDays: number[]; timetable: Timetable | null; absences: Absence[]; dutyDates: string[] };

/** A booking with its notary's and office's names, as the answers show it. */
export type BookingRow = {
  id: string; user_id: string; act_type_id: number; starts_at: Date; ends_at: Date; state: EqueueState; phone: string;
  email: string | null; description: string | null; created_at: Date; updated_at: Date; moved_count: number; arrived_at: Date | null;
  office_id: string; notary_id: string; full_name: string; full_name_cyr: string;
  o_name_oz: string; o_name_uz: string; o_name_ru: string; a_oz: string; a_uz: string; a_ru: string;
};

/** A booking row locked FOR UPDATE while it changes. */
export type LockedBooking = { userId: string; officeId: string; notaryId: string; state: EqueueState; startsAt: Date };

export type NewBooking = {
  userId: string; userPin: string; officeId: string; notaryId: string; actTypeId: number; startsAt: Date; endsAt: Date;
  phone: string; email: string | null; description: string | null; locale: Locale; now: Date;
};

/** A reminder due (equeue-reminders.ts), with the office's name and address in the booking's language. */
export type DueReminder = { id: string; phone: string; starts_at: Date; locale: Locale; office: string; address: string };

const BOOKING_SELECT = `
  SELECT b.*, n.full_name, n.full_name_cyr, o.name_oz AS o_name_oz, o.name_uz AS o_name_uz, o.name_ru AS o_name_ru,
    o.address_oz AS a_oz, o.address_uz AS a_uz, o.address_ru AS a_ru
  FROM equeue_booking b JOIN notary n ON n.id = b.notary_id JOIN notary_office o ON o.id = b.office_id`;

/**
 * The e-queue's data access: offices and their schedules, bookings (with the
 * row locks and the per-citizen advisory lock), and the reminders' claims.
 * Methods take the caller's `EntityManager`; the service keeps the rules
 * (limits, who may change or check in, lateness).
 */
@Injectable()
export class EqueueRepository {
  constructor(private readonly db: DataSource) {}

  get manager(): EntityManager {
    return this.db.manager;
  }

  async offices(em: EntityManager, query: { regionId?: number; districtId?: number }): Promise<EqueueOfficeRow[]> {
    const rows = (await em.query(
      `SELECT o.id, o.name_oz, o.name_uz, o.name_ru, o.address_oz, o.address_uz, o.address_ru, o.region_id, o.district_id, o.slot_minutes,
         json_agg(json_build_object('id', n.id, 'fullName', n.full_name, 'fullNameCyr', n.full_name_cyr) ORDER BY n.full_name) AS notaries
       FROM notary_office o JOIN notary n ON n.office_id = o.id AND n.license_status = 'active'
       WHERE ($1::int IS NULL OR o.region_id = $1) AND ($2::int IS NULL OR o.district_id = $2)
       GROUP BY o.id ORDER BY o.name_oz`,
      [query.regionId ?? null, query.districtId ?? null],
    )) as { id: string; name_oz: string; name_uz: string; name_ru: string; address_oz: string; address_uz: string; address_ru: string; region_id: number; district_id: number; slot_minutes: number; notaries: EqueueOfficeRow['notaries'] }[];
    return rows.map((r) => ({
      id: r.id,
      name: { oz: r.name_oz, uz: r.name_uz, ru: r.name_ru },
      address: { oz: r.address_oz, uz: r.address_uz, ru: r.address_ru },
      regionId: r.region_id,
      districtId: r.district_id,
      slotMinutes: r.slot_minutes,
      notaries: r.notaries,
    }));
  }

  /** An office's name in the three languages; null when unknown. */
  async officeName(em: EntityManager, officeId: string): Promise<Localised | null> {
    const [row] = (await em.query(`SELECT name_oz AS oz, name_uz AS uz, name_ru AS ru FROM notary_office WHERE id = $1`, [officeId])) as Localised[];
    return row ?? null;
  }

  /** An office's slot length and timetable; null when unknown. */
  async officeTimetable(em: EntityManager, officeId: string): Promise<{ slotMinutes: number; timetable: Timetable } | null> {
    const [row] = (await em.query(`SELECT slot_minutes AS "slotMinutes", timetable FROM notary_office WHERE id = $1`, [officeId])) as {
      slotMinutes: number;
      timetable: Timetable;
    }[];
    return row ?? null;
  }

  /** The office's notaries with an active licence (or the one asked for), with leave and duty between `from` and `to` (ISO dates). */
  async scheduleNotaries(em: EntityManager, officeId: string, from: string, to: string, notaryId?: string | null): Promise<ScheduleNotaryRow[]> {
    return (await em.query(
      `SELECT n.id, n.license_status AS "licenseStatus", n.working_days::int[] AS "workingDays", n.timetable,
         coalesce((SELECT json_agg(json_build_object('kind', a.kind, 'dateFrom', a.date_from, 'dateTo', a.date_to))
           FROM notary_absence a WHERE a.notary_id = n.id AND a.date_to >= $2::date AND a.date_from <= $3::date), '[]') AS absences,
         coalesce((SELECT array_agg(t.duty_date::text) FROM notary_duty t
           WHERE t.notary_id = n.id AND t.duty_date BETWEEN $2::date AND $3::date), '{}') AS "dutyDates"
       FROM notary n WHERE n.office_id = $1 AND n.license_status = 'active' AND ($4::uuid IS NULL OR n.id = $4)`,
      [officeId, from, to, notaryId ?? null],
    )) as ScheduleNotaryRow[];
  }

  /** Slots held by active bookings around the days `from`–`to` (ISO dates). */
  async heldSlots(em: EntityManager, officeId: string, from: string, to: string): Promise<{ notaryId: string; startsAt: Date }[]> {
    return (await em.query(
      `SELECT notary_id AS "notaryId", starts_at AS "startsAt" FROM equeue_booking
       WHERE office_id = $1 AND state IN ${HOLDING} AND starts_at >= $2::date - 1 AND starts_at < $3::date + 2`,
      [officeId, from, to],
    )) as { notaryId: string; startsAt: Date }[];
  }

  /** The slot a booking holds now. */
  async slotOf(em: EntityManager, bookingId: string): Promise<{ notaryId: string; startsAt: Date } | null> {
    const [row] = (await em.query(`SELECT notary_id AS "notaryId", starts_at AS "startsAt" FROM equeue_booking WHERE id = $1`, [bookingId])) as {
      notaryId: string;
      startsAt: Date;
    }[];
    return row ?? null;
  }

  /** The office's bookings starting in [from, to), except cancelled ones, with the citizen's name (issue 14.7). */
  async byOffice(em: EntityManager, officeId: string, from: Date, to: Date): Promise<(BookingRow & { citizen: string })[]> {
    return (await em.query(
      `${BOOKING_SELECT.replace('SELECT b.*,', 'SELECT b.*, u.fullname AS citizen,')} JOIN users u ON u.id = b.user_id
       WHERE b.office_id = $1 AND b.starts_at >= $2 AND b.starts_at < $3 AND b.state <> 'cancelled'
       ORDER BY b.starts_at, n.full_name LIMIT 2000`,
      [officeId, from, to],
    )) as (BookingRow & { citizen: string })[];
  }

  async byUser(em: EntityManager, userId: string): Promise<BookingRow[]> {
    return (await em.query(`${BOOKING_SELECT} WHERE b.user_id = $1 ORDER BY b.starts_at DESC LIMIT 100`, [userId])) as BookingRow[];
  }

  /** One booking; of this user only when `userId` is given. */
  async one(em: EntityManager, id: string, userId?: string): Promise<BookingRow | null> {
    const [row] = (await em.query(`${BOOKING_SELECT} WHERE b.id = $1 AND ($2::uuid IS NULL OR b.user_id = $2)`, [id, userId ?? null])) as BookingRow[];
    return row ?? null;
  }

  /** Serialises one citizen's bookings for the rest of the transaction (their limit cannot be raced past). */
  async lockUser(em: EntityManager, userId: string): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('equeue:' || $1))`, [userId]);
  }

  async countUpcoming(em: EntityManager, userId: string, now: Date): Promise<number> {
    const [row] = (await em.query(`SELECT count(*)::int AS n FROM equeue_booking WHERE user_id = $1 AND state = 'booked' AND starts_at > $2`, [
      userId,
      now,
    ])) as { n: number }[];
    return row?.n ?? 0;
  }

  /** Inserts a booking; null when the slot's unique index says someone else took it meanwhile. */
  async insert(em: EntityManager, b: NewBooking): Promise<string | null> {
    const rows = (await em.query(
      `INSERT INTO equeue_booking (user_id, user_pin, office_id, notary_id, act_type_id, starts_at, ends_at, phone, email, description,
         locale, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
       ON CONFLICT DO NOTHING RETURNING id`,
      [b.userId, b.userPin, b.officeId, b.notaryId, b.actTypeId, b.startsAt, b.endsAt, b.phone, b.email, b.description, b.locale, b.now],
    )) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  /** A booking locked FOR UPDATE; of this user only when `userId` is given. */
  async lock(em: EntityManager, id: string, userId?: string): Promise<LockedBooking | null> {
    const [row] = (await em.query(
      `SELECT user_id AS "userId", office_id AS "officeId", notary_id AS "notaryId", state, starts_at AS "startsAt"
         FROM equeue_booking WHERE id = $1 AND ($2::uuid IS NULL OR user_id = $2) FOR UPDATE`,
      [id, userId ?? null],
    )) as LockedBooking[];
    return row ?? null;
  }

  /** Moves a booking to another slot (the reminders start over); false when the slot's unique index refuses it. */
  async move(em: EntityManager, id: string, slot: { startsAt: Date; endsAt: Date }, notaryId: string, now: Date): Promise<boolean> {
    await em.query('SAVEPOINT equeue_move');
    try {
      await em.query(
        `UPDATE equeue_booking SET starts_at = $2, ends_at = $3, notary_id = $4, moved_count = moved_count + 1,
           reminded_day_at = NULL, reminded_hour_at = NULL, updated_at = $5 WHERE id = $1`,
        [id, slot.startsAt, slot.endsAt, notaryId, now],
      );
      await em.query('RELEASE SAVEPOINT equeue_move');
      return true;
    } catch (e) {
      const code = (e as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (e as { code?: string }).code;
      if (code !== '23505') throw e;
      await em.query('ROLLBACK TO SAVEPOINT equeue_move');
      return false;
    }
  }

  async cancel(em: EntityManager, id: string, now: Date): Promise<void> {
    await em.query(`UPDATE equeue_booking SET state = 'cancelled', cancelled_at = $2, updated_at = $2 WHERE id = $1`, [id, now]);
  }

  async markArrived(em: EntityManager, id: string, state: EqueueState, now: Date): Promise<void> {
    await em.query(`UPDATE equeue_booking SET state = $2, arrived_at = $3, updated_at = $3 WHERE id = $1`, [id, state, now]);
  }

  async isNotaryOfOffice(em: EntityManager, notaryId: string, officeId: string): Promise<boolean> {
    return ((await em.query(`SELECT 1 FROM notary WHERE id = $1 AND office_id = $2`, [notaryId, officeId])) as unknown[]).length > 0;
  }

  // --- Reminders ----------------------------------------------------------------------------

  /**
   * Claims the reminders of `kind` due between `now` and `now + ahead`, with
   * FOR UPDATE SKIP LOCKED (two replicas never claim one twice). A reminder
   * whose moment had already passed when the booking was made or moved is
   * skipped; the day reminder also skips bookings within the hour.
   */
  async claimDueReminders(em: EntityManager, kind: 'day' | 'hour', now: Date, aheadMs: number): Promise<DueReminder[]> {
    const column = kind === 'day' ? 'reminded_day_at' : 'reminded_hour_at';
    return (await em.query(
      `SELECT b.id, b.phone, b.starts_at, b.locale,
         CASE b.locale WHEN 'uz' THEN o.name_uz WHEN 'ru' THEN o.name_ru ELSE o.name_oz END AS office,
         CASE b.locale WHEN 'uz' THEN o.address_uz WHEN 'ru' THEN o.address_ru ELSE o.address_oz END AS address
       FROM equeue_booking b JOIN notary_office o ON o.id = b.office_id
       WHERE b.state = 'booked' AND b.${column} IS NULL
         AND b.starts_at > $1 AND b.starts_at <= $2
         AND b.updated_at <= b.starts_at - $3 * interval '1 millisecond'
         ${kind === 'day' ? `AND b.starts_at > $1 + interval '1 hour'` : ''}
       ORDER BY b.starts_at
       LIMIT 500
       FOR UPDATE OF b SKIP LOCKED`,
      [now, new Date(now.getTime() + aheadMs), aheadMs],
    )) as DueReminder[];
  }

  async markReminded(em: EntityManager, id: string, kind: 'day' | 'hour', now: Date): Promise<void> {
    await em.query(`UPDATE equeue_booking SET ${kind === 'day' ? 'reminded_day_at' : 'reminded_hour_at'} = $2 WHERE id = $1`, [id, now]);
  }
}
