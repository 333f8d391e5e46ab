import { Injectable } from '@nestjs/common';
import { type ActTypeId, MINOR_TRAVEL_TYPE_IDS } from '@notary/domain/act';
import {
  type RuleResult,
  type TravellingMinor,
  checkActivePhone,
  checkKinshipForReduction,
  checkMinorTravel,
  checkNoDeceasedParty,
  checkNoEnforcementDebt,
  dutyReductionFor,
} from '@notary/domain/rules';
import { parseIsoDate } from '@notary/domain/time';
import type { EntityManager } from 'typeorm';
import type { ActParty } from '../../parties/party.entity.js';
import { EnforcementBureau } from '../../state-registries/state-registries.js';
import type { NotarialAct } from '../act.entity.js';
import { type CivilFacts, CivilFactsReader } from './civil-facts.js';

/** The civil registry's document type of a birth certificate in its archive (civil-registry/document-types.ts). */
const BIRTH_CERTIFICATE_TYPE = 20;
const tiyin = (sum: string | number | null | undefined) => Math.round(Number(sum ?? 0) * 100);

/**
 * The rules about the act's people (acts-domain 5), from the civil registry
 * and the enforcement bureau: deceased parties, debts of the disposing side,
 * the applicant's active phone, minors' travel, the kinship behind a duty
 * reduction.
 */
@Injectable()
export class PartyRules {
  constructor(
    private readonly civil: CivilFactsReader,
    private readonly bureau: EnforcementBureau,
  ) {}

  /** A deceased person (by pin in the civil registry) blocks progress. */
  deceased(parties: readonly ActParty[], facts: CivilFacts): RuleResult {
    return checkNoDeceasedParty(
      parties
        .filter((p) => p.pin)
        .map((p) => ({ pin: p.pin!, role: p.role, isDeceased: Boolean(facts.persons.get(p.pin!)?.deathDate) })),
    );
  }

  /** Enforcement debt of the side that disposes (the author and co-owners). */
  async enforcementDebts(em: EntityManager, parties: readonly ActParty[]): Promise<RuleResult> {
    const disposers = parties.filter((p) => p.pin && (p.isAuthor || p.role === 'co_owner')).map((p) => p.pin!);
    const debts = [];
    for (const pin of disposers) {
      const open = await this.bureau.openDebts(em, pin);
      debts.push({ pin, debtTiyin: open.reduce((s, d) => s + tiyin(d.outstanding), 0) });
    }
    return checkNoEnforcementDebt(debts);
  }

  /** The applicant's active phone (the registry / operator's answer). */
  activePhone(act: NotarialAct, facts: CivilFacts): RuleResult {
    const author = facts.persons.get(act.authorPin) ?? null;
    return checkActivePhone({ phone: author?.phone ?? null, isActive: author?.isPhoneActive ?? false });
  }

  /** Minors' travel consent (15034, 15035); null for other types. */
  minorTravel(act: NotarialAct, parties: readonly ActParty[], facts: CivilFacts): RuleResult | undefined {
    if (!(MINOR_TRAVEL_TYPE_IDS as readonly number[]).includes(act.typeId)) return undefined;
    const minors = this.travellingMinors(parties, facts);
    return checkMinorTravel({
      typeId: act.typeId as 15034 | 15035,
      minors,
      hasAccompanyingPerson: parties.some((p) => p.role === 'accompanying_person'),
      isSelfDeparture: act.travel?.selfDeparture === true,
      now: new Date(),
    });
  }

  /** The act's minors with their birth date (the party's, else the registry's) and whether the archive has the birth certificate. */
  travellingMinors(parties: readonly ActParty[], facts: CivilFacts): TravellingMinor[] {
    const minors: TravellingMinor[] = [];
    for (const party of parties.filter((p) => p.role === 'minor' && p.pin)) {
      const person = facts.persons.get(party.pin!);
      const birth = parseIsoDate(party.birthDate ?? person?.birthDate ?? '');
      if (!birth) continue;
      minors.push({
        pin: party.pin!,
        birthDate: birth,
        isBirthCertificateInArchive: Boolean(person?.documents.some((d) => d.typeId === BIRTH_CERTIFICATE_TYPE)),
      });
    }
    return minors;
  }

  /**
   * A claimed close-relative duty reduction needs the registry's kinship
   * (acts-domain 8 "with an option to reload"). A party's `kinship` is the
   * applicant's claim; undefined when nothing is claimed.
   */
  async kinshipReduction(act: NotarialAct, parties: readonly ActParty[], facts: CivilFacts): Promise<RuleResult | undefined> {
    const claimant = parties.find((p) => !p.isAuthor && p.kinship && p.pin);
    if (!claimant || !dutyReductionFor(act.typeId as ActTypeId, 'spouse')) return undefined;
    const kinship = await this.civil.kinship(facts, act.authorPin, claimant.pin!);
    return checkKinshipForReduction({ isReductionClaimed: true, kinship });
  }
}
