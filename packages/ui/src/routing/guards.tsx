import { useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { openSignInDialog } from '../auth/sign-in-store.ts';
import { isRememberablePath, KIOSK_AUTH } from '../auth/destinations.ts';
import { modeOfPath } from '../navigation/index.ts';
import { hasAnyRole, useSessionStore, type UserRole } from '../session/index.ts';

/** The document path of a router location inside an app mounted at `basename`. */
export function documentPathOf(basename: string, location: { pathname: string; search: string; hash: string }): string {
  const base = basename.replace(/\/$/, '');
  return `${base}${location.pathname}${location.search}${location.hash}`;
}

/**
 * spec/shell.md 2.3, run on every navigation: the mode from the path (any
 * path containing 'kiosk' is the kiosk), scroll to the top, and, for a
 * browser user who is not signed in, every page but the main page
 * remembered as the post-login redirect. Wraps every route of an app.
 */
export function ShellRoot({ basename, remembersRedirects = true }: { basename: string; remembersRedirects?: boolean }) {
  const location = useLocation();
  const documentPath = documentPathOf(basename, location);
  const isSignedIn = useSessionStore((s) => s.token !== null);

  useLayoutEffect(() => {
    useSessionStore.getState().setMode(modeOfPath(documentPath));
  }, [documentPath]);

  // Before paint, so the new page never shows at the old scroll position.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [location.pathname]);

  useEffect(() => {
    if (!remembersRedirects || isSignedIn || modeOfPath(documentPath) !== 'browser') return;
    if (!isRememberablePath(documentPath)) return;
    useSessionStore.getState().setRedirectUrl(documentPath);
  }, [documentPath, isSignedIn, remembersRedirects]);

  return <Outlet />;
}

/**
 * spec/shell.md 2.1–2.3, 6: pages that need sign-in. A browser user who is
 * not signed in goes to the main page with the sign-in dialog open (the page
 * is remembered, so sign-in brings them back); a kiosk user is sent to kiosk
 * auth with the wanted path remembered.
 */
export function RequireAuth({ basename }: { basename: string }) {
  const location = useLocation();
  const isSignedIn = useSessionStore((s) => s.token !== null);
  const documentPath = documentPathOf(basename, location);
  const mode = modeOfPath(documentPath);

  useEffect(() => {
    if (isSignedIn) return;
    if (isRememberablePath(documentPath)) useSessionStore.getState().setRedirectUrl(documentPath);
    if (mode === 'browser') openSignInDialog();
  }, [isSignedIn, documentPath, mode]);

  if (isSignedIn) return <Outlet />;
  return <Navigate to={mode === 'kiosk' ? KIOSK_AUTH.slice(basename.replace(/\/$/, '').length) || '/' : '/'} replace />;
}

/** Administration pages: a signed-in user without one of the roles sees /403 (spec/shell.md 6). */
export function RequireRole({ roles }: { roles: readonly UserRole[] }) {
  const user = useSessionStore((s) => s.user);
  if (!hasAnyRole(user, roles)) return <Navigate to="/403" replace />;
  return <Outlet />;
}

/** spec/shell.md 2.1: the old /enotarial-act/{uuid} path. */
export function LegacyActRedirect() {
  const { uuid = '' } = useParams();
  const location = useLocation();
  return <Navigate to={{ pathname: `/enotarial_act/${encodeURIComponent(uuid)}`, search: location.search }} replace />;
}
