import { Injectable } from '@nestjs/common';
import type { DomainError } from '@notary/domain/errors';
import type { RuleResult } from '@notary/domain/rules';
import type { EntityManager } from 'typeorm';
import type { ActParty } from '../parties/party.entity.js';
import type { SubjectInput } from '@notary/domain/contracts';
import type { NotarialAct } from './act.entity.js';
import { ActsRepository, type PaymentCounts } from './acts.repository.js';
import type { ActSubject } from '../subjects/subject.entity.js';
import { type CivilFacts, CivilFactsReader, emptyFacts } from './rules/civil-facts.js';
import { DuplicateRules } from './rules/duplicate-rules.js';
import { ObjectRules } from './rules/object-rules.js';
import { PartyRules } from './rules/party-rules.js';
import { PowerOfAttorneyRules } from './rules/poa-rules.js';
import { TermRules } from './rules/term-rules.js';
import { VideoRules } from './rules/video-rules.js';

/** An act's parties and subjects, read once for the snapshot and the rules of one request. */
export type ActContents = {
  parties: ActParty[];
  subjects: ActSubject[];
  /** The counts of the act's invoices, when read with the act (the card); the snapshot reads them otherwise. */
  payments?: PaymentCounts;
};

export type { CivilFacts } from './rules/civil-facts.js';

/**
 * The rules of spec/acts-domain.md 5, applied to an act under its row lock.
 * The rules are the pure functions of `@notary/domain/rules`; the families in
 * `rules/` gather their facts (parties and the civil registry, objects and
 * the state registries, duplicates, powers of attorney, video), and this
 * service runs them in one order, cheapest and most telling first.
 */
@Injectable()
export class ActRules {
  constructor(
    private readonly acts: ActsRepository,
    private readonly civil: CivilFactsReader,
    private readonly partyRules: PartyRules,
    private readonly objects: ObjectRules,
    private readonly duplicates: DuplicateRules,
    private readonly powers: PowerOfAttorneyRules,
    private readonly video: VideoRules,
  ) {}

  /** The civil registry's answers for an act's people, before its transaction opens (`CivilFactsReader.prefetch`). */
  prefetch(em: EntityManager, actId: string): Promise<CivilFacts> {
    return this.civil.prefetch(em, actId);
  }

  /** The same for an act whose parties are read already (`CivilFactsReader.ofParties`). */
  factsOfParties(act: NotarialAct, parties: readonly ActParty[]): Promise<CivilFacts> {
    return this.civil.ofParties(parties.map((p) => ({ pin: p.pin, isAuthor: p.isAuthor, kinship: p.kinship, authorPin: act.authorPin })));
  }

  prefetchPins(pins: readonly string[]): Promise<CivilFacts> {
    return this.civil.prefetchPins(pins);
  }

  /** The first failing rule (the machine's `blockedBy`). */
  async firstBlocking(em: EntityManager, act: NotarialAct, facts?: CivilFacts, loaded?: ActContents): Promise<DomainError | null> {
    for (const rule of await this.evaluate(em, act, facts, loaded)) if (rule !== null) return rule;
    return null;
  }

  /** Every rule's result, in order (the act card lists them). */
  async evaluate(em: EntityManager, act: NotarialAct, facts: CivilFacts = emptyFacts(), loaded?: ActContents): Promise<RuleResult[]> {
    const parties = loaded?.parties ?? (await this.acts.parties(em, act.id));
    const subjects = loaded?.subjects ?? (await this.acts.subjects(em, act.id));
    for (const pin of new Set([act.authorPin, ...parties.map((p) => p.pin).filter((p): p is string => Boolean(p))])) {
      await this.civil.person(facts, pin);
    }
    const results: (RuleResult | undefined)[] = [
      this.partyRules.deceased(parties, facts),
      await this.duplicates.evaluate(em, act, parties, subjects),
      await this.partyRules.enforcementDebts(em, parties),
      // A power over the wrong kind of object says more than that object's registry answer.
      ...(await this.powers.evaluate(em, act, subjects)),
      ...(await this.objects.evaluate(em, act, parties, subjects)),
      this.partyRules.activePhone(act, facts),
      await this.video.parties(act, parties, facts),
      this.video.author(act, facts),
      this.partyRules.minorTravel(act, parties, facts),
      await this.partyRules.kinshipReduction(act, parties, facts),
    ];
    return results.filter((result): result is RuleResult => result !== undefined);
  }

  /**
   * What blocks creating an act (acts-domain 5 "Creation is blocked with a link
   * to the existing one"; acts-domain 8 "video registration is not possible"
   * without verified personal data).
   */
  async creationBlocker(em: EntityManager, act: NotarialAct, facts: CivilFacts): Promise<DomainError | null> {
    const parties = await this.acts.parties(em, act.id);
    const subjects = await this.acts.subjects(em, act.id);
    return (await this.duplicates.evaluate(em, act, parties, subjects)) ?? this.video.creationBlocker(act, parties, facts);
  }

  /** Issue 12.2: may this subject be on this act (`ObjectRules.attachBlocker`)? */
  attachBlocker(
    em: EntityManager,
    act: Pick<NotarialAct, 'typeId' | 'authorPin'>,
    subject: Partial<SubjectInput>,
    parties: readonly Pick<ActParty, 'pin' | 'isAuthor'>[],
  ): Promise<RuleResult> {
    return this.objects.attachBlocker(em, act, subject, parties);
  }

  /** The registry records the references tab may show. */
  async registryReferences(em: EntityManager, act: NotarialAct) {
    return this.objects.references(em, act, await this.acts.parties(em, act.id), await this.acts.subjects(em, act.id));
  }

  objectKeyFor(em: EntityManager, subject: Partial<SubjectInput>): Promise<string | null> {
    return this.objects.objectKeyFor(em, subject);
  }

  refreshKeys(em: EntityManager, act: NotarialAct): Promise<void> {
    return this.duplicates.refreshKeys(em, act);
  }
}

/** The providers of the rules (ActsModule). */
export const ACT_RULE_PROVIDERS = [ActsRepository, CivilFactsReader, PartyRules, ObjectRules, DuplicateRules, PowerOfAttorneyRules, VideoRules, TermRules, ActRules];
