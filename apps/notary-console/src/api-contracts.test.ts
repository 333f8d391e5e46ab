import type * as C from '@notary/domain/contracts';
import { describe, expectTypeOf, it } from 'vitest';
import { getSmsOutbox } from './features/sms-outbox/api/get-sms-outbox.ts';

/** Issue 11.1: the console's API functions read their routes' contracts (@notary/domain/contracts). */
describe('notary console API functions use their routes’ contracts', () => {
  it('the SMS outbox', () => {
    // GET /api/sms_outbox
    expectTypeOf(getSmsOutbox).returns.resolves.toEqualTypeOf<C.SmsOutboxMessage[]>();
  });
});
