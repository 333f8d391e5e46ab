import type { IdentityMessage } from './messages.js';

/**
 * resultCode of POST /api/auth (spec/shell.md 4 step 5: 1 success dialog,
 * 0 technical-work notice, any other value the error dialog with `message`).
 * Every failure has its own code so support and logs can tell them apart;
 * the client needs only 1, 0 and "other".
 */
export const AUTH_RESULT = {
  /** The civil registry or the face-check service did not answer. */
  technicalWork: 0,
  /** Signed in: `token` and `user` are set. */
  success: 1,
  /** The face-check token's signature, shape or expiry is wrong. */
  faceTokenInvalid: 2,
  /** The face-check token was already used once (its jti). */
  faceTokenReused: 3,
  /** The face-check token was issued for another pin than the one signing in, or for another person's attempt. */
  faceTokenOtherPerson: 4,
  /**
   * The token's `sid` is no attempt id of a successful /check_before_auth of
   * this pin and document from the last 10 minutes, issued before the token.
   */
  attemptMissing: 5,
  /** The face check itself failed: isOk or livenessWasSuccessful is false. */
  livenessFailed: 6,
  /** The best shot does not match the registry photo (cosine below FACE_MATCH_THRESHOLD). */
  faceMismatch: 7,
  /** The civil registry records the person's death. */
  personDeceased: 8,
  /** The pin is unknown or the document is not this person's (one answer for both: no enumeration). */
  personNotFound: 9,
  /** The registry has no photo and demo enrolment is off. */
  photoMissing: 10,
  /** The account is blocked or deleted by an administrator. */
  accountBlocked: 11,
  /** The document is no longer valid (expired or replaced). */
  documentExpired: 12,
  /** The token's attempt was already spent by an earlier /auth (each pre-check allows one). */
  attemptUsed: 13,
} as const;

export type AuthResultCode = (typeof AUTH_RESULT)[keyof typeof AUTH_RESULT];

/** The message of each code; a new code does not compile until it has one. */
export const AUTH_RESULT_MESSAGE: Record<AuthResultCode, IdentityMessage> = {
  0: 'technical_work',
  1: 'success',
  2: 'face_token_invalid',
  3: 'face_token_reused',
  4: 'face_token_other_person',
  5: 'attempt_missing',
  6: 'liveness_failed',
  7: 'face_mismatch',
  8: 'person_deceased',
  9: 'person_not_found',
  10: 'photo_missing',
  11: 'account_blocked',
  12: 'document_expired',
  13: 'attempt_used',
};
