import * as v from 'valibot';
import { moneyOut, nullableString, opaqueKey } from './primitives.js';

export const PAYMENT_STATES = ['issued', 'marked_paid', 'paid', 'confirmed', 'refunded', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The `:ref` of a gateway payment (`GW-` and 24 hex digits). */
export const GatewayRefParam = opaqueKey(64);

/** An invoice of the payments tab. */
export const Payment = v.looseObject({
  id: v.string(),
  number: v.string(),
  kind: v.picklist(['state_duty', 'notary_fee']),
  amount: moneyOut,
  state: v.picklist(PAYMENT_STATES),
  payerName: nullableString,
  createdAt: v.string(),
});
export type Payment = v.InferOutput<typeof Payment>;

/** POST …/payments/:paymentId/checkout */
export const Checkout = v.object({
  ref: v.pipe(v.string(), v.description("the gateway's reference of this payment")),
  amount: moneyOut,
  payUrl: v.pipe(v.string(), v.description("the gateway's payment page")),
});
export type Checkout = v.InferOutput<typeof Checkout>;

/** What the payment gateway's callback (and its simulator) answers. */
export const GatewayAnswer = v.object({
  ok: v.literal(true),
  // The service types it as a string; the values are the payment states.
  state: v.pipe(v.string(), v.description(`the payment's state: ${PAYMENT_STATES.join(', ')}`)),
});
export type GatewayAnswer = v.InferOutput<typeof GatewayAnswer>;

/**
 * GET /api/payment_gateway_sim/:ref: what the gateway simulator's payment
 * page shows for a checkout (issue 13.8): the merchant, the purpose, the sum,
 * whether it is paid, and the act to return to.
 */
export const GatewaySimCheckout = v.object({
  ref: v.string(),
  amount: moneyOut,
  currency: v.literal('UZS'),
  merchant: v.pipe(v.string(), v.description('who receives the money')),
  invoiceNumber: v.string(),
  kind: v.picklist(['state_duty', 'notary_fee']),
  actId: v.pipe(v.string(), v.description('the act whose card the page returns to')),
  actTypeId: v.number(),
  state: v.picklist(PAYMENT_STATES),
  isPaid: v.pipe(v.boolean(), v.description('this reference was paid already')),
});
export type GatewaySimCheckout = v.InferOutput<typeof GatewaySimCheckout>;
