import type { BookBody, Booking, CheckIn, Localised, MoveBody, OfficeEqueue } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import { ACT_TYPES, isActTypeId } from '@notary/domain/act';
import type { Locale } from '@notary/domain/constants';
import { isServedInGeneralQueue, type EqueueState } from '@notary/domain/identity';
import { formatTime, minutesLate, parseIsoDate, startOfTashkentDay, tashkentDateOf, toIsoDate, type CalendarDate } from '@notary/domain/time';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { EqueueNotifier } from '../realtime/equeue-notifier.service.js';
import type { SessionUser } from '../identity/session-user.js';
import { type BookingRow, type EqueueOfficeRow, EqueueRepository, type LockedBooking } from './equeue.repository.js';
import { BOOKING_HORIZON_DAYS, BOOKING_LEAD_MINUTES, bookingDays, earliestBookableStart, freeSlots, isoOf, type Slot, type SlotNotary } from './slots.js';

export type BookingState = EqueueState;

/** A citizen may hold this many future bookings at once: enough for real needs, too few to hoard slots. */
export const MAX_ACTIVE_BOOKINGS = 3;


const MESSAGES = {
  slot_taken: {
    oz: "Bu vaqt band qilingan. Boshqa vaqtni tanlang",
    uz: 'Бу вақт банд қилинган. Бошқа вақтни танланг',
    ru: 'Это время уже занято. Выберите другое время',
  },
  // A slot the citizen saw while it was still bookable, and chose once it was within BOOKING_LEAD_MINUTES.
  slot_too_soon: {
    oz: `Bu vaqtga endi yozilib bo'lmaydi: navbat qabuldan kamida ${BOOKING_LEAD_MINUTES} daqiqa oldin olinadi. Boshqa vaqtni tanlang`,
    uz: `Бу вақтга энди ёзилиб бўлмайди: навбат қабулдан камида ${BOOKING_LEAD_MINUTES} дақиқа олдин олинади. Бошқа вақтни танланг`,
    ru: `На это время записаться уже нельзя: запись закрывается за ${BOOKING_LEAD_MINUTES} минут до приёма. Выберите другое время`,
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
  office_forbidden: {
    oz: "Bu notarial idoraning navbatini faqat uning notariuslari ko'radi",
    uz: 'Бу нотариал идоранинг навбатини фақат унинг нотариуслари кўради',
    ru: 'Очередь этой нотариальной конторы видят только её нотариусы',
  },
  office_not_found: { oz: 'Notarial idora topilmadi', uz: 'Нотариал идора топилмади', ru: 'Нотариальная контора не найдена' },
} satisfies Record<string, Localised>;

@Injectable()
export class EqueueService {
  constructor(
    private readonly db: DataSource,
    private readonly repository: EqueueRepository,
    private readonly notifier: EqueueNotifier,
  ) {}

  /** Offices that take bookings (at least one notary with an active licence), with those notaries. */
  async offices(query: { regionId?: number; districtId?: number }): Promise<EqueueOfficeRow[]> {
    return this.repository.offices(this.repository.manager, query);
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
    const office = await this.repository.officeTimetable(em, officeId);
    if (!office) throw new AppError('not_found', 404, MESSAGES.office_not_found[locale]);
    const notaries = await this.repository.scheduleNotaries(em, officeId, isoOf(from), isoOf(to), notaryId);
    const booked = await this.repository.heldSlots(em, officeId, isoOf(from), isoOf(to));
    return {
      slotMinutes: office.slotMinutes,
      // A notary's own hours (issue 14.8) replace the office's.
      notaries: notaries.map((n) => ({ ...n, timetable: n.timetable ?? office.timetable })),
      booked,
    };
  }

  /** The bookable days ahead (Tashkent calendar) with how many slots each still has. */
  async days(officeId: string, notaryId: string | undefined, locale: Locale, now = new Date()): Promise<{ date: string; free: number }[]> {
    const days = bookingDays(now);
    const schedule = await this.officeSchedule(this.repository.manager, officeId, days[0]!, days[days.length - 1]!, locale, notaryId);
    return days.map((date) => ({ date: isoOf(date), free: freeSlots({ date, now, ...schedule }).length }));
  }

  async slots(officeId: string, date: string, notaryId: string | undefined, locale: Locale, now = new Date()): Promise<{ time: string; startsAt: string; endsAt: string; notaryIds: string[] }[]> {
    const day = parseIsoDate(date);
    if (!day) throw new AppError('validation_failed', 400, 'date');
    if (!this.isBookableDay(day, now)) return [];
    const schedule = await this.officeSchedule(this.repository.manager, officeId, day, day, locale, notaryId);
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
    // A start still ahead but within the lead time: the slot was offered a moment ago and closed since.
    if (startsAt.getTime() > now.getTime() && startsAt.getTime() < earliestBookableStart(now)) {
      throw new AppError('slot_too_soon', 409, MESSAGES.slot_too_soon[locale]);
    }
    if (!this.isBookableDay(day, now)) throw new AppError('slot_taken', 409, MESSAGES.slot_taken[locale]);
    const schedule = await this.officeSchedule(em, officeId, day, day, locale, notaryId);
    if (ignoreBookingId) {
      const own = await this.repository.slotOf(em, ignoreBookingId);
      if (own) schedule.booked = schedule.booked.filter((b) => !(b.notaryId === own.notaryId && b.startsAt.getTime() === own.startsAt.getTime()));
    }
    const slot = freeSlots({ date: day, now, ...schedule }).find((s) => s.startsAt.getTime() === startsAt.getTime());
    if (!slot) throw new AppError('slot_taken', 409, MESSAGES.slot_taken[locale]);
    return { slot, notaryId: slot.notaryIds[0]! };
  }

  async mine(user: SessionUser, locale: Locale, now = new Date()): Promise<Booking[]> {
    const rows = await this.repository.byUser(this.repository.manager, user.id);
    return rows.map((r) => toDto(r, locale, now, isKiosk(user)));
  }

  /**
   * Issue 14.7: the bookings of an office, for the office's own notaries only
   * (anyone else 403 `forbidden`, checked before any booking is read): the
   * `days` Tashkent days from `from` (today by default), arrivals and the
   * general queue included, cancelled ones left out. A notary may check in a
   * booking from an hour before its time (`canCheckIn`); a booking still
   * waiting more than 15 minutes after its time shows `isLate` (spec/shell.md 9:
   * served in the general queue once checked in).
   */
  async office(user: SessionUser, officeId: string, query: { from?: string | undefined; days?: number | undefined }, locale: Locale, now = new Date()): Promise<OfficeEqueue> {
    const isOfficeNotary = user.notaryId ? await this.repository.isNotaryOfOffice(this.repository.manager, user.notaryId, officeId) : false;
    if (!isOfficeNotary) throw new AppError('forbidden', 403, MESSAGES.office_forbidden[locale]);
    const office = await this.repository.officeName(this.repository.manager, officeId);
    if (!office) throw new AppError('not_found', 404, MESSAGES.office_not_found[locale]);
    const today = tashkentDateOf(now);
    const first = (query.from && parseIsoDate(query.from)) || today;
    const days = query.days ?? 7;
    const start = startOfTashkentDay(first);
    const end = new Date(start.getTime() + days * 86_400_000);
    const rows = await this.repository.byOffice(this.repository.manager, officeId, start, end);
    return {
      officeId,
      office: office[locale],
      from: toIsoDate(first),
      today: toIsoDate(today),
      days,
      items: rows.map((r) => {
        const late = minutesLate(r.starts_at, now);
        return { ...toDto(r, locale, now, false), citizen: r.citizen, minutesLate: late, canChange: false, canCheckIn: r.state === 'booked' && late >= -60 };
      }),
    };
  }

  async book(user: SessionUser, body: BookBody, locale: Locale, now = new Date()): Promise<Booking> {
    const startsAt = new Date(body.startsAt);
    const id = await this.db.transaction(async (em) => {
      // Serialise one citizen's bookings so the limit below cannot be raced past.
      await this.repository.lockUser(em, user.id);
      if ((await this.repository.countUpcoming(em, user.id, now)) >= MAX_ACTIVE_BOOKINGS) throw new AppError('too_many_bookings', 409, MESSAGES.too_many_bookings[locale]);
      const { slot, notaryId } = await this.pickSlot(em, body.officeId, startsAt, body.notaryId, locale, now);
      const inserted = await this.repository.insert(em, {
        userId: user.id,
        userPin: user.pin,
        officeId: body.officeId,
        notaryId,
        actTypeId: body.actTypeId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        phone: body.phone,
        email: body.email || null,
        description: body.description || null,
        locale,
        now,
      });
      // The unique indexes settle a race with another citizen (or this one in another tab).
      if (!inserted) throw new AppError('slot_taken', 409, MESSAGES.slot_taken[locale]);
      return inserted;
    });
    // After commit: the office's notaries see the new booking at once (issue 14.7).
    this.notifier.changed(body.officeId, id, 'booked');
    return this.one(user, id, locale, now);
  }

  private async one(user: SessionUser, id: string, locale: Locale, now: Date): Promise<Booking> {
    const row = await this.repository.one(this.repository.manager, id, user.id);
    if (!row) throw new AppError('not_found', 404, MESSAGES.booking_not_found[locale]);
    return toDto(row, locale, now, isKiosk(user));
  }

  /** Locks the citizen's own booking that can still change (booked, in the future). */
  private async lockChangeable(em: EntityManager, user: SessionUser, id: string, locale: Locale, now: Date): Promise<LockedBooking> {
    const row = await this.repository.lock(em, id, user.id);
    if (!row) throw new AppError('not_found', 404, MESSAGES.booking_not_found[locale]);
    if (row.state !== 'booked' || row.startsAt.getTime() <= now.getTime()) throw new AppError('booking_closed', 409, MESSAGES.booking_closed[locale]);
    return row;
  }

  /** Moves a booking to another free slot of the same office; the reminders start over for the new time. */
  async move(user: SessionUser, id: string, body: MoveBody, locale: Locale, now = new Date()): Promise<Booking> {
    const officeId = await this.db.transaction(async (em) => {
      const current = await this.lockChangeable(em, user, id, locale, now);
      const { slot, notaryId } = await this.pickSlot(em, current.officeId, new Date(body.startsAt), body.notaryId ?? null, locale, now, id);
      if (!(await this.repository.move(em, id, slot, notaryId, now))) throw new AppError('slot_taken', 409, MESSAGES.slot_taken[locale]);
      return current.officeId;
    });
    this.notifier.changed(officeId, id, 'moved');
    return this.one(user, id, locale, now);
  }

  async cancel(user: SessionUser, id: string, locale: Locale, now = new Date()): Promise<Booking> {
    const officeId = await this.db.transaction(async (em) => {
      const current = await this.lockChangeable(em, user, id, locale, now);
      await this.repository.cancel(em, id, now);
      return current.officeId;
    });
    this.notifier.changed(officeId, id, 'cancelled');
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
  async checkIn(user: SessionUser, id: string, locale: Locale, now = new Date()): Promise<CheckIn> {
    const late = await this.db.transaction(async (em) => {
      const row = await this.repository.lock(em, id);
      const isOwner = row?.userId === user.id;
      const isOfficeNotary = row && user.notaryId ? await this.repository.isNotaryOfOffice(em, user.notaryId, row.officeId) : false;
      if (!row || (!isOwner && !isOfficeNotary)) throw new AppError('not_found', 404, MESSAGES.booking_not_found[locale]);
      if (!isOfficeNotary && !isKiosk(user)) throw new AppError('check_in_at_kiosk', 409, MESSAGES.check_in_at_kiosk[locale]);
      if (row.state !== 'booked') throw new AppError('booking_closed', 409, MESSAGES.booking_closed[locale]);
      const minutes = minutesLate(row.startsAt, now);
      if (minutes < -60) throw new AppError('check_in_too_early', 409, MESSAGES.check_in_too_early[locale]);
      const state: BookingState = isServedInGeneralQueue(row.startsAt, now) ? 'general_queue' : 'arrived';
      await this.repository.markArrived(em, id, state, now);
      return Math.max(0, minutes);
    });
    const row = await this.repository.one(this.repository.manager, id);
    if (!row) throw new AppError('not_found', 404, MESSAGES.booking_not_found[locale]);
    this.notifier.changed(row.office_id, id, 'arrived');
    return { ...toDto(row, locale, now, isKiosk(user)), minutesLate: late };
  }
}

function serialiseSlot(s: Slot): { time: string; startsAt: string; endsAt: string; notaryIds: string[] } {
  return { time: s.time, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(), notaryIds: s.notaryIds };
}

/** The session signed in at a kiosk (recorded at sign-in; see `checkIn` for how far that is trusted). */
function isKiosk(user: SessionUser): boolean {
  return user.clientMode === 'kiosk';
}

function toDto(r: BookingRow, locale: Locale, now: Date, isAtKiosk: boolean): Booking {
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
