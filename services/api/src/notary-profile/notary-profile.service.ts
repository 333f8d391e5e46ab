import { Injectable } from '@nestjs/common';
import type { Localised, NotaryProfile, NotaryScheduleBody } from '@notary/domain/contracts';
import { tashkentDateOf, toIsoDate } from '@notary/domain/time';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { SessionUser } from '../identity/session-user.js';
import { NotaryProfileRepository, type NotaryProfileRow } from './notary-profile.repository.js';

const MESSAGES = {
  not_a_notary: {
    oz: "Bu sahifa notarius yozuviga bog'langan notariuslar uchun",
    uz: 'Бу саҳифа нотариус ёзувига боғланган нотариуслар учун',
    ru: 'Эта страница для нотариусов, привязанных к записи нотариуса',
  },
  notary_not_found: { oz: 'Notarius topilmadi', uz: 'Нотариус топилмади', ru: 'Нотариус не найден' },
} satisfies Record<string, Localised>;

function toProfile(row: NotaryProfileRow): NotaryProfile {
  return {
    notaryId: row.id,
    fullName: row.full_name,
    fullNameCyr: row.full_name_cyr,
    licenseNumber: row.license_number,
    licenseStatus: row.license_status,
    office: { id: row.office_id, name: row.office_name, address: row.office_address, timetable: row.office_timetable },
    workingDays: row.working_days,
    timetable: row.timetable,
    absences: row.absences,
    dutyDates: row.duty_dates,
    ministryRating: Number(row.ministry_rating),
    clientRating: Number(row.client_rating),
    reviewsCount: row.reviews_count,
  };
}

/**
 * Issue 14.8: a notary's own record and schedule. Only the notary the session
 * is linked to (users.notary_id) reaches it: the record is never named in the
 * request, so no notary can read or change another's; a user without a
 * linked record gets 403 `forbidden` before anything is read.
 */
@Injectable()
export class NotaryProfileService {
  constructor(
    private readonly db: DataSource,
    private readonly repository: NotaryProfileRepository,
  ) {}

  private ownNotaryId(user: SessionUser): string {
    if (!user.roles.includes('notary') || !user.notaryId) throw new AppError('forbidden', 403, MESSAGES.not_a_notary[user.locale]);
    return user.notaryId;
  }

  async get(user: SessionUser, now = new Date()): Promise<NotaryProfile> {
    const notaryId = this.ownNotaryId(user);
    const row = await this.repository.one(notaryId, toIsoDate(tashkentDateOf(now)));
    if (!row) throw new AppError('not_found', 404, MESSAGES.notary_not_found[user.locale]);
    return toProfile(row);
  }

  /**
   * Replaces working days, own hours, leave and duty days from today
   * (Tashkent) on; days already past are history and stay. Leave or duty
   * that ended before today in the body is left out, not refused: the screen
   * sends back the list it was given a moment ago.
   */
  async saveSchedule(user: SessionUser, body: NotaryScheduleBody, now = new Date()): Promise<NotaryProfile> {
    const notaryId = this.ownNotaryId(user);
    const today = toIsoDate(tashkentDateOf(now));
    const schedule: NotaryScheduleBody = {
      ...body,
      absences: body.absences.filter((a) => a.dateTo >= today),
      dutyDates: body.dutyDates.filter((d) => d >= today),
    };
    await this.db.transaction(async (em) => {
      if (!(await this.repository.lock(em, notaryId))) throw new AppError('not_found', 404, MESSAGES.notary_not_found[user.locale]);
      await this.repository.replaceSchedule(em, notaryId, schedule, today);
    });
    return this.get(user, now);
  }
}
