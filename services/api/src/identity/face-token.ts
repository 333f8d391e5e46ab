import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import * as v from 'valibot';

/**
 * The claims of the face-check service's signed result (shell 3 "Face-check
 * token payload: isOk, livenessWasSuccessful, bestshot", plus what the API
 * needs to bind it to one person and one use).
 */
const FaceClaimsSchema = v.object({
  /** The pin the check was run for. */
  sub: v.pipe(v.string(), v.regex(/^[0-9]{14}$/)),
  isOk: v.boolean(),
  livenessWasSuccessful: v.boolean(),
  /** The best shot as an image data URL or base64 jpeg (shown by the client). */
  bestshot: v.optional(v.string()),
  /** Face embedding of the best shot. */
  embedding: v.pipe(v.array(v.pipe(v.number(), v.finite())), v.minLength(8), v.maxLength(4096)),
  /** The face-check socket session. */
  sid: v.optional(v.string()),
  jti: v.pipe(v.string(), v.minLength(8), v.maxLength(200)),
  iat: v.number(),
  exp: v.number(),
});
export type FaceClaims = v.InferOutput<typeof FaceClaimsSchema>;

/** The token is forged, expired, malformed or lacks a claim. */
export class FaceTokenInvalidError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'FaceTokenInvalidError';
  }
}

/** The face-check service's keys could not be fetched: technical work, not the user's fault. */
export class FaceServiceUnavailableError extends Error {
  constructor(cause: unknown) {
    super('face-check service unavailable', { cause });
    this.name = 'FaceServiceUnavailableError';
  }
}

export type FaceTokenVerifier = { verify(jwt: string): Promise<FaceClaims> };

/** No face-check result older than this is accepted, whatever its `exp` says. */
const MAX_TOKEN_AGE = '5 minutes';

/** Errors that say the key set could not be had, as opposed to a bad token. */
function isKeySetFailure(e: unknown): boolean {
  if (e instanceof errors.JWKSTimeout || e instanceof errors.JWKSInvalid) return true;
  // jose answers a non-200 key set response with a generic JOSEError, and a refused connection with a fetch TypeError.
  if (e instanceof errors.JOSEError) return e.code === 'ERR_JOSE_GENERIC';
  return true;
}

/**
 * Verifies the ES256 face-check token against a key set (DESIGN.md 2: the API
 * verifies the JWT's signature and expiry). `keys` is the face-check service's
 * JWKS; tests pass their own.
 */
export function faceTokenVerifier(keys: JWTVerifyGetKey): FaceTokenVerifier {
  return {
    async verify(jwt: string): Promise<FaceClaims> {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(jwt, keys, {
          algorithms: ['ES256'],
          requiredClaims: ['sub', 'jti', 'iat', 'exp'],
          maxTokenAge: MAX_TOKEN_AGE,
          clockTolerance: 5,
        }));
      } catch (e) {
        if (e instanceof errors.JOSEError && !isKeySetFailure(e)) throw new FaceTokenInvalidError(e.code);
        throw new FaceServiceUnavailableError(e);
      }
      const parsed = v.safeParse(FaceClaimsSchema, payload);
      if (!parsed.success) throw new FaceTokenInvalidError(`claims: ${parsed.issues.map((i) => v.getDotPath(i) ?? i.message).join(', ')}`);
      return parsed.output;
    },
  };
}

/** The face-check service's key set, fetched and cached by jose (refetched when an unknown key id appears). */
export function remoteFaceTokenVerifier(faceCheckUrl: string): FaceTokenVerifier {
  const jwksUrl = new URL('/face-check/jwks.json', faceCheckUrl);
  return faceTokenVerifier(createRemoteJWKSet(jwksUrl, { timeoutDuration: 4000, cooldownDuration: 30_000 }));
}

export const FACE_TOKEN_VERIFIER = Symbol('FaceTokenVerifier');
