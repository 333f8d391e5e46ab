import type { Localised, NotaryCard, NotaryDetails, NotaryListQuery, ReviewBody } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { tashkentDateOf } from '@notary/domain/time';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { SessionUser } from '../identity/session-user.js';
import { type NotaryRow, NotariesRepository } from './notaries.repository.js';
import { hoursOn, isoOf, statusAt, type NotarySchedule } from './schedule.js';




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

function scheduleOf(row: NotaryRow): NotarySchedule {
  return {
    licenseStatus: row.license_status,
    workingDays: row.working_days,
    timetable: row.timetable,
    absences: row.absences ?? [],
    dutyDates: row.duty_dates ?? [],
  };
}

function toCard(row: NotaryRow, now: Date): NotaryCard {
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
  constructor(
    private readonly db: DataSource,
    private readonly repository: NotariesRepository,
  ) {}

  /** spec/acts-domain.md 2 "Notary directory": sorted, filtered, paged; "near me" adds the distance. */
  async list(query: NotaryListQuery, locale: Locale, now = new Date()): Promise<{ items: NotaryCard[]; total: number; page: number; size: number }> {
    const page = query.page ?? 1;
    const size = query.size ?? 20;
    const { rows, total } = await this.repository.page(query, locale, isoOf(tashkentDateOf(now)), page, size);
    return { items: rows.map((r) => toCard(r, now)), total, page, size };
  }

  /** Every office matching the filters, for the map's markers (not paged: a few hundred at most). */
  async map(query: NotaryListQuery): Promise<{ id: string; name: Localised; address: Localised; lat: number; lng: number; phone: string; notaries: { id: string; fullName: string; fullNameCyr: string; licenseStatus: string }[] }[]> {
    const rows = await this.repository.offices(query);
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

  async details(id: string, locale: Locale, now = new Date()): Promise<NotaryDetails> {
    const today = isoOf(tashkentDateOf(now));
    const row = await this.repository.one(id, today);
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
    const dist = await this.repository.ratingCounts(id);
    const ratingDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    for (const d of dist) ratingDistribution[d.rating] = d.n;
    return { ...card, licenseDate: row.license_date, week, absences: schedule.absences, ratingDistribution };
  }

  async reviews(notaryId: string, page = 1, size = 10): Promise<{ items: { id: string; authorName: string; rating: number; text: string; createdAt: string; actTypeId: number | null }[]; total: number }> {
    const { rows, total } = await this.repository.reviews(notaryId, page, size);
    return { items: rows.map(({ createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString() })), total };
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
    const acts = await this.repository.visitedActs(notaryId, user.pin, now);
    const bookings = await this.repository.pastBookings(user.id, notaryId, now);
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
      if (!(await this.repository.lockNotary(em, notaryId))) throw new AppError('not_found', 404, MESSAGES.notary_not_found[locale]);
      if (!(await this.repository.isRegisteredActOf(em, body.actId, notaryId, user.pin))) {
        throw new AppError('review_not_allowed', 409, MESSAGES.review_not_allowed[locale]);
      }
      const id = await this.repository.insertReview(em, {
        notaryId,
        actId: body.actId,
        userId: user.id,
        pin: user.pin,
        authorName: shortName(user.fullname),
        rating,
        text: body.text ?? '',
      });
      if (!id) throw new AppError('review_exists', 409, MESSAGES.review_exists[locale]);
      return { id, ...(await this.repository.recomputeRating(em, notaryId)) };
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
