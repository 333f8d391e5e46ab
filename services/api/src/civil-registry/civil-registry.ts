/**
 * The civil registry as the API sees it (DESIGN.md: external state systems sit
 * behind adapter interfaces; the shipped adapter is a simulator on our own
 * tables). Inject with `@Inject(CIVIL_REGISTRY) registry: CivilRegistry`.
 *
 * Every method throws `RegistryUnavailableError` when the registry cannot be
 * reached; callers turn that into "technical work" (auth resultCode 0).
 */

export type RegistryDocument = {
  typeId: number;
  series: string;
  number: string;
  issueOrg: string | null;
  /** ISO dates yyyy-mm-dd. */
  issueDate: string | null;
  expiryDate: string | null;
  isActive: boolean;
};

export type RegistryPerson = {
  pin: string;
  surname: string;
  name: string;
  /** Patronymic, in Latin as the registry keeps it ("Anvar o'g'li"). */
  patronym: string;
  /** 1 male, 2 female. */
  gender: 1 | 2;
  birthDate: string;
  birthPlace: string | null;
  birthCountry: string;
  citizenship: string;
  nationality: string | null;
  inn: string | null;
  regionId: number | null;
  districtId: number | null;
  regAddress: string | null;
  actAddress: string | null;
  /** Set when the person has died (acts-domain 5: a deceased party blocks the act). */
  deathDate: string | null;
  /** 9 digits without +998. */
  phone: string | null;
  isPhoneActive: boolean;
  isPersonalDataVerified: boolean;
  hasPhoto: boolean;
  documents: RegistryDocument[];
};

/**
 * A marriage or divorce record (spec/acts-domain.md 3 "Marriage and divorce
 * records: register number, date, body"), as the person's spouse consent
 * names it. `spousePin` is null for a spouse the registry does not hold.
 */
export type CivilRecord = {
  kind: 'marriage' | 'divorce';
  regnum: string;
  /** ISO yyyy-mm-dd. */
  date: string;
  /** The civil registry office that made the record. */
  body: string;
  spousePin: string | null;
  spouseName: string;
};

/** What person B is to person A. */
export type Kinship = 'spouse' | 'parent' | 'child' | 'sibling' | 'grandparent' | 'grandchild';

export type Relative = { pin: string; kinship: Kinship };

export type CivilRegistry = {
  findPerson(pin: string): Promise<RegistryPerson | null>;
  /** The persons of these pins that the registry knows, in one request (an act's parties). */
  findPersons(pins: readonly string[]): Promise<RegistryPerson[]>;
  /** The person holding this identity document (passport or identity card, active or not). */
  findByPassport(series: string, number: string): Promise<RegistryPerson | null>;
  /** False for the living and for pins the registry does not know. */
  isDeceased(pin: string): Promise<boolean>;
  /** What `pinB` is to `pinA` (the closest link), or null when not related within two generations. */
  kinship(pinA: string, pinB: string): Promise<Kinship | null>;
  relatives(pin: string): Promise<Relative[]>;
  /** The person's marriage and divorce records, the newest first. */
  civilRecords(pin: string): Promise<CivilRecord[]>;
  /** The face embedding of the registry photo, or null when the registry has none. */
  registryPhotoEmbedding(pin: string): Promise<number[] | null>;
  /**
   * Stores a photo embedding for a person who has none yet (demo enrolment,
   * issue 4). Answers false, changing nothing, when a photo exists, so two
   * concurrent enrolments cannot overwrite each other.
   */
  enrolPhoto(pin: string, embedding: number[]): Promise<boolean>;
};

export const CIVIL_REGISTRY = Symbol('CivilRegistry');

export class RegistryUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('civil registry unavailable', { cause });
    this.name = 'RegistryUnavailableError';
  }
}
