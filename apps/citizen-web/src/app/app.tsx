import { createRouterNavigator, setAppNavigator } from '@notary/ui/navigation';
import { AppProviders } from '@notary/ui/providers';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { CITIZEN_BASENAME, createCitizenRoutes } from './routes.tsx';

const router = createBrowserRouter(createCitizenRoutes(), { basename: CITIZEN_BASENAME });
// The HTTP client's error table and the sign-in flow navigate through the router (no reloads).
setAppNavigator(createRouterNavigator(router, CITIZEN_BASENAME));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
