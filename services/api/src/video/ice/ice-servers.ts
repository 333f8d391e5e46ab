import { createHmac } from 'node:crypto';
import type { IceServer } from '@notary/domain/contracts';

/**
 * How long a TURN credential is accepted: 8 hours, a notary's working day.
 * coturn checks the expiry on every authenticated request, the allocation's
 * refreshes included, so a credential must outlive the longest conference;
 * a browser that joins again gets a fresh one.
 */
export const TURN_CREDENTIAL_TTL_SECONDS = 8 * 3600;

/**
 * coturn's TURN REST API (`use-auth-secret`, `static-auth-secret`;
 * draft-uberti-behave-turn-rest): the username is the expiry in unix seconds
 * and the user id joined by ":", the password the base64 HMAC-SHA1 of that
 * username under the shared secret. coturn recomputes it, so nothing is stored.
 */
export function turnCredential(secret: string, userId: string, expiresAtSeconds: number): { username: string; credential: string } {
  if (userId === '' || userId.includes(':')) throw new Error(`a TURN user id has no ":" and is not empty: ${JSON.stringify(userId)}`);
  const username = `${Math.floor(expiresAtSeconds)}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/**
 * The STUN URLs of a list: those given as `stun:`/`stuns:`, or, when none
 * is, a `stun:` URL on each plain `turn:` server's host and port (coturn
 * answers STUN on its listening port). `turns:` (TLS) gives no STUN URL.
 */
export function stunUrlsOf(urls: readonly string[]): string[] {
  const given = urls.filter((u) => u.startsWith('stun'));
  if (given.length > 0) return given;
  const derived = urls.filter((u) => u.startsWith('turn:')).map((u) => `stun:${u.slice('turn:'.length).split('?')[0]}`);
  return [...new Set(derived)];
}

/** The ICE servers of one user at `nowMs`: STUN first, then TURN with its time-limited credential. */
export function iceServersFor(config: { urls: readonly string[]; secret: string | undefined }, userId: string, nowMs: number): IceServer[] {
  const servers: IceServer[] = [];
  const stun = stunUrlsOf(config.urls);
  if (stun.length > 0) servers.push({ urls: stun });
  const turn = config.urls.filter((u) => u.startsWith('turn'));
  if (turn.length > 0 && config.secret) {
    servers.push({ urls: turn, ...turnCredential(config.secret, userId, nowMs / 1000 + TURN_CREDENTIAL_TTL_SECONDS) });
  }
  return servers;
}
