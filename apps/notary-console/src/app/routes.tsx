import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ErrorPage, MainLayout } from '@notary/ui/layout';
import { crumbHandle, ShellRoot } from '@notary/ui/routing';
import { Navigate, type RouteObject } from 'react-router';
import { ConsoleHomePage } from './console-home-page.tsx';

export const CONSOLE_BASENAME = '/console';

/** The notary console's shell; its work screens come with the acts issue. */
export function createConsoleRoutes(): RouteObject[] {
  return [
    {
      // The console does not collect post-login redirects for the citizen portal.
      element: <ShellRoot basename={CONSOLE_BASENAME} remembersRedirects={false} />,
      children: [
        {
          path: '/',
          element: <MainLayout title={<Trans>Notarius ish o'rni</Trans>} />,
          handle: crumbHandle(msg`Ish o'rni`),
          children: [
            { index: true, element: <ConsoleHomePage /> },
            { path: '403', element: <ErrorPage status={403} />, handle: crumbHandle(msg`Kirish taqiqlangan`) },
            { path: '404', element: <ErrorPage status={404} />, handle: crumbHandle(msg`Sahifa topilmadi`) },
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ];
}
