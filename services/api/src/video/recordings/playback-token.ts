import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A <video> element cannot send the session's Authorization header, and a
 * recording must be fetched by byte ranges for the player to seek. So the
 * list (access checked: the act's parties and its notary) hands out a
 * playback URL per recording whose token is signed, short-lived and bound to
 * the recording, its act and the user; the content route checks it before
 * reading anything.
 */
export const PLAYBACK_TTL_MS = 2 * 60 * 60_000;

export type PlaybackClaims = { recordingId: string; actId: string; userId: string; expiresAt: number };

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function playbackToken(key: Buffer, claims: PlaybackClaims): string {
  const body = Buffer.from(JSON.stringify([claims.recordingId, claims.actId, claims.userId, claims.expiresAt])).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function readPlaybackToken(key: Buffer, token: string, now = Date.now()): PlaybackClaims | null {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [recordingId, actId, userId, expiresAt] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [string, string, string, number];
    if (typeof recordingId !== 'string' || typeof actId !== 'string' || typeof userId !== 'string' || typeof expiresAt !== 'number') return null;
    if (expiresAt <= now) return null;
    return { recordingId, actId, userId, expiresAt };
  } catch {
    return null;
  }
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range) within `size`; 'invalid' when unsatisfiable, null without a Range. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}
