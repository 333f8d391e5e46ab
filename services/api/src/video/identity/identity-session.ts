import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The face check's session id for a check inside a conference (issue 16.3):
 * 16 random url-safe characters and 24 of an HMAC over them, the act, the
 * person's account and the conference's room, under a key derived from the
 * session secret (every API replica has it). The signed result carries it as
 * `sid`, so a result is accepted only for the conference and the person it
 * was taken for: not a sign-in's result, not another act's. Nothing is stored;
 * single use is the token's `jti`.
 */
export type IdentitySessionBinding = { actId: string; userId: string; room: number };

export function identitySessionKey(sessionSecret: Buffer): Buffer {
  return createHmac('sha256', sessionSecret).update('e-notary video identity session v1').digest();
}

function mac(key: Buffer, nonce: string, binding: IdentitySessionBinding): string {
  return createHmac('sha256', key).update(`${nonce}|${binding.actId}|${binding.userId}|${binding.room}`).digest().subarray(0, 18).toString('base64url');
}

export function newIdentitySession(key: Buffer, binding: IdentitySessionBinding): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${nonce}${mac(key, nonce, binding)}`;
}

export function isIdentitySession(key: Buffer, sid: unknown, binding: IdentitySessionBinding): boolean {
  if (typeof sid !== 'string' || sid.length !== 40) return false;
  const expected = Buffer.from(mac(key, sid.slice(0, 16), binding));
  const given = Buffer.from(sid.slice(16));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
