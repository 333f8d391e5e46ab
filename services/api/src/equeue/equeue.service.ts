import { Injectable } from '@nestjs/common';
import { ACT_TYPES, isActTypeId } from '@notary/domain/act';
import type { Locale } from '@notary/domain/constants';
import { isServedInGeneralQueue, type EqueueItem, type EqueueState } from '@notary/domain/identity';
import { formatTime, minutesLate, parseIsoDate, tashkentDateOf, toIsoDate, type CalendarDate } from '@notary/domain/time';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { SessionUser } from '../identity/session-user.js';
import type { Timetable } from '../notaries/notary-office.entity.js';
import type { Absence } from '../notaries/schedule.js';
import type { BookBody, MoveBody } from './dto/equeue.dto.js';
import { BOOKING_HORIZON_DAYS, bookingDays, freeSlots, isoOf, type Slot, type SlotNotary } from './slots.js';

type Localised = { oz: string; uz: string; ru: string };
export type BookingState = EqueueState;

/** Active bookings hold their slot (the unique index uses the same list). */
const HOLDING = `('booked', 'arrived', 'general_queue')`;
/** A citizen may hold this many future bookings at once: enough for real needs, too few to hoard slots. */
export const MAX_ACTIVE_BOOKINGS = 3;

/**
 * One booking with every e-queue field of spec/shell.md 3, as the domain's
 * `EqueueItem` reads them: `regdate` and `equeuetime` are the appointment's
 * Tashkent date and time, `regtime` the arrival time once the citizen checked
 * in, `updtime` the last change, `notaryaction` the act type's name.
 */
export type BookingDto = EqueueItem & {
  id: string;
  phone: string;
  /** When the booking was made. */
  createdAt: string;
  startsAt: string;
  endsAt: string;
  officeId: string;
  notaryId: string;
  movedCount: number;
  /** More than 15 minutes past the start without checking in: served in the general queue (shell 9). */
  isLate: boolean;
  canChange: boolean;
  /** Arrival can be reported now, and from this client: a kiosk session (see `checkIn`). */
  canCheckIn: boolean;
};

const MESSAGES = {
  slot_taken: {
    oz: "Bu vaqt band qilingan. Boshqa vaqtni tanlang",
    uz: 'Бу вақт band қилинган. Бошқа вақтни танланг',
    ru: 'Это время уже занято. Выберите другое время',
  },
  booking_not_found: { oz: 'Navbat topilmadi', uz: 'Навбат топилмади', ru: 'Запись не найдена' },
  booking_closed: {
    oz: "Bu navbatni o'zgartirib bo'lmaydi: vaqti o'tgan yoki bekor qilingan",
    uz: 'Бу навбатни ўзгартириб бўлмайди: вақти ўтган ёки бекор қилинган',
    ru: 'Эту запись нельзя изменить: её время прошло или она отменена',
  },
  too_many_bookings: {
    oz: `Bir vaqtda ${MAX_ACTIVE_BOOKINGS} tadan ortiq navbat olish mumkin emas`,
    uz: `Бир вақтда ${MAX_ACTIVE_BOOKINGS} тадан ортиқ навбат олиш мумкин эмас`,
    ru: `Нельзя иметь больше ${MAX_ACTIVE_BOOKINGS} активных записей одновременно`,
  },
  check_in_at_kiosk: {
    oz: "Kelganingizni notarial idoradagi kioskda yoki notariusning o'zida belgilang",
    uz: 'Келганингизни нотариал идорадаги киоскда ёки нотариуснинг ўзида белгиланг',
    ru: 'Отметить приход можно в киоске нотариальной конторы или у самого нотариуса',
  },
  check_in_too_early: {
    oz: "Kelganingizni qabul vaqtidan bir soat oldin belgilash mumkin",
    uz: 'Келганингизни қабул вақтидан бир соат олдин белгилаш мумкин',
    ru: 'Отметить приход можно не ранее чем за час до времени приёма',
  },
  office_not_found: { oz: 'Notarial idora topilmadi', uz: 'Нотариал идора топилмади', ru: 'Нотариальная контора не найдена' },
} satisfies Record<string, Localised>;

type BookingRow = {
  id: string; user_id: string; act_type_id: number; starts_at: Date; ends_at: Date; state: BookingState; phone: string;
  email: string | null; description: string | null; created_at: Date; updated_at: Date; moved_count: number; arrived_at: Date | null;
  office_id: string; notary_id: string; full_name: string; full_name_cyr: string;
  o_name_oz: string; o_name_uz: string; o_name_ru: string; a_oz: string; a_uz: string; a_ru: string;
};

@Injectable()
export class EqueueService {
  constructor(private readonly db: DataSource) {}

  /** Offices that take bookings (at least one notary with an active licence), with those notaries. */
  async offices(query: { regionId?: number; districtId?: number }): Promise<{ id: string; name: Localised; address: Localised; regionId: number; districtId: number; slotMinutes: number; notaries: { id: string; fullName: string; fullNameCyr: string }[] }[]> {
    const rows = (await this.db.query(
      `SELECT o.id, o.name_oz, o.name_uz, o.name_ru, o.address_oz, o.address_uz, o.address_ru, o.region_id, o.district_id, o.slot_minutes,
         json_agg(json_build_object('id', n.id, 'fullName', n.full_name, 'fullNameCyr', n.full_name_cyr) ORDER BY n.full_name) AS notaries
       FROM notary_office o JOIN notary n ON n.office_id = o.id AND n.license_status = 'active'
       WHERE ($1::int IS NULL OR o.region_id = $1) AND ($2::int IS NULL OR o.district_id = $2)
       GROUP BY o.id ORDER BY o.name_oz`,
      [query.regionId ?? null, query.districtId ?? null],
    )) as { id: string; name_oz: string; name_uz: string; name_ru: string; address_oz: string; address_uz: string; address_ru: string; region_id: number; district_id: number; slot_minutes: number; notaries: { id: string; fullName: string; fullNameCyr: string }[] }[];
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

  /** Everything the slot computation needs for one office, read in one go. */
  private async officeSchedule(
    em: EntityManager,
    officeId: string,
    from: CalendarDate,
    to: CalendarDate,
    locale: Locale,
    notaryId?: string | null,
  ): Promise<{ slotMinutes: number; notaries: SlotNotary[]; booked: { notaryId: string; startsAt: Date }[] }> {
    const [office] = (await em.query(`SELECT slot_minutes, timetable FROM notary_office WHERE id = $1`, [officeId])) as { slot_minutes: number; timetable: Timetable }[];
    if (!office) throw new AppError('not_found', 404, MESSAGES.office_not_found[locale]);
    const notaries = (await em.query(
      `SELECT n.id, n.license_status, n.working_days::int[] AS working_days,
         coalesce((SELECT json_agg(json_build_object('kind', a.kind, 'dateFrom', a.date_from, 'dateTo', a.date_to))
           FROM notary_absence a WHERE a.notary_id = n.id AND a.date_to >= $2::date AND a.date_from <= $3::date), '[]') AS absences,
         coalesce((SELECT array_agg(t.duty_date::text) FROM notary_duty t
           WHERE t.notary_id = n.id AND t.duty_date BETWEEN $2::date AND $3::date), '{}') AS duty_dates
       FROM notary n WHERE n.office_id = $1 AND n.license_status = 'active' AND ($4::uuid IS NULL OR n.id = $4)`,
      [officeId, isoOf(from), isoOf(to), notaryId ?? null],
    )) as { id: string; license_status: string; working_days: number[]; absences: Absence[]; duty_dates: string[] }[];
    const booked = (await em.query(
      `SELECT notary_id AS "notaryId", starts_at AS "startsAt" FROM equeue_booking
       WHERE office_id = $1 AND state IN ${HOLDING} AND starts_at >= $2::date - 1 AND starts_at < $3::date + 2`,
      [officeId, isoOf(from), isoOf(to)],
    )) as { notaryId: string; startsAt: Date }[];
    return {
      slotMinutes: office.slot_minutes,
      notaries: notaries.map((n) => ({
        id: n.id,
        licenseStatus: n.license_status,
        workingDays: n.working_days,
        timetable: office.timetable,
        absences: n.absences,
        dutyDates: n.duty_dates,
      })),
      booked,
    };
  }

  /** The bookable days ahead (Tashkent calendar) with how many slots each still has. */
  async days(officeId: string, notaryId: string | undefined, locale: Locale, now = new Date()): Promise<{ date: string; free: number }[]> {
    const days = bookingDays(now);
    const schedule = await this.officeSchedule(this.db.manager, officeId, days[0]!, days[days.length - 1]!, locale, notaryId);
    return days.map((date) => ({ date: isoOf(date), free: freeSlots({ date, now, ...schedule }).length }));
  }

  async slots(officeId: string, date: string, notaryId: string | undefined, locale: Locale, now = new Date()): Promise<{ time: string; startsAt: string; endsAt: string; notaryIds: string[] }[]> {
    const day = parseIsoDate(date);
    if (!day) throw new AppError('validation_failed', 400, 'date');
    if (!this.isBookableDay(day, now)) return [];
    const schedule = await this.officeSchedule(this.db.manager, officeId, day, day, locale, notaryId);
    return freeSlots({ date: day, now, ...schedule }).map(serialiseSlot);
  }

  private isBookableDay(day: CalendarDate, now: Date): boolean {
    const iso = isoOf(day);
    const days = bookingDays(now, BOOKING_HORIZON_DAYS);
    return iso >= isoOf(days[0]!) && iso <= isoOf(days[days.length - 1]!);
  }

  /**
   * Finds the free slot starting at `startsAt` (for the given notary, or the
   * first free notary of the office) inside the caller's transaction.
   */
  private async pickSlot(em: EntityManager, officeId: string, startsAt: Date, notaryId: string | null | undefined, locale: Locale, now: Date, ignoreBookingId?: string): Promise<{ slot: Slot; notaryId: string }> {
    const day = tashkentDateOf(startsAt);
    if (!this.isBookableDay(day, now)) throw new AppError('slot_taken', 409, MESSAGES.slot_taken[locale]);
    const schedule = await this.officeSchedule(em, officeId, day, day, locale, notaryId);
    if (ignoreBookingId) {
      const [own] = (await em.query(`SELECT notary_id AS "notaryId", starts_at AS "startsAt" FROM equeue_booking WHERE id = $1`, [ignoreBookingId])) as { notaryId: string; startsAt: Date }[];
      if (own) schedule.booked = schedule.booked.filter((b) => !(b.notaryId === own.notaryId && b.startsAt.getTime() === own.startsAt.getTime()));
    }
    const slot = freeSlots({ date: day, now, ...schedule }).find((s) => s.startsAt.getTime() === startsAt.getTime());
    if (!slot) throw new AppError('slot_taken', 409, MESSAGES.slot_taken[locale]);
    return { slot, notaryId: slot.notaryIds[0]! };
  }

  async mine(user: SessionUser, locale: Locale, now = new Date()): Promise<BookingDto[]> {
    const rows = (await this.db.query(`${BOOKING_SELECT} WHERE b.user_id = $1 ORDER BY b.starts_at DESC LIMIT 100`, [user.id])) as BookingRow[];
    return rows.map((r) => toDto(r, locale, now, isKiosk(user)));
  }

  async book(user: SessionUser, body: BookBody, locale: Locale, now = new Date()): Promise<BookingDto> {
    const startsAt = new Date(body.startsAt);
    const id = await this.db.transaction(async (em) => {
      // Serialise one citizen's bookings so the limit below cannot be raced past.
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('equeue:' || $1))`, [user.id]);
      const [{ n }] = (await em.query(
        `SELECT count(*)::int AS n FROM equeue_booking WHERE user_id = $1 AND state = 'booked' AND starts_at > $2`,
        [user.id, now],
      )) as [{ n: number }];
      if (n >= MAX_ACTIVE_BOOKINGS) throw new AppError('too_many_bookings', 409, MESSAGES.too_many_bookings[locale]);
      const { slot, notaryId } = await this.pickSlot(em, body.officeId, startsAt, body.notaryId, locale, now);
      const inserted = (await em.query(
        `INSERT INTO equeue_booking (user_id, user_pin, office_id, notary_id, act_type_id, starts_at, ends_at, phone, email, description,
           locale, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
         ON CONFLICT DO NOTHING RETURNING id`,
        [user.id, user.pin, body.officeId, notaryId, body.actTypeId, slot.startsAt, slot.endsAt, body.phone, body.email || null, body.description || null, locale, now],
      )) as { id: string }[];
      // The unique indexes settle a race with another citizen (or this one in another tab).
      if (inserted.length === 0) throw new AppError('slot_taken', 409, MESSAGES.slot_taken[locale]);
      return inserted[0]!.id;
    });
    return this.one(user, id, locale, now);
  }

  private async one(user: SessionUser, id: string, locale: Locale, now: Date): Promise<BookingDto> {
    const [row] = (await this.db.query(`${BOOKING_SELECT} WHERE b.id = $1 AND b.user_id = $2`, [id, user.id])) as BookingRow[];
    if (!row) throw new AppError('not_found', 404, MESSAGES.booking_not_found[locale]);
    return toDto(row, locale, now, isKiosk(user));
  }

  /** Locks the citizen's own booking that can still change (booked, in the future). */
  private async lockChangeable(em: EntityManager, user: SessionUser, id: string, locale: Locale, now: Date): Promise<{ office_id: string; notary_id: string }> {
    const [row] = (await em.query(`SELECT office_id, notary_id, state, starts_at FROM equeue_booking WHERE id = $1 AND user_id = $2 FOR UPDATE`, [id, user.id])) as { office_id: string; notary_id: string; state: string; starts_at: Date }[];
    if (!row) throw new AppError('not_found', 404, MESSAGES.booking_not_found[locale]);
    if (row.state !== 'booked' || row.starts_at.getTime() <= now.getTime()) throw new AppError('booking_closed', 409, MESSAGES.booking_closed[locale]);
    return row;
  }

  /** Moves a booking to another free slot of the same office; the reminders start over for the new time. */
  async move(user: SessionUser, id: string, body: MoveBody, locale: Locale, now = new Date()): Promise<BookingDto> {
    await this.db.transaction(async (em) => {
      const current = await this.lockChangeable(em, user, id, locale, now);
      const { slot, notaryId } = await this.pickSlot(em, current.office_id, new Date(body.startsAt), body.notaryId ?? null, locale, now, id);
      try {
        await em.query(
          `UPDATE equeue_booking SET starts_at = $2, ends_at = $3, notary_id = $4, moved_count = moved_count + 1,
             reminded_day_at = NULL, reminded_hour_at = NULL, updated_at = $5 WHERE id = $1`,
          [id, slot.startsAt, slot.endsAt, notaryId, now],
        );
      } catch (e) {
        if ((e as { code?: string }).code === '23505') throw new AppError('slot_taken', 409, MESSAGES.slot_taken[locale]);
        throw e;
      }
    });
    return this.one(user, id, locale, now);
  }

  async cancel(user: SessionUser, id: string, locale: Locale, now = new Date()): Promise<BookingDto> {
    await this.db.transaction(async (em) => {
      await this.lockChangeable(em, user, id, locale, now);
      await em.query(`UPDATE equeue_booking SET state = 'cancelled', cancelled_at = $2, updated_at = $2 WHERE id = $1`, [id, now]);
    });
    return this.one(user, id, locale, now);
  }

  /**
   * The citizen reports arriving (at the kiosk, or the notary on their
   * behalf). spec/shell.md 9: more than 15 minutes late is served in the
   * general queue; on time (or up to 15 minutes late) keeps the appointment.
   *
   * Arrival means being in the office, so the owner may report it only from
   * a kiosk session: a check-in from home would keep the slot of someone who
   * then arrives late. The API knows a kiosk only by what its shell says at
   * sign-in (`x-client-mode: kiosk`, kept on the session), a claim any client
   * could make, so that alone is no proof of presence: it stops the ordinary
   * browser (which neither offers the button nor is accepted), and the
   * office's notary, who sees the person at the desk, remains the check-in
   * to trust and may always make it. Kiosks with a device credential (a
   * client certificate at the gateway) would turn the claim into a proof.
   */
  async checkIn(user: SessionUser, id: string, locale: Locale, now = new Date()): Promise<BookingDto & { minutesLate: number }> {
    const late = await this.db.transaction(async (em) => {
      const [row] = (await em.query(
        `SELECT b.state, b.starts_at, b.user_id, b.office_id FROM equeue_booking b WHERE b.id = $1 FOR UPDATE`,
        [id],
      )) as { state: string; starts_at: Date; user_id: string; office_id: string }[];
      const isOwner = row?.user_id === user.id;
      const isOfficeNotary =
        row && user.notaryId
          ? ((await em.query(`SELECT 1 FROM notary WHERE id = $1 AND office_id = $2`, [user.notaryId, row.office_id])) as unknown[]).length > 0
          : false;
      if (!row || (!isOwner && !isOfficeNotary)) throw new AppError('not_found', 404, MESSAGES.booking_not_found[locale]);
      if (!isOfficeNotary && !isKiosk(user)) throw new AppError('check_in_at_kiosk', 409, MESSAGES.check_in_at_kiosk[locale]);
      if (row.state !== 'booked') throw new AppError('booking_closed', 409, MESSAGES.booking_closed[locale]);
      const minutes = minutesLate(row.starts_at, now);
      if (minutes < -60) throw new AppError('check_in_too_early', 409, MESSAGES.check_in_too_early[locale]);
      const state: BookingState = isServedInGeneralQueue(row.starts_at, now) ? 'general_queue' : 'arrived';
      await em.query(`UPDATE equeue_booking SET state = $2, arrived_at = $3, updated_at = $3 WHERE id = $1`, [id, state, now]);
      return Math.max(0, minutes);
    });
    const [row] = (await this.db.query(`${BOOKING_SELECT} WHERE b.id = $1`, [id])) as BookingRow[];
    return { ...toDto(row!, locale, now, isKiosk(user)), minutesLate: late };
  }
}

const BOOKING_SELECT = `
  SELECT b.*, n.full_name, n.full_name_cyr, o.name_oz AS o_name_oz, o.name_uz AS o_name_uz, o.name_ru AS o_name_ru,
    o.address_oz AS a_oz, o.address_uz AS a_uz, o.address_ru AS a_ru
  FROM equeue_booking b JOIN notary n ON n.id = b.notary_id JOIN notary_office o ON o.id = b.office_id`;

function serialiseSlot(s: Slot): { time: string; startsAt: string; endsAt: string; notaryIds: string[] } {
  return { time: s.time, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(), notaryIds: s.notaryIds };
}

/** The session signed in at a kiosk (recorded at sign-in; see `checkIn` for how far that is trusted). */
function isKiosk(user: SessionUser): boolean {
  return user.clientMode === 'kiosk';
}

function toDto(r: BookingRow, locale: Locale, now: Date, isAtKiosk: boolean): BookingDto {
  const late = minutesLate(r.starts_at, now);
  return {
    id: r.id,
    typeid: r.act_type_id,
    regdate: toIsoDate(tashkentDateOf(r.starts_at)),
    notary: locale === 'oz' ? r.full_name : r.full_name_cyr,
    office: locale === 'oz' ? r.o_name_oz : locale === 'uz' ? r.o_name_uz : r.o_name_ru,
    officeaddress: locale === 'oz' ? r.a_oz : locale === 'uz' ? r.a_uz : r.a_ru,
    equeuetime: formatTime(r.starts_at),
    notaryaction: isActTypeId(r.act_type_id) ? ACT_TYPES[r.act_type_id].names[locale] : String(r.act_type_id),
    updtime: r.updated_at.toISOString(),
    state: r.state,
    regtime: r.arrived_at ? formatTime(r.arrived_at) : null,
    phone: r.phone,
    email: r.email,
    description: r.description,
    createdAt: r.created_at.toISOString(),
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
    officeId: r.office_id,
    notaryId: r.notary_id,
    movedCount: r.moved_count,
    isLate: r.state === 'general_queue' || (r.state === 'booked' && isServedInGeneralQueue(r.starts_at, now)),
    canChange: r.state === 'booked' && r.starts_at.getTime() > now.getTime(),
    canCheckIn: isAtKiosk && r.state === 'booked' && late >= -60,
  };
}
