import { navigateTo } from '../navigation/index.ts';
import { useSessionStore } from '../session/index.ts';
import { logout } from './auth-api.ts';
import { shellDestinations } from './destinations.ts';

/** Revokes the session on the server, clears it here, and leaves like a refusal does. */
export async function signOut(navigate: (path: string) => void = navigateTo): Promise<void> {
  const { mode } = useSessionStore.getState();
  await logout();
  useSessionStore.getState().clearSession();
  navigate(shellDestinations().afterRefusal(mode));
}
