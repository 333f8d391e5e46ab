import { Injectable } from '@nestjs/common';
import { ACT_TYPES } from '@notary/domain/act';
import { DataSource, type EntityManager } from 'typeorm';
import { resolveActAccess } from '../acts/act-access.js';
import { ActRules } from '../acts/act-rules.service.js';
import { ActsRepository } from '../acts/acts.repository.js';
import { ActTransitions } from '../acts/act-transitions.service.js';
import { domainError } from '../acts/act-transitions.service.js';
import { assertEditable, assertPriceInWords, auditValues, resetAcceptances } from '../acts/acts.service.js';
import type { SessionUser } from '../identity/auth.js';
import type { SubjectInput, SubjectPatch } from '@notary/domain/contracts';
import { AppError } from '../common/app-error.js';
import type { NotarialAct } from '../acts/act.entity.js';
import { ActSubject } from './subject.entity.js';
import { assertOwnerIsParty, subjectRow } from './subject-rows.js';

/** Issue 5.2 subjects tab and CRUD (vehicle, real estate, other property). */
@Injectable()
export class SubjectsService {
  constructor(
    private readonly db: DataSource,
    private readonly transitions: ActTransitions,
    private readonly rules: ActRules,
    private readonly acts: ActsRepository,
  ) {}

  async list(actId: string, user: SessionUser): Promise<ActSubject[]> {
    await resolveActAccess(this.db.manager, actId, user, { lock: false, details: true });
    return this.acts.subjectsInOrder(this.acts.manager, actId);
  }

  async add(actId: string, user: SessionUser, input: SubjectInput, requestId: string): Promise<ActSubject> {
    return this.transitions.mutate(
      actId,
      user,
      'subject.add',
      async ({ em, access, audit }) => {
        assertEditable(access);
        if (!(ACT_TYPES[access.act.typeId].subjectKinds as readonly string[]).includes(input.kind)) {
          throw new AppError('validation_failed', 400, 'subject kind not allowed for this act type', {
            issues: [{ path: 'kind', message: 'error_subject_kind_not_allowed' }],
          });
        }
        assertPriceInWords(access.act.typeId, input);
        await this.assertAttachable(em, access.act, input);
        const subject = await this.acts.insertSubject(em, { ...subjectRow(input), actId, objectKey: await this.rules.objectKeyFor(em, input) });
        audit.subjectId = subject.id;
        audit.kind = subject.kind;
        await resetAcceptances(this.acts, em, actId, audit);
        return subject;
      },
      requestId,
    );
  }

  async update(actId: string, subjectId: string, user: SessionUser, patch: SubjectPatch, requestId: string): Promise<ActSubject> {
    return this.transitions.mutate(
      actId,
      user,
      'subject.update',
      async ({ em, access, audit, change }) => {
        assertEditable(access);
        const subject = await this.subjectOf(em, actId, subjectId);
        const columns = subjectRow(patch);
        // The object key follows the vehicle or cadastre fields: a changed key is part of what the edit did.
        const edited = [...Object.keys(columns), 'objectKey'];
        change.before = auditValues(subject, edited);
        Object.assign(subject, columns, { updatedAt: new Date() });
        // A new price keeps its words honest: checked on the subject as it will be saved.
        assertPriceInWords(access.act.typeId, subject as unknown as SubjectInput);
        await this.assertAttachable(em, access.act, subject as unknown as SubjectInput);
        subject.objectKey = await this.rules.objectKeyFor(em, subject as unknown as SubjectInput);
        audit.subjectId = subjectId;
        await resetAcceptances(this.acts, em, actId, audit);
        const saved = await this.acts.saveSubject(em, subject);
        // Read back, so a price is recorded as stored ("1000000.00"), like "before".
        change.after = auditValues(await this.acts.subjectOrFail(em, subjectId), edited);
        return saved;
      },
      requestId,
    );
  }

  async remove(actId: string, subjectId: string, user: SessionUser, requestId: string): Promise<void> {
    await this.transitions.mutate(
      actId,
      user,
      'subject.remove',
      async ({ em, access, audit }) => {
        assertEditable(access);
        await this.subjectOf(em, actId, subjectId);
        await this.acts.deleteSubject(em, subjectId);
        audit.subjectId = subjectId;
        await resetAcceptances(this.acts, em, actId, audit);
      },
      requestId,
    );
  }

  /**
   * Issue 12.2: a vehicle or property goes on the act only if its author may
   * have it there (owner, attorney with a disposal right, or an owner among
   * the parties of an act that does not dispose of it): checked before the
   * subject, its registry key or any registry fact of it is stored or shown.
   */
  private async assertAttachable(em: EntityManager, act: NotarialAct, subject: SubjectInput): Promise<void> {
    const parties = await this.acts.parties(em, act.id);
    assertOwnerIsParty(subject, parties);
    if (subject.kind === 'other') return;
    const refused = await this.rules.attachBlocker(em, act, subject, parties);
    if (refused) throw domainError(refused.code, refused.details);
  }

  private async subjectOf(em: EntityManager, actId: string, subjectId: string): Promise<ActSubject> {
    const subject = await this.acts.subject(em, actId, subjectId);
    if (!subject) throw new AppError('not_found', 404, 'subject not found');
    return subject;
  }
}

