import { Inject, Injectable, Optional } from '@nestjs/common';
import { ACT_STEPS, type ActTypeId, MINOR_TRAVEL_TYPE_IDS, POWER_OF_ATTORNEY_TYPE_IDS, REG_TYPES } from '@notary/domain/act';
import { type DomainError, ERROR_CODES } from '@notary/domain/errors';
import type { PartyRole } from '@notary/domain/party';
import {
  type Kinship,
  POA_RIGHTS,
  type PoaRight,
  DISPOSAL_RIGHTS,
  type RuleResult,
  type SubjectRef,
  checkActivePhone,
  checkSubjectAttachable,
  checkCoOwnersConfirmed,
  checkKinshipForReduction,
  checkMinorTravel,
  checkNoDeceasedParty,
  checkNoEnforcementDebt,
  checkNoUnfinishedDuplicate,
  checkPowerOfAttorneyScope,
  checkRedelegation,
  checkSubjectInRegistry,
  checkVehicleUnencumbered,
  checkVideoConferenceReadiness,
  checkVideoPartiesVerified,
  dutyReductionFor,
  type HeldPowerOfAttorney,
  invitationConfirmerPin,
  joinsByVideo,
  type RegistrySubjectFacts,
  unfinishedActKeys,
} from '@notary/domain/rules';
import { parseIsoDate } from '@notary/domain/time';
import type { EntityManager } from 'typeorm';
import { CIVIL_REGISTRY, type CivilRegistry, type RegistryPerson } from '../civil-registry/civil-registry.js';
import { AppError } from '../common/app-error.js';
import { ActParty } from '../parties/party.entity.js';
import { confirmingFacts } from '../parties/party-rows.js';
import {
  Cadastre,
  EnforcementBureau,
  type RegistryProperty,
  type RegistryVehicle,
  VehicleRegistry,
} from '../state-registries/state-registries.js';
import { ActSubject } from '../subjects/subject.entity.js';
import { objectKeyOf } from '../subjects/subject-rows.js';
import type { SubjectInput } from './dto/subject.dto.js';
import { NotarialAct } from './act.entity.js';

/**
 * The civil registry's answers for an act: persons by pin (null: unknown pin)
 * and kinship by "pinA:pinB".
 */
export type CivilFacts = { persons: Map<string, RegistryPerson | null>; kinship: Map<string, Kinship | null> };
const emptyFacts = (): CivilFacts => ({ persons: new Map(), kinship: new Map() });

/** The civil registry's document type of a birth certificate in its archive (civil-registry/document-types.ts). */
const BIRTH_CERTIFICATE_TYPE = 20;
const tiyin = (sum: string | number | null | undefined) => Math.round(Number(sum ?? 0) * 100);

/** What a subject is called in the duplicate keys: its registry identity (acts-domain 5). */
function subjectRef(subject: ActSubject): SubjectRef | null {
  if (!subject.objectKey) return null;
  return { kind: subject.kind, id: subject.objectKey.slice(subject.objectKey.indexOf(':') + 1) };
}

/**
 * The rules of spec/acts-domain.md 5, applied to an act under its row lock.
 * The rules are the pure functions of `@notary/domain/rules`; this service
 * only gathers their facts from the act, its parties and subjects, the civil
 * registry and the state-registry adapters, and keeps the duplicate-act keys.
 */
@Injectable()
export class ActRules {
  constructor(
    private readonly vehicles: VehicleRegistry,
    private readonly cadastre: Cadastre,
    private readonly bureau: EnforcementBureau,
    @Optional() @Inject(CIVIL_REGISTRY) private readonly civil: CivilRegistry | null,
  ) {}

  /**
   * The civil registry's answers for an act's people, fetched BEFORE the
   * transaction opens: the registry is an external system (its adapter has
   * its own connection), and waiting on it while holding the act's row lock
   * and a pooled connection would let a burst of registrations exhaust the
   * pool. A pin added after this read is looked up under the lock.
   */
  async prefetch(em: EntityManager, actId: string): Promise<CivilFacts> {
    // A malformed id finds nothing here; the access check answers uuid_not_found.
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(actId)) return emptyFacts();
    const rows = (await em.query(
      `SELECT p.pin, p.is_author, p.kinship, a.author_pin FROM act_party p JOIN notarial_act a ON a.id = p.act_id
        WHERE p.act_id = $1 AND p.pin IS NOT NULL`,
      [actId],
    )) as { pin: string; is_author: boolean; kinship: string | null; author_pin: string }[];
    const facts = emptyFacts();
    for (const row of rows) {
      await this.person(facts, row.pin);
      if (!row.is_author && row.kinship) await this.kinshipOf(facts, row.author_pin, row.pin);
    }
    return facts;
  }

  /** Fetches registry persons ahead of a transaction (see `prefetch`). */
  async prefetchPins(pins: readonly string[]): Promise<CivilFacts> {
    const facts = emptyFacts();
    for (const pin of pins) await this.person(facts, pin);
    return facts;
  }

  private async person(facts: CivilFacts, pin: string): Promise<RegistryPerson | null> {
    if (!facts.persons.has(pin)) facts.persons.set(pin, this.civil ? await this.civil.findPerson(pin) : null);
    return facts.persons.get(pin) ?? null;
  }

  private async kinshipOf(facts: CivilFacts, pinA: string, pinB: string): Promise<Kinship | null> {
    const key = `${pinA}:${pinB}`;
    if (!facts.kinship.has(key)) facts.kinship.set(key, this.civil ? await this.civil.kinship(pinA, pinB) : null);
    return facts.kinship.get(key) ?? null;
  }

  /** The first failing rule (the machine's `blockedBy`), cheapest and most telling first. */
  async firstBlocking(em: EntityManager, act: NotarialAct, facts?: CivilFacts): Promise<DomainError | null> {
    for (const rule of await this.evaluate(em, act, facts)) if (rule !== null) return rule;
    return null;
  }

  /** Every rule's result, in order (the act card lists them). */
  async evaluate(em: EntityManager, act: NotarialAct, facts: CivilFacts = emptyFacts()): Promise<RuleResult[]> {
    const parties = await em.getRepository(ActParty).find({ where: { actId: act.id } });
    const subjects = await em.getRepository(ActSubject).find({ where: { actId: act.id } });
    const persons = facts.persons;
    for (const pin of new Set([act.authorPin, ...parties.map((p) => p.pin).filter((p): p is string => Boolean(p))])) {
      await this.person(facts, pin);
    }
    const authorPerson = persons.get(act.authorPin) ?? null;

    const results: RuleResult[] = [];
    // Deceased party (contact the civil registry office).
    results.push(
      checkNoDeceasedParty(
        parties
          .filter((p) => p.pin)
          .map((p) => ({ pin: p.pin!, role: p.role, isDeceased: Boolean(persons.get(p.pin!)?.deathDate) })),
      ),
    );
    // One unfinished act per object.
    results.push(await this.duplicate(em, act, parties, subjects));
    // Enforcement debt of the side that disposes (the author and co-owners).
    const disposers = parties.filter((p) => p.pin && (p.isAuthor || p.role === 'co_owner')).map((p) => p.pin!);
    const debts = [];
    for (const pin of disposers) {
      const open = await this.bureau.openDebts(em, pin);
      debts.push({ pin, debtTiyin: open.reduce((s, d) => s + tiyin(d.outstanding), 0) });
    }
    results.push(checkNoEnforcementDebt(debts));
    // Powers of attorney: scope (before the registry checks: a power over the wrong kind of
    // object says more than that object's registry answer), and a re-delegation within the main one.
    if ((POWER_OF_ATTORNEY_TYPE_IDS as readonly number[]).includes(act.typeId)) {
      const rights = (act.proxy?.rights ?? []).filter((r): r is PoaRight => (POA_RIGHTS as readonly string[]).includes(r));
      // The flag "the power includes disposal" counts as much as a listed disposal right.
      if (act.proxy?.hasDisposalRights === true && !rights.some((r) => (DISPOSAL_RIGHTS as readonly string[]).includes(r))) {
        rights.push('sell');
      }
      const scope = checkPowerOfAttorneyScope({ typeId: act.typeId, rights, subjectKinds: subjects.map((s) => s.kind) });
      results.push(
        scope?.code === 'poa_disposal_rights_forbidden' && act.proxy?.hasDisposalRights === true
          ? { ...scope, details: { ...scope.details, hasDisposalRights: true } }
          : scope,
      );
      if (act.mainActId) {
        const main = await em.getRepository(NotarialAct).findOneBy({ id: act.mainActId });
        const mainUntil = parseIsoDate(main?.validUntil ?? '');
        const until = parseIsoDate(act.validUntil ?? '');
        const hasDelegationRight = main?.proxy?.delegationRight === true;
        if (!main) {
          results.push({ code: 'poa_delegation_not_allowed', details: { mainActId: act.mainActId } });
        } else if (!until) {
          // A re-delegated power without an end date would outlast any main one: its end date is required.
          results.push(hasDelegationRight ? { code: 'poa_outlasts_main', details: { validUntil: null, mainValidUntil: main.validUntil } } : { code: 'poa_delegation_not_allowed' });
        } else if (mainUntil) {
          results.push(checkRedelegation({ validUntil: until, main: { validUntil: mainUntil, hasDelegationRight } }));
        } else if (!hasDelegationRight) {
          results.push({ code: 'poa_delegation_not_allowed' });
        }
      }
    }
    // Vehicles: bans, arrests, restraints, fines; shared ownership.
    for (const subject of subjects) {
      if (subject.kind === 'other') continue;
      const { record: registered, facts } = await this.registered(em, subject);
      // An object the registry does not know cannot be checked for bans, fines and
      // co-owners: it blocks rather than skipping those checks.
      results.push(checkSubjectInRegistry(facts));
      if (!registered) continue;
      results.push(await this.attachBlocker(em, act, subject, parties));
      if (subject.kind === 'vehicle') {
        const found = await this.vehicles.encumbrances(em, registered.id);
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
          ownerPins: registered.ownerPins,
          authorPin: act.authorPin,
          parties: parties.filter((p) => p.pin && !p.isAuthor).map((p) => ({ pin: p.pin!, invitationStatus: p.status })),
        }),
      );
    }
    // The applicant's active phone (the registry / operator's answer).
    results.push(checkActivePhone({ phone: authorPerson?.phone ?? null, isActive: authorPerson?.isPhoneActive ?? false }));
    // Video registration: the account part (the browser checks camera, microphone and speed itself),
    // for the author and for every party who joins by video.
    results.push(await this.videoPartiesCheck(facts, act, parties));
    if (act.regtype === REG_TYPES.video) {
      results.push(
        checkVideoConferenceReadiness({
          isSignedIn: true,
          isPersonalDataVerified: authorPerson?.isPersonalDataVerified ?? false,
          hasWebcam: true,
          hasMicrophone: true,
          camera: { width: 1280, height: 720 },
          downlinkMbps: 4,
        }),
      );
    }
    // Minors' travel consent.
    if ((MINOR_TRAVEL_TYPE_IDS as readonly number[]).includes(act.typeId)) {
      const minors = [];
      for (const party of parties.filter((p) => p.role === 'minor' && p.pin)) {
        const person = persons.get(party.pin!);
        const birth = parseIsoDate(party.birthDate ?? person?.birthDate ?? '');
        if (!birth) continue;
        minors.push({
          pin: party.pin!,
          birthDate: birth,
          isBirthCertificateInArchive: Boolean(person?.documents.some((d) => d.typeId === BIRTH_CERTIFICATE_TYPE)),
        });
      }
      results.push(
        checkMinorTravel({
          typeId: act.typeId as 15034 | 15035,
          minors,
          hasAccompanyingPerson: parties.some((p) => p.role === 'accompanying_person'),
          isSelfDeparture: act.travel?.selfDeparture === true,
          now: new Date(),
        }),
      );
    }
    // A claimed close-relative duty reduction needs the registry's kinship (with "reload kinship data").
    // A party's `kinship` is the applicant's claim of a close relative (for the duty
    // reduction); the registry must confirm it (acts-domain 8 "with an option to reload").
    const claimant = parties.find((p) => !p.isAuthor && p.kinship && p.pin);
    if (claimant && dutyReductionFor(act.typeId as ActTypeId, 'spouse')) {
      const kinship = await this.kinshipOf(facts, act.authorPin, claimant.pin!);
      results.push(checkKinshipForReduction({ isReductionClaimed: true, kinship }));
    }
    return results;
  }

  /**
   * What blocks creating an act (acts-domain 5 "Creation is blocked with a link
   * to the existing one"; acts-domain 8 "video registration is not possible"
   * without verified personal data).
   */
  async creationBlocker(em: EntityManager, act: NotarialAct, facts: CivilFacts): Promise<DomainError | null> {
    const parties = await em.getRepository(ActParty).find({ where: { actId: act.id } });
    const subjects = await em.getRepository(ActSubject).find({ where: { actId: act.id } });
    const duplicate = await this.duplicate(em, act, parties, subjects);
    if (duplicate) return duplicate;
    if (act.regtype === REG_TYPES.video && this.civil) {
      const person = await this.person(facts, act.authorPin);
      if (!person?.isPersonalDataVerified) return { code: 'personal_data_not_verified' };
    }
    return this.videoPartiesCheck(facts, act, parties);
  }

  /**
   * acts-domain 5/8 "confirmed personal data" for video registration, for
   * every invited party who joins by video (domain `joinsByVideo`): the
   * person who answers for the party (its pin, a legal entity's manager).
   * The author's own check is `checkVideoConferenceReadiness`.
   */
  private async videoPartiesCheck(facts: CivilFacts, act: NotarialAct, parties: ActParty[]): Promise<RuleResult> {
    if (!this.civil) return null;
    const joining = [];
    for (const party of parties) {
      if (party.isAuthor || !joinsByVideo(party, act.regtype)) continue;
      const pin = invitationConfirmerPin(confirmingFacts(party));
      if (!pin) continue;
      joining.push({ pin, isPersonalDataVerified: (await this.person(facts, pin))?.isPersonalDataVerified === true });
    }
    return checkVideoPartiesVerified(joining);
  }

  /** What the vehicle registry or the cadastre answers for a subject, as the rules take it. */
  async registered(
    em: EntityManager,
    subject: Partial<SubjectInput>,
  ): Promise<{ record: RegistryVehicle | RegistryProperty | null; facts: RegistrySubjectFacts; ref: SubjectRef | null }> {
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
    return {
      record,
      facts: { kind, identifier, ownerPins: record?.ownerPins ?? null },
      ref: record && key ? { kind, id: key.slice(key.indexOf(':') + 1) } : null,
    };
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
  ): Promise<RuleResult> {
    const { facts, ref } = await this.registered(em, subject);
    if (facts.ownerPins === null || facts.ownerPins.includes(act.authorPin)) return null;
    const powers = ref ? await this.powersHeld(em, act.authorPin, facts.ownerPins) : [];
    const partyPins = parties.filter((p) => p.pin && !p.isAuthor).map((p) => p.pin!);
    return checkSubjectAttachable({ typeId: act.typeId, authorPin: act.authorPin, subject: facts, ref, powers, partyPins });
  }

  /**
   * The registered, unexpired powers of attorney (the product's own registry
   * of acts) in which `attorneyPin` is the attorney and one of `principalPins`
   * the principal, with the objects each names.
   */
  private async powersHeld(em: EntityManager, attorneyPin: string, principalPins: readonly string[]): Promise<HeldPowerOfAttorney[]> {
    const rows = (await em.query(
      `SELECT a.type_id AS "typeId", pr.pin AS "principalPin",
              coalesce(a.proxy->'rights', '[]'::jsonb) AS rights,
              coalesce((a.proxy->>'hasDisposalRights')::boolean, false) AS "hasDisposalRights",
              ARRAY(SELECT s.object_key FROM act_subject s WHERE s.act_id = a.id AND s.object_key IS NOT NULL) AS keys
         FROM notarial_act a
         JOIN act_party at ON at.act_id = a.id AND at.role = 'attorney' AND at.pin = $1
         JOIN act_party pr ON pr.act_id = a.id AND pr.role = 'principal' AND pr.pin = ANY ($2::text[])
        WHERE a.type_id = ANY ($3::int[]) AND a.status = 'registered'
          AND (a.valid_until IS NULL OR a.valid_until >= (now() AT TIME ZONE 'Asia/Tashkent')::date)`,
      [attorneyPin, principalPins, POWER_OF_ATTORNEY_TYPE_IDS],
    )) as { typeId: number; principalPin: string; rights: unknown; hasDisposalRights: boolean; keys: string[] }[];
    return rows.map((row) => ({
      typeId: row.typeId,
      principalPin: row.principalPin,
      rights: Array.isArray(row.rights) ? row.rights.filter((r): r is string => typeof r === 'string') : [],
      hasDisposalRights: row.hasDisposalRights,
      subjects: row.keys.map((key) => ({ kind: key.startsWith('realty:') ? ('real_estate' as const) : ('vehicle' as const), id: key.slice(key.indexOf(':') + 1) })),
    }));
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

  /** The act's duplicate keys (domain `unfinishedActKeys`) against the keys other unfinished acts hold. */
  private async duplicate(em: EntityManager, act: NotarialAct, parties: ActParty[], subjects: ActSubject[]): Promise<RuleResult> {
    const facts = this.identityFacts(act, parties, subjects);
    const keys = unfinishedActKeys(facts);
    if (keys.length === 0) return null;
    const rows = (await em.query('SELECT act_id, key FROM act_unfinished_key WHERE key = ANY($1) AND act_id <> $2', [keys, act.id])) as {
      act_id: string;
      key: string;
    }[];
    const byAct = new Map<string, string[]>();
    for (const row of rows) byAct.set(row.act_id, [...(byAct.get(row.act_id) ?? []), row.key]);
    // Deleting the current key while iterating a Map is safe.
    for (const holder of byAct.keys()) if (await this.isStaleHolder(em, holder)) byAct.delete(holder);
    return checkNoUnfinishedDuplicate({ ...facts, id: act.id }, [...byAct].map(([id, k]) => ({ id, keys: k })));
  }

  /**
   * Issue 12.2: an unfinished act whose author had (or has kept) no right to
   * one of its registered objects does not hold that object against anyone:
   * the owner's own act goes ahead. (Attaching refuses such objects; this
   * covers a right lost since: a sold car, an expired power of attorney.)
   */
  private async isStaleHolder(em: EntityManager, actId: string): Promise<boolean> {
    const holder = await em.getRepository(NotarialAct).findOne({ where: { id: actId }, select: { id: true, typeId: true, authorPin: true } });
    if (!holder) return false;
    const parties = await em.getRepository(ActParty).find({ where: { actId }, select: { pin: true, isAuthor: true } });
    for (const subject of await em.getRepository(ActSubject).find({ where: { actId } })) {
      if (subject.kind !== 'other' && (await this.attachBlocker(em, holder, subject, parties)) !== null) return true;
    }
    return false;
  }

  /** Frees the keys that stale holders (`isStaleHolder`) keep of `keys`. */
  private async releaseStaleKeys(em: EntityManager, act: NotarialAct, keys: readonly string[]): Promise<void> {
    const rows = (await em.query('SELECT DISTINCT act_id FROM act_unfinished_key WHERE key = ANY($1) AND act_id <> $2', [keys, act.id])) as {
      act_id: string;
    }[];
    for (const { act_id: holder } of rows) {
      if (await this.isStaleHolder(em, holder)) {
        await em.query('DELETE FROM act_unfinished_key WHERE act_id = $1 AND key = ANY($2)', [holder, keys]);
      }
    }
  }

  private identityFacts(act: NotarialAct, parties: ActParty[], subjects: ActSubject[]) {
    return {
      typeId: act.typeId,
      parties: parties.filter((p) => p.pin).map((p) => ({ pin: p.pin!, role: p.role as PartyRole })),
      subjects: subjects.map(subjectRef).filter((s): s is SubjectRef => s !== null),
    };
  }

  /**
   * Keeps the act's duplicate keys current: an unfinished act holds its keys
   * (first come, first served: the primary key refuses a second holder), a
   * registered or ended one frees them. Called inside every change of an act.
   * Two acts created at once both pass the read in `duplicate`; the second
   * insert then waits on the first's uncommitted key and fails with 23505,
   * answered as `duplicate_unfinished_act` with the link to the holder.
   */
  async refreshKeys(em: EntityManager, act: NotarialAct): Promise<void> {
    await em.query('DELETE FROM act_unfinished_key WHERE act_id = $1', [act.id]);
    if (act.status !== 'active' || act.step >= ACT_STEPS.registered) return;
    const parties = await em.getRepository(ActParty).find({ where: { actId: act.id } });
    const subjects = await em.getRepository(ActSubject).find({ where: { actId: act.id } });
    const keys = unfinishedActKeys(this.identityFacts(act, parties, subjects));
    if (keys.length === 0) return;
    await this.releaseStaleKeys(em, act, keys);
    // A savepoint keeps the transaction usable after the unique violation, to look up the holder.
    await em.query('SAVEPOINT act_unfinished_key');
    try {
      await em.query('INSERT INTO act_unfinished_key (key, act_id) SELECT DISTINCT unnest($1::text[]), $2::uuid', [keys, act.id]);
      await em.query('RELEASE SAVEPOINT act_unfinished_key');
    } catch (error) {
      if ((error as { code?: string; driverError?: { code?: string } }).driverError?.code !== '23505' && (error as { code?: string }).code !== '23505') {
        throw error;
      }
      await em.query('ROLLBACK TO SAVEPOINT act_unfinished_key');
      const [holder] = (await em.query('SELECT act_id, key FROM act_unfinished_key WHERE key = ANY($1) AND act_id <> $2 LIMIT 1', [
        keys,
        act.id,
      ])) as { act_id: string; key: string }[];
      throw new AppError('duplicate_unfinished_act', ERROR_CODES.duplicate_unfinished_act.status, 'duplicate_unfinished_act', {
        existingActId: holder?.act_id ?? null,
        typeId: act.typeId,
        key: holder?.key ?? null,
      });
    }
  }
}
