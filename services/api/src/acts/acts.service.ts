import { Injectable } from '@nestjs/common';
import {
  ACT_TYPES,
  actEditBlocker,
  type ActEvent,
  type ActTypeId,
} from '@notary/domain/act';
import { ERROR_CODES } from '@notary/domain/errors';
import { mustConfirmInvitation } from '@notary/domain/rules';
import { isPriceInWords } from '@notary/domain/validation';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AppError } from '../common/app-error.js';
import { InvitationIssuer } from '../invitations/invitation-issuer.service.js';
import { ActParty } from '../parties/party.entity.js';
import { assertOwnerIsParty, subjectRow } from '../subjects/subject-rows.js';
import { confirmingFacts, partyRow } from '../parties/party-rows.js';
import { type ActAccess, resolveActAccess } from './act-access.js';
import { NotarialAct } from './act.entity.js';
import { ActRules } from './act-rules.service.js';
import { emptyFacts } from './rules/civil-facts.js';
import { TermRules } from './rules/term-rules.js';
import { CivilRecordsService } from './civil-records.service.js';
import { ActsRepository, officeOfUser } from './acts.repository.js';
import { ActTransitions, domainError } from './act-transitions.service.js';
import type { SessionUser } from '../identity/auth.js';
import type { ActFields, ActList, CreateAct, CreateSimplifiedAct, ListActsQuery, SubjectInput, SubjectPatch } from '@notary/domain/contracts';
import { actView, listItemView } from './act-views.js';

/** Locales of the act name (acts-domain 3 "language of filing"). */
type Lang = 'oz' | 'uz' | 'ru';

@Injectable()
export class ActsService {
  constructor(
    private readonly db: DataSource,
    private readonly transitions: ActTransitions,
    private readonly rules: ActRules,
    private readonly audit: AuditService,
    private readonly invitations: InvitationIssuer,
    private readonly acts: ActsRepository,
    private readonly terms: TermRules,
    private readonly civilRecords: CivilRecordsService,
  ) {}

  /** Issue 5.2: creating an act of any type, in person or by video, with its first parties and subjects. */
  async create(
    user: SessionUser,
    input: CreateAct,
    requestId: string,
    options: { isSimplified?: boolean; origin?: string | null } = {},
  ): Promise<NotarialAct> {
    const isSimplified = options.isSimplified === true;
    const definition = ACT_TYPES[input.typeId as ActTypeId];
    assertChargesByNotary('applicant', input);
    this.terms.assertBlocksFit(input.typeId, input, user.locale);
    for (const [index, subject] of (input.subjects ?? []).entries()) assertPriceInWords(input.typeId, subject, `subjects.${index}`);
    if (!(definition.regTypes as readonly number[]).includes(input.regtype)) {
      throw new AppError('validation_failed', 400, 'registration type not offered for this act type', {
        issues: [{ path: 'regtype', message: 'error_regtype_not_allowed' }],
      });
    }
    const lang = (input.lang ?? (['oz', 'uz', 'ru'].includes(user.locale) ? user.locale : 'oz')) as Lang;
    const civilRecords = input.marriageRecord || input.divorceRecord ? await this.civilRecords.recordsOf(user.pin) : [];
    const civilFacts = await this.rules.prefetchPins([
      user.pin,
      ...(input.parties ?? []).flatMap((p) => [p.pin, p.manager?.pin].filter((pin): pin is string => Boolean(pin))),
    ]);
    const act = await this.db.transaction(async (em) => {
      const { typeId, regtype, author, parties = [], subjects = [], ...fields } = input;
      await this.assertMainActExists(em, fields.mainActId);
      const created = await this.acts.insertAct(em, {
        ...actFieldsToColumns(fields),
        typeId,
        regtype,
        lang,
        name: fields.name ?? definition.names[lang],
        createdBy: user.id,
        authorPin: user.pin,
        isSimplified,
      });
      const authorRow = await this.acts.insertParty(em, {
        ...partyRow({ role: definition.authorRole, fullname: user.fullname, ...author, partyClass: author?.partyClass ?? 'natural' }),
        actId: created.id,
        pin: user.pin,
        isAuthor: true,
        status: 'accepted',
        answeredAt: new Date(),
      });
      for (const party of parties) await this.addParty(em, created, party, options.origin);
      await this.terms.assertTerms(em, created, fields, civilFacts, user, civilRecords);
      const partyRows = await this.acts.parties(em, created.id);
      for (const subject of subjects) {
        assertOwnerIsParty(subject, partyRows);
        // Issue 12.2: nobody's car or flat on a stranger's act, before anything of it is stored.
        const refused = await this.rules.attachBlocker(em, created, subject, partyRows);
        if (refused) throw domainError(refused.code, refused.details);
        await this.acts.insertSubject(em, {
          ...subjectRow(subject),
          actId: created.id,
          objectKey: await this.rules.objectKeyFor(em, subject),
          ownerPartyId: subject.ownerPartyId ?? authorRow.id,
        });
      }
      const blocker = await this.rules.creationBlocker(em, created, civilFacts);
      if (blocker) throw domainError(blocker.code, blocker.details);
      await this.rules.refreshKeys(em, created);
      await this.audit.append(em, {
        actId: created.id,
        actorId: user.id,
        actorRole: 'applicant',
        action: 'create',
        toStep: created.step,
        toStatus: created.status,
        requestId,
        data: { typeId, regtype, isSimplified, parties: parties.length, subjects: subjects.length },
      });
      return created;
    });
    return this.acts.actOrFail(this.acts.manager, act.id);
  }

  /** acts-domain 4 "Simplified wizards": screens 0 (vehicle and price) and 1 (buyer or donee) at once. */
  async createSimplified(user: SessionUser, input: CreateSimplifiedAct, requestId: string, origin?: string | null): Promise<NotarialAct> {
    const counterRole = input.typeId === 1 ? 'buyer' : 'donee';
    return this.create(
      user,
      {
        typeId: input.typeId,
        regtype: input.regtype,
        phone: input.phone ?? null,
        parties: [
          {
            role: counterRole,
            partyClass: 'natural',
            pin: input.counterparty.pin,
            fullname: input.counterparty.fullname,
            phone: input.counterparty.phone ?? null,
          },
        ],
        subjects: [
          {
            kind: 'vehicle',
            stateNumber: input.vehicle.stateNumber ?? null,
            techPassportSeries: input.vehicle.techPassportSeries,
            techPassportNumber: input.vehicle.techPassportNumber,
            price: input.price ?? null,
            priceWords: input.priceWords ?? null,
          },
        ],
      },
      requestId,
      { isSimplified: true, origin },
    );
  }

  /**
   * A new party row, invited (link, QR code, SMS) when an answer is due from
   * them: a minor's entry or a party nobody can sign in for is not asked
   * (rules/party-confirmation.ts) and does not hold the act back.
   */
  async addParty(em: EntityManager, act: NotarialAct, input: Parameters<typeof partyRow>[0], origin?: string | null): Promise<ActParty> {
    const party = await this.acts.insertParty(em, { ...partyRow(input), actId: act.id, isAuthor: false, status: null });
    if (!mustConfirmInvitation(confirmingFacts(party))) return party;
    return this.acts.saveParty(em, await this.invitations.issue(em, party, act, origin));
  }

  /** Issue 5.2: the list of my acts, both tabs, every filter, paginated and sorted. */
  async list(user: SessionUser, query: ListActsQuery): Promise<ActList> {
    const officeId = user.notaryId && user.roles.includes('notary') ? await officeOfUser(this.acts.manager, user) : null;
    // Issue 14.1: the office inbox and its counts are a notary's, for their own office only.
    if ((query.scope === 'office' || query.counts) && officeId === null) throw new AppError('forbidden', 403, 'the office inbox is for the notaries of an office');
    const { rows, total } = await this.acts.listPage(this.acts.manager, { userId: user.id, pin: user.pin, officeId }, query);
    const counts = query.counts && officeId ? await this.acts.officeStepCounts(this.acts.manager, officeId) : undefined;
    return { items: rows.map(listItemView), total, page: query.page, pageSize: query.pageSize, ...(counts ? { counts } : {}) };
  }

  async access(actId: string, user: SessionUser): Promise<ActAccess> {
    // The audit trail: for those who joined the act (resolveActAccess `details`).
    return resolveActAccess(this.db.manager, actId, user, { lock: false, details: true });
  }

  /** Editing the act's own fields: the applicant in Preparation (acts-domain 4), the notary while checking. */
  async update(actId: string, user: SessionUser, fields: ActFields, requestId: string): Promise<NotarialAct> {
    // Self-departure is judged on the children's ages, a spouse consent's record on the registry's: asked before the row lock (CivilFactsReader.prefetch).
    const facts = fields.travel?.selfDeparture === true ? await this.rules.prefetch(this.db.manager, actId) : emptyFacts();
    const civilRecords = fields.marriageRecord || fields.divorceRecord ? await this.civilRecords.recordsOfAuthor(actId) : [];
    return this.transitions.mutate(
      actId,
      user,
      'update',
      async ({ em, access, audit, change }) => {
        assertEditable(access);
        assertChargesByNotary(access.actor, fields);
        this.terms.assertBlocksFit(access.act.typeId, fields, user.locale);
        await this.assertMainActExists(em, fields.mainActId);
        const columns = actFieldsToColumns(fields);
        const edited = Object.keys(columns);
        change.before = auditValues(access.act, edited);
        Object.assign(access.act, columns, { updatedAt: new Date() });
        // Refused terms throw here, inside the transaction: nothing of the edit is stored.
        await this.terms.assertTerms(em, access.act, fields, facts, user, civilRecords);
        await resetAcceptances(this.acts, em, actId, audit);
        const saved = await this.acts.saveAct(em, access.act);
        // Read back, so money and dates are recorded as stored ("1000.00"), like "before".
        change.after = auditValues(await this.acts.actOrFail(em, actId), edited);
        return saved;
      },
      requestId,
    );
  }

  async sendEvent(actId: string, user: SessionUser, event: ActEvent, body: Parameters<ActTransitions['send']>[3], requestId: string) {
    const act = await this.transitions.send(actId, event, { kind: 'user', user }, body, requestId);
    return actView(act);
  }

  /** A link to a main act names an existing act: an unknown id is the caller's mistake (400), not a foreign-key 500. */
  private async assertMainActExists(em: EntityManager, mainActId: string | null | undefined): Promise<void> {
    if (mainActId && !(await this.acts.actExists(em, mainActId))) throw new AppError('bad_request', 400, 'mainActId: no notarial act with this id');
  }
}

/** Parties, subjects and the act's fields change only when the domain's `actEditBlocker` allows (acts-domain 4). */
export function assertEditable(access: ActAccess): void {
  const code = actEditBlocker({ step: access.act.step, status: access.act.status }, access.actor);
  if (code) throw new AppError(code, ERROR_CODES[code].status, code === 'act_finished' ? code : 'act not editable now');
}

/**
 * acts-domain 5 "The vehicle sale price is entered together with its words
 * version": for a vehicle sale (the simplified one too) a vehicle's price
 * needs its words, and they must be the domain's `amountToWords` of it in one
 * of the three languages. Other acts may leave the words out, but words given
 * must still match the price.
 */
export function assertPriceInWords(typeId: number, subject: Partial<SubjectInput> | SubjectPatch, path = 'subject'): void {
  const { price, priceWords } = subject;
  if (price === undefined || price === null) return;
  const issue = (message: string) =>
    new AppError('validation_failed', 400, 'the price and its words differ', { issues: [{ path: `${path}.priceWords`, message }] });
  if (!priceWords) {
    if (typeId === 1 && subject.kind !== 'real_estate' && subject.kind !== 'other') throw issue('error_required_price_words');
    return;
  }
  if (!isPriceInWords(price, priceWords)) throw issue('error_wrong_price_words');
}

/**
 * When what the parties agreed to changes (the act's fields, its subjects:
 * price, vehicle, shares), their acceptance no longer covers it: every invited
 * party who accepted is asked again (status back to awaiting, acts-domain 4
 * "parties … confirm, then refresh"). Returns how many were reset.
 */
export async function resetAcceptances(acts: ActsRepository, em: EntityManager, actId: string, audit: Record<string, unknown>): Promise<number> {
  const reset = await acts.resetAcceptances(em, actId);
  if (reset.length > 0) audit.acceptancesReset = reset.length;
  return reset.length;
}

/**
 * acts-domain 3 "free-of-charge flag and reason": waiving the fees is the
 * notary's decision (acts-domain 6 "issues invoices"); an applicant setting it
 * would skip payment.
 */
function assertChargesByNotary(actor: string, fields: Pick<ActFields, 'isFree' | 'freeReason'>): void {
  if (actor !== 'notary' && (fields.isFree !== undefined || fields.freeReason !== undefined)) {
    throw new AppError('act_actor_not_allowed', 403, 'only the notary sets the free-of-charge flag', { field: 'isFree' });
  }
}

/**
 * An edit's values for the audit trail (`change.before`/`change.after` of
 * `ActTransitions.mutate`): only the columns the edit sent, copied so that a
 * later assignment to the row cannot change what was recorded as "before".
 */
export function auditValues(row: object, columns: readonly string[]): Record<string, unknown> {
  const values = row as Record<string, unknown>;
  return structuredClone(Object.fromEntries(columns.map((column) => [column, values[column]])));
}

export function actFieldsToColumns(fields: ActFields): Partial<NotarialAct> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) out[key] = value;
  return out as Partial<NotarialAct>;
}
