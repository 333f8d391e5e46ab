/**
 * The API's side of the face check: verifies the JWT of a SUCCESS message.
 * `@notary/face-check/token` loads no model and no browser code (only jose and
 * valibot), so the API depends on this package, not on the face-check
 * service; the service signs with the same claims (its `token/sign.ts`). What stays with the API
 * (DESIGN.md, data flow 2): single use of `jti`, `sub` equal to the pin being
 * signed in, and the embedding compared with the registry photo
 * (`cosineSimilarity`).
 */
import { createRemoteJWKSet, errors, jwtVerify, type CryptoKey, type JWK, type JWTVerifyGetKey, type KeyObject } from 'jose';
import * as v from 'valibot';
import { FACE_CHECK_ALGORITHM, FACE_CHECK_AUDIENCE, FACE_CHECK_ISSUER, FACE_CHECK_JWKS_PATH, FACE_CHECK_TOKEN_TTL_SECONDS } from './claims.js';

export const FaceCheckTokenPayloadSchema = v.object({
  iss: v.literal(FACE_CHECK_ISSUER),
  aud: v.union([v.literal(FACE_CHECK_AUDIENCE), v.array(v.string())]),
  /** The pin from CONNECT. */
  sub: v.pipe(v.string(), v.regex(/^\d{14}$/)),
  /** Unique token id: the API accepts each once. */
  jti: v.pipe(v.string(), v.minLength(16)),
  /** The face-check session id. */
  sid: v.pipe(v.string(), v.minLength(16)),
  iat: v.number(),
  exp: v.number(),
  isOk: v.boolean(),
  livenessWasSuccessful: v.boolean(),
  /** Base64 JPEG of the best shot (the face, frontal, eyes open, sharp, lit). */
  bestshot: v.pipe(v.string(), v.minLength(100), v.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
  /** Human FaceRes embedding of the best shot. */
  embedding: v.pipe(v.array(v.pipe(v.number(), v.finite())), v.minLength(64), v.maxLength(4096)),
  /** Passive antispoof/liveness scores: evidence for audits, never a decision. */
  passive: v.optional(v.object({ antispoof: v.optional(v.number()), liveness: v.optional(v.number()) })),
});
export type FaceCheckTokenPayload = v.InferOutput<typeof FaceCheckTokenPayloadSchema>;

export type FaceCheckTokenErrorCode = 'expired' | 'invalid_signature' | 'invalid_claims' | 'malformed' | 'not_successful' | 'no_key';

export class FaceCheckTokenError extends Error {
  override readonly name = 'FaceCheckTokenError';
  readonly code: FaceCheckTokenErrorCode;
  // No parameter properties: the service's sources also run under Node's type stripping.
  constructor(code: FaceCheckTokenErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export type VerifyFaceCheckTokenOptions = {
  /** The service's key set, usually `createFaceCheckJwks()`. */
  jwks?: JWTVerifyGetKey;
  /** Or one public key (tests, or a key distributed out of band). */
  key?: CryptoKey | KeyObject | JWK;
  clockToleranceSeconds?: number;
  currentDate?: Date;
  /** Refuse tokens whose isOk or livenessWasSuccessful is false (default true; the service signs none). */
  requireSuccess?: boolean;
};

/**
 * The service's public keys, fetched from `${baseUrl}/face-check/jwks.json`
 * (the API's FACE_CHECK_URL)
 * and cached; an unknown `kid` (a key rotation) refetches after a cooldown.
 */
export function createFaceCheckJwks(baseUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(FACE_CHECK_JWKS_PATH, baseUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
}

/** Checks signature (ES256), issuer, audience, expiry and the payload's shape; returns the payload. */
export async function verifyFaceCheckToken(jwt: string, options: VerifyFaceCheckTokenOptions): Promise<FaceCheckTokenPayload> {
  const key = options.jwks ?? options.key;
  if (!key) throw new FaceCheckTokenError('no_key', 'verifyFaceCheckToken needs `jwks` or `key`');
  const tolerance = options.clockToleranceSeconds ?? 5;
  let payload: unknown;
  try {
    const result = await jwtVerify(jwt, key as JWTVerifyGetKey, {
      algorithms: [FACE_CHECK_ALGORITHM],
      issuer: FACE_CHECK_ISSUER,
      audience: FACE_CHECK_AUDIENCE,
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      clockTolerance: tolerance,
      // Even if a token carried a distant exp, it is not accepted longer than the service's lifetime for it.
      maxTokenAge: FACE_CHECK_TOKEN_TTL_SECONDS + tolerance,
      currentDate: options.currentDate,
    });
    payload = result.payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new FaceCheckTokenError('expired', 'the face-check token has expired');
    if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) throw new FaceCheckTokenError('invalid_signature', 'the face-check token signature is not valid');
    if (error instanceof errors.JWTClaimValidationFailed) throw new FaceCheckTokenError('invalid_claims', `the face-check token is not valid: ${error.message}`);
    if (error instanceof errors.JOSEError) throw new FaceCheckTokenError('malformed', `the face-check token is not valid: ${error.code}`);
    throw error;
  }
  const parsed = v.safeParse(FaceCheckTokenPayloadSchema, payload);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new FaceCheckTokenError('invalid_claims', `the face-check token payload is not valid: ${issue.path?.map((p) => String(p.key)).join('.') ?? ''} ${issue.message}`);
  }
  if ((options.requireSuccess ?? true) && !(parsed.output.isOk && parsed.output.livenessWasSuccessful)) {
    throw new FaceCheckTokenError('not_successful', 'the face check did not succeed');
  }
  return parsed.output;
}
