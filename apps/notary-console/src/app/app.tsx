import { configureDestinations } from '@notary/ui/auth';
import { createRouterNavigator, setAppNavigator } from '@notary/ui/navigation';
import { AppProviders } from '@notary/ui/providers';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { consoleDestination } from './console-destinations.ts';
import { CONSOLE_BASENAME } from './paths.ts';
import { createConsoleRoutes } from './routes.tsx';

const router = createBrowserRouter(createConsoleRoutes(), { basename: CONSOLE_BASENAME });
// The console has its own 403 and 404 pages: the shell's error handling stays inside it.
setAppNavigator(createRouterNavigator(router, CONSOLE_BASENAME, { ownPaths: ['/403', '/404'] }));

configureDestinations({
  afterSignIn: consoleDestination,
  afterTermsAccepted: consoleDestination,
  afterRefusal: () => `${CONSOLE_BASENAME}/`,
});

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
