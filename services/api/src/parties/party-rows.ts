import type { ConfirmingPartyFacts } from '@notary/domain/rules';
import type { ActParty } from './party.entity.js';
import type { PartyInput, PartyPatch } from '@notary/domain/contracts';

type PartyLike = Partial<PartyInput> & Pick<PartyInput, 'role' | 'fullname'>;

/** Request fields → party columns (the `confirmed` dialog flag is not a column). */
export function partyRow(input: PartyLike | PartyPatch): Partial<ActParty> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && key !== 'confirmed') out[key] = value;
  }
  return out as Partial<ActParty>;
}

/** What the parties tab shows: no invite token (it is the invited person's key). */
export function partyView(party: ActParty) {
  const { inviteToken: _token, ...rest } = party;
  return rest;
}

/** A party row as the domain's invitation rules read it (who must confirm, by which pin). */
export function confirmingFacts(party: Pick<ActParty, 'role' | 'partyClass' | 'isAuthor' | 'pin' | 'manager' | 'isPayer'>): ConfirmingPartyFacts {
  const managerPin = party.manager?.pin;
  return {
    role: party.role,
    partyClass: party.partyClass ?? 'natural',
    isAuthor: party.isAuthor === true,
    pin: party.pin ?? null,
    managerPin: typeof managerPin === 'string' ? managerPin : null,
    isPayer: party.isPayer === true,
  };
}
