import { SIGN_IN_TIMEOUT_MS } from '@notary/domain/constants';
import { isHTTPError, type KyInstance } from 'ky';
import { api } from '../http/index.ts';
import type { Auth, AuthResponse, CheckBeforeAuth } from '@notary/domain/contracts';

/** Passport auth data of spec/shell.md 3 (the jwt and image come from the face check): POST /api/check_before_auth. */
export type PassportAuthData = CheckBeforeAuth;

/** spec/shell.md 3: the auth response. resultCode 1 = signed in, 0 = technical work, other = refused. */
export type { AuthResponse };

/** The response header of a successful pre-check with its one-time attempt id. */
export const AUTH_ATTEMPT_HEADER = 'x-auth-attempt';

/**
 * A successful pre-check carries the attempt id the face check must run
 * under (its session id): the API accepts a face-check result for this
 * attempt only. Null when the server sent none.
 */
export type CheckBeforeAuthResult = { ok: true; attemptId: string | null } | { ok: false; message: string };

/**
 * spec/shell.md 7: success when 200 and the body is 'Ok'. A failing status
 * has already been shown by the shared error table (its 400 row shows the
 * body); a 200 with another body is shown by the caller.
 */
export async function checkBeforeAuth(data: PassportAuthData, client: KyInstance = api): Promise<CheckBeforeAuthResult> {
  const response = await client.post('check_before_auth', { json: data, timeout: SIGN_IN_TIMEOUT_MS });
  const text = (await response.text()).trim();
  // The API may answer the text as a JSON string; both mean the same 'Ok'.
  const body = text.startsWith('"') ? (JSON.parse(text) as string) : text;
  return body === 'Ok' ? { ok: true, attemptId: response.headers.get(AUTH_ATTEMPT_HEADER) } : { ok: false, message: body };
}

/** spec/shell.md 7 POST /auth. Errors are the caller's: they go into the error dialog, not a toast. */
export async function authenticate(data: Auth, client: KyInstance = api): Promise<AuthResponse> {
  return client.post('auth', { json: data, timeout: SIGN_IN_TIMEOUT_MS, context: { silent: true } }).json<AuthResponse>();
}

/** spec/shell.md 7: 200 means the token is valid. Failures are only logged (shell 7). */
export async function checkToken(client: KyInstance = api): Promise<boolean> {
  try {
    await client.get('check_token', { context: { silent: true } });
    return true;
  } catch (error) {
    console.warn('[session] check_token failed', isHTTPError(error) ? error.response.status : error);
    return false;
  }
}

/** spec/shell.md 7: POST /offer_accept?action=1|0, no body; failures are only logged. */
export async function offerAccept(accept: boolean, client: KyInstance = api): Promise<boolean> {
  try {
    await client.post('offer_accept', { searchParams: { action: accept ? '1' : '0' }, context: { silent: true } });
    return true;
  } catch (error) {
    console.warn('[session] offer_accept failed', isHTTPError(error) ? error.response.status : error);
    return false;
  }
}

/** Revokes the session on the server; the local session is cleared by the caller whatever the answer. */
export async function logout(client: KyInstance = api): Promise<void> {
  try {
    await client.post('logout', { context: { silent: true } });
  } catch (error) {
    console.warn('[session] logout failed', isHTTPError(error) ? error.response.status : error);
  }
}
