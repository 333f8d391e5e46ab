import type { ClientMode } from '../session/index.ts';

/**
 * How the shell changes the page from outside React (the HTTP client's error
 * table, the sign-in flow). Paths are document paths, base included
 * (`/kiosk/403`), so that one navigator works for the three apps on one origin.
 * The app installs a router-backed navigator at start; tests install a spy.
 */
export type AppNavigator = (documentPath: string, options?: { replace?: boolean }) => void;

const fullPageNavigator: AppNavigator = (path, options) => {
  if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
};

let current: AppNavigator = fullPageNavigator;

export function setAppNavigator(navigator: AppNavigator | null): void {
  current = navigator ?? fullPageNavigator;
}

export function navigateTo(documentPath: string, options?: { replace?: boolean }): void {
  current(documentPath, options);
}

/** The document path of the current page (pathname, query and hash), as remembered for a redirect. */
export function currentDocumentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** The base path of an app: `/` for the citizen web, `/kiosk/` for the kiosk. */
export const KIOSK_BASE = '/kiosk';

/** A shell path (`/403`) in the current mode: kiosk pages live under /kiosk (spec/shell.md 2.2). */
export function pathForMode(mode: ClientMode, path: string): string {
  if (mode !== 'kiosk') return path;
  return path === '/' ? `${KIOSK_BASE}/` : `${KIOSK_BASE}${path}`;
}

/** spec/shell.md 2.3: any path containing 'kiosk' sets kiosk mode. */
export function modeOfPath(documentPath: string): ClientMode {
  const pathname = documentPath.split(/[?#]/, 1)[0] ?? '';
  return pathname.includes('kiosk') ? 'kiosk' : 'browser';
}

type RouterLike = { navigate: (to: string, options?: { replace?: boolean }) => unknown };

/**
 * A navigator over a data router mounted at `basename`: paths of this app go
 * through the router (no reload), paths of another app load that app.
 * `ownPaths` are shell paths (the shell's error handling names `/403` and
 * `/404` in browser mode) that this app serves under its own base instead of
 * sending the person to the citizen portal's page; `leave` loads another app
 * (a full page load).
 */
export function createRouterNavigator(
  router: RouterLike,
  basename: string,
  { ownPaths = [], leave = fullPageNavigator }: { ownPaths?: readonly string[]; leave?: AppNavigator } = {},
): AppNavigator {
  const base = basename.replace(/\/$/, '');
  return (requested, options) => {
    const path = base !== '' && ownPaths.includes(requested) ? `${base}${requested}` : requested;
    if (base === '') {
      if (path === KIOSK_BASE || path.startsWith(`${KIOSK_BASE}/`) || path.startsWith('/console/') || path === '/console') {
        leave(path, options);
        return;
      }
      void router.navigate(path, { replace: options?.replace });
      return;
    }
    if (path === base || path.startsWith(`${base}/`)) {
      void router.navigate(path.slice(base.length) || '/', { replace: options?.replace });
      return;
    }
    leave(path, options);
  };
}
