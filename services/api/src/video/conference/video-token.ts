import { createHmac, timingSafeEqual } from 'node:crypto';
import type { VideoRole } from '@notary/domain/realtime';

/**
 * The conference join token (issue 16.2): `<payload>.<signature>`, both
 * base64url; the payload names the act, the user and their role and when the
 * token expires; the signature is HMAC-SHA256 with a key derived from the
 * session secret (shared by every API replica), so any replica verifies a
 * token another issued and nobody forges one.
 */
export type VideoTokenClaims = { actId: string; userId: string; role: VideoRole; expiresAt: number };

export function videoTokenKey(sessionSecret: Buffer): Buffer {
  return createHmac('sha256', sessionSecret).update('e-notary video join token v1').digest();
}

export function signVideoToken(key: Buffer, claims: VideoTokenClaims): string {
  const payload = Buffer.from(JSON.stringify({ a: claims.actId, u: claims.userId, r: claims.role, x: claims.expiresAt })).toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export function verifyVideoToken(key: Buffer, token: unknown, now = Date.now()): VideoTokenClaims | undefined {
  if (typeof token !== 'string' || token.length > 1000) return undefined;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = createHmac('sha256', key).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let body: { a?: unknown; u?: unknown; r?: unknown; x?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof body;
  } catch {
    return undefined;
  }
  if (typeof body.a !== 'string' || typeof body.u !== 'string' || (body.r !== 'notary' && body.r !== 'participant') || typeof body.x !== 'number') return undefined;
  if (body.x <= now) return undefined;
  return { actId: body.a, userId: body.u, role: body.r, expiresAt: body.x };
}
