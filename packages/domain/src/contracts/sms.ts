import * as v from 'valibot';
import { dateTimeOut, nullableString, queryInt, uuid } from './primitives.js';

/** GET /api/sms_outbox (administrators). */
export const SmsOutboxQuery = v.object({
  actId: v.optional(uuid()),
  phone: v.optional(v.pipe(v.string(), v.regex(/^\d{9}$/))),
  limit: v.optional(queryInt(1, 200), 50),
});
export type SmsOutboxQuery = v.InferOutput<typeof SmsOutboxQuery>;

/** One message the shipped SMS gateway wrote to its outbox (issue 5.6). */
export const SmsOutboxMessage = v.object({
  id: v.string(),
  /** 9 national digits. */
  phone: v.string(),
  text: v.string(),
  actId: nullableString,
  partyId: nullableString,
  /** 'queued' from the shipped gateway; a real operator's adapter moves it on. */
  status: v.string(),
  createdAt: dateTimeOut,
});
export type SmsOutboxMessage = v.InferOutput<typeof SmsOutboxMessage>;
