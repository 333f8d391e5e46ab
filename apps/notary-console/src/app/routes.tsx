import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ErrorPage, MainLayout } from '@notary/ui/layout';
import { crumbHandle, lazyScreen, RequireRole, ShellRoot } from '@notary/ui/routing';
import { Navigate, type RouteObject } from 'react-router';
import { ConsoleHomePage } from './console-home-page.tsx';
import { ADMIN_ROLES, CONSOLE_BASENAME, SMS_OUTBOX_PATH } from './paths.ts';
import { RequireConsoleSignIn } from './require-console-sign-in.tsx';

// Only administrators open it: its own chunk, as the portal's administration screens.
const SmsOutboxPage = lazyScreen(() => import('../features/sms-outbox/index.ts').then((m) => m.SmsOutboxPage));

/** The notary console's shell and the administrators' SMS outbox (issue 5.6). */
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
            {
              // A visitor signs in on the page itself; a signed-in user without the role gets /403.
              path: SMS_OUTBOX_PATH.slice(1),
              element: <RequireConsoleSignIn />,
              handle: crumbHandle(msg`Chiquvchi SMS xabarlar`),
              children: [{ element: <RequireRole roles={ADMIN_ROLES} />, children: [{ index: true, element: <SmsOutboxPage /> }] }],
            },
            { path: '403', element: <ErrorPage status={403} />, handle: crumbHandle(msg`Kirish taqiqlangan`) },
            { path: '404', element: <ErrorPage status={404} />, handle: crumbHandle(msg`Sahifa topilmadi`) },
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ];
}
