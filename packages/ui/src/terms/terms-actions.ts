import { checkToken, logout, offerAccept } from '../auth/auth-api.ts';
import { shellDestinations } from '../auth/destinations.ts';
import { openNotifyWarning } from '../dialogs/notify-warning-store.ts';
import { navigateTo } from '../navigation/index.ts';
import { useSessionStore } from '../session/index.ts';

export type TermsActionDeps = {
  checkToken: typeof checkToken;
  offerAccept: typeof offerAccept;
  logout: typeof logout;
  navigate: (path: string) => void;
  openNotifyWarning: () => void;
};

const defaults: TermsActionDeps = {
  checkToken: () => checkToken(),
  offerAccept: (accept) => offerAccept(accept),
  logout: () => logout(),
  navigate: (path) => navigateTo(path),
  openNotifyWarning,
};

/**
 * spec/shell.md 4: accepting first checks the token (a failed check clears
 * token and user), then POST /offer_accept?action=1; after a successful
 * accept the local user gets termsofuse 1 and goes on per mode.
 * Returns whether the offer is now accepted.
 */
export async function acceptOffer(deps: TermsActionDeps = defaults): Promise<boolean> {
  const session = useSessionStore.getState();
  if (!(await deps.checkToken())) {
    session.clearSession();
    return false;
  }
  if (!(await deps.offerAccept(true))) return false;
  session.acceptTerms();
  const destination = shellDestinations().afterTermsAccepted({ mode: session.mode, redirectUrl: useSessionStore.getState().redirectUrl });
  if (destination.consumesRedirect) useSessionStore.getState().takeRedirectUrl();
  deps.navigate(destination.path);
  if (destination.showsNotifyWarning) deps.openNotifyWarning();
  return true;
}

/**
 * spec/shell.md 4: refusal logs the user out: token check, POST
 * /offer_accept?action=0 (the API ends the session), sign-out when that call
 * failed, local session cleared; a browser goes to '/', a kiosk to its auth page.
 */
export async function refuseOffer(deps: TermsActionDeps = defaults): Promise<void> {
  const session = useSessionStore.getState();
  if (await deps.checkToken()) {
    const refused = await deps.offerAccept(false);
    if (!refused) await deps.logout();
  }
  session.clearSession();
  deps.navigate(shellDestinations().afterRefusal(session.mode));
}
