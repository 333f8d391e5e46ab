import { describe, expect, it } from 'vitest';
import {
  allowedInvitationEvents,
  areAllInvitationsAccepted,
  INVITATION_EVENTS,
  INVITATION_SMS_RESEND_COOLDOWN_SECONDS,
  invitationSmsWaitSeconds,
  invitationTransition,
  type InvitationEvent,
  type InvitationStatus,
} from './index.js';

const ACTIVE = { isActActive: true };

/** Every (status, event) pair written out: the next status, or the refusal. */
const EXPECTED: [InvitationStatus, InvitationEvent, InvitationStatus | string][] = [
  [null, 'accept', 'accepted'],
  [null, 'reject', 'rejected'],
  [null, 'exit', 'invitation_not_accepted'],
  [null, 'reinvite', 'invitation_still_open'],
  ['accepted', 'accept', 'invitation_already_answered'],
  ['accepted', 'reject', 'invitation_already_answered'],
  ['accepted', 'exit', 'exited'],
  ['accepted', 'reinvite', 'invitation_still_open'],
  ['rejected', 'accept', 'invitation_already_answered'],
  ['rejected', 'reject', 'invitation_already_answered'],
  ['rejected', 'exit', 'invitation_not_accepted'],
  ['rejected', 'reinvite', null],
  ['exited', 'accept', 'invitation_already_answered'],
  ['exited', 'reject', 'invitation_already_answered'],
  ['exited', 'exit', 'invitation_not_accepted'],
  ['exited', 'reinvite', null],
];

describe('party invitation (acts-domain 4)', () => {
  it('covers every status × event', () => {
    expect(EXPECTED).toHaveLength(4 * INVITATION_EVENTS.length);
  });

  it.each(EXPECTED)('%s + %s → %s', (status, event, expected) => {
    const isStatus = expected === null || ['accepted', 'rejected', 'exited'].includes(expected);
    expect(invitationTransition(status, event, ACTIVE)).toEqual(
      isStatus ? { ok: true, next: expected } : { ok: false, code: expected },
    );
  });

  it('nobody joins or leaves a finished or registered act', () => {
    for (const event of INVITATION_EVENTS) {
      expect(invitationTransition(null, event, { isActActive: false })).toEqual({ ok: false, code: 'act_finished' });
    }
  });

  it('offers the invitation screen its buttons', () => {
    expect(allowedInvitationEvents(null, ACTIVE)).toEqual(['accept', 'reject']);
    expect(allowedInvitationEvents('accepted', ACTIVE)).toEqual(['exit']);
    expect(allowedInvitationEvents('rejected', ACTIVE)).toEqual(['reinvite']);
  });

  it('all accepted only when every invitation is accepted', () => {
    expect(areAllInvitationsAccepted(['accepted', 'accepted'])).toBe(true);
    expect(areAllInvitationsAccepted(['accepted', null])).toBe(false);
    expect(areAllInvitationsAccepted(['accepted', 'exited'])).toBe(false);
  });
});

describe('invitation SMS resend cooldown (issue 13.5)', () => {
  const sent = new Date('2026-11-27T10:00:00.000Z');
  it('waits the cooldown after the last SMS, rounding up to whole seconds, and nothing when none was sent', () => {
    expect(INVITATION_SMS_RESEND_COOLDOWN_SECONDS).toBe(60);
    expect(invitationSmsWaitSeconds(null, sent)).toBe(0);
    expect(invitationSmsWaitSeconds(sent, sent)).toBe(60);
    expect(invitationSmsWaitSeconds(sent.toISOString(), new Date(sent.getTime() + 59_001))).toBe(1);
    expect(invitationSmsWaitSeconds(sent, new Date(sent.getTime() + 60_000))).toBe(0);
    expect(invitationSmsWaitSeconds('not a date', sent)).toBe(0);
  });
});
