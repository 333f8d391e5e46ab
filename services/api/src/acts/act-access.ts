import type { Actor } from '@notary/domain/act';
import type { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { ActParty } from '../parties/party.entity.js';
import type { ActSubject } from '../subjects/subject.entity.js';
import type { NotarialAct } from './act.entity.js';
import { loadAct, loadActWithContents, officeOfUser, partyOfPerson, partyOfPersonAmong, type PaymentCounts } from './acts.repository.js';
import type { SessionUser } from '../identity/auth.js';

export type ActAccess = {
  act: NotarialAct;
  /** The machine's actor this user is on this act (acts-domain 6). */
  actor: Exclude<Actor, 'system'>;
  /** The user's own party row, when they are a party. */
  party: ActParty | null;
  /** Every party and subject of the act and the counts of its invoices, when asked for (`withContents`): read with the act, in the same statement. */
  parties?: ActParty[];
  subjects?: ActSubject[];
  payments?: PaymentCounts;
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
  options: { lock: boolean; details?: boolean; withContents?: boolean },
): Promise<ActAccess> {
  // The card reads the act with its parties and subjects in one statement (no lock): who the user is on it is
  // decided on the parties before anything else of the act is used; its contents are handed on only once access is granted.
  const loaded = options.withContents && !options.lock ? await loadActWithContents(em, actId) : undefined;
  const act = loaded === undefined ? await loadAct(em, actId, options) : loaded?.act;
  if (!act) throw uuidNotFound();
  const contents = loaded ? { parties: loaded.parties, subjects: loaded.subjects, payments: loaded.payments } : {};

  if (act.officeId && user.notaryId && user.roles.includes('notary')) {
    const office = await officeOfUser(em, user);
    if (office === act.officeId) return { act, actor: 'notary', party: null, ...contents };
  }
  // A legal entity takes part through its manager (acts-domain 3 "manager fields"), who signs in with their own pin.
  const party = loaded ? partyOfPersonAmong(loaded.parties, user.pin) : await partyOfPerson(em, actId, user.pin);
  if (act.createdBy === user.id || party?.isAuthor) return { act, actor: 'applicant', party, ...contents };
  if (party) {
    if (options.details && !hasJoined(party)) throw notYetAParty();
    return { act, actor: 'party', party, ...contents };
  }
  throw notAParty();
}

/**
 * Issue 13.5 "an invited party sees only what the spec allows before
 * accepting": acts-domain 2 gives an invited person the invitation screen
 * (the act, who invites, what they would agree to: GET …/invitation/:token)
 * and its two answers; the act's details (the other parties' personal data,
 * the registries' records, notes, invoices, print form, audit trail) are for
 * those who joined. A party who exited had joined and keeps reading what
 * they agreed to; one who never accepted (awaiting or rejected) does not.
 */
function hasJoined(party: ActParty): boolean {
  return party.status === 'accepted' || party.status === 'exited';
}

/** 418 `pin_not_found_in_uuid` (spec/shell.md 8): not a party of the act until the invitation is accepted. */
export function notYetAParty(): AppError {
  return new AppError('pin_not_found_in_uuid', 418, 'Access is limited: accept the invitation to see the act');
}
