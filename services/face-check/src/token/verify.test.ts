import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwks, loadOrCreateSigningKey, type SigningKey } from './keys.js';
import { signFaceCheckToken } from './sign.js';
import { FACE_CHECK_AUDIENCE, FACE_CHECK_ISSUER, FaceCheckTokenError, cosineSimilarity, verifyFaceCheckToken } from '@notary/face-check/token';

const claims = { pin: '12345678901234', sessionId: 'session-0123456789abcdef', bestshot: `/9j/${'A'.repeat(200)}`, embedding: Array.from({ length: 1024 }, (_, i) => Math.sin(i) / 10) };

let dir: string;
let key: SigningKey;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'face-check-keys-'));
  key = await loadOrCreateSigningKey(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the signing key', () => {
  it('is created once, kept private on disk and reused after a restart', async () => {
    const again = await loadOrCreateSigningKey(dir);
    expect(again.kid).toBe(key.kid);
    expect((await stat(join(dir, 'signing-key.json'))).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(join(dir, 'signing-key.json'), 'utf8'))).toHaveProperty('d');
  });

  it('publishes only the public half', () => {
    const [published] = jwks([key]).keys;
    expect(published).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: key.kid });
    expect(published).not.toHaveProperty('d');
  });
});

describe('verifyFaceCheckToken', () => {
  it('accepts a token of the service and returns its claims', async () => {
    const jwt = await signFaceCheckToken(key, claims);
    const payload = await verifyFaceCheckToken(jwt, { key: key.publicJwk });
    expect(payload).toMatchObject({ sub: claims.pin, sid: claims.sessionId, isOk: true, livenessWasSuccessful: true, bestshot: claims.bestshot, iss: FACE_CHECK_ISSUER, aud: FACE_CHECK_AUDIENCE });
    expect(payload.exp - payload.iat).toBe(120);
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(cosineSimilarity(payload.embedding, claims.embedding)).toBeGreaterThan(0.9999);
  });

  it('gives every token its own jti', async () => {
    const [a, b] = await Promise.all([signFaceCheckToken(key, claims), signFaceCheckToken(key, claims)]);
    const [pa, pb] = await Promise.all([verifyFaceCheckToken(a, { key: key.publicJwk }), verifyFaceCheckToken(b, { key: key.publicJwk })]);
    expect(pa.jti).not.toBe(pb.jti);
  });

  it('refuses an expired token', async () => {
    const jwt = await signFaceCheckToken(key, claims, Math.floor(Date.now() / 1000) - 300);
    await expect(verifyFaceCheckToken(jwt, { key: key.publicJwk })).rejects.toMatchObject({ code: 'expired' });
  });

  it('refuses a token signed by another key or altered', async () => {
    const other = await loadOrCreateSigningKey(join(dir, 'other'));
    await expect(verifyFaceCheckToken(await signFaceCheckToken(other, claims), { key: key.publicJwk })).rejects.toMatchObject({ code: 'invalid_signature' });
    const [h, p, s] = (await signFaceCheckToken(key, claims)).split('.');
    const forged = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    forged.sub = '99999999999999';
    await expect(verifyFaceCheckToken(`${h}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${s}`, { key: key.publicJwk })).rejects.toBeInstanceOf(FaceCheckTokenError);
  });

  it('refuses a token for another audience, of another algorithm or without the claims', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const now = Math.floor(Date.now() / 1000);
    const wrongAudience = await new SignJWT({ isOk: true }).setProtectedHeader({ alg: 'ES256' }).setIssuer(FACE_CHECK_ISSUER).setAudience('someone').setSubject(claims.pin).setJti('x'.repeat(20)).setIssuedAt(now).setExpirationTime(now + 60).sign(privateKey);
    await expect(verifyFaceCheckToken(wrongAudience, { key: key.publicJwk })).rejects.toBeInstanceOf(FaceCheckTokenError);
    const hs = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32));
    await expect(verifyFaceCheckToken(hs, { key: key.publicJwk })).rejects.toBeInstanceOf(FaceCheckTokenError);
    const bare = await new SignJWT({ isOk: true }).setProtectedHeader({ alg: 'ES256', kid: key.kid }).setIssuer(FACE_CHECK_ISSUER).setAudience(FACE_CHECK_AUDIENCE).setSubject(claims.pin).setJti('x'.repeat(20)).setIssuedAt(now).setExpirationTime(now + 60).sign(key.privateKey);
    await expect(verifyFaceCheckToken(bare, { key: key.publicJwk })).rejects.toMatchObject({ code: 'invalid_claims' });
    await expect(verifyFaceCheckToken('not.a.jwt', { key: key.publicJwk })).rejects.toMatchObject({ code: 'malformed' });
    await expect(verifyFaceCheckToken('a.b.c', {})).rejects.toMatchObject({ code: 'no_key' });
  });
});

describe('cosineSimilarity', () => {
  it('is 1 for the same direction, 0 for orthogonal or mismatched vectors', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(cosineSimilarity([1, 0], [0, 1])).toBe(0);
    expect(cosineSimilarity([1, 0], [1, 0, 0])).toBe(0);
    expect(cosineSimilarity([], [])).toBe(0);
  });
});
