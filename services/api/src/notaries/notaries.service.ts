import { Injectable } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { tashkentDateOf } from '@notary/domain/time';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { SessionUser } from '../identity/session-user.js';
import type { NotaryListQuery, ReviewBody } from './dto/notaries.dto.js';
import type { Timetable } from './notary-office.entity.js';
import { hoursOn, isoOf, statusAt, type Absence, type NotarySchedule, type NotaryStatus } from './schedule.js';

type Localised = { oz: string; uz: string; ru: string };

export type NotaryCardDto = {
  id: string;
  fullName: string;
  fullNameCyr: string;
  licenseNumber: string;
  licenseStatus: 'active' | 'terminated' | 'cancelled';
  licenseStatusDate: string | null;
  phone: string;
  languages: string[];
  workingDays: number[];
  ministryRating: number;
  clientRating: number;
  reviewsCount: number;
  status: NotaryStatus;
  /** The leave under way now, or the next one within 30 days. */
  absence: Absence | null;
  isDutyToday: boolean;
  distanceKm: number | null;
  office: {
    id: string;
    name: Localised;
    address: Localised;
    phone: string;
    lat: number;
    lng: number;
    regionId: number;
    districtId: number;
    region: Localised;
    district: Localised;
    timetable: Timetable;
    isState: boolean;
  };
};

export type NotaryDetailsDto = NotaryCardDto & {
  licenseDate: string;
  /** The next 14 Tashkent days: the hours the notary receives, or why not. */
  week: { date: string; weekday: number; hours: { open: string; close: string; breakFrom?: string; breakTo?: string } | null; absence: Absence['kind'] | null; isDuty: boolean }[];
  absences: Absence[];
  ratingDistribution: Record<'1' | '2' | '3' | '4' | '5', number>;
};

type Row = {
  id: string; full_name: string; full_name_cyr: string; license_number: string; license_status: NotaryCardDto['licenseStatus'];
  license_status_date: string | null; license_date: string; phone: string; languages: string[]; working_days: number[];
  ministry_rating: string; client_rating: string; reviews_count: number;
  office_id: string; o_name_oz: string; o_name_uz: string; o_name_ru: string; a_oz: string; a_uz: string; a_ru: string;
  o_phone: string; lat: number; lng: number; region_id: number; district_id: number; timetable: Timetable; is_state: boolean;
  r_oz: string; r_uz: string; r_ru: string; d_oz: string; d_uz: string; d_ru: string;
  absences: Absence[] | null; duty_dates: string[] | null; distance_km: number | null; total?: number;
};

const SELECT = `
  SELECT n.id, n.full_name, n.full_name_cyr, n.license_number, n.license_status, n.license_status_date::text,
    n.license_date::text, n.phone, n.languages, n.working_days::int[] AS working_days, n.ministry_rating, n.client_rating,
    n.reviews_count, o.id AS office_id, o.name_oz AS o_name_oz, o.name_uz AS o_name_uz, o.name_ru AS o_name_ru,
    o.address_oz AS a_oz, o.address_uz AS a_uz, o.address_ru AS a_ru, o.phone AS o_phone, o.lat, o.lng,
    o.region_id, o.district_id, o.timetable, o.is_state,
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

const MESSAGES: Record<'rating_required' | 'review_not_allowed' | 'review_exists' | 'notary_not_found', Localised> = {
  rating_required: { oz: 'Baho bering', uz: 'Баҳо беринг', ru: 'Поставьте оценку' },
  review_not_allowed: {
    oz: "Sharhni faqat ushbu notarius ro'yxatdan o'tkazgan o'z harakatingiz bo'yicha qoldirish mumkin",
    uz: 'Шарҳни фақат ушбу нотариус рўйхатдан ўтказган ўз ҳаракатингиз бўйича қолдириш мумкин',
    ru: 'Отзыв можно оставить только по своему действию, зарегистрированному этим нотариусом',
  },
  review_exists: {
    oz: "Ushbu harakat bo'yicha sharh allaqachon qoldirilgan",
    uz: 'Ушбу ҳаракат бўйича шарҳ аллақачон қолдирилган',
    ru: 'Отзыв по этому действию уже оставлен',
  },
  notary_not_found: { oz: 'Notarius topilmadi', uz: 'Нотариус топилмади', ru: 'Нотариус не найден' },
};

function scheduleOf(row: Row): NotarySchedule {
  return {
    licenseStatus: row.license_status,
    workingDays: row.working_days,
    timetable: row.timetable,
    absences: row.absences ?? [],
    dutyDates: row.duty_dates ?? [],
  };
}

function toCard(row: Row, now: Date): NotaryCardDto {
  const schedule = scheduleOf(row);
  const today = isoOf(tashkentDateOf(now));
  const { status, absence } = statusAt(schedule, now);
  const in30 = isoOf(tashkentDateOf(new Date(now.getTime() + 30 * 86_400_000)));
  return {
    id: row.id,
    fullName: row.full_name,
    fullNameCyr: row.full_name_cyr,
    licenseNumber: row.license_number,
    licenseStatus: row.license_status,
    licenseStatusDate: row.license_status_date,
    phone: row.phone,
    languages: row.languages,
    workingDays: row.working_days,
    ministryRating: Number(row.ministry_rating),
    clientRating: Number(row.client_rating),
    reviewsCount: row.reviews_count,
    status,
    absence: absence ?? schedule.absences.find((a) => a.dateFrom <= in30) ?? null,
    isDutyToday: schedule.dutyDates.includes(today),
    distanceKm: row.distance_km === null || row.distance_km === undefined ? null : Math.round(row.distance_km * 10) / 10,
    office: {
      id: row.office_id,
      name: { oz: row.o_name_oz, uz: row.o_name_uz, ru: row.o_name_ru },
      address: { oz: row.a_oz, uz: row.a_uz, ru: row.a_ru },
      phone: row.o_phone,
      lat: row.lat,
      lng: row.lng,
      regionId: row.region_id,
      districtId: row.district_id,
      region: { oz: row.r_oz, uz: row.r_uz, ru: row.r_ru },
      district: { oz: row.d_oz, uz: row.d_uz, ru: row.d_ru },
      timetable: row.timetable,
      isState: row.is_state,
    },
  };
}

@Injectable()
export class NotariesService {
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

  /** spec/acts-domain.md 2 "Notary directory": sorted, filtered, paged; "near me" adds the distance. */
  async list(query: NotaryListQuery, locale: Locale, now = new Date()): Promise<{ items: NotaryCardDto[]; total: number; page: number; size: number }> {
    const page = query.page ?? 1;
    const size = query.size ?? 20;
    const { sql: where, params } = this.where(query, 1);
    const hasPoint = query.lat !== undefined && query.lng !== undefined;
    const distance = hasPoint ? DISTANCE(`$${params.length + 2}`, `$${params.length + 3}`) : 'NULL::float8';
    const pointParams = hasPoint ? [query.lat, query.lng] : [];
    // Active licences first in every order, so a citizen does not land on a notary who cannot serve.
    const order =
      query.sort === 'ministry_rating'
        ? 'n.ministry_rating DESC'
        : query.sort === 'client_rating'
          ? 'n.client_rating DESC, n.reviews_count DESC'
          : query.sort === 'distance' && hasPoint
            ? 'distance_km'
            : ALPHA[locale];
    const today = isoOf(tashkentDateOf(now));
    const rows = (await this.db.query(
      `${SELECT}, ${distance} AS distance_km, count(*) OVER ()::int AS total
       ${FROM} ${where}
       ORDER BY (n.license_status <> 'active'), ${order}, n.id
       LIMIT ${size} OFFSET ${(page - 1) * size}`,
      [today, ...params, ...pointParams],
    )) as Row[];
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page > 1) {
      const count = this.where(query, 0);
      const [c] = (await this.db.query(`SELECT count(*)::int AS n ${FROM} ${count.sql}`, count.params)) as { n: number }[];
      total = c?.n ?? 0;
    }
    return { items: rows.map((r) => toCard(r, now)), total, page, size };
  }

  /** Every office matching the filters, for the map's markers (not paged: a few hundred at most). */
  async map(query: NotaryListQuery): Promise<{ id: string; name: Localised; address: Localised; lat: number; lng: number; phone: string; notaries: { id: string; fullName: string; fullNameCyr: string; licenseStatus: string }[] }[]> {
    const { sql: where, params } = this.where(query, 0);
    const rows = (await this.db.query(
      `SELECT o.id, o.name_oz, o.name_uz, o.name_ru, o.address_oz, o.address_uz, o.address_ru, o.lat, o.lng, o.phone,
         json_agg(json_build_object('id', n.id, 'fullName', n.full_name, 'fullNameCyr', n.full_name_cyr,
           'licenseStatus', n.license_status) ORDER BY n.full_name) AS notaries
       ${FROM} ${where}
       GROUP BY o.id ORDER BY o.id`,
      params,
    )) as { id: string; name_oz: string; name_uz: string; name_ru: string; address_oz: string; address_uz: string; address_ru: string; lat: number; lng: number; phone: string; notaries: { id: string; fullName: string; fullNameCyr: string; licenseStatus: string }[] }[];
    return rows.map((r) => ({
      id: r.id,
      name: { oz: r.name_oz, uz: r.name_uz, ru: r.name_ru },
      address: { oz: r.address_oz, uz: r.address_uz, ru: r.address_ru },
      lat: r.lat,
      lng: r.lng,
      phone: r.phone,
      notaries: r.notaries,
    }));
  }

  async details(id: string, locale: Locale, now = new Date()): Promise<NotaryDetailsDto> {
    const today = isoOf(tashkentDateOf(now));
    const [row] = (await this.db.query(`${SELECT}, NULL::float8 AS distance_km ${FROM} WHERE n.id = $2`, [today, id])) as Row[];
    if (!row) throw new AppError('not_found', 404, MESSAGES.notary_not_found[locale]);
    const card = toCard(row, now);
    const schedule = scheduleOf(row);
    const week = Array.from({ length: 14 }, (_, i) => {
      const date = tashkentDateOf(new Date(now.getTime() + i * 86_400_000));
      const iso = isoOf(date);
      const absence = schedule.absences.find((a) => a.dateFrom <= iso && iso <= a.dateTo);
      return {
        date: iso,
        weekday: new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7,
        hours: hoursOn(schedule, date),
        absence: absence?.kind ?? null,
        isDuty: schedule.dutyDates.includes(iso),
      };
    });
    const dist = (await this.db.query(
      `SELECT rating::text AS rating, count(*)::int AS n FROM notary_review WHERE notary_id = $1 GROUP BY rating`,
      [id],
    )) as { rating: '1' | '2' | '3' | '4' | '5'; n: number }[];
    const ratingDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    for (const d of dist) ratingDistribution[d.rating] = d.n;
    return { ...card, licenseDate: row.license_date, week, absences: schedule.absences, ratingDistribution };
  }

  async reviews(notaryId: string, page = 1, size = 10): Promise<{ items: { id: string; authorName: string; rating: number; text: string; createdAt: string; actTypeId: number | null }[]; total: number }> {
    const rows = (await this.db.query(
      `SELECT r.id, r.author_name AS "authorName", r.rating, r.text, r.created_at AS "createdAt", a.type_id AS "actTypeId",
         count(*) OVER ()::int AS total
       FROM notary_review r LEFT JOIN notarial_act a ON a.id = r.act_id
       WHERE r.notary_id = $1 ORDER BY r.created_at DESC, r.id LIMIT $2 OFFSET $3`,
      [notaryId, size, (page - 1) * size],
    )) as { id: string; authorName: string; rating: number; text: string; createdAt: Date; actTypeId: number | null; total: number }[];
    return {
      items: rows.map(({ total: _total, createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString() })),
      total: rows[0]?.total ?? 0,
    };
  }

  /**
   * The signed-in person's previous visits to this notary: their acts that
   * the notary registered or whose visit time has passed, and their past
   * e-queue bookings. A registered act not yet reviewed can be reviewed.
   */
  async visits(user: SessionUser, notaryId: string, now = new Date()): Promise<{
    acts: { id: string; typeId: number; name: string; regnum: string | null; regdate: string | null; visitAt: string | null; status: string; canReview: boolean; reviewed: boolean }[];
    bookings: { id: string; startsAt: string; state: string; actTypeId: number }[];
  }> {
    const acts = (await this.db.query(
      `SELECT a.id, a.type_id AS "typeId", a.name, a.regnum, a.regdate::text AS regdate, a.visit_at AS "visitAt", a.status,
         EXISTS (SELECT 1 FROM notary_review r WHERE r.act_id = a.id AND r.author_pin = $2) AS reviewed
       FROM notarial_act a
       WHERE a.notary_id = $1
         AND EXISTS (SELECT 1 FROM act_party p WHERE p.act_id = a.id AND p.pin = $2)
         AND (a.regnum IS NOT NULL OR a.visit_at < $3)
       ORDER BY coalesce(a.registered_at, a.visit_at, a.entered_at) DESC
       LIMIT 50`,
      [notaryId, user.pin, now],
    )) as { id: string; typeId: number; name: string; regnum: string | null; regdate: string | null; visitAt: Date | null; status: string; reviewed: boolean }[];
    const bookings = (await this.db.query(
      `SELECT id, starts_at AS "startsAt", state, act_type_id AS "actTypeId" FROM equeue_booking
       WHERE user_id = $1 AND notary_id = $2 AND starts_at < $3 AND state <> 'cancelled'
       ORDER BY starts_at DESC LIMIT 50`,
      [user.id, notaryId, now],
    )) as { id: string; startsAt: Date; state: string; actTypeId: number }[];
    return {
      acts: acts.map((a) => ({
        ...a,
        visitAt: a.visitAt ? a.visitAt.toISOString() : null,
        canReview: a.status === 'registered' && !a.reviewed,
      })),
      bookings: bookings.map((b) => ({ ...b, startsAt: b.startsAt.toISOString() })),
    };
  }

  /**
   * spec/acts-domain.md 5 "A notary review needs a rating (message: give a
   * rating) and login"; our rule: one review per completed (registered) act
   * of the reviewer's own with this notary. The notary row is locked first so
   * that two reviews at once both count in the recomputed rating.
   */
  async addReview(user: SessionUser, notaryId: string, body: ReviewBody): Promise<{ id: string; clientRating: number; reviewsCount: number }> {
    const locale = user.locale;
    if (body.rating === undefined || body.rating === null || body.rating === 0) {
      throw new AppError('rating_required', 400, MESSAGES.rating_required[locale]);
    }
    if (!Number.isInteger(body.rating) || body.rating < 1 || body.rating > 5) {
      throw new AppError('validation_failed', 400, 'rating: 1..5');
    }
    const rating = body.rating;
    return this.db.transaction(async (em: EntityManager) => {
      const [notary] = (await em.query(`SELECT id FROM notary WHERE id = $1 FOR UPDATE`, [notaryId])) as { id: string }[];
      if (!notary) throw new AppError('not_found', 404, MESSAGES.notary_not_found[locale]);
      const [act] = (await em.query(
        `SELECT a.id FROM notarial_act a
         WHERE a.id = $1 AND a.notary_id = $2 AND a.status = 'registered'
           AND EXISTS (SELECT 1 FROM act_party p WHERE p.act_id = a.id AND p.pin = $3)`,
        [body.actId, notaryId, user.pin],
      )) as { id: string }[];
      if (!act) throw new AppError('review_not_allowed', 409, MESSAGES.review_not_allowed[locale]);
      const inserted = (await em.query(
        `INSERT INTO notary_review (notary_id, act_id, author_user_id, author_pin, author_name, rating, text)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (act_id, author_pin) WHERE act_id IS NOT NULL DO NOTHING
         RETURNING id`,
        [notaryId, body.actId, user.id, user.pin, shortName(user.fullname), rating, body.text ?? ''],
      )) as { id: string }[];
      if (inserted.length === 0) throw new AppError('review_exists', 409, MESSAGES.review_exists[locale]);
      const [updated] = (await em.query(
        `UPDATE notary SET
           client_rating = coalesce((SELECT round(avg(rating), 2) FROM notary_review WHERE notary_id = $1), 0),
           reviews_count = (SELECT count(*) FROM notary_review WHERE notary_id = $1)
         WHERE id = $1 RETURNING client_rating, reviews_count`,
        [notaryId],
      )) as [{ client_rating: string; reviews_count: number }[], number];
      const row = Array.isArray(updated) ? updated[0] : (updated as unknown as { client_rating: string; reviews_count: number });
      return { id: inserted[0]!.id, clientRating: Number(row?.client_rating ?? 0), reviewsCount: row?.reviews_count ?? 0 };
    });
  }
}

/** Reviews show the author as "Surname N." — enough to be real, not enough to identify. */
export function shortName(fullname: string): string {
  const [surname, name] = fullname.trim().split(/\s+/);
  if (!surname) return '—';
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
  return name ? `${cap(surname)} ${name.charAt(0).toUpperCase()}.` : cap(surname);
}
