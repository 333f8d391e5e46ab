import {
  createFaceCheckJwks,
  FaceCheckTokenError,
  type FaceCheckTokenPayload,
  verifyFaceCheckToken,
} from '@notary/face-check/token';
import { errors, type JWTVerifyGetKey } from 'jose';

/**
 * The claims of the face-check service's signed result (shell 3 "Face-check
 * token payload: isOk, livenessWasSuccessful, bestshot", plus sub = pin, jti,
 * sid and the best shot's embedding), as `@notary/face-check/token`
 * checks them: ES256 signature against the service's key set, issuer,
 * audience, expiry, maximum age and shape.
 */
export type FaceClaims = FaceCheckTokenPayload;

/** The token is forged, expired, malformed or lacks a claim. */
export class FaceTokenInvalidError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'FaceTokenInvalidError';
  }
}

/** The face-check service's keys could not be had: technical work (resultCode 0), not the user's fault. */
export class FaceServiceUnavailableError extends Error {
  constructor(cause: unknown) {
    super('face-check service unavailable', { cause });
    this.name = 'FaceServiceUnavailableError';
  }
}

export type FaceTokenVerifier = { verify(jwt: string): Promise<FaceClaims> };

/**
 * A key set whose outages are told apart from bad tokens: a time-out, a
 * non-200 or unparsable key set, or a refused connection becomes
 * FaceServiceUnavailableError, while an unknown key id stays a bad signature.
 */
function distinguishingOutages(keys: JWTVerifyGetKey): JWTVerifyGetKey {
  return async (header, token) => {
    try {
      return await keys(header, token);
    } catch (e) {
      const isBadToken = e instanceof errors.JOSEError && e.code !== 'ERR_JOSE_GENERIC' && !(e instanceof errors.JWKSTimeout) && !(e instanceof errors.JWKSInvalid);
      throw isBadToken ? e : new FaceServiceUnavailableError(e);
    }
  };
}

/**
 * Verifies face-check tokens against a key set (DESIGN.md 2: the API verifies
 * the JWT's signature and expiry). isOk/livenessWasSuccessful are left to the
 * sign-in service, which answers them with their own resultCode after the
 * single-use and attempt checks.
 */
export function faceTokenVerifier(keys: JWTVerifyGetKey): FaceTokenVerifier {
  const jwks = distinguishingOutages(keys);
  return {
    async verify(jwt: string): Promise<FaceClaims> {
      try {
        return await verifyFaceCheckToken(jwt, { jwks, requireSuccess: false });
      } catch (e) {
        if (e instanceof FaceCheckTokenError) throw new FaceTokenInvalidError(`${e.code}: ${e.message}`);
        throw e instanceof FaceServiceUnavailableError ? e : new FaceServiceUnavailableError(e);
      }
    },
  };
}

/** The face-check service's key set at FACE_CHECK_URL/face-check/jwks.json, fetched and cached by jose. */
export function remoteFaceTokenVerifier(faceCheckUrl: string): FaceTokenVerifier {
  return faceTokenVerifier(createFaceCheckJwks(faceCheckUrl));
}

export const FACE_TOKEN_VERIFIER = Symbol('FaceTokenVerifier');
