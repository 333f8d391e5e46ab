import * as v from 'valibot';
import { UserSchema } from '../../users/dto/responses.js';
import { AUTH_RESULT, type AuthResultCode } from '../result-codes.js';

/** The answers' shapes of spec/shell.md 7's calls, for the OpenAPI document. */
export const AuthResponseSchema = v.object({
  resultCode: v.pipe(v.picklist(Object.values(AUTH_RESULT) as AuthResultCode[]), v.description('1 success (token and user set), 0 technical work, others a refusal with its message')),
  message: v.string(),
  token: v.nullable(v.string()),
  user: v.nullable(UserSchema),
});

export const ProfileSchema = v.object({
  user: UserSchema,
  hasPersonalDataConsent: v.boolean(),
});

/** shell 3 "Notify item". */
export const NotifyItemSchema = v.object({
  regtypeid: v.number(),
  regsystemid: v.number(),
  na: v.pipe(v.string(), v.description("the act's name")),
  visitdate: v.nullable(v.pipe(v.string(), v.description('dd.mm.yyyy'))),
  visittime: v.nullable(v.pipe(v.string(), v.description('HH:mm, Tashkent'))),
  rid: v.union([v.number(), v.string()]),
  uuid: v.string(),
});

export const OfferAnswerSchema = v.object({ termsofuse: v.picklist([0, 1]) });
export const TokenValidSchema = v.object({ valid: v.literal(true) });
export const LoggedOutSchema = v.object({ ok: v.literal(true) });
export const CheckBeforeAuthAnswerSchema = v.pipe(v.literal('Ok'), v.description('the attempt id is in the x-auth-attempt header'));
