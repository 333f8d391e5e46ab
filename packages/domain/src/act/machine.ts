import type { Confirmation, ErrorCode } from '../errors/index.js';
import { ACT_TYPES, REG_TYPES, type ActTypeId, type RegType } from './act-types.js';
import type { MissingBlock } from './required-blocks.js';
import { FINAL_ACT_STATUSES, type ActStatus, type ActStep } from './steps.js';

/**
 * The nine-step process of spec/acts-domain.md 4 as one pure state machine.
 * It answers two questions and nothing else: which events may this actor
 * send now (`allowedEvents`), and what is the state after this event
 * (`transition`). The API applies transitions inside a locked transaction;
 * the apps use the same answers to decide which buttons to show.
 */

export const ACT_EVENTS = [
  'save_draft',
  'send_for_check',
  'return_with_defects',
  'approve_check',
  'confirm',
  'return_to_preparation',
  'issue_invoices',
  'set_time',
  'confirm_time',
  'ask_other_time',
  'mark_paid',
  'confirm_payment',
  'register',
  'annul',
  'refuse',
  'stop',
  'delete',
  'send_back',
  'change_notary',
  'miss_video',
] as const;
export type ActEvent = (typeof ACT_EVENTS)[number];

/**
 * acts-domain 6. `party` is an invited party: it answers its invitation
 * (`party/invitation.ts`) but sends no act event. `system` is the API itself:
 * payment gateway callbacks and the missed-video-conference timer.
 */
export const ACTORS = ['applicant', 'notary', 'party', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

/** The facts the guards read. The API fills them from the act row and the registries, under the row lock. */
export type ActSnapshot = {
  step: ActStep;
  status: ActStatus;
  typeId: ActTypeId;
  regType: RegType;
  /** A notary is assigned (chosen manually or automatically). */
  hasNotary: boolean;
  /** Every invited party's invitation status is 'accepted'. */
  allPartiesAccepted: boolean;
  /** The notary has created at least one invoice. */
  hasInvoices: boolean;
  /** acts-domain 3 "free-of-charge flag and reason". */
  isFreeOfCharge: boolean;
  /** Every invoice is paid and confirmed (by the notary or the payment gateway). */
  isPaid: boolean;
  /** The set visit date and time (an instant, shown in Tashkent time). */
  visitAt: Date | null;
  now: Date;
  /**
   * In person (regtype 1): the act's notary has marked the parties present at
   * the visit (acts-domain 4 "The parties attend at the set time"). A video
   * act's parties attend the conference, so this is not asked of it.
   */
  arePartiesPresent: boolean;
  /**
   * The first failing blocking rule of acts-domain 5 (deceased party,
   * enforcement debt, vehicle bans, duplicate act, …), or null. It blocks
   * every forward move; going back, deleting, refusing or stopping stay
   * possible so a blocked act never gets stuck.
   */
  blockedBy: ErrorCode | null;
  /** The blocks the act's type requires and it lacks (`missingBlocks`); sending for check needs none. */
  missingBlocks: readonly MissingBlock[];
};

/** Where an act stands: the two columns a transition writes. */
export type ActPosition = { step: ActStep; status: ActStatus };

export type TransitionResult = { ok: true; next: ActPosition } | { ok: false; code: ErrorCode };

export type ActGuard = (snapshot: ActSnapshot) => ErrorCode | null;

/**
 * How long after its slot a video conference still counts as under way: the
 * notary registers at or after the visit time, so the missed-video job waits
 * this long before making the act inactive. The spec gives no figure; one
 * hour is our configuration (docs/acts.md).
 */
export const VIDEO_MISSED_AFTER_MINUTES = 60;

/** Named pure guards (XState `setup({ guards })` style): null passes, a code refuses. */
export const ACT_GUARDS = {
  isNotBlocked: (s) => s.blockedBy,
  hasNotary: (s) => (s.hasNotary ? null : 'notary_not_chosen'),
  /** Issue 13: each type's required blocks (parties, subject, price, terms) are there. */
  hasRequiredBlocks: (s) => (s.missingBlocks.length === 0 ? null : 'act_blocks_missing'),
  allPartiesAccepted: (s) => (s.allPartiesAccepted ? null : 'parties_not_confirmed'),
  hasInvoices: (s) => (s.hasInvoices ? null : 'invoices_missing'),
  hasInvoicesOrIsFree: (s) => (s.hasInvoices || s.isFreeOfCharge ? null : 'invoices_missing'),
  /** The notary can only set a time still ahead. */
  isVisitTimeInFuture: (s) => {
    if (s.visitAt === null) return 'visit_time_missing';
    return s.visitAt.getTime() > s.now.getTime() ? null : 'visit_time_in_past';
  },
  /** acts-domain 4/8: once the set time has passed, the applicant asks the notary for a new one. */
  isVisitTimeAhead: (s) => {
    if (s.visitAt === null) return 'visit_time_missing';
    return s.visitAt.getTime() > s.now.getTime() ? null : 'registration_time_expired';
  },
  /** A video conference is missed once its slot and the grace after it have passed (VIDEO_MISSED_AFTER_MINUTES). */
  hasVisitTimePassed: (s) => {
    if (s.visitAt === null) return 'visit_time_missing';
    return s.visitAt.getTime() + VIDEO_MISSED_AFTER_MINUTES * 60_000 <= s.now.getTime() ? null : 'visit_time_not_passed';
  },
  /** acts-domain 4 "The parties attend at the set time and the act is registered": never before that time. */
  hasVisitTimeCome: (s) => {
    if (s.visitAt === null) return 'visit_time_missing';
    return s.visitAt.getTime() <= s.now.getTime() ? null : 'registration_before_visit_time';
  },
  /** In person, the notary registers once the parties are marked present. */
  arePartiesPresent: (s) => (s.regType === REG_TYPES.video || s.arePartiesPresent ? null : 'parties_not_present'),
  isVideoRegistration: (s) => (s.regType === REG_TYPES.video ? null : 'not_video_registration'),
  isPaymentUnconfirmed: (s) => (s.isPaid ? 'payment_already_confirmed' : null),
  isPaidOrFree: (s) => (s.isPaid || s.isFreeOfCharge ? null : 'payment_not_confirmed'),
  /** Money has moved: the notary stops the act (and refunds) instead of the applicant deleting it. */
  isNotPaid: (s) => (s.isPaid ? 'act_already_paid' : null),
  isRevocableByAuthor: (s) => (ACT_TYPES[s.typeId].isRevocableByAuthor ? null : 'annul_requires_notary'),
} as const satisfies Record<string, ActGuard>;

export type ActGuardName = keyof typeof ACT_GUARDS;

type StepTarget = 'same' | 'previous' | ActStep;
type EventRule = {
  readonly from: readonly ActStep[];
  readonly actors: readonly Actor[];
  readonly guards: readonly ActGuardName[];
  readonly to: { readonly step: StepTarget; readonly status: ActStatus };
};

const CHECK_TO_REGISTRATION: readonly ActStep[] = [2, 3, 4, 5, 6, 7, 8];

/**
 * The transition table. Decisions the spec leaves open, each with its clause:
 * - return_with_defects goes back to Preparation (1): the act is editable in
 *   one step only, and "the applicant fixes and resends it" is send_for_check
 *   again (acts-domain 4 "The notary checks").
 * - send_back ("sent back one step", acts-domain 4) is the notary's, from
 *   step 3 on; at step 2 the notary's way back is return_with_defects. The
 *   applicant's own ways back are return_to_preparation and ask_other_time.
 * - set_time at step 6 re-sets the time while the applicant has not confirmed.
 * - mark_paid moves Payment (7) to Registration (8); register then needs the
 *   payment confirmed: confirm_payment by the notary (a bank payment) or by the
 *   system (a payment gateway callback). A payment confirmed before the
 *   applicant marks it also moves 7 to 8. A free-of-charge act has no invoice
 *   to pay, so the applicant's mark_paid is only its "continue".
 * - delete is the applicant's at steps 1–7 while nothing is paid ("may
 *   withdraw at any stage", shell 2.6); after payment the notary stops it.
 * - refuse and stop are the notary's from step 2 (the notary sees the act
 *   only once it is sent for check) until registration.
 * - change_notary is the applicant's until they confirm the check result:
 *   at step 1 nothing else changes; at 2 and 3 the new notary checks anew (2).
 *   Later the invoices and the time belong to the chosen notary.
 * - miss_video is sent by the system once the visit time of a video act has
 *   passed without registration (acts-domain 4 "A missed video conference
 *   makes the request Inactive"), at steps 7–8 only: at step 6 the applicant
 *   never confirmed that time, and acts-domain 8 says an expired time there
 *   means "ask the notary for a new time" (ask_other_time), not inactivity.
 * - register waits for the set visit time (never before it: "the parties
 *   attend at the set time") and, in person, for the notary to mark the
 *   parties present; a video act's parties attend the conference. The system's
 *   miss_video waits VIDEO_MISSED_AFTER_MINUTES past the slot, so the notary
 *   has the conference's time to register.
 * - annul applies to a registered act only; the applicant may annul only
 *   acts revocable by their author (ActTypeDefinition.isRevocableByAuthor).
 * - every forward move checks isNotBlocked (acts-domain 5 "blocks continuation").
 */
const RULES: Readonly<Record<ActEvent, readonly EventRule[]>> = {
  save_draft: [{ from: [1], actors: ['applicant'], guards: [], to: { step: 'same', status: 'active' } }],
  send_for_check: [
    {
      from: [1],
      actors: ['applicant'],
      guards: ['isNotBlocked', 'hasNotary', 'hasRequiredBlocks', 'allPartiesAccepted'],
      to: { step: 2, status: 'active' },
    },
  ],
  return_with_defects: [{ from: [2], actors: ['notary'], guards: [], to: { step: 1, status: 'active' } }],
  approve_check: [{ from: [2], actors: ['notary'], guards: ['isNotBlocked'], to: { step: 3, status: 'active' } }],
  confirm: [{ from: [3], actors: ['applicant'], guards: ['isNotBlocked'], to: { step: 4, status: 'active' } }],
  return_to_preparation: [{ from: [3], actors: ['applicant'], guards: [], to: { step: 1, status: 'active' } }],
  issue_invoices: [
    { from: [4], actors: ['notary'], guards: ['isNotBlocked', 'hasInvoicesOrIsFree'], to: { step: 5, status: 'active' } },
  ],
  set_time: [
    { from: [5], actors: ['notary'], guards: ['isNotBlocked', 'isVisitTimeInFuture'], to: { step: 6, status: 'active' } },
    { from: [6], actors: ['notary'], guards: ['isVisitTimeInFuture'], to: { step: 'same', status: 'active' } },
  ],
  confirm_time: [
    { from: [6], actors: ['applicant'], guards: ['isNotBlocked', 'isVisitTimeAhead'], to: { step: 7, status: 'active' } },
  ],
  ask_other_time: [{ from: [6], actors: ['applicant'], guards: [], to: { step: 5, status: 'active' } }],
  mark_paid: [
    { from: [7], actors: ['applicant'], guards: ['isNotBlocked', 'hasInvoicesOrIsFree'], to: { step: 8, status: 'active' } },
  ],
  confirm_payment: [
    {
      from: [7],
      actors: ['notary', 'system'],
      guards: ['isNotBlocked', 'hasInvoices', 'isPaymentUnconfirmed'],
      to: { step: 8, status: 'active' },
    },
    {
      from: [8],
      actors: ['notary', 'system'],
      guards: ['hasInvoices', 'isPaymentUnconfirmed'],
      to: { step: 'same', status: 'active' },
    },
  ],
  register: [
    {
      from: [8],
      actors: ['notary'],
      guards: ['isNotBlocked', 'allPartiesAccepted', 'isPaidOrFree', 'hasVisitTimeCome', 'arePartiesPresent'],
      to: { step: 9, status: 'registered' },
    },
  ],
  annul: [
    { from: [9], actors: ['notary'], guards: [], to: { step: 'same', status: 'annulled' } },
    { from: [9], actors: ['applicant'], guards: ['isRevocableByAuthor'], to: { step: 'same', status: 'annulled' } },
  ],
  refuse: [{ from: CHECK_TO_REGISTRATION, actors: ['notary'], guards: [], to: { step: 'same', status: 'refused' } }],
  stop: [{ from: CHECK_TO_REGISTRATION, actors: ['notary'], guards: [], to: { step: 'same', status: 'stopped' } }],
  delete: [
    { from: [1, 2, 3, 4, 5, 6, 7], actors: ['applicant'], guards: ['isNotPaid'], to: { step: 'same', status: 'deleted' } },
  ],
  send_back: [{ from: [3, 4, 5, 6, 7, 8], actors: ['notary'], guards: [], to: { step: 'previous', status: 'active' } }],
  change_notary: [
    { from: [1], actors: ['applicant'], guards: [], to: { step: 'same', status: 'active' } },
    { from: [2, 3], actors: ['applicant'], guards: [], to: { step: 2, status: 'active' } },
  ],
  miss_video: [
    {
      from: [7, 8],
      actors: ['system'],
      guards: ['isVideoRegistration', 'hasVisitTimePassed'],
      to: { step: 'same', status: 'inactive' },
    },
  ],
};

function targetStep(from: ActStep, target: StepTarget): ActStep {
  if (target === 'same') return from;
  // The table uses 'previous' only from step 3 on, so the result stays within 1..9.
  if (target === 'previous') return (from - 1) as ActStep;
  return target;
}

function isFinal(status: ActStatus): boolean {
  return (FINAL_ACT_STATUSES as readonly ActStatus[]).includes(status);
}

/** The rule this actor would use for this event at this step, or the reason there is none. */
function findRule(snapshot: ActPosition, event: ActEvent, actor: Actor): EventRule | ErrorCode {
  if (isFinal(snapshot.status)) return 'act_finished';
  const atStep = RULES[event].filter((rule) => rule.from.includes(snapshot.step));
  if (atStep.length === 0) return 'act_event_not_allowed';
  return atStep.find((rule) => rule.actors.includes(actor)) ?? 'act_actor_not_allowed';
}

function firstFailingGuard(rule: EventRule, snapshot: ActSnapshot): ErrorCode | null {
  for (const name of rule.guards) {
    const code = ACT_GUARDS[name](snapshot);
    if (code !== null) return code;
  }
  return null;
}

/** The state after `event` sent by `actor`, or why it is refused. Pure: reads only its arguments. */
export function transition(snapshot: ActSnapshot, event: ActEvent, actor: Actor): TransitionResult {
  const rule = findRule(snapshot, event, actor);
  if (typeof rule === 'string') return { ok: false, code: rule };
  const code = firstFailingGuard(rule, snapshot);
  if (code !== null) return { ok: false, code };
  return { ok: true, next: { step: targetStep(snapshot.step, rule.to.step), status: rule.to.status } };
}

/**
 * Who and when alone, without the guards: null when `actor` has a rule for
 * `event` at this step and status, else `act_finished`,
 * `act_event_not_allowed` or `act_actor_not_allowed`. For the actions that
 * prepare an event inside its step (the notary prices the act before
 * `issue_invoices`; the applicant pays an invoice, by bank or through the
 * gateway, before `mark_paid`): they belong to whoever may send that event
 * there, and the API asks this instead of repeating the table.
 */
export function eventActorCheck(position: ActPosition, event: ActEvent, actor: Actor): ErrorCode | null {
  const rule = findRule(position, event, actor);
  return typeof rule === 'string' ? rule : null;
}

/** The events this actor may send now, in ACT_EVENTS order. */
export function allowedEvents(snapshot: ActSnapshot, actor: Actor): ActEvent[] {
  return ACT_EVENTS.filter((event) => transition(snapshot, event, actor).ok);
}

export type ActEventOption = {
  event: ActEvent;
  /** Null when the event may be sent now; otherwise the failing guard's code (show the button disabled). */
  blockedBy: ErrorCode | null;
  needsConfirmation: boolean;
};

/**
 * Every event this actor has at the act's step, each with the guard that
 * holds it back, so a screen can show "send for check" disabled with "not
 * every party has accepted" instead of hiding it.
 */
export function actEventOptions(snapshot: ActSnapshot, actor: Actor): ActEventOption[] {
  return ACT_EVENTS.flatMap((event) => {
    const rule = findRule(snapshot, event, actor);
    if (typeof rule === 'string') return [];
    return [{ event, blockedBy: firstFailingGuard(rule, snapshot), needsConfirmation: needsConfirmation(event) }];
  });
}

/**
 * acts-domain 4: sending for check, returning to Preparation, asking for
 * another time, deleting, annulling, going back one step and changing the
 * notary each ask the user first; the value is the dialog's key
 * (errors/messages.ts CONFIRMATIONS).
 */
export const EVENT_CONFIRMATIONS = {
  send_for_check: 'send_for_check',
  return_to_preparation: 'return_to_preparation',
  ask_other_time: 'ask_other_time',
  delete: 'delete',
  annul: 'annul',
  send_back: 'go_back',
  change_notary: 'change_notary',
} as const satisfies Partial<Record<ActEvent, Confirmation>>;

export const EVENTS_NEEDING_CONFIRMATION = Object.keys(EVENT_CONFIRMATIONS) as readonly ActEvent[];

export function needsConfirmation(event: ActEvent): boolean {
  return Object.hasOwn(EVENT_CONFIRMATIONS, event);
}

/**
 * What the sender must supply with an event (the API's DTO and the dialog's
 * fields): acts-domain 3/4 "annul date and reason", "refuse (resolution
 * file)", "stop it with a reason", "return with defects", "sets a visit date
 * and time", "change the notary (automatic or manual)".
 */
export const ACT_EVENT_INPUTS = {
  annul: ['annulDate', 'reason'],
  refuse: ['resolutionFile'],
  stop: ['reason'],
  return_with_defects: ['defects'],
  set_time: ['visitAt'],
  change_notary: ['notaryChoice'],
} as const satisfies Partial<Record<ActEvent, readonly string[]>>;
