import { useSessionStore } from '@notary/ui/session';
import { Outlet } from 'react-router';
import { ConsoleSignInCard } from '../components/console-sign-in-card.tsx';

/**
 * Console pages that need a session ask a visitor to sign in right there, as
 * the console's home does. The portal's RequireAuth would send them to the
 * home page and open the sign-in dialog over its own inline form (two forms
 * at once), and the console keeps no post-login redirect to come back with.
 */
export function RequireConsoleSignIn() {
  const isSignedIn = useSessionStore((s) => s.token !== null && s.user !== null);
  return isSignedIn ? <Outlet /> : <ConsoleSignInCard />;
}
