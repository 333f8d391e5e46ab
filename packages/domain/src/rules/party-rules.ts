import type { InvitationStatus, PartyRole } from '../party/index.js';
import { FIELDS } from '../validation/index.js';
import type { RuleResult } from './rule-result.js';

/** A party as the civil registry knows them. */
export type CivilRegistryParty = { pin: string; role: PartyRole; isDeceased: boolean };

/**
 * acts-domain 5 "A deceased person (by personal id in the civil registry)
 * blocks progress, with a message to contact the civil registry office".
 * `details.isCoOwnerDeceased` lets the message add shell 2.6's clause: a
 * deceased co-owner means the act is done at a notary office.
 */
export function checkNoDeceasedParty(parties: readonly CivilRegistryParty[]): RuleResult {
  const deceased = parties.filter((party) => party.isDeceased);
  if (deceased.length === 0) return null;
  return {
    code: 'party_deceased',
    details: {
      pins: deceased.map((party) => party.pin),
      isCoOwnerDeceased: deceased.some((party) => party.role === 'co_owner'),
    },
  };
}

/** A person's debt at the enforcement bureau, in tiyin. */
export type EnforcementDebt = { pin: string; debtTiyin: number };

/** acts-domain 5 "A debt in the enforcement bureau blocks continuation until paid in full". */
export function checkNoEnforcementDebt(debts: readonly EnforcementDebt[]): RuleResult {
  const owing = debts.filter((debt) => debt.debtTiyin > 0);
  if (owing.length === 0) return null;
  return {
    code: 'enforcement_debt',
    details: {
      pins: owing.map((debt) => debt.pin),
      totalDebtTiyin: owing.reduce((sum, debt) => sum + debt.debtTiyin, 0),
    },
  };
}

/** The applicant's phone as the SMS gateway / operator reports it. */
export type PhoneFacts = { phone: string | null; isActive: boolean };

/**
 * acts-domain 5 "The applicant needs an active phone number": it receives
 * the invitations' SMS and the notices, so a number in the right shape that
 * the operator reports inactive blocks too.
 */
export function checkActivePhone({ phone, isActive }: PhoneFacts): RuleResult {
  if (phone === null || !FIELDS.phone.pattern.test(phone) || !isActive) {
    return { code: 'phone_not_active', details: { phone } };
  }
  return null;
}

/** A party of the act with their invitation answer; the author has none to give. */
export type InvitedParty = { pin: string; invitationStatus: InvitationStatus };

export type CoOwnershipFacts = {
  /** Every owner of the vehicle or property per the registry. */
  ownerPins: readonly string[];
  authorPin: string;
  parties: readonly InvitedParty[];
};

/**
 * acts-domain 5 "Shared-ownership vehicles need the other co-owners added
 * and confirmed". We apply it to any shared subject (real estate too): every
 * registry owner other than the author must be a party and have accepted.
 */
export function checkCoOwnersConfirmed({ ownerPins, authorPin, parties }: CoOwnershipFacts): RuleResult {
  const others = ownerPins.filter((pin) => pin !== authorPin);
  const byPin = new Map(parties.map((party) => [party.pin, party]));
  const missing = others.filter((pin) => !byPin.has(pin));
  if (missing.length > 0) return { code: 'co_owners_missing', details: { pins: missing } };
  const unconfirmed = others.filter((pin) => byPin.get(pin)?.invitationStatus !== 'accepted');
  if (unconfirmed.length > 0) return { code: 'co_owners_not_confirmed', details: { pins: unconfirmed } };
  return null;
}
