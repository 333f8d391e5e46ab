import type { RegType } from '../act/index.js';
import type { InvitationStatus, ParticipationMode } from '../party/index.js';
import { type ConfirmingPartyFacts, invitationConfirmerPin } from './party-confirmation.js';
import type { RuleResult } from './rule-result.js';

/**
 * Whether a party joins the registration by video conference: their own
 * participation mode when set (acts-domain 3 "participation mode (meeting or
 * video)"), else their own registration type, else the act's.
 */
export function joinsByVideo(party: { participationMode: ParticipationMode | null; regtype: RegType | null }, actRegType: RegType): boolean {
  if (party.participationMode) return party.participationMode === 'video';
  return (party.regtype ?? actRegType) === 2;
}

/**
 * acts-domain 5/8 "Video conference needs … a login and confirmed personal
 * data": for every person who joins by video, not the author alone. `pins`
 * lists who must confirm their personal data.
 */
export function checkVideoPartiesVerified(parties: readonly { pin: string; isPersonalDataVerified: boolean }[]): RuleResult {
  const unverified = parties.filter((party) => !party.isPersonalDataVerified).map((party) => party.pin);
  return unverified.length === 0 ? null : { code: 'personal_data_not_verified', details: { pins: unverified } };
}

/**
 * Issue 16.3: the people whose identity the notary confirms by face check in
 * the act's video conference before registering it: the author, and for each
 * party who joined the act (accepted) and takes part by video the person who
 * answers for it (its own pin, a legal entity's manager; `invitationConfirmerPin`).
 * Parties who confirm nothing online (a minor's entry) are not asked. Distinct pins, author first.
 */
export function conferenceIdentityPins(
  act: { authorPin: string; regtype: RegType },
  parties: readonly (ConfirmingPartyFacts & { status: InvitationStatus; participationMode: ParticipationMode | null; regtype: RegType | null })[],
): string[] {
  const pins = [act.authorPin];
  for (const party of parties) {
    if (party.isAuthor || party.status !== 'accepted' || !joinsByVideo(party, act.regtype)) continue;
    const pin = invitationConfirmerPin(party);
    if (pin && !pins.includes(pin)) pins.push(pin);
  }
  return pins;
}
