import { Injectable } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { DataSource, type EntityManager } from 'typeorm';
import { sqlRows } from '../sessions/sql-rows.js';
import type { NotaryListQuery } from '@notary/domain/contracts';
import type { Timetable } from './notary-office.entity.js';
import type { Absence } from './schedule.js';

/** A notary with their office, region, district, leave and duty (the directory's card). */
export type NotaryRow = {
  id: string; full_name: string; full_name_cyr: string; license_number: string; license_status: 'active' | 'terminated' | 'cancelled';
  license_status_date: string | null; license_date: string; phone: string; languages: string[]; working_days: number[];
  ministry_rating: string; client_rating: string; reviews_count: number;
  office_id: string; o_name_oz: string; o_name_uz: string; o_name_ru: string; a_oz: string; a_uz: string; a_ru: string;
  o_phone: string; lat: number; lng: number; region_id: number; district_id: number; timetable: Timetable; is_state: boolean;
  r_oz: string; r_uz: string; r_ru: string; d_oz: string; d_uz: string; d_ru: string;
  absences: Absence[] | null; duty_dates: string[] | null; distance_km: number | null; total?: number;
};

export type OfficeMarkerRow = {
  id: string; name_oz: string; name_uz: string; name_ru: string; address_oz: string; address_uz: string; address_ru: string;
  lat: number; lng: number; phone: string; notaries: { id: string; fullName: string; fullNameCyr: string; licenseStatus: string }[];
};

export type ReviewRow = { id: string; authorName: string; rating: number; text: string; createdAt: Date; actTypeId: number | null };
export type VisitActRow = { id: string; typeId: number; name: string; regnum: string | null; regdate: string | null; visitAt: Date | null; status: string; reviewed: boolean };
export type PastBookingRow = { id: string; startsAt: Date; state: string; actTypeId: number };

const SELECT = `
  SELECT n.id, n.full_name, n.full_name_cyr, n.license_number, n.license_status, n.license_status_date::text,
    n.license_date::text, n.phone, n.languages, n.working_days::int[] AS working_days, n.ministry_rating, n.client_rating,
    n.reviews_count, o.id AS office_id, o.name_oz AS o_name_oz, o.name_uz AS o_name_uz, o.name_ru AS o_name_ru,
    o.address_oz AS a_oz, o.address_uz AS a_uz, o.address_ru AS a_ru, o.phone AS o_phone, o.lat, o.lng,
    o.region_id, o.district_id, coalesce(n.timetable, o.timetable) AS timetable, o.is_state,
    r.name_oz AS r_oz, r.name_uz AS r_uz, r.name_ru AS r_ru, d.name_oz AS d_oz, d.name_uz AS d_uz, d.name_ru AS d_ru,
    (SELECT json_agg(json_build_object('kind', a.kind, 'dateFrom', a.date_from, 'dateTo', a.date_to) ORDER BY a.date_from)
       FROM notary_absence a WHERE a.notary_id = n.id AND a.date_to >= $1::date) AS absences,
    (SELECT array_agg(t.duty_date::text ORDER BY t.duty_date) FROM notary_duty t
       WHERE t.notary_id = n.id AND t.duty_date BETWEEN $1::date AND $1::date + 13) AS duty_dates`;
const FROM = `FROM notary n
  JOIN notary_office o ON o.id = n.office_id
  JOIN region r ON r.id = o.region_id
  JOIN district d ON d.id = o.district_id`;

/** Great-circle distance in km (haversine), for "near me". */
const DISTANCE = (lat: string, lng: string) => `(6371 * 2 * asin(sqrt(
  power(sin(radians(o.lat - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(o.lat)) * power(sin(radians(o.lng - ${lng}) / 2), 2))))`;

/** Alphabetical order in the reader's script (ICU collations ship with PostgreSQL's ICU build). */
const ALPHA: Record<Locale, string> = {
  oz: `n.full_name COLLATE "uz-x-icu"`,
  uz: `n.full_name_cyr COLLATE "uz-Cyrl-x-icu"`,
  ru: `n.full_name_cyr COLLATE "ru-x-icu"`,
};


/**
 * The notary directory's data access (notary, notary_office, reviews; acts and
 * bookings read for "my visits"): the filtered, sorted page, the map's
 * markers, one card, the rating distribution, reviews, and the review's
 * writes with the notary's row lock. The service keeps the rules (rating
 * required, one review per own registered act) and the cards' shape.
 */
@Injectable()
export class NotariesRepository {
  constructor(private readonly db: DataSource) {}

  /** The filters as SQL; placeholders are numbered after the `offset` parameters the caller puts first. */
  private where(query: NotaryListQuery, offset: number): { sql: string; params: unknown[] } {
    const params: unknown[] = [];
    const clauses: string[] = [];
    const add = (clause: (p: string) => string, value: unknown) => {
      params.push(value);
      clauses.push(clause(`$${offset + params.length}`));
    };
    if (query.regionId !== undefined) add((p) => `o.region_id = ${p}`, query.regionId);
    if (query.districtId !== undefined) add((p) => `o.district_id = ${p}`, query.districtId);
    if (query.language) add((p) => `n.languages @> ARRAY[${p}::text]`, query.language);
    if (query.licenseStatus) add((p) => `n.license_status = ${p}`, query.licenseStatus);
    if (query.name) {
      const pattern = `%${query.name.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/[ʻʼ‘’`]/g, "'")}%`;
      add((p) => `(n.full_name ILIKE ${p} OR n.full_name_cyr ILIKE ${p})`, pattern);
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  /** One page of the directory and the total; active licences first in every order. `today` is the Tashkent ISO date. */
  async page(query: NotaryListQuery, locale: Locale, today: string, page: number, size: number): Promise<{ rows: NotaryRow[]; total: number }> {
    const { sql: where, params } = this.where(query, 1);
    const hasPoint = query.lat !== undefined && query.lng !== undefined;
    const distance = hasPoint ? DISTANCE(`$${params.length + 2}`, `$${params.length + 3}`) : 'NULL::float8';
    const pointParams = hasPoint ? [query.lat, query.lng] : [];
    const order =
      query.sort === 'ministry_rating'
        ? 'n.ministry_rating DESC'
        : query.sort === 'client_rating'
          ? 'n.client_rating DESC, n.reviews_count DESC'
          : query.sort === 'distance' && hasPoint
            ? 'distance_km'
            : ALPHA[locale];
    const rows = (await this.db.query(
      `${SELECT}, ${distance} AS distance_km, count(*) OVER ()::int AS total
       ${FROM} ${where}
       ORDER BY (n.license_status <> 'active'), ${order}, n.id
       LIMIT ${size} OFFSET ${(page - 1) * size}`,
      [today, ...params, ...pointParams],
    )) as NotaryRow[];
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page > 1) {
      const count = this.where(query, 0);
      const [c] = (await this.db.query(`SELECT count(*)::int AS n ${FROM} ${count.sql}`, count.params)) as { n: number }[];
      total = c?.n ?? 0;
    }
    return { rows, total };
  }

  /** Every office matching the filters with its notaries (the map's markers). */
  async offices(query: NotaryListQuery): Promise<OfficeMarkerRow[]> {
    const { sql: where, params } = this.where(query, 0);
    return (await this.db.query(
      `SELECT o.id, o.name_oz, o.name_uz, o.name_ru, o.address_oz, o.address_uz, o.address_ru, o.lat, o.lng, o.phone,
         json_agg(json_build_object('id', n.id, 'fullName', n.full_name, 'fullNameCyr', n.full_name_cyr,
           'licenseStatus', n.license_status) ORDER BY n.full_name) AS notaries
       ${FROM} ${where}
       GROUP BY o.id ORDER BY o.id`,
      params,
    )) as OfficeMarkerRow[];
  }

  async one(id: string, today: string): Promise<NotaryRow | null> {
    const [row] = (await this.db.query(`${SELECT}, NULL::float8 AS distance_km ${FROM} WHERE n.id = $2`, [today, id])) as NotaryRow[];
    return row ?? null;
  }

  /** How many reviews gave each rating. */
  async ratingCounts(notaryId: string): Promise<{ rating: '1' | '2' | '3' | '4' | '5'; n: number }[]> {
    return (await this.db.query(`SELECT rating::text AS rating, count(*)::int AS n FROM notary_review WHERE notary_id = $1 GROUP BY rating`, [
      notaryId,
    ])) as { rating: '1' | '2' | '3' | '4' | '5'; n: number }[];
  }

  async reviews(notaryId: string, page: number, size: number): Promise<{ rows: ReviewRow[]; total: number }> {
    const rows = (await this.db.query(
      `SELECT r.id, r.author_name AS "authorName", r.rating, r.text, r.created_at AS "createdAt", a.type_id AS "actTypeId",
         count(*) OVER ()::int AS total
       FROM notary_review r LEFT JOIN notarial_act a ON a.id = r.act_id
       WHERE r.notary_id = $1 ORDER BY r.created_at DESC, r.id LIMIT $2 OFFSET $3`,
      [notaryId, size, (page - 1) * size],
    )) as (ReviewRow & { total: number })[];
    return { rows: rows.map(({ total: _total, ...r }) => r), total: rows[0]?.total ?? 0 };
  }

  /** A person's acts with this notary that were registered or whose visit time passed, with whether they reviewed each. */
  async visitedActs(notaryId: string, pin: string, now: Date): Promise<VisitActRow[]> {
    return (await this.db.query(
      `SELECT a.id, a.type_id AS "typeId", a.name, a.regnum, a.regdate::text AS regdate, a.visit_at AS "visitAt", a.status,
         EXISTS (SELECT 1 FROM notary_review r WHERE r.act_id = a.id AND r.author_pin = $2) AS reviewed
       FROM notarial_act a
       WHERE a.notary_id = $1
         AND EXISTS (SELECT 1 FROM act_party p WHERE p.act_id = a.id AND p.pin = $2)
         AND (a.regnum IS NOT NULL OR a.visit_at < $3)
       ORDER BY coalesce(a.registered_at, a.visit_at, a.entered_at) DESC
       LIMIT 50`,
      [notaryId, pin, now],
    )) as VisitActRow[];
  }

  /** A person's past e-queue bookings with this notary (not cancelled). */
  async pastBookings(userId: string, notaryId: string, now: Date): Promise<PastBookingRow[]> {
    return (await this.db.query(
      `SELECT id, starts_at AS "startsAt", state, act_type_id AS "actTypeId" FROM equeue_booking
       WHERE user_id = $1 AND notary_id = $2 AND starts_at < $3 AND state <> 'cancelled'
       ORDER BY starts_at DESC LIMIT 50`,
      [userId, notaryId, now],
    )) as PastBookingRow[];
  }

  /** Whether the directory seed has run (the demo notaries exist). */
  async directorySeeded(): Promise<boolean> {
    return ((await this.db.query(`SELECT 1 FROM seed_run WHERE name = 'notaries-directory'`)) as unknown[]).length > 0;
  }

  // --- A review (in the caller's transaction) ---------------------------------------------

  /** Locks the notary's row (two reviews at once both count in the recomputed rating); false when unknown. */
  async lockNotary(em: EntityManager, notaryId: string): Promise<boolean> {
    return ((await em.query(`SELECT id FROM notary WHERE id = $1 FOR UPDATE`, [notaryId])) as unknown[]).length > 0;
  }

  /** Whether the act is registered by this notary and the person takes part in it. */
  async isRegisteredActOf(em: EntityManager, actId: string, notaryId: string, pin: string): Promise<boolean> {
    const rows = (await em.query(
      `SELECT a.id FROM notarial_act a
       WHERE a.id = $1 AND a.notary_id = $2 AND a.status = 'registered'
         AND EXISTS (SELECT 1 FROM act_party p WHERE p.act_id = a.id AND p.pin = $3)`,
      [actId, notaryId, pin],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Inserts a review; null when the person already reviewed that act. */
  async insertReview(
    em: EntityManager,
    r: { notaryId: string; actId: string; userId: string; pin: string; authorName: string; rating: number; text: string },
  ): Promise<string | null> {
    const rows = (await em.query(
      `INSERT INTO notary_review (notary_id, act_id, author_user_id, author_pin, author_name, rating, text)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (act_id, author_pin) WHERE act_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [r.notaryId, r.actId, r.userId, r.pin, r.authorName, r.rating, r.text],
    )) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  /** Recomputes the notary's client rating and review count from the reviews; answers both (one shape). */
  async recomputeRating(em: EntityManager, notaryId: string): Promise<{ clientRating: number; reviewsCount: number }> {
    const [row] = sqlRows<{ client_rating: string; reviews_count: number }>(
      await em.query(
        `UPDATE notary SET
           client_rating = coalesce((SELECT round(avg(rating), 2) FROM notary_review WHERE notary_id = $1), 0),
           reviews_count = (SELECT count(*) FROM notary_review WHERE notary_id = $1)
         WHERE id = $1 RETURNING client_rating, reviews_count`,
        [notaryId],
      ),
    );
    return { clientRating: Number(row?.client_rating ?? 0), reviewsCount: row?.reviews_count ?? 0 };
  }
}
