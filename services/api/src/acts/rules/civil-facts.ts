import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Kinship } from '@notary/domain/rules';
import type { EntityManager } from 'typeorm';
import { CIVIL_REGISTRY, type CivilRegistry, type RegistryPerson } from '../../civil-registry/civil-registry.js';
import { ActsRepository } from '../acts.repository.js';

/**
 * The civil registry's answers for an act: persons by pin (null: unknown pin)
 * and kinship by "pinA:pinB".
 */
export type CivilFacts = { persons: Map<string, RegistryPerson | null>; kinship: Map<string, Kinship | null> };
export const emptyFacts = (): CivilFacts => ({ persons: new Map(), kinship: new Map() });

/**
 * Reads the civil registry for the rules, once per pin and pair per
 * evaluation. Without a configured civil registry every person is unknown.
 */
@Injectable()
export class CivilFactsReader {
  constructor(
    private readonly acts: ActsRepository,
    @Optional() @Inject(CIVIL_REGISTRY) private readonly civil: CivilRegistry | null,
  ) {}

  get isConfigured(): boolean {
    return this.civil !== null;
  }

  /**
   * The civil registry's answers for an act's people, fetched BEFORE the
   * transaction opens: the registry is an external system (its adapter has
   * its own connection), and waiting on it while holding the act's row lock
   * and a pooled connection would let a burst of registrations exhaust the
   * pool. A pin added after this read is looked up under the lock.
   */
  async prefetch(em: EntityManager, actId: string): Promise<CivilFacts> {
    // A malformed id finds nothing here; the access check answers uuid_not_found.
    return this.ofParties(await this.acts.partyPins(em, actId));
  }

  /**
   * The same for parties already read (the act card reads them for its
   * snapshot): each party with a personal number, and the kinship to the
   * author of each other party that names one.
   */
  async ofParties(parties: readonly { pin: string | null; isAuthor: boolean; kinship: string | null; authorPin: string }[]): Promise<CivilFacts> {
    const withPins = parties.filter((p): p is typeof p & { pin: string } => p.pin !== null);
    const facts = await this.prefetchPins(withPins.map((p) => p.pin));
    for (const p of withPins) if (!p.isAuthor && p.kinship) await this.kinship(facts, p.authorPin, p.pin);
    return facts;
  }

  /** Fetches registry persons ahead of a transaction (see `prefetch`): one request for all of them. */
  async prefetchPins(pins: readonly string[]): Promise<CivilFacts> {
    const facts = emptyFacts();
    const wanted = [...new Set(pins)];
    for (const pin of wanted) facts.persons.set(pin, null);
    if (this.civil && wanted.length > 0) for (const person of await this.civil.findPersons(wanted)) facts.persons.set(person.pin, person);
    return facts;
  }

  async person(facts: CivilFacts, pin: string): Promise<RegistryPerson | null> {
    if (!facts.persons.has(pin)) facts.persons.set(pin, this.civil ? await this.civil.findPerson(pin) : null);
    return facts.persons.get(pin) ?? null;
  }

  async kinship(facts: CivilFacts, pinA: string, pinB: string): Promise<Kinship | null> {
    const key = `${pinA}:${pinB}`;
    if (!facts.kinship.has(key)) facts.kinship.set(key, this.civil ? await this.civil.kinship(pinA, pinB) : null);
    return facts.kinship.get(key) ?? null;
  }
}
