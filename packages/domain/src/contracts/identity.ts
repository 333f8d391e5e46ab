import * as v from 'valibot';
import { AuthSchema, CheckBeforeAuthSchema, OfferActionSchema } from '../validation/index.js';
import { timeOut } from './primitives.js';
import { User } from './users.js';

/** POST /api/check_before_auth: pin and document (shell 7). */
export const CheckBeforeAuth = CheckBeforeAuthSchema;
export type CheckBeforeAuth = v.InferOutput<typeof CheckBeforeAuth>;
/** POST /api/auth: the pre-check fields plus the face check's jwt. */
export const Auth = AuthSchema;
export type Auth = v.InferOutput<typeof Auth>;
/** POST /api/offer_accept?action=1|0 */
export const OfferAction = OfferActionSchema;

/** What a successful /check_before_auth answers: the body `Ok` (the attempt id is in the x-auth-attempt header). */
export const CheckBeforeAuthAnswer = v.pipe(v.literal('Ok'), v.description('the attempt id is in the x-auth-attempt header'));

/** shell 3 "Auth response": resultCode 1 success (token and user set), 0 technical work, others a refusal with its message. */
export const AuthResponse = v.object({
  resultCode: v.pipe(v.number(), v.integer(), v.description('1 success (token and user set), 0 technical work, others a refusal with its message')),
  message: v.string(),
  token: v.nullable(v.string()),
  user: v.nullable(User),
});
export type AuthResponse = v.InferOutput<typeof AuthResponse>;

/** GET /api/profile (acts-domain 2 Profile). */
export const Profile = v.object({
  user: User,
  /** Whether consent to reuse of personal data is present (given with the offer). */
  hasPersonalDataConsent: v.boolean(),
});
export type Profile = v.InferOutput<typeof Profile>;

/** shell 3 "Notify item": an upcoming act of the signed-in user; shell 2.7 shows the time only for video (regtypeid 2). */
export const NotifyItem = v.object({
  regtypeid: v.number(),
  regsystemid: v.number(),
  /** The act's name. */
  na: v.pipe(v.string(), v.description("the act's name")),
  visitdate: v.nullable(v.pipe(v.string(), v.description('dd.mm.yyyy'))),
  visittime: v.nullable(timeOut),
  rid: v.union([v.number(), v.string()]),
  uuid: v.string(),
});
export type NotifyItem = v.InferOutput<typeof NotifyItem>;

export const OfferAnswer = v.object({ termsofuse: v.picklist([0, 1]) });
export type OfferAnswer = v.InferOutput<typeof OfferAnswer>;
export const TokenValid = v.object({ valid: v.literal(true) });
export type TokenValid = v.InferOutput<typeof TokenValid>;
export const LoggedOut = v.object({ ok: v.literal(true) });
export type LoggedOut = v.InferOutput<typeof LoggedOut>;
