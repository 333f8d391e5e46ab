import * as v from 'valibot';
import { CardExpirySchema, CardNumberSchema } from './schemas.js';

/** Whether MM/YY is a month that has not ended yet at `now` (a card is valid through its month). */
export function isCardExpiryValid(expiry: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/**
 * The card form of the payment gateway's page (issue 13.8; the shipped
 * gateway is a simulator, docs/acts.md "Payments"): the card number and
 * expiry of shell 5's field table, and a card not expired. Nothing of the
 * card reaches the portal's API: the simulator's "pay" names the checkout only.
 */
export const PaymentCardSchema = v.object({
  cardNumber: CardNumberSchema,
  expiry: v.pipe(CardExpirySchema, v.check((value) => isCardExpiryValid(value), 'error_card_expired')),
});
export type PaymentCardInput = v.InferInput<typeof PaymentCardSchema>;
