import { areRequiredConfirmationsDone } from '@notary/domain/rules';
import type { EntityManager } from 'typeorm';
import { ActParty } from '../parties/party.entity.js';
import { confirmingFacts } from '../parties/party-rows.js';

/**
 * The machine's `allPartiesAccepted` fact (acts-domain 4 "the act cannot go to
 * the notary until every party accepted"), read inside the caller's
 * transaction: every party whose answer is due (domain
 * `mustConfirmInvitation`: not the author, not a minor's entry, a legal entity
 * through its manager) has accepted.
 */
export async function arePartyConfirmationsDone(em: EntityManager, actId: string): Promise<boolean> {
  const parties = await em.getRepository(ActParty).find({
    where: { actId },
    select: { role: true, partyClass: true, isAuthor: true, pin: true, manager: true, isPayer: true, status: true },
  });
  return areRequiredConfirmationsDone(parties.map((party) => ({ ...confirmingFacts(party), status: party.status })));
}
