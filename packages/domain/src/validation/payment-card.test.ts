import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isCardExpiryValid, PaymentCardSchema } from './payment-card.js';

describe('the payment card form (issue 13.8)', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('a card is valid through the month of its expiry', () => {
    expect(isCardExpiryValid('11/26', now)).toBe(true);
    expect(isCardExpiryValid('12/26', now)).toBe(true);
    expect(isCardExpiryValid('01/27', now)).toBe(true);
    expect(isCardExpiryValid('10/26', now)).toBe(false);
    expect(isCardExpiryValid('12/25', now)).toBe(false);
    expect(isCardExpiryValid('13/30', now)).toBe(false);
    expect(isCardExpiryValid('1230', now)).toBe(false);
  });

  it('takes 16 digits and MM/YY, with the message keys of shell 5', () => {
    expect(v.safeParse(PaymentCardSchema, { cardNumber: '8600123412341234', expiry: '12/99' }).success).toBe(true);
    const bad = v.safeParse(PaymentCardSchema, { cardNumber: '86001234', expiry: '01/20' });
    expect(bad.issues?.map((i) => i.message)).toEqual(['error_wrong_card_number_length', 'error_card_expired']);
  });
});
