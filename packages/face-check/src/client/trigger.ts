import type { FaceCheckAuth } from '../protocol/index.js';

/**
 * spec/shell.md 7: "The face check is triggered by an event carrying the auth
 * data." The sign-in form dispatches it after POST /check_before_auth answered
 * 'Ok'; the face-check dialog listens for it.
 */
export const FACE_CHECK_EVENT = 'notary:face-check';

/**
 * The auth data, and the session id to run the check under: the sign-in
 * attempt id the API gave at its pre-check, which the signed result then
 * carries as `sid` (random when absent).
 */
export type FaceCheckRequest = FaceCheckAuth & { sessionId?: string };

export function requestFaceCheck(auth: FaceCheckRequest, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<FaceCheckRequest>(FACE_CHECK_EVENT, { detail: auth }));
}

/** Calls `handler` for every request; returns the unsubscribe function. */
export function onFaceCheckRequest(handler: (auth: FaceCheckRequest) => void, target: EventTarget = window): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<FaceCheckRequest>).detail);
  target.addEventListener(FACE_CHECK_EVENT, listener);
  return () => target.removeEventListener(FACE_CHECK_EVENT, listener);
}
