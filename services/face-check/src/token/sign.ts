import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { FACE_CHECK_ALGORITHM, FACE_CHECK_AUDIENCE, FACE_CHECK_ISSUER, FACE_CHECK_TOKEN_TTL_SECONDS, type FaceCheckTokenPayload } from '@notary/face-check/token';
import type { SigningKey } from './keys.js';

export type FaceCheckClaims = {
  pin: string;
  sessionId: string;
  bestshot: string;
  embedding: number[];
  passive?: { antispoof?: number; liveness?: number };
};

/** The SUCCESS token: short-lived, unique (jti), for the pin of CONNECT. */
export function signFaceCheckToken(key: SigningKey, claims: FaceCheckClaims, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  const payload: Omit<FaceCheckTokenPayload, 'iss' | 'aud' | 'sub' | 'jti' | 'iat' | 'exp'> = {
    isOk: true,
    livenessWasSuccessful: true,
    bestshot: claims.bestshot,
    // Four decimals keep the token ≈ 8 KB smaller without moving a cosine similarity by more than 1e-4.
    embedding: claims.embedding.map((x) => Math.round(x * 1e4) / 1e4),
    sid: claims.sessionId,
    ...(claims.passive ? { passive: claims.passive } : {}),
  };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: FACE_CHECK_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setIssuer(FACE_CHECK_ISSUER)
    .setAudience(FACE_CHECK_AUDIENCE)
    .setSubject(claims.pin)
    .setJti(randomUUID())
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + FACE_CHECK_TOKEN_TTL_SECONDS)
    .sign(key.privateKey);
}
