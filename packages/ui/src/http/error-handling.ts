import { msg } from '@lingui/core/macro';
import {
  ACCESS_ERROR_TOAST_MS,
  ERROR_TOAST_MS,
  SESSION_EXPIRED_TOAST_MS,
} from '@notary/domain/constants';
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { isRememberablePath } from '../auth/destinations.ts';
import { errorMessage } from '../errors/index.ts';
import { i18n } from '../i18n/index.ts';
import { pathForMode } from '../navigation/index.ts';
import type { ClientMode } from '../session/index.ts';
import type { Notifier } from './notify.ts';

/** What one request asks of the shared error handling (ky `context`). */
export type RequestContext = {
  /** The caller shows or logs the failure itself (spec/shell.md 7: token check and offer calls are only logged). */
  silent?: boolean;
  /** A file download: a 418 means access to the file is denied (spec/shell.md 8). */
  download?: boolean;
};

/** Everything the error table touches, injected so that tests can watch it. */
export type ErrorHandlingDeps = {
  notify: Notifier;
  navigate: (documentPath: string) => void;
  getMode: () => ClientMode;
  clearSession: () => void;
  rememberRedirect: (documentPath: string) => void;
  currentPath: () => string;
};

/** spec/shell.md 8: the 403 message that means the session expired. */
export const SESSION_EXPIRED_MESSAGE = 'Access Denied';

const HANDLED = Symbol.for('e-notary.http.handled');

/** True when the shared error table already told the user; callers should not toast again. */
export function isHandledError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[HANDLED] === true;
}

type ErrorBodyLike = { code?: unknown; message?: unknown };

/** The body of an error answer, read as text when the request expected a blob (spec/shell.md 8, 400). */
export async function readErrorBody(data: unknown): Promise<{ text: string; code: string | null }> {
  let value = data;
  if (typeof Blob !== 'undefined' && value instanceof Blob) value = await value.text();
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('{')) {
      try {
        value = JSON.parse(trimmed);
      } catch {
        return { text: trimmed, code: null };
      }
    } else {
      return { text: trimmed, code: null };
    }
  }
  if (typeof value === 'object' && value !== null) {
    const body = value as ErrorBodyLike;
    const code = typeof body.code === 'string' ? body.code : null;
    const text = typeof body.message === 'string' ? body.message : JSON.stringify(value);
    return { text, code };
  }
  return { text: '', code: null };
}

/**
 * spec/shell.md 8: a 400's body is the server's own validation text, the one
 * server text the user is shown. Null for anything else (network, time-out,
 * 5xx), where a screen keeps its own generic message.
 */
export function badRequestMessage(error: unknown): string | null {
  if (!isHTTPError(error) || error.response.status !== 400) return null;
  const data: unknown = error.data;
  if (typeof data === 'string') return data.trim() || null;
  if (typeof data === 'object' && data !== null) {
    const message = (data as ErrorBodyLike).message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return null;
}

/** The wait an error answer asks for (its Retry-After in seconds; RFC 9110), or null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isHTTPError(error)) return null;
  const value = Number(error.response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/**
 * A 429 (rate limits of sign-in and of the public searches): how long to
 * wait, in seconds under a minute and in minutes above, when the answer says.
 */
export function tooManyRequestsText(error: unknown): string {
  const seconds = retryAfterSeconds(error);
  if (seconds === null) return i18n._(msg`Juda ko'p urinish. Birozdan so'ng qayta urinib ko'ring`);
  if (seconds < 60) return i18n._(msg`Juda ko'p urinish. ${seconds} soniyadan so'ng qayta urinib ko'ring`);
  const minutes = Math.ceil(seconds / 60);
  return i18n._(msg`Juda ko'p urinish. ${minutes} daqiqadan so'ng qayta urinib ko'ring`);
}

function isSessionExpiry(body: { text: string; code: string | null }): boolean {
  return body.text === SESSION_EXPIRED_MESSAGE || body.code === SESSION_EXPIRED_MESSAGE;
}

/**
 * The one place where failed calls are turned into what the user sees:
 * spec/shell.md 8, row by row. Returns after the side effects; the caller's
 * promise still rejects (with the error marked as handled).
 */
export async function handleRequestError(
  error: Error,
  request: { method: string },
  context: RequestContext,
  deps: ErrorHandlingDeps,
): Promise<void> {
  if (context.silent) return;
  const mode = deps.getMode();
  const toast = (message: string, autoClose = ERROR_TOAST_MS) => deps.notify({ message, color: 'red', autoClose });
  const fallback = () => i18n._(msg`Tizimda xatolik`);

  if (isTimeoutError(error)) {
    toast(i18n._(msg`Server javob bermadi. Birozdan so'ng qayta urinib ko'ring`));
  } else if (isNetworkError(error)) {
    toast(i18n._(msg`Server bilan aloqa yo'q. Internet aloqasini tekshiring`));
  } else if (isHTTPError(error)) {
    const status = error.response.status;
    const body = await readErrorBody(error.data);
    const method = request.method.toUpperCase();
    switch (status) {
      case 400:
        // The server's own text is shown only here, as the spec asks.
        toast(body.text || errorMessage('bad_request') || fallback());
        break;
      case 403:
        if (isSessionExpiry(body)) {
          toast(i18n._(msg`Avtorizatsiya muddati tugadi. Avtorizatsiyadan qayta o'ting`), SESSION_EXPIRED_TOAST_MS);
          // The main page and the error pages are never a destination after sign-in.
          const path = deps.currentPath();
          if (isRememberablePath(path)) deps.rememberRedirect(path);
          deps.clearSession();
          if (mode === 'kiosk') deps.navigate(pathForMode('kiosk', '/'));
        } else {
          deps.navigate(pathForMode(mode, '/403'));
        }
        break;
      case 500:
        toast(fallback());
        break;
      case 404:
        toast(body.text || errorMessage('not_found') || fallback());
        if (method === 'GET') deps.navigate(pathForMode(mode, '/404'));
        break;
      case 429:
        toast(tooManyRequestsText(error));
        break;
      case 418:
        if (context.download) {
          toast(errorMessage('download_forbidden') ?? fallback(), ACCESS_ERROR_TOAST_MS);
          deps.navigate(pathForMode(mode, '/my_notarial_act'));
        } else if (body.code === 'uuid_not_found' || body.code === 'pin_not_found_in_uuid') {
          toast(errorMessage(body.code) ?? fallback(), ACCESS_ERROR_TOAST_MS);
          deps.navigate(pathForMode(mode, '/my_notarial_act'));
        } else {
          toast(errorMessage(body.code) ?? (body.text || fallback()));
        }
        break;
      default:
        toast(errorMessage(body.code) ?? (body.text || fallback()));
    }
  } else {
    return;
  }
  (error as unknown as Record<symbol, unknown>)[HANDLED] = true;
}
