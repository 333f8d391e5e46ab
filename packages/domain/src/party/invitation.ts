import type { ErrorCode } from '../errors/index.js';

/**
 * spec/acts-domain.md 4 "Party invitation (by link, QR code or SMS): status
 * starts awaiting confirmation (null); the party accepts or rejects, and may
 * exit the deal." `null` is kept (not a string) because it is the spec's and
 * the database's value for "awaiting".
 */
export type InvitationStatus = null | 'accepted' | 'rejected' | 'exited';

export const INVITATION_CHANNELS = ['link', 'qr', 'sms'] as const;
export type InvitationChannel = (typeof INVITATION_CHANNELS)[number];

/**
 * `accept`, `reject` and `exit` are sent by the invited party; `reinvite` by
 * the applicant. The spec does not say whether a rejected party can be asked
 * again; we allow the applicant to send a new invitation to a party who
 * rejected or exited (status back to null), since otherwise one mistaken tap
 * would force deleting the whole act.
 */
export const INVITATION_EVENTS = ['accept', 'reject', 'exit', 'reinvite'] as const;
export type InvitationEvent = (typeof INVITATION_EVENTS)[number];

export type InvitationResult =
  | { ok: true; next: InvitationStatus }
  | { ok: false; code: ErrorCode };

/**
 * The act facts an invitation change depends on: once the act is registered
 * or finished (deleted, refused, …) nobody joins or leaves it any more.
 */
export type InvitationActFacts = { isActActive: boolean };

export function invitationTransition(
  status: InvitationStatus,
  event: InvitationEvent,
  act: InvitationActFacts,
): InvitationResult {
  if (!act.isActActive) return { ok: false, code: 'act_finished' };
  switch (event) {
    case 'accept':
      return status === null ? { ok: true, next: 'accepted' } : { ok: false, code: 'invitation_already_answered' };
    case 'reject':
      return status === null ? { ok: true, next: 'rejected' } : { ok: false, code: 'invitation_already_answered' };
    case 'exit':
      // Exiting is leaving a deal one joined; an open invitation is rejected instead.
      return status === 'accepted' ? { ok: true, next: 'exited' } : { ok: false, code: 'invitation_not_accepted' };
    case 'reinvite':
      return status === 'rejected' || status === 'exited'
        ? { ok: true, next: null }
        : { ok: false, code: 'invitation_still_open' };
  }
}

/** Which events may be sent now, for the invitation screen's buttons. */
export function allowedInvitationEvents(status: InvitationStatus, act: InvitationActFacts): InvitationEvent[] {
  return INVITATION_EVENTS.filter((event) => invitationTransition(status, event, act).ok);
}

/** acts-domain 4: exiting the deal asks for confirmation (acts-domain 8 "exit the deal"). */
export const INVITATION_EVENTS_NEEDING_CONFIRMATION = ['exit'] as const satisfies readonly InvitationEvent[];

/** The act may move past Preparation only when every invited party accepted. */
export function areAllInvitationsAccepted(statuses: readonly InvitationStatus[]): boolean {
  return statuses.every((status) => status === 'accepted');
}

/**
 * Issue 13.5 "resend SMS": while an invitation is open the applicant may send
 * its SMS again, at most once per this many seconds per party (the API
 * refuses sooner with `invitation_sms_too_soon`; the card counts down).
 */
export const INVITATION_SMS_RESEND_COOLDOWN_SECONDS = 60;

/** Whole seconds still to wait before the invitation SMS may be sent again; 0 when it may be sent now. */
export function invitationSmsWaitSeconds(smsSentAt: Date | string | null, now: Date = new Date()): number {
  if (smsSentAt === null) return 0;
  const sent = typeof smsSentAt === 'string' ? Date.parse(smsSentAt) : smsSentAt.getTime();
  if (Number.isNaN(sent)) return 0;
  const left = sent + INVITATION_SMS_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
