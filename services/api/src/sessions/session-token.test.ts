import { describe, expect, it } from 'vitest';
import { newSessionToken, verifySessionToken } from './session-token.js';

describe('session tokens', () => {
  it('draws a distinct random part for each token across refills of the random pool (4 KiB, 128 tokens)', () => {
    const secret = Buffer.from('test-secret-0123456789abcdef0123456789', 'utf8');
    const sessionId = '0b5c2f5e-8a4e-4c55-9a0e-3f1d2a6b7c8d';
    const tokens = Array.from({ length: 1000 }, () => newSessionToken(sessionId, secret));
    const randoms = new Set(tokens.map((t) => t.split('.')[1]));
    expect(randoms.size).toBe(1000);
    // No random part is all zeros (the pool's spent bytes are zeroed).
    expect(randoms.has(Buffer.alloc(32).toString('base64url'))).toBe(false);
    for (const t of tokens) expect(verifySessionToken(t, secret)).toEqual({ sessionId });
  });
});
