import { Injectable } from '@nestjs/common';
import { ACT_STEPS } from '@notary/domain/act';
import { ERROR_CODES } from '@notary/domain/errors';
import type { PartyRole } from '@notary/domain/party';
import { type RuleResult, type SubjectRef, checkNoUnfinishedDuplicate, unfinishedActKeys } from '@notary/domain/rules';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { ActParty } from '../../parties/party.entity.js';
import type { ActSubject } from '../../subjects/subject.entity.js';
import type { NotarialAct } from '../act.entity.js';
import { ActsRepository, subjectRefOfKey } from '../acts.repository.js';
import { ObjectRules } from './object-rules.js';

/**
 * acts-domain 5 "Only one unfinished act per vehicle, property, spouse, child
 * or attorney": the act's keys (domain `unfinishedActKeys`) against the keys
 * other unfinished acts hold, and keeping the act's own keys current.
 */
@Injectable()
export class DuplicateRules {
  constructor(
    private readonly acts: ActsRepository,
    private readonly objects: ObjectRules,
  ) {}

  /** Another unfinished act with a common key blocks (`details.existingActId` links to it). */
  async evaluate(em: EntityManager, act: NotarialAct, parties: readonly ActParty[], subjects: readonly ActSubject[]): Promise<RuleResult> {
    const facts = identityFacts(act, parties, subjects);
    const keys = unfinishedActKeys(facts);
    if (keys.length === 0) return null;
    const byAct = new Map<string, string[]>();
    for (const row of await this.acts.keyHolders(em, keys, act.id)) byAct.set(row.actId, [...(byAct.get(row.actId) ?? []), row.key]);
    // Deleting the current key while iterating a Map is safe.
    for (const holder of byAct.keys()) if (await this.isStaleHolder(em, holder)) byAct.delete(holder);
    return checkNoUnfinishedDuplicate({ ...facts, id: act.id }, [...byAct].map(([id, k]) => ({ id, keys: k })));
  }

  /**
   * Keeps the act's duplicate keys current: an unfinished act holds its keys
   * (first come, first served), a registered or ended one frees them. Called
   * inside every change of an act. A key already held answers
   * `duplicate_unfinished_act` with the link to the holder.
   */
  async refreshKeys(em: EntityManager, act: NotarialAct): Promise<void> {
    await this.acts.releaseKeys(em, act.id);
    if (act.status !== 'active' || act.step >= ACT_STEPS.registered) return;
    const keys = unfinishedActKeys(identityFacts(act, await this.acts.parties(em, act.id), await this.acts.subjects(em, act.id)));
    if (keys.length === 0) return;
    await this.releaseStaleKeys(em, act, keys);
    const holder = await this.acts.claimKeys(em, act.id, keys);
    if (holder) {
      throw new AppError('duplicate_unfinished_act', ERROR_CODES.duplicate_unfinished_act.status, 'duplicate_unfinished_act', {
        existingActId: holder.actId,
        typeId: act.typeId,
        key: holder.key,
      });
    }
  }

  /**
   * Issue 12.2: an unfinished act whose author had (or has kept) no right to
   * one of its registered objects does not hold that object against anyone:
   * the owner's own act goes ahead. (Attaching refuses such objects; this
   * covers a right lost since: a sold car, an expired power of attorney.)
   */
  private async isStaleHolder(em: EntityManager, actId: string): Promise<boolean> {
    const holder = await this.acts.actAuthor(em, actId);
    if (!holder) return false;
    const parties = await this.acts.parties(em, actId);
    for (const subject of await this.acts.subjects(em, actId)) {
      if (subject.kind !== 'other' && (await this.objects.attachBlocker(em, holder, subject, parties)) !== null) return true;
    }
    return false;
  }

  /** Frees the keys that stale holders (`isStaleHolder`) keep of `keys`. */
  private async releaseStaleKeys(em: EntityManager, act: NotarialAct, keys: readonly string[]): Promise<void> {
    const holders = new Set((await this.acts.keyHolders(em, keys, act.id)).map((row) => row.actId));
    for (const holder of holders) if (await this.isStaleHolder(em, holder)) await this.acts.releaseKeys(em, holder, keys);
  }
}

/** What the act is about, as the duplicate keys name it. */
function identityFacts(act: NotarialAct, parties: readonly ActParty[], subjects: readonly ActSubject[]) {
  return {
    typeId: act.typeId,
    parties: parties.filter((p) => p.pin).map((p) => ({ pin: p.pin!, role: p.role as PartyRole })),
    subjects: subjects.flatMap((s): SubjectRef[] => (s.objectKey ? [{ ...subjectRefOfKey(s.objectKey), kind: s.kind }] : [])),
  };
}
