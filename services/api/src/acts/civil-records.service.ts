import { Inject, Injectable, Optional } from '@nestjs/common';
import { actEditBlocker } from '@notary/domain/act';
import type { ActCivilRecords } from '@notary/domain/contracts';
import { ERROR_CODES } from '@notary/domain/errors';
import { DataSource } from 'typeorm';
import { CIVIL_REGISTRY, type CivilRecord, type CivilRegistry, RegistryUnavailableError } from '../civil-registry/civil-registry.js';
import { AppError } from '../common/app-error.js';
import type { SessionUser } from '../identity/auth.js';
import { resolveActAccess } from './act-access.js';
import { ActsRepository } from './acts.repository.js';

/**
 * The spouse consent's marriage and divorce records (issue 13 part 2,
 * spec/acts-domain.md 3): the API looks them up in the civil registry, the
 * citizen chooses, and an edit naming a record the registry does not hold is
 * refused (TermRules).
 */
@Injectable()
export class CivilRecordsService {
  constructor(
    private readonly db: DataSource,
    private readonly acts: ActsRepository,
    @Optional() @Inject(CIVIL_REGISTRY) private readonly civil: CivilRegistry | null,
  ) {}

  /** GET …/civil-records: for whoever may edit the act now, the records of its author (the consenting spouse). */
  async forAct(actId: string, user: SessionUser): Promise<ActCivilRecords> {
    const access = await resolveActAccess(this.db.manager, actId, user, { lock: false });
    // As acts.service's assertEditable (not imported: acts.service injects this service).
    const blocked = actEditBlocker({ step: access.act.step, status: access.act.status }, access.actor);
    if (blocked) throw new AppError(blocked, ERROR_CODES[blocked].status, 'act not editable now');
    return { records: await this.recordsOf(access.act.authorPin) };
  }

  /**
   * The author's records, asked before an edit's transaction opens (the
   * registry is an external system, not to be waited on under the row lock).
   * A malformed or unknown act id finds none; the edit's access check answers it.
   */
  async recordsOfAuthor(actId: string): Promise<CivilRecord[]> {
    const act = /^[0-9a-f-]{36}$/i.test(actId) ? await this.acts.actAuthor(this.db.manager, actId) : null;
    return act ? this.recordsOf(act.authorPin) : [];
  }

  async recordsOf(pin: string): Promise<CivilRecord[]> {
    if (!this.civil) throw new AppError('technical_work', 503, 'civil registry not configured');
    try {
      return await this.civil.civilRecords(pin);
    } catch (error) {
      if (error instanceof RegistryUnavailableError) throw new AppError('technical_work', 503, 'civil registry unavailable');
      throw error;
    }
  }
}
