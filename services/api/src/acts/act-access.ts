import type { Actor } from '@notary/domain/act';
import type { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { ActParty } from '../parties/party.entity.js';
import type { NotarialAct } from './act.entity.js';
import { loadAct, officeOfNotary, partyOfPerson } from './acts.repository.js';
import type { SessionUser } from '../identity/auth.js';

export type ActAccess = {
  act: NotarialAct;
  /** The machine's actor this user is on this act (acts-domain 6). */
  actor: Exclude<Actor, 'system'>;
  /** The user's own party row, when they are a party. */
  party: ActParty | null;
};

/** spec/shell.md 8: an unknown act answers 418 `uuid_not_found`. */
export function uuidNotFound(): AppError {
  return new AppError('uuid_not_found', 418, 'Notarial act not found');
}

/** spec/shell.md 8: a user who takes no part in the act answers 418 `pin_not_found_in_uuid`. */
export function notAParty(): AppError {
  return new AppError('pin_not_found_in_uuid', 418, 'Access is limited: you are not a party of this act');
}

/**
 * Issue 5.4: a person sees and acts only on acts they take part in; a notary
 * only on acts assigned to their office. Loads the act (locked FOR UPDATE when
 * asked, for a transition or a change) and says which actor the user is.
 * A notary of the act's office is the notary even if also named as a party:
 * the notary's duties cannot be bypassed by acting as a party.
 */
export async function resolveActAccess(
  em: EntityManager,
  actId: string,
  user: SessionUser,
  options: { lock: boolean },
): Promise<ActAccess> {
  const act = await loadAct(em, actId, options);
  if (!act) throw uuidNotFound();

  if (act.officeId && user.notaryId && user.roles.includes('notary')) {
    const office = await officeOfNotary(em, user.notaryId);
    if (office === act.officeId) return { act, actor: 'notary', party: null };
  }
  // A legal entity takes part through its manager (acts-domain 3 "manager fields"), who signs in with their own pin.
  const party = await partyOfPerson(em, actId, user.pin);
  if (act.createdBy === user.id || party?.isAuthor) return { act, actor: 'applicant', party };
  if (party) return { act, actor: 'party', party };
  throw notAParty();
}
