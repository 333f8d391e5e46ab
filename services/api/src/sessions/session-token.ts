import { createHash, createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';

/**
 * Bearer tokens of issue 4 "Sessions": "signed, short-lived and revocable (a
 * session table), never guessable". A token is
 *
 *   <session id>.<32 random bytes>.<HMAC-SHA256 of both under the server secret>
 *
 * (base64url). The random part makes it unguessable; the signature lets a
 * forged or mangled token be refused without a database query; the session
 * table, which stores only a hash of the token, keeps it short-lived and
 * revocable.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const B64_32_BYTES = /^[A-Za-z0-9_-]{43}$/;

function signature(sessionId: string, random: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(`${sessionId}.${random}`, 'utf8').digest('base64url');
}

/** The OS CSPRNG's bytes, drawn 4 KiB at a time (one system call for 128 tokens, where each token made one). */
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

function random32(): string {
  if (poolOffset + 32 > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + 32).toString('base64url');
  // Handed out once (the offset moves past it) and zeroed, so a token's random part does not stay in the pool.
  pool.fill(0, poolOffset, poolOffset + 32);
  poolOffset += 32;
  return bytes;
}

/** A new token of a session: 256 random bits from the OS CSPRNG, signed. */
export function newSessionToken(sessionId: string, secret: Buffer): string {
  const random = random32();
  return `${sessionId}.${random}.${signature(sessionId, random, secret)}`;
}

/**
 * The session a token claims, when it is well formed and its signature is
 * ours; null otherwise. Says nothing about whether the session is alive:
 * that is the session table's answer.
 */
export function verifySessionToken(token: string, secret: Buffer): { sessionId: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [sessionId, random, mac] = parts as [string, string, string];
  if (!UUID.test(sessionId) || !B64_32_BYTES.test(random) || !B64_32_BYTES.test(mac)) return null;
  const expected = Buffer.from(signature(sessionId, random, secret), 'utf8');
  return timingSafeEqual(expected, Buffer.from(mac, 'utf8')) ? { sessionId } : null;
}

/** Only this hash is stored; a plain SHA-256 suffices because the token holds 256 random bits. */
export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
