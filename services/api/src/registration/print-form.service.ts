import { Injectable } from '@nestjs/common';
import { DEFAULT_LOCALE, isLocale } from '@notary/domain/constants';
import { DataSource } from 'typeorm';
import { resolveActAccess } from '../acts/act-access.js';
import { ActsRepository } from '../acts/acts.repository.js';
import type { SessionUser } from '../identity/auth.js';
import { AppError } from '../common/app-error.js';
import { renderActDocument } from './act-document.js';
import { RegistrationRepository } from './registration.repository.js';

/**
 * The public act check page of the citizen web (spec/shell.md 2.1
 * search_notarial_act). Register numbers are unique per office only, so the
 * link names the office too: it opens exactly this act.
 */
export function actCheckPath(regnum: string, regdate: string, officeId: string): string {
  const query = new URLSearchParams({ regnum, regdate, office: officeId });
  return `/search_notarial_act?${query.toString()}`;
}

/**
 * The print form tab (acts-domain 2): the act as its document (the contract or
 * statement of its type, `print-templates/`) with the notary's certification
 * and a QR code that opens the public act check.
 */
@Injectable()
export class PrintFormService {
  constructor(
    private readonly db: DataSource,
    private readonly acts: ActsRepository,
    private readonly registration: RegistrationRepository,
  ) {}

  async pdf(actId: string, user: SessionUser, baseUrl: string): Promise<{ name: string; bytes: Buffer }> {
    let access;
    try {
      access = await resolveActAccess(this.db.manager, actId, user, { lock: false, details: true });
    } catch (e) {
      // spec/shell.md 8: a denied download answers 418.
      if (e instanceof AppError && e.status === 418) throw new AppError('download_forbidden', 418, e.code, { cause: e.code });
      throw e;
    }
    const { act } = access;
    const parties = await this.acts.partiesInOrder(this.db.manager, actId);
    const subjects = await this.acts.subjectsInOrder(this.db.manager, actId);
    const checkUrl = act.regnum && act.regdate && act.officeId ? `${baseUrl}${actCheckPath(act.regnum, act.regdate, act.officeId)}` : null;
    const facts = await this.registration.printFacts(this.db.manager, act);
    // acts-domain 3 "language of filing": the document is written in the act's language.
    const lang = isLocale(act.lang) ? act.lang : DEFAULT_LOCALE;
    const bytes = await renderActDocument({ act, parties, subjects, checkUrl, ...facts }, lang);
    return { name: `act-${act.regnum?.replace('/', '-') ?? act.id}.pdf`, bytes };
  }
}
