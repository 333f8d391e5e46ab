import { createRouterNavigator, setAppNavigator } from '@notary/ui/navigation';
import { AppProviders } from '@notary/ui/providers';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createKioskRoutes, KIOSK_BASENAME } from './routes.tsx';

const router = createBrowserRouter(createKioskRoutes(), { basename: KIOSK_BASENAME });
setAppNavigator(createRouterNavigator(router, KIOSK_BASENAME));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
