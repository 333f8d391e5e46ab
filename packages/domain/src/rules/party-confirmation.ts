import type { InvitationStatus, PartyClass, PartyRole } from '../party/index.js';

/** A party of an act as the invitation gate sees it. */
export type ConfirmingPartyFacts = {
  role: PartyRole;
  partyClass: PartyClass;
  isAuthor: boolean;
  /** The person's own pin (natural persons). */
  pin: string | null;
  /** The pin of the legal entity's manager (acts-domain 3 "manager fields (organisations)"). */
  managerPin: string | null;
  isPayer: boolean;
};

/**
 * Party roles that never answer an invitation: a minor is the subject of a
 * travel consent (15034/15035), not a signatory — the parent consents for
 * them — unless the entry also pays (then they agree to what they pay).
 */
export const ROLES_NOT_CONFIRMING = ['minor'] as const satisfies readonly PartyRole[];

/**
 * Who answers a party's invitation (acts-domain 4 "Party invitation … the
 * party accepts or rejects"): the author never (they made the act); a minor
 * entry that is not a payer never; a natural person by their own pin; a legal
 * entity through its manager's pin. A party nobody can sign in for (a
 * foreigner without a pin, an organisation without a manager's pin) cannot
 * answer online: they sign before the notary in person, and do not hold the
 * act back from reaching the notary. Null: no online confirmation is due.
 */
export function invitationConfirmerPin(party: ConfirmingPartyFacts): string | null {
  if (party.isAuthor) return null;
  if ((ROLES_NOT_CONFIRMING as readonly PartyRole[]).includes(party.role) && !party.isPayer) return null;
  return (party.partyClass === 'legal' ? party.managerPin : party.pin) || null;
}

export function mustConfirmInvitation(party: ConfirmingPartyFacts): boolean {
  return invitationConfirmerPin(party) !== null;
}

/**
 * The machine's `allPartiesAccepted` fact: every party whose confirmation is
 * due has accepted. The parties who confirm nothing online are not waited for.
 */
export function areRequiredConfirmationsDone(parties: readonly (ConfirmingPartyFacts & { status: InvitationStatus })[]): boolean {
  return parties.filter(mustConfirmInvitation).every((party) => party.status === 'accepted');
}
