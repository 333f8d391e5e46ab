import { configureDestinations } from '@notary/ui/auth';
import { createRouterNavigator, setAppNavigator } from '@notary/ui/navigation';
import { AppProviders } from '@notary/ui/providers';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { CONSOLE_BASENAME, createConsoleRoutes } from './routes.tsx';

const router = createBrowserRouter(createConsoleRoutes(), { basename: CONSOLE_BASENAME });
setAppNavigator(createRouterNavigator(router, CONSOLE_BASENAME));

// The same sign-in and offer as the portal, but the console stays the console.
const consoleHome = { path: `${CONSOLE_BASENAME}/`, consumesRedirect: false, showsNotifyWarning: false };
configureDestinations({
  afterSignIn: () => consoleHome,
  afterTermsAccepted: () => consoleHome,
  afterRefusal: () => `${CONSOLE_BASENAME}/`,
});

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
