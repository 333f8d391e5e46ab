import type { ErrorCode } from '../errors/index.js';
import type { Actor, ActPosition } from './machine.js';
import { ACT_STEPS, type ActStep } from './steps.js';

/**
 * Rules of the act's life that are not events of the machine, kept beside it
 * so the API and the apps read one answer (STYLE.md "one machine, two users").
 */

/**
 * Who may change an act's fields, parties and subjects, and when
 * (acts-domain 4): the applicant in Preparation (the draft), the notary while
 * checking (the check and correction step). Null allows; otherwise the code
 * of the catalogue that refuses: a finished act, an invited party (they
 * answer their invitation, they do not edit), or the wrong step.
 */
export function actEditBlocker(position: ActPosition, actor: Actor): ErrorCode | null {
  if (position.status !== 'active') return 'act_finished';
  if (actor === 'applicant' && position.step === ACT_STEPS.preparation) return null;
  if (actor === 'notary' && position.step === ACT_STEPS.check) return null;
  return actor === 'party' || actor === 'system' ? 'act_actor_not_allowed' : 'act_event_not_allowed';
}

/**
 * acts-domain 4 "the party … may exit the deal": only while the act is still
 * being prepared. Once it has gone to the notary the act would lose a
 * signatory the notary already checked, so leaving is the notary's matter
 * (return with defects, refuse or stop).
 */
export function canExitDeal(position: ActPosition): boolean {
  return position.status === 'active' && position.step === ACT_STEPS.preparation;
}

/**
 * acts-domain 2 tab two "acts the user created that await the user's
 * decision": the steps where the author's next move is due — send the draft
 * (Preparation), confirm the check (Confirmation), confirm the visit time and
 * pay (Time confirmation, Payment). At every other step the notary acts.
 */
export const AUTHOR_WAITING_STEPS = [
  ACT_STEPS.preparation,
  ACT_STEPS.confirmation,
  ACT_STEPS.time_confirmation,
  ACT_STEPS.payment,
] as const satisfies readonly ActStep[];

export function isAwaitingAuthor(position: ActPosition): boolean {
  return position.status === 'active' && (AUTHOR_WAITING_STEPS as readonly ActStep[]).includes(position.step);
}
