import { Injectable } from '@nestjs/common';
import type { AdminNotary, AdminNotaryListQuery, AdminNotaryPage, AdminNotaryPatch, AdminOffice, Localised } from '@notary/domain/contracts';
import type { Locale } from '@notary/domain/constants';
import { tashkentDateOf, toIsoDate } from '@notary/domain/time';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { AdminNotariesRepository, type AdminNotaryRow } from './admin-notaries.repository.js';

const MESSAGES = {
  notary_not_found: { oz: 'Notarius topilmadi', uz: 'Нотариус топилмади', ru: 'Нотариус не найден' },
  office_not_found: { oz: 'Notarial idora topilmadi', uz: 'Нотариал идора топилмади', ru: 'Нотариальная контора не найдена' },
} satisfies Record<string, Localised>;

function toAdminNotary(r: AdminNotaryRow): AdminNotary {
  return {
    id: r.id,
    fullName: r.full_name,
    licenseNumber: r.license_number,
    licenseDate: r.license_date,
    licenseStatus: r.license_status,
    licenseStatusDate: r.license_status_date,
    officeId: r.office_id,
    office: r.office,
    ministryRating: Number(r.ministry_rating),
    clientRating: Number(r.client_rating),
    reviewsCount: r.reviews_count,
    user: r.user_id ? { id: r.user_id, fullname: r.user_fullname ?? '' } : null,
  };
}

/**
 * Issue 14 "Notaries and offices" (administrators; the controller's guard
 * checks the role first): the notaries with licence status, office and
 * ratings; a change of licence status dates itself today (Tashkent), and a
 * notary whose licence is no longer active drops out of the e-queue and the
 * automatic choice at once (both read `license_status = 'active'`).
 */
@Injectable()
export class AdminNotariesService {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AdminNotariesRepository,
    private readonly sessions: SessionsService,
  ) {}

  async list(query: AdminNotaryListQuery): Promise<AdminNotaryPage> {
    const { rows, total } = await this.repository.page(query);
    return { items: rows.map(toAdminNotary), total, page: query.page, size: query.size };
  }

  async update(id: string, patch: AdminNotaryPatch, locale: Locale, now = new Date()): Promise<AdminNotary> {
    await this.db.transaction(async (em) => {
      const current = await this.repository.lock(em, id);
      if (!current) throw new AppError('not_found', 404, MESSAGES.notary_not_found[locale]);
      if (patch.officeId && !(await this.repository.officeExists(em, patch.officeId))) throw new AppError('bad_request', 400, MESSAGES.office_not_found[locale]);
      const statusChanges = patch.licenseStatus !== undefined && patch.licenseStatus !== current.licenseStatus;
      await this.repository.update(em, id, {
        ...(patch.licenseStatus !== undefined && { licenseStatus: patch.licenseStatus }),
        ...(statusChanges && { licenseStatusDate: toIsoDate(tashkentDateOf(now)) }),
        ...(patch.officeId !== undefined && { officeId: patch.officeId }),
        ...(patch.ministryRating !== undefined && { ministryRating: Math.round(patch.ministryRating * 100) / 100 }),
      });
    });
    // The office of a notary's sessions is remembered with them (the inbox, the act access).
    if (patch.officeId !== undefined) this.sessions.forgetNotary(id);
    const row = await this.repository.one(id);
    if (!row) throw new AppError('not_found', 404, MESSAGES.notary_not_found[locale]);
    return toAdminNotary(row);
  }

  offices(): Promise<AdminOffice[]> {
    return this.repository.offices();
  }
}
