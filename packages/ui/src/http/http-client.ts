import { REQUEST_TIMEOUT_MS } from '@notary/domain/constants';
import ky, { type KyInstance } from 'ky';
import { currentDocumentPath, navigateTo } from '../navigation/index.ts';
import { useSessionStore, type SessionStore } from '../session/index.ts';
import { handleRequestError, type ErrorHandlingDeps, type RequestContext } from './error-handling.ts';
import { showToast, type Notifier } from './notify.ts';

/** Tells the API that the kiosk shell is calling (a claim, not a proof: see the API's e-queue check-in). */
export const CLIENT_MODE_HEADER = 'X-Client-Mode';

export type HttpClientOptions = {
  /** Where the API answers; the same origin under /api (spec/shell.md 7). */
  prefix?: string;
  fetch?: typeof fetch;
  notify?: Notifier;
  navigate?: (documentPath: string) => void;
  currentPath?: () => string;
  session?: () => Pick<SessionStore, 'token' | 'locale' | 'mode' | 'replaceToken' | 'clearSession' | 'setRedirectUrl'>;
};

/**
 * The ky instance every call of the shell and the apps goes through
 * (spec/shell.md 7, 8): bearer token, Accept-Language = locale, Accept json,
 * `X-Client-Mode: kiosk` in kiosk mode, 100 s time-out, the token replaced from the `token` header of each 200,
 * and the error table handled once in `handleRequestError`.
 */
export function createHttpClient(options: HttpClientOptions = {}): KyInstance {
  const session = options.session ?? (() => useSessionStore.getState());
  const deps: ErrorHandlingDeps = {
    notify: options.notify ?? showToast,
    navigate: options.navigate ?? ((path) => navigateTo(path)),
    getMode: () => session().mode,
    clearSession: () => session().clearSession(),
    rememberRedirect: (path) => session().setRedirectUrl(path),
    currentPath: options.currentPath ?? currentDocumentPath,
  };
  return ky.create({
    prefix: options.prefix ?? '/api',
    // Node's Request (tests) does not resolve relative URLs; the page's origin is what a browser would use.
    baseUrl: typeof location !== 'undefined' ? location.origin : undefined,
    fetch: options.fetch,
    timeout: REQUEST_TIMEOUT_MS,
    // The error table of spec/shell.md 8 acts on the first answer; a silent retry would delay
    // or duplicate its toasts and a retried POST could repeat a side effect.
    retry: 0,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const { token, locale, mode } = session();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set('Accept-Language', locale);
          if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
          // The API records it on the session at sign-in: the e-queue check-in is for kiosk sessions.
          if (mode === 'kiosk') request.headers.set(CLIENT_MODE_HEADER, 'kiosk');
        },
      ],
      afterResponse: [
        ({ response }) => {
          const fresh = response.headers.get('token');
          // Only an existing session is refreshed: a late answer must not bring back a session
          // that expiry or sign-out has just cleared.
          if (response.status === 200 && fresh && session().token) session().replaceToken(fresh);
        },
      ],
      beforeError: [
        async ({ error, request, options: requestOptions }) => {
          await handleRequestError(error, request, (requestOptions.context ?? {}) as RequestContext, deps);
          return error;
        },
      ],
    },
  });
}

/** The shared client of the apps. */
export const api: KyInstance = createHttpClient();
