import { areRequiredConfirmationsDone } from '@notary/domain/rules';
import type { ActParty } from '../parties/party.entity.js';
import { confirmingFacts } from '../parties/party-rows.js';

/**
 * The machine's `allPartiesAccepted` fact (acts-domain 4 "the act cannot go to
 * the notary until every party accepted"), read inside the caller's
 * transaction (`ActsRepository.parties`): every party whose answer is due (domain
 * `mustConfirmInvitation`: not the author, not a minor's entry, a legal entity
 * through its manager) has accepted.
 */
export function arePartyConfirmationsDone(parties: readonly ActParty[]): boolean {
  return areRequiredConfirmationsDone(parties.map((party) => ({ ...confirmingFacts(party), status: party.status })));
}
