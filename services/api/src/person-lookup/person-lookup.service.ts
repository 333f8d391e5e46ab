import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PersonByPin } from '@notary/domain/contracts';
import { ageOn, parseIsoDate } from '@notary/domain/time';
import { AppError } from '../common/app-error.js';
import { CIVIL_REGISTRY, type CivilRegistry, RegistryUnavailableError } from '../civil-registry/civil-registry.js';

/** Full age in years from which a person buys or receives a vehicle on their own (Civil Code art. 22). */
const ADULT_AGE = 18;

/**
 * A party by personal number before any act exists (issue 13.2, the
 * simplified wizard's screen 1): the name the wizard fills and the facts
 * that stop it, as the act wizard's POST …/parties/lookup answers them. A
 * signed-in citizen learns only a name for a pin they typed (the original
 * portal fills it the same way); the searches' per-address limit keeps it
 * from being used to list the registry.
 */
@Injectable()
export class PersonLookupService {
  private readonly logger = new Logger('PersonLookup');

  constructor(@Inject(CIVIL_REGISTRY) private readonly registry: CivilRegistry) {}

  async find(pin: string, now = new Date()): Promise<PersonByPin> {
    let person;
    try {
      person = await this.registry.findPerson(pin);
    } catch (e) {
      if (e instanceof RegistryUnavailableError) {
        this.logger.error(`civil registry unavailable: ${(e.cause as Error)?.message ?? ''}`);
        throw new AppError('search_failed', 503, 'The civil registry does not answer; retry');
      }
      throw e;
    }
    if (!person) return { found: false, person: null };
    const birth = parseIsoDate(person.birthDate);
    const age = birth ? ageOn(birth, now) : 0;
    return {
      found: true,
      person: {
        pin: person.pin,
        fullname: [person.surname, person.name, person.patronym].filter(Boolean).join(' '),
        isDeceased: person.deathDate !== null,
        isMinor: age < ADULT_AGE,
        age,
      },
    };
  }
}
