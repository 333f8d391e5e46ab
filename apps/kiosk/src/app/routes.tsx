import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { KioskKeyboardLayer } from './kiosk-keyboard-layer.tsx';
import { KioskIdleGuard } from './visit/index.ts';
import { ErrorPage, MainLayout } from '@notary/ui/layout';
import { navigateTo } from '@notary/ui/navigation';
import { KIOSK_AUTH } from '@notary/ui/auth';
import { crumbHandle, lazyScreen, RequireAuth, ShellRoot } from '@notary/ui/routing';
import { Navigate, type RouteObject } from 'react-router';

export const KIOSK_BASENAME = '/kiosk';

/**
 * Each screen comes in its own chunk on first use (spec/shell.md 9: within
 * 120 s, else an error with a retry): the first page loads the shell, then
 * the sign-in page (passport form, masks) or the main menu; the searches,
 * the e-queue and the acts come when opened.
 */
const searches = () => import('../features/searches/index.ts');
const services = () => import('../features/services/index.ts');
const KioskAuthPage = lazyScreen(() => import('../features/auth/index.ts').then((m) => m.KioskAuthPage));
const KioskMainPage = lazyScreen(() => import('../features/main/index.ts').then((m) => m.KioskMainPage));
const EqueuePage = lazyScreen(() => import('../features/equeue/index.ts').then((m) => m.EqueuePage));
const SearchProxyPage = lazyScreen(() => searches().then((m) => m.SearchProxyPage));
const SearchInheritCasePage = lazyScreen(() => searches().then((m) => m.SearchInheritCasePage));
const SearchBanPage = lazyScreen(() => searches().then((m) => m.SearchBanPage));
const KioskEnotarialActPage = lazyScreen(() => services().then((m) => m.KioskEnotarialActPage));
const KioskMyActsPage = lazyScreen(() => services().then((m) => m.KioskMyActsPage));

/**
 * spec/shell.md 2.2: the kiosk routes under /kiosk. Everything but the auth
 * page needs sign-in (the guard remembers the wanted path); unknown paths go
 * to /kiosk/404.
 */
export function createKioskRoutes(): RouteObject[] {
  return [
    {
      element: <ShellRoot basename={KIOSK_BASENAME} />,
      children: [
        {
          path: '/',
          element: <MainLayout title={<Trans>E-notarius kioski</Trans>} variant="kiosk" onSignIn={() => navigateTo(KIOSK_AUTH)} signInPath="/auth" extras={<><KioskKeyboardLayer /><KioskIdleGuard /></>} />,
          handle: crumbHandle(msg`Bosh sahifa`),
          children: [
            { path: 'auth', element: <KioskAuthPage />, handle: crumbHandle(msg`Kirish`) },
            {
              element: <RequireAuth basename={KIOSK_BASENAME} />,
              children: [
                { index: true, element: <KioskMainPage /> },
                { path: 'enotarial_act/:uuid', element: <KioskEnotarialActPage />, handle: crumbHandle(msg`Elektron notarial harakat`) },
                { path: 'search_proxy', element: <SearchProxyPage />, handle: crumbHandle(msg`Ishonchnomani tekshirish`) },
                { path: 'search_inheritcase', element: <SearchInheritCasePage />, handle: crumbHandle(msg`Meros ishlarini qidirish`) },
                { path: 'search_ban', element: <SearchBanPage />, handle: crumbHandle(msg`Taqiqlarni tekshirish`) },
                { path: 'equeue', element: <EqueuePage />, handle: crumbHandle(msg`Notarius qabuliga yozilish`) },
                { path: 'my_notarial_act', element: <KioskMyActsPage />, handle: crumbHandle(msg`Mening notarial harakatlarim`) },
                { path: '403', element: <ErrorPage status={403} />, handle: crumbHandle(msg`Kirish taqiqlangan`) },
                { path: '404', element: <ErrorPage status={404} />, handle: crumbHandle(msg`Sahifa topilmadi`) },
              ],
            },
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ];
}
