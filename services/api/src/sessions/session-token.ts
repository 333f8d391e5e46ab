import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes = 256 bits from the OS CSPRNG: never guessable (issue 4 "Sessions"). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored; a plain SHA-256 suffices because the input has 256 bits of entropy. */
export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** Tokens we issue are 43 base64url characters; anything else is rejected before touching the database. */
export function isWellFormedSessionToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
