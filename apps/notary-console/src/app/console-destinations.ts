import { isRememberablePath, type Destination } from '@notary/ui/auth';
import { currentDocumentPath } from '@notary/ui/navigation';
import { CONSOLE_BASENAME } from './paths.ts';

/**
 * Where sign-in and the offer lead in the console: the same sign-in as the
 * portal, but the console stays the console. A console page that asked for
 * sign-in in place (the SMS outbox) stays open; any other start (home, error
 * pages, another app's path) lands on the console's home.
 */
export function consoleDestination(): Destination {
  const path = currentDocumentPath();
  const isConsolePage = path.startsWith(`${CONSOLE_BASENAME}/`) && isRememberablePath(path.slice(CONSOLE_BASENAME.length));
  return { path: isConsolePage ? path : `${CONSOLE_BASENAME}/`, consumesRedirect: false, showsNotifyWarning: false };
}
