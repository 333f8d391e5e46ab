import { KIOSK_BASE } from '../navigation/index.ts';
import type { ClientMode } from '../session/index.ts';

/** spec/shell.md 2.1: where a browser user lands by default. */
export const BROWSER_HOME_AFTER_SIGN_IN = '/my_notarial_act';
export const KIOSK_MAIN = `${KIOSK_BASE}/`;
/** spec/shell.md 2.2: the named route 'kiosk.auth'. */
export const KIOSK_AUTH = `${KIOSK_BASE}/auth`;
/** spec/shell.md 4: the act a person invited by link opens after sign-in. */
export const INVITED_ACT_PATH = '/enotarial_act/-1';

/** Pages that are never a post-login destination (spec/shell.md 2.3): the main page and the error pages. */
const NEVER_REMEMBERED = new Set(['/', '/index', '/403', '/404']);

/**
 * Whether a document path may be remembered as the post-login redirect: the
 * one rule for the route guard, the session-expiry handler and the sign-in
 * destinations. The kiosk's main, error and auth pages count as the
 * browser's do (a kiosk path is judged without its /kiosk base).
 */
export function isRememberablePath(documentPath: string): boolean {
  let pathname = documentPath.split(/[?#]/, 1)[0] ?? '';
  if (pathname === KIOSK_BASE || pathname.startsWith(`${KIOSK_BASE}/`)) {
    if (pathname === KIOSK_AUTH || pathname.startsWith(`${KIOSK_AUTH}/`)) return false;
    pathname = pathname.slice(KIOSK_BASE.length);
  }
  // The router matches '/403/' as '/403'.
  const normalised = pathname.replace(/\/+$/, '') || '/';
  return !NEVER_REMEMBERED.has(normalised);
}

/** A remembered path belongs to this mode's app; anything else is stale (the other app, the auth page, a page never remembered). */
export function isRedirectForMode(mode: ClientMode, path: string | null): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return false;
  if (!isRememberablePath(path)) return false;
  const isKioskPath = path === KIOSK_BASE || path.startsWith(`${KIOSK_BASE}/`);
  if (mode === 'kiosk') return isKioskPath && !path.startsWith(KIOSK_AUTH);
  // The notary console keeps its own destinations (configureDestinations).
  return !isKioskPath && path !== '/console' && !path.startsWith('/console/');
}

export type Destination = {
  path: string;
  /** The remembered redirect was used and must now be cleared. */
  consumesRedirect: boolean;
  /** spec/shell.md 4: kiosk users see their upcoming acts after sign-in. */
  showsNotifyWarning: boolean;
};

/**
 * spec/shell.md 4, after the success dialog closes, for a user whose
 * termsofuse is 1: a browser goes to /enotarial_act/-1 when the query has
 * pin, passserial and passnum, else to the remembered redirect, else to
 * /my_notarial_act; a kiosk goes to the remembered redirect (kiosk main when
 * there is none) and shows the notify-warning dialog.
 */
export function destinationAfterSignIn(input: { mode: ClientMode; search: string; redirectUrl: string | null }): Destination {
  if (input.mode === 'kiosk') {
    const remembered = isRedirectForMode('kiosk', input.redirectUrl);
    return { path: remembered ? input.redirectUrl! : KIOSK_MAIN, consumesRedirect: remembered, showsNotifyWarning: true };
  }
  const query = new URLSearchParams(input.search);
  if (query.get('pin') && query.get('passserial') && query.get('passnum')) {
    return { path: INVITED_ACT_PATH, consumesRedirect: false, showsNotifyWarning: false };
  }
  if (isRedirectForMode('browser', input.redirectUrl)) {
    return { path: input.redirectUrl, consumesRedirect: true, showsNotifyWarning: false };
  }
  return { path: BROWSER_HOME_AFTER_SIGN_IN, consumesRedirect: false, showsNotifyWarning: false };
}

/**
 * spec/shell.md 4: after accepting the offer a browser goes to
 * /my_notarial_act unless a stored redirect exists (used, then cleared); the
 * kiosk, as after sign-in, to its redirect or main page with the notify-warning.
 */
export function destinationAfterTermsAccepted(input: { mode: ClientMode; redirectUrl: string | null }): Destination {
  if (input.mode === 'kiosk') return destinationAfterSignIn({ mode: 'kiosk', search: '', redirectUrl: input.redirectUrl });
  const remembered = isRedirectForMode('browser', input.redirectUrl);
  return { path: remembered ? input.redirectUrl! : BROWSER_HOME_AFTER_SIGN_IN, consumesRedirect: remembered, showsNotifyWarning: false };
}

/** spec/shell.md 4: refusal sends a browser user to '/', a kiosk user to 'kiosk.auth'. */
export function destinationAfterRefusal(mode: ClientMode): string {
  return mode === 'kiosk' ? KIOSK_AUTH : '/';
}

/** Where sign-out lands: the same places as a refusal. */
export const destinationAfterSignOut = destinationAfterRefusal;

/** The rules above, replaceable by an app whose pages live elsewhere (the notary console). */
export type ShellDestinations = {
  afterSignIn: typeof destinationAfterSignIn;
  afterTermsAccepted: typeof destinationAfterTermsAccepted;
  afterRefusal: typeof destinationAfterRefusal;
};

const defaultDestinations: ShellDestinations = {
  afterSignIn: destinationAfterSignIn,
  afterTermsAccepted: destinationAfterTermsAccepted,
  afterRefusal: destinationAfterRefusal,
};

let currentDestinations: ShellDestinations = defaultDestinations;

export function configureDestinations(overrides: Partial<ShellDestinations> | null): void {
  currentDestinations = { ...defaultDestinations, ...overrides };
}

export function shellDestinations(): ShellDestinations {
  return currentDestinations;
}
