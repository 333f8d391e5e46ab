import { msg } from '@lingui/core/macro';
import { checkCamera } from '@notary/face-check/client';
import { requestFaceCheck } from '@notary/face-check/client';
import { cameraErrorText } from '@notary/face-check/hints';
import type { CameraErrorCode } from '@notary/face-check/protocol';
import { isHTTPError } from 'ky';
import { errorMessage } from '../errors/index.ts';
import { readErrorBody } from '../http/error-handling.ts';
import { showToast, type Notifier } from '../http/notify.ts';
import { i18n } from '../i18n/index.ts';
import { navigateTo } from '../navigation/index.ts';
import { useSessionStore } from '../session/index.ts';
import { authenticate, checkBeforeAuth, type AuthResponse, type PassportAuthData } from './auth-api.ts';
import { shellDestinations } from './destinations.ts';
import { stopLoader, useSignInStore, type SignInOutcome } from './sign-in-store.ts';
import { openNotifyWarning } from '../dialogs/notify-warning-store.ts';

export type StartSignInDeps = {
  checkBeforeAuth: typeof checkBeforeAuth;
  checkCamera: () => Promise<'ok' | CameraErrorCode>;
  /** Opens the face check for this person, under the pre-check's attempt id when there is one. */
  requestFaceCheck: (auth: PassportAuthData, sessionId?: string) => void;
  notify: Notifier;
};

const defaultStartDeps: StartSignInDeps = {
  checkBeforeAuth,
  checkCamera: () => checkCamera(),
  requestFaceCheck: (auth, sessionId) => requestFaceCheck(sessionId ? { ...auth, sessionId } : auth),
  notify: showToast,
};

export function defaultSignInFailure(): string {
  return i18n._(msg`Shaxsingizni tasdiqlashda xatolik yuz berdi. Qayta urinib ko'ring!`);
}

function endWith(outcome: SignInOutcome | null): void {
  const store = useSignInStore.getState();
  store.setInProgress(false);
  if (outcome) store.setOutcome(outcome);
  stopLoader();
}

/**
 * spec/shell.md 4 steps 1–2: the pre-check, then the camera check, then the
 * event that opens the face-check dialog. Any stop ends the button's loading
 * (stop-loader). Returns whether the face check was started.
 *
 * The face check runs under the attempt id the pre-check answered, so its
 * signed result names this attempt and POST /auth can tell it from any other
 * check of the same person. Each start (a retry too) makes a new pre-check,
 * hence a new attempt: the API spends an attempt at its first /auth.
 */
export async function startSignIn(data: PassportAuthData, deps: StartSignInDeps = defaultStartDeps): Promise<boolean> {
  const store = useSignInStore.getState();
  store.setOutcome({ kind: 'none' });
  store.setInProgress(true);
  let precheck;
  try {
    precheck = await deps.checkBeforeAuth(data);
  } catch {
    // The shared error table has shown the body (400) or the failure already.
    endWith(null);
    return false;
  }
  if (!precheck.ok) {
    deps.notify({ message: precheck.message || defaultSignInFailure() });
    endWith(null);
    return false;
  }
  const camera = await deps.checkCamera();
  if (camera !== 'ok') {
    endWith({ kind: 'error', message: cameraErrorText(camera, useSessionStore.getState().locale), retry: data });
    return false;
  }
  store.closeDialog();
  if (precheck.attemptId) deps.requestFaceCheck(data, precheck.attemptId);
  else deps.requestFaceCheck(data);
  return true;
}

/** The error dialog's text for a failed POST /auth: the code's message, the server's text, or the default. */
async function authFailureMessage(error: unknown): Promise<string> {
  if (isHTTPError(error)) {
    const body = await readErrorBody(error.data);
    return errorMessage(body.code) ?? (body.text || defaultSignInFailure());
  }
  return defaultSignInFailure();
}

/**
 * spec/shell.md 4 steps 4–5: POST /auth with the face check's jwt. resultCode
 * 1 stores token and user and shows the success dialog; 0 the technical-work
 * notice; anything else the error dialog with the server's message.
 */
export async function finishSignIn(
  data: PassportAuthData,
  jwt: string,
  auth: typeof authenticate = authenticate,
): Promise<SignInOutcome> {
  let response: AuthResponse;
  try {
    response = await auth({ ...data, jwt });
  } catch (error) {
    const outcome: SignInOutcome = { kind: 'error', message: await authFailureMessage(error), retry: data };
    endWith(outcome);
    return outcome;
  }
  let outcome: SignInOutcome;
  if (response.resultCode === 1 && response.token && response.user) {
    useSessionStore.getState().signIn(response.token, response.user);
    outcome = { kind: 'success' };
  } else if (response.resultCode === 0) {
    outcome = { kind: 'technical', message: response.message || null };
  } else {
    outcome = { kind: 'error', message: response.message || defaultSignInFailure(), retry: data };
  }
  endWith(outcome);
  return outcome;
}

/** The face check ended without a usable result (time-out, refused liveness, camera). */
export function failFaceCheck(data: PassportAuthData, detail?: string): void {
  endWith({ kind: 'error', message: defaultSignInFailure(), detail, retry: data });
}

/** The face-check dialog was closed by the user: nothing to show. */
export function cancelSignIn(): void {
  endWith({ kind: 'none' });
}

/**
 * spec/shell.md 4, after the success dialog closes. A user who has not
 * accepted the offer stays where they are: the terms gate opens the offer.
 */
export function completeSignIn(
  deps: { navigate?: (path: string) => void; search?: string; openNotifyWarning?: () => void } = {},
): void {
  const session = useSessionStore.getState();
  useSignInStore.getState().setOutcome({ kind: 'none' });
  if (!session.user || session.user.termsofuse !== 1) return;
  const destination = shellDestinations().afterSignIn({
    mode: session.mode,
    search: deps.search ?? window.location.search,
    redirectUrl: session.redirectUrl,
  });
  if (destination.consumesRedirect) session.takeRedirectUrl();
  (deps.navigate ?? navigateTo)(destination.path);
  if (destination.showsNotifyWarning) (deps.openNotifyWarning ?? openNotifyWarning)();
}
