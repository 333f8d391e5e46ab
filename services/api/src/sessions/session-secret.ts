import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MIN_SESSION_SECRET_LENGTH } from '../config.js';

/** The shortest SESSION_SECRET accepted: 32 characters, about as many bits as the HMAC-SHA256 key needs. */
export { MIN_SESSION_SECRET_LENGTH };

/** The file under DATA_DIR that keeps a generated secret across restarts outside production. */
export const SESSION_SECRET_FILE = 'session-secret';

const cache = new Map<string, Buffer>();

/**
 * The HMAC key that signs session tokens (issue 4: "Tokens are signed").
 * SESSION_SECRET when set; production refuses to start without it, since
 * replicas must share one key and a key written to one container's disk would
 * differ between them. Elsewhere a random key is generated once and kept in
 * DATA_DIR/session-secret (mode 600, as the face-check service keeps its
 * signing key), so a development restart does not sign everyone out.
 * Changing the secret ends every session: old tokens no longer verify.
 */
export function loadSessionSecret(options: { secret: string | undefined; dataDir: string; isProduction: boolean }): Buffer {
  const configured = options.secret;
  if (configured) {
    if (configured.length < MIN_SESSION_SECRET_LENGTH) {
      throw new Error(`SESSION_SECRET must have at least ${MIN_SESSION_SECRET_LENGTH} characters`);
    }
    return Buffer.from(configured, 'utf8');
  }
  if (options.isProduction) throw new Error('SESSION_SECRET must be set in production');
  const file = join(resolve(options.dataDir), SESSION_SECRET_FILE);
  let secret = cache.get(file);
  if (!secret) {
    secret = readOrCreate(file);
    cache.set(file, secret);
  }
  return secret;
}

function readOrCreate(file: string): Buffer {
  try {
    return decode(readFileSync(file, 'utf8'), file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  mkdirSync(resolve(file, '..'), { recursive: true });
  // Written whole under a private name, then linked into place: link fails when the file exists, so of
  // two processes starting together one creates it and the other reads it, never a half-written file.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    unlinkSync(tmp);
  }
  return decode(readFileSync(file, 'utf8'), file);
}

function decode(text: string, file: string): Buffer {
  const secret = Buffer.from(text.trim(), 'base64url');
  if (secret.length < 32) throw new Error(`${file} does not hold a session secret; delete it to generate a new one`);
  return secret;
}
