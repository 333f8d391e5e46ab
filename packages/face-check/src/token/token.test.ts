/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { cosineSimilarity, FACE_CHECK_ALGORITHM, FACE_CHECK_AUDIENCE, FACE_CHECK_ISSUER, verifyFaceCheckToken } from './index.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('@notary/face-check/token', () => {
  it('imports nothing but jose, valibot and its own files (no browser code, no model: the API depends on it)', () => {
    const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const imported = sources.flatMap((f) => [...readFileSync(join(here, f), 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]!));
    expect([...new Set(imported.filter((s) => !s.startsWith('./')))].sort()).toEqual(['jose', 'valibot']);
  });

  it('verifies a token signed with the shared claims', async () => {
    const { privateKey, publicKey } = await generateKeyPair(FACE_CHECK_ALGORITHM);
    const now = Math.floor(Date.now() / 1000);
    const embedding = Array.from({ length: 128 }, (_, i) => Math.cos(i));
    const jwt = await new SignJWT({ sid: 's'.repeat(20), isOk: true, livenessWasSuccessful: true, bestshot: 'A'.repeat(120), embedding })
      .setProtectedHeader({ alg: FACE_CHECK_ALGORITHM })
      .setIssuer(FACE_CHECK_ISSUER)
      .setAudience(FACE_CHECK_AUDIENCE)
      .setSubject('12345678901234')
      .setJti('j'.repeat(20))
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(privateKey);
    const payload = await verifyFaceCheckToken(jwt, { key: await exportJWK(publicKey) });
    expect(payload.sub).toBe('12345678901234');
    expect(cosineSimilarity(payload.embedding, embedding)).toBeCloseTo(1, 10);
  });
});
