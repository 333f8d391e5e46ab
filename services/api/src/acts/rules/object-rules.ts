import { Injectable } from '@nestjs/common';
import {
  type RegistrySubjectFacts,
  type RuleResult,
  type SubjectRef,
  checkCoOwnersConfirmed,
  checkSubjectAttachable,
  checkSubjectInRegistry,
  checkVehicleUnencumbered,
} from '@notary/domain/rules';
import type { EntityManager } from 'typeorm';
import type { ActParty } from '../../parties/party.entity.js';
import { Cadastre, type RegistryProperty, type RegistryVehicle, VehicleRegistry } from '../../state-registries/state-registries.js';
import type { ActSubject } from '../../subjects/subject.entity.js';
import { objectKeyOf } from '../../subjects/subject-rows.js';
import type { NotarialAct } from '../act.entity.js';
import { ActsRepository, subjectRefOfKey } from '../acts.repository.js';
import type { SubjectInput } from '@notary/domain/contracts';

const tiyin = (sum: string | number | null | undefined) => Math.round(Number(sum ?? 0) * 100);

/** What the vehicle registry or the cadastre answered for a subject, as the rules take it. */
export type RegisteredSubject = { record: RegistryVehicle | RegistryProperty | null; facts: RegistrySubjectFacts; ref: SubjectRef | null };

/**
 * The rules about the act's objects and the state registries (acts-domain 5,
 * issue 12.2): the object is known to its registry, its author may have it on
 * the act, a vehicle carries no bans, arrests, restraints or fines, and the
 * co-owners take part and confirm.
 */
@Injectable()
export class ObjectRules {
  constructor(
    private readonly acts: ActsRepository,
    private readonly vehicles: VehicleRegistry,
    private readonly cadastre: Cadastre,
  ) {}

  /** What the vehicle registry or the cadastre answers for a subject. */
  async registered(em: EntityManager, subject: Partial<SubjectInput>): Promise<RegisteredSubject> {
    const kind = subject.kind ?? 'other';
    const record =
      kind === 'vehicle'
        ? await this.vehicles.find(em, subject)
        : kind === 'real_estate' && subject.cadastreNumber
          ? await this.cadastre.find(em, subject.cadastreNumber)
          : null;
    const identifier: Record<string, string | null> =
      kind === 'vehicle'
        ? { stateNumber: subject.stateNumber ?? null, techPassportSeries: subject.techPassportSeries ?? null, techPassportNumber: subject.techPassportNumber ?? null }
        : kind === 'real_estate'
          ? { cadastreNumber: subject.cadastreNumber ?? null }
          : {};
    const key = kind === 'vehicle' ? objectKeyOf(subject, record?.id ?? null) : objectKeyOf(subject);
    return { record, facts: { kind, identifier, ownerPins: record?.ownerPins ?? null }, ref: record && key ? subjectRefOfKey(key) : null };
  }

  /**
   * Issue 12.2: may this subject be on this act at all? The author owns it,
   * holds an owner's power of attorney to dispose of it, or (acts that do not
   * dispose of it) an owner takes part (domain `checkSubjectAttachable`).
   * Asked when the subject is attached, before its duplicate key or any
   * registry fact of it is stored or shown, and again by `evaluate`.
   */
  async attachBlocker(
    em: EntityManager,
    act: Pick<NotarialAct, 'typeId' | 'authorPin'>,
    subject: Partial<SubjectInput>,
    parties: readonly Pick<ActParty, 'pin' | 'isAuthor'>[],
    registered?: RegisteredSubject,
  ): Promise<RuleResult> {
    const { facts, ref } = registered ?? (await this.registered(em, subject));
    if (facts.ownerPins === null || facts.ownerPins.includes(act.authorPin)) return null;
    const powers = ref ? await this.acts.powersOfAttorneyHeld(em, act.authorPin, facts.ownerPins) : [];
    const partyPins = parties.filter((p) => p.pin && !p.isAuthor).map((p) => p.pin!);
    return checkSubjectAttachable({ typeId: act.typeId, authorPin: act.authorPin, subject: facts, ref, powers, partyPins });
  }

  /** Each registered subject's rules, in order: known to the registry, attachable, unencumbered, co-owners. */
  async evaluate(em: EntityManager, act: NotarialAct, parties: readonly ActParty[], subjects: readonly ActSubject[]): Promise<RuleResult[]> {
    const results: RuleResult[] = [];
    for (const subject of subjects) {
      if (subject.kind === 'other') continue;
      const registered = await this.registered(em, subject);
      // An object the registry does not know cannot be checked for bans, fines and
      // co-owners: it blocks rather than skipping those checks.
      results.push(checkSubjectInRegistry(registered.facts));
      const record = registered.record;
      if (!record) continue;
      results.push(await this.attachBlocker(em, act, subject, parties, registered));
      if (subject.kind === 'vehicle') {
        const found = await this.vehicles.encumbrances(em, record.id);
        const count = (kind: string) => found.filter((e) => e.kind === kind).length;
        results.push(
          checkVehicleUnencumbered({
            bans: count('ban'),
            arrests: count('arrest'),
            restraints: count('restraint'),
            unpaidFinesTiyin: found.filter((e) => e.kind === 'fine').reduce((s, e) => s + tiyin(e.amount), 0),
          }),
        );
      }
      results.push(
        checkCoOwnersConfirmed({
          ownerPins: record.ownerPins,
          authorPin: act.authorPin,
          parties: parties.filter((p) => p.pin && !p.isAuthor).map((p) => ({ pin: p.pin!, invitationStatus: p.status })),
        }),
      );
    }
    return results;
  }

  /**
   * The duplicate-act key of a subject (subject-rows.ts `objectKeyOf`): a
   * vehicle by the registry's id when the registry knows it, whichever way it
   * was entered.
   */
  async objectKeyFor(em: EntityManager, subject: Partial<SubjectInput>): Promise<string | null> {
    if (subject.kind !== 'vehicle') return objectKeyOf(subject);
    const registered = await this.vehicles.find(em, subject);
    return objectKeyOf(subject, registered?.id ?? null);
  }

  /** The registry's record of each subject the act may show (references tab): none of a subject the rule refuses. */
  async references(em: EntityManager, act: NotarialAct, parties: readonly ActParty[], subjects: readonly ActSubject[]) {
    const registry = [];
    for (const subject of subjects) {
      if (subject.kind === 'other') continue;
      // Issue 12.2: the registry's record of an object the act's author may not have on it is nobody's business here.
      if ((await this.attachBlocker(em, act, subject, parties)) !== null) continue;
      if (subject.kind === 'vehicle') {
        const vehicle = await this.vehicles.find(em, subject);
        registry.push({ subjectId: subject.id, vehicle, encumbrances: vehicle ? await this.vehicles.encumbrances(em, vehicle.id) : [] });
      } else if (subject.kind === 'real_estate' && subject.cadastreNumber) {
        const property = await this.cadastre.find(em, subject.cadastreNumber);
        registry.push({ subjectId: subject.id, property, encumbrances: property ? await this.cadastre.bans(em, property.id) : [] });
      }
    }
    return registry;
  }
}
