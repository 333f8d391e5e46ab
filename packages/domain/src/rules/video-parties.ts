import type { RegType } from '../act/index.js';
import type { ParticipationMode } from '../party/index.js';
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
