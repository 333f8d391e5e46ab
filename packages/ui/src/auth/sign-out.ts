import { navigateTo } from '../navigation/index.ts';
import { useSessionStore, wipeClientData } from '../session/index.ts';
import { logout } from './auth-api.ts';
import { KIOSK_AUTH, shellDestinations } from './destinations.ts';

/** How long a kiosk waits for the server's sign-out before it wipes the visit anyway. */
export const KIOSK_LOGOUT_WAIT_MS = 3000;

/** Revokes the session on the server, clears it here, and leaves like a refusal does. In the kiosk, ends the visit. */
export async function signOut(navigate: (path: string) => void = navigateTo): Promise<void> {
  const { mode } = useSessionStore.getState();
  if (mode === 'kiosk') return endKioskVisit();
  await logout();
  useSessionStore.getState().clearSession();
  navigate(shellDestinations().afterRefusal(mode));
}

/**
 * Issue 15.3: a visit at a public terminal ends (sign-out, "done", or the
 * idle time-out): the session is revoked on the server (not waited on for
 * more than KIOSK_LOGOUT_WAIT_MS: the wipe must happen even offline), token,
 * user and remembered path go (the query cache with them:
 * providers/app-providers.tsx), the browser's storage is wiped, and the kiosk
 * starts again at its auth page as a new document, so nothing of the visit
 * stays in memory either (no state, no socket, no cached query or page).
 */
export async function endKioskVisit(reload: (url: string) => void = (url) => window.location.replace(url)): Promise<void> {
  if (useSessionStore.getState().token) await Promise.race([logout(), new Promise((r) => setTimeout(r, KIOSK_LOGOUT_WAIT_MS))]);
  const session = useSessionStore.getState();
  session.clearSession();
  session.setRedirectUrl(null);
  await wipeClientData();
  reload(KIOSK_AUTH);
}
