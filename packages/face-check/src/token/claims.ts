/** What the service signs and the API verifies: one place for both sides. */
export const FACE_CHECK_ISSUER = 'notary-face-check';
export const FACE_CHECK_AUDIENCE = 'notary-api';
/** Seconds a face-check token is valid: long enough for POST /auth (60 s time-out), short enough to limit replay. */
export const FACE_CHECK_TOKEN_TTL_SECONDS = 120;
export const FACE_CHECK_ALGORITHM = 'ES256';
export const FACE_CHECK_JWKS_PATH = '/face-check/jwks.json';
