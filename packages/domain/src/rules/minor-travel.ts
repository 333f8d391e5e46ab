import { MINOR_ALONE_AGE } from '../constants/index.js';
import { ageOn, type CalendarDate } from '../time/index.js';
import type { RuleResult } from './rule-result.js';

/** Adulthood in Uzbekistan; a "minor" of 18 or more is a data error. */
const ADULT_AGE = 18;

export type TravellingMinor = {
  pin: string;
  birthDate: CalendarDate;
  /** The civil registry archive holds the child's birth certificate. */
  isBirthCertificateInArchive: boolean;
};

export type MinorTravelFacts = {
  typeId: 15034 | 15035;
  minors: readonly TravellingMinor[];
  hasAccompanyingPerson: boolean;
  /** acts-domain 3 "self-departure flag (only from age 15)". */
  isSelfDeparture: boolean;
  now: Date;
};

/**
 * acts-domain 5 "Minors' travel consent": the birth certificate must be in
 * the civil registry archive; no companion is needed if the minor is 15 or
 * older and self-departure is ticked; 15035 takes the child's personal id
 * and several children. So 15034 (a parent's consent to one child's
 * travel) takes one child and may be self-departure; 15035 (consent to
 * accompany) always names the accompanying person, self-departure does not
 * apply to it.
 */
export function checkMinorTravel(facts: MinorTravelFacts): RuleResult {
  const { typeId, minors, now } = facts;
  if (minors.length === 0) return { code: 'validation_failed', details: { field: 'minors', reason: 'empty' } };
  if (typeId === 15034 && minors.length > 1) {
    return { code: 'several_minors_not_allowed', details: { count: minors.length } };
  }
  const adult = minors.find((minor) => ageOn(minor.birthDate, now) >= ADULT_AGE);
  if (adult) return { code: 'validation_failed', details: { field: 'minors', reason: 'not_a_minor', pin: adult.pin } };

  const withoutCertificate = minors.filter((minor) => !minor.isBirthCertificateInArchive);
  if (withoutCertificate.length > 0) {
    return { code: 'minor_birth_certificate_missing', details: { pins: withoutCertificate.map((m) => m.pin) } };
  }
  const isSelfDeparture = typeId === 15034 && facts.isSelfDeparture;
  if (isSelfDeparture) return checkSelfDeparture({ typeId, minors, now });
  return facts.hasAccompanyingPerson ? null : { code: 'minor_companion_required' };
}

/** A child by birth date, or by the age the civil registry's lookup answered (it gives no birth date). */
export type SelfDepartureMinor = Pick<TravellingMinor, 'pin' | 'birthDate'> | { pin: string; age: number };

export type SelfDepartureFacts = {
  typeId: number;
  minors: readonly SelfDepartureMinor[];
  now: Date;
};

/**
 * acts-domain 3 "self-departure flag (only from age 15)", 9 "A minor may
 * travel alone from age 15": ticked only on a parent's consent (15034; a
 * consent to accompany always has the companion) and only when every child
 * is 15 or older. `checkMinorTravel` uses it; the travel block's form and the
 * API's edit check ask it alone, before the other travel rules can be met.
 */
export function checkSelfDeparture({ typeId, minors, now }: SelfDepartureFacts): RuleResult {
  if (typeId !== 15034) return { code: 'validation_failed', details: { field: 'travel.selfDeparture', reason: 'not_for_type' } };
  const tooYoung = minors.filter((minor) => ('age' in minor ? minor.age : ageOn(minor.birthDate, now)) < MINOR_ALONE_AGE);
  if (tooYoung.length > 0) {
    return { code: 'self_departure_under_age', details: { pins: tooYoung.map((m) => m.pin), minimumAge: MINOR_ALONE_AGE } };
  }
  return null;
}
