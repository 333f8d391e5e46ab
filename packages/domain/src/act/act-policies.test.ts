import { describe, expect, it } from 'vitest';
import { ACT_STATUSES, ACT_STEP_NUMBERS, ACTORS, AUTHOR_WAITING_STEPS, actEditBlocker, canExitDeal, isAwaitingAuthor } from './index.js';

describe('act policies outside the machine', () => {
  it('the applicant edits in Preparation only, the notary during the check only, a party never', () => {
    for (const step of ACT_STEP_NUMBERS) {
      for (const actor of ACTORS) {
        const code = actEditBlocker({ step, status: 'active' }, actor);
        const isOpen = (actor === 'applicant' && step === 1) || (actor === 'notary' && step === 2);
        expect(code, `${actor} at ${step}`).toBe(
          isOpen ? null : actor === 'party' || actor === 'system' ? 'act_actor_not_allowed' : 'act_event_not_allowed',
        );
      }
    }
  });

  it('nobody edits an act that is no longer active', () => {
    for (const status of ACT_STATUSES.filter((s) => s !== 'active')) {
      expect(actEditBlocker({ step: 1, status }, 'applicant')).toBe('act_finished');
      expect(actEditBlocker({ step: 2, status }, 'notary')).toBe('act_finished');
    }
  });

  it('a party exits the deal only while the act is in Preparation', () => {
    expect(ACT_STEP_NUMBERS.filter((step) => canExitDeal({ step, status: 'active' }))).toEqual([1]);
    expect(canExitDeal({ step: 1, status: 'deleted' })).toBe(false);
  });

  it("the author's waiting steps: send, confirm the check, confirm the time, pay", () => {
    expect(AUTHOR_WAITING_STEPS).toEqual([1, 3, 6, 7]);
    expect(ACT_STEP_NUMBERS.filter((step) => isAwaitingAuthor({ step, status: 'active' }))).toEqual([1, 3, 6, 7]);
    expect(isAwaitingAuthor({ step: 1, status: 'registered' })).toBe(false);
  });
});
