import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type ActEvent,
  type ActSnapshot,
  type Actor,
  type MissingBlock,
  type TransitionResult,
  EVENT_CONFIRMATIONS,
  missingBlocks,
  needsConfirmation,
  transition,
} from '@notary/domain/act';
import { type DomainError, ERROR_CODES, type ErrorCode } from '@notary/domain/errors';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AppError } from '../common/app-error.js';
import { ActNotifier } from '../realtime/act-notifier.service.js';
import { type ActAccess, resolveActAccess } from './act-access.js';
import { NotarialAct } from './act.entity.js';
import { type ActContents, ActRules } from './act-rules.service.js';
import type { ActParty } from '../parties/party.entity.js';
import { ActsRepository } from './acts.repository.js';
import { arePartyConfirmationsDone } from './party-confirmations.js';
import type { SessionUser } from '../identity/auth.js';
import type { EventBody } from '@notary/domain/contracts';

/** Who sends an event: a signed-in user (their actor follows from access), or the API itself. */
export type Sender = { kind: 'user'; user: SessionUser } | { kind: 'system'; label: string };

export type EffectContext = {
  em: EntityManager;
  act: NotarialAct;
  actor: Actor;
  sender: Sender;
  event: ActEvent;
  input: EventBody;
  /** Facts the machine will read; `prepare` may set the ones the event brings (a new visit time). */
  snapshot: ActSnapshot;
  /** Extra data recorded in the audit row. */
  audit: Record<string, unknown>;
  requestId: string;
};

/**
 * What an event does besides moving the step, contributed by the feature that
 * owns it (registration assigns the number, payments refund, …). `prepare`
 * runs before the machine is asked, `apply` after it said yes; both inside the
 * transaction that holds the act's row lock.
 */
export type ActEffect = {
  prepare?: (ctx: EffectContext) => Promise<void>;
  apply?: (ctx: EffectContext) => Promise<void>;
};

/** What an edit was and became (`AuditInput.before`/`after`). */
export type AuditChangeInput = { before?: Record<string, unknown>; after?: Record<string, unknown> };

export type TransitionOutcome = { act: NotarialAct; result: TransitionResult };

/**
 * The features that add effects to the machine's events, in the order their
 * effects run for one event: the act's own fields first (a cancellation
 * date), then payments (refunds when the act ends), then registration (the
 * register number), last the notifications (they tell what the others wrote:
 * the visit time, the register number). Explicit, so the order modules start
 * in does not matter.
 */
export const EFFECT_SOURCES = ['act', 'payments', 'registration', 'notifications'] as const;
export type EffectSource = (typeof EFFECT_SOURCES)[number];

const WHO_OR_WHEN = new Set<ErrorCode>(['act_finished', 'act_event_not_allowed', 'act_actor_not_allowed']);

export function domainError(code: ErrorCode, details?: Record<string, unknown>): AppError {
  return new AppError(code, ERROR_CODES[code].status, code, details);
}

/** Issue 13: the act lacks blocks its type requires; the message and `details.missing` list them. */
export function blocksMissingError(missing: readonly MissingBlock[]): AppError {
  return new AppError('act_blocks_missing', ERROR_CODES.act_blocks_missing.status, `The act lacks required blocks: ${missing.join(', ')}`, {
    missing: [...missing],
  });
}

/**
 * The only place an act changes step (STYLE.md "one machine, two users"):
 * one transaction locks the act row (SELECT … FOR UPDATE), checks access,
 * builds the machine's facts under that lock, asks `transition()` from
 * `@notary/domain/act`, applies the event's effects, writes the new step and
 * status and an audit row, commits, and only then tells the act's room.
 * Other changes of an act (parties, subjects, notes, invoices) go through
 * `mutate`, which keeps the same lock-audit-notify order.
 */
@Injectable()
export class ActTransitions {
  private readonly effects = new Map<ActEvent, { source: EffectSource; effect: ActEffect }[]>();

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly notifier: ActNotifier,
    private readonly rules: ActRules,
    private readonly acts: ActsRepository,
  ) {}

  /**
   * Features add what their events do, from a provider's `onModuleInit`
   * (acts/act-effects.ts, payments/payment-effects.ts,
   * registration/registration-effects.ts). The effects of one event run in
   * the order of `EFFECT_SOURCES`, whatever order the modules start in.
   */
  registerEffect(source: EffectSource, event: ActEvent, effect: ActEffect): void {
    const list = [...(this.effects.get(event) ?? []), { source, effect }];
    // A stable sort: one source's effects keep the order it registered them in.
    list.sort((a, b) => EFFECT_SOURCES.indexOf(a.source) - EFFECT_SOURCES.indexOf(b.source));
    this.effects.set(event, list);
  }

  /** Who contributes to an event, in the order their effects run. */
  effectSources(event: ActEvent): EffectSource[] {
    return (this.effects.get(event) ?? []).map((entry) => entry.source);
  }

  /** The machine's facts about an act, read inside the caller's transaction. */
  async snapshot(em: EntityManager, act: NotarialAct, now = new Date(), loaded?: ActContents): Promise<ActSnapshot> {
    const pay = loaded?.payments ?? (await this.acts.paymentCounts(em, act.id));
    const hasInvoices = pay.live > 0;
    const { parties, subjects } = loaded ?? (await this.contents(em, act.id));
    return {
      step: act.step,
      status: act.status,
      typeId: act.typeId,
      regType: act.regtype,
      hasNotary: act.notaryId !== null,
      // Only the parties whose answer is due: not the author, not a minor's entry (acts/party-confirmations.ts).
      allPartiesAccepted: arePartyConfirmationsDone(parties),
      hasInvoices,
      isFreeOfCharge: act.isFree,
      isPaid: hasInvoices && pay.confirmed === pay.live,
      visitAt: act.visitAt,
      now,
      arePartiesPresent: act.partiesPresentAt !== null,
      blockedBy: null,
      missingBlocks: missingBlocks({ ...act, parties, subjects }),
    };
  }

  /** The act's parties and subjects, read once for the snapshot and the rules of one request. */
  private async contents(em: EntityManager, actId: string): Promise<ActContents> {
    return { parties: await this.acts.parties(em, actId), subjects: await this.acts.subjects(em, actId) };
  }

  /** Events this user may send now (the act card's buttons), with the same facts a transition would use. */
  async options(em: EntityManager, access: ActAccess): Promise<{ snapshot: ActSnapshot; blocking: DomainError | null; parties: ActParty[] }> {
    // The parties and subjects come with the access check when it read them with the act (the card).
    const loaded =
      access.parties && access.subjects
        ? { parties: access.parties, subjects: access.subjects, ...(access.payments ? { payments: access.payments } : {}) }
        : await this.contents(em, access.act.id);
    const snapshot = await this.snapshot(em, access.act, new Date(), loaded);
    const facts = await this.rules.factsOfParties(access.act, loaded.parties);
    const blocking = await this.rules.firstBlocking(em, access.act, facts, loaded);
    snapshot.blockedBy = blocking?.code ?? null;
    return { snapshot, blocking, parties: loaded.parties };
  }

  async send(
    actId: string,
    event: ActEvent,
    sender: Sender,
    input: EventBody = {},
    requestId: string = randomUUID(),
  ): Promise<NotarialAct> {
    if (sender.kind === 'user' && needsConfirmation(event) && input.confirmed !== true) {
      // acts-domain 4/8: these events ask first; the dialog's answer travels as `confirmed: true`.
      throw new AppError('validation_failed', 400, 'confirmation_required', {
        confirmation: EVENT_CONFIRMATIONS[event as keyof typeof EVENT_CONFIRMATIONS],
        issues: [{ path: 'confirmed', message: 'confirmation_required' }],
      });
    }
    const civilFacts = await this.rules.prefetch(this.db.manager, actId);
    const outcome = await this.db.transaction(async (em) => {
      const { act, actor } = await this.lockFor(em, actId, sender);
      const from = { step: act.step, status: act.status };
      const loaded = await this.contents(em, act.id);
      const snapshot = await this.snapshot(em, act, new Date(), loaded);
      const ctx: EffectContext = { em, act, actor, sender, event, input, snapshot, audit: {}, requestId };
      const effects = (this.effects.get(event) ?? []).map((entry) => entry.effect);
      // Only the events that move forward read the blocking rules (acts-domain 5
      // "blocks continuation"); going back, deleting, refusing or stopping stay open.
      const blocking = await this.rules.firstBlocking(em, act, civilFacts, loaded);
      snapshot.blockedBy = blocking?.code ?? null;
      // Who and when is decided before any effect runs; the guards are decided after
      // `prepare` has put in the facts the event brings (the new visit time, the invoices).
      const preview = transition(snapshot, event, actor);
      if (!preview.ok && WHO_OR_WHEN.has(preview.code)) throw domainError(preview.code);
      for (const effect of effects) await effect.prepare?.(ctx);
      const result = transition(snapshot, event, actor);
      if (!result.ok) {
        if (result.code === 'act_blocks_missing') throw blocksMissingError(snapshot.missingBlocks);
        throw domainError(result.code, result.code === blocking?.code ? blocking.details : undefined);
      }
      for (const effect of effects) await effect.apply?.(ctx);
      act.step = result.next.step;
      act.status = result.next.status;
      act.updatedAt = new Date();
      await this.acts.saveAct(em, act);
      await this.rules.refreshKeys(em, act);
      await this.audit.append(em, {
        actId: act.id,
        actorId: sender.kind === 'user' ? sender.user.id : null,
        actorRole: sender.kind === 'user' ? actor : `system:${sender.label}`,
        action: event,
        fromStep: from.step,
        toStep: act.step,
        fromStatus: from.status,
        toStatus: act.status,
        reason: input.reason ?? input.defects ?? null,
        requestId,
        data: ctx.audit,
      });
      return { act, actor, audience: await this.notifier.audience(em, act.id) };
    });
    this.notifier.actChanged(
      { actId: outcome.act.id, event, actor: outcome.actor, step: outcome.act.step, status: outcome.act.status, at: new Date().toISOString() },
      outcome.audience,
    );
    return outcome.act;
  }

  /**
   * A change of an act that is not a step move (parties, subjects, notes,
   * invoices, invitations): same lock, same audit row, same notify after commit.
   * `check` decides who may do it; it runs under the lock.
   */
  async mutate<T>(
    actId: string,
    user: SessionUser,
    action: string,
    run: (ctx: { em: EntityManager; access: ActAccess; audit: Record<string, unknown>; change: AuditChangeInput }) => Promise<T>,
    requestId: string = randomUUID(),
  ): Promise<T> {
    const { value, act, actor, audience } = await this.db.transaction(async (em) => {
      const access = await resolveActAccess(em, actId, user, { lock: true });
      const audit: Record<string, unknown> = {};
      // An edit sets `change.before`/`change.after`; the audit row keeps both values of each changed field.
      const change: AuditChangeInput = {};
      const value = await run({ em, access, audit, change });
      await this.rules.refreshKeys(em, access.act);
      await this.audit.append(em, {
        actId,
        actorId: user.id,
        actorRole: access.actor,
        action,
        requestId,
        data: audit,
        before: change.before,
        after: change.after,
      });
      return { value, act: access.act, actor: access.actor, audience: await this.notifier.audience(em, actId) };
    });
    this.notifier.actChanged({ actId, event: action, actor, step: act.step, status: act.status, at: new Date().toISOString() }, audience);
    return value;
  }

  private async lockFor(em: EntityManager, actId: string, sender: Sender): Promise<{ act: NotarialAct; actor: Actor }> {
    if (sender.kind === 'user') {
      const access = await resolveActAccess(em, actId, sender.user, { lock: true });
      return { act: access.act, actor: access.actor };
    }
    const act = await this.acts.findAct(em, actId, { lock: true });
    if (!act) throw new AppError('uuid_not_found', 418, 'Notarial act not found');
    return { act, actor: 'system' };
  }
}
