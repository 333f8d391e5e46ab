import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSessionSecret, SESSION_SECRET_FILE } from './session-secret.js';
import { newSessionToken, verifySessionToken } from './session-token.js';

describe('the session token key (SESSION_SECRET)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'session-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes SESSION_SECRET when set, and refuses one shorter than 32 characters', () => {
    const secret = 'x'.repeat(32);
    expect(loadSessionSecret({ secret, dataDir: '.data', isProduction: true }).toString()).toBe(secret);
    expect(() => loadSessionSecret({ secret: 'short', dataDir: '.data', isProduction: false })).toThrow(/at least 32/);
  });

  it('refuses to start in production without it', () => {
    expect(() => loadSessionSecret({ secret: undefined, dataDir: dir, isProduction: true })).toThrow('SESSION_SECRET must be set in production');
  });

  it('elsewhere generates a key once and keeps it in DATA_DIR (mode 600), the same after a restart', () => {
    const dataDir = join(dir, 'fresh');
    const first = loadSessionSecret({ secret: undefined, dataDir, isProduction: false });
    expect(first.length).toBe(32);
    const file = join(dataDir, SESSION_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64url').equals(first)).toBe(true);
    expect(loadSessionSecret({ secret: undefined, dataDir, isProduction: false }).equals(first)).toBe(true);
  });

  it('uses the key a previous start left in DATA_DIR', () => {
    const dataDir = join(dir, 'kept');
    const kept = Buffer.alloc(32, 9);
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, SESSION_SECRET_FILE), kept.toString('base64url'), { mode: 0o600 });
    expect(loadSessionSecret({ secret: undefined, dataDir, isProduction: false }).equals(kept)).toBe(true);
  });

  it('signs tokens that verify under the same key only', () => {
    const key = loadSessionSecret({ secret: 'k'.repeat(40), dataDir: '.data', isProduction: false });
    const token = newSessionToken('6f1c1a52-3d1e-4c8b-9a7e-2b5d4c3a1f00', key);
    expect(verifySessionToken(token, key)).toEqual({ sessionId: '6f1c1a52-3d1e-4c8b-9a7e-2b5d4c3a1f00' });
    expect(verifySessionToken(token, Buffer.from('j'.repeat(40)))).toBeNull();
    expect(verifySessionToken(token.toUpperCase(), key)).toBeNull();
  });
});
