import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MainLayout } from '@notary/ui/layout';
import { crumbHandle, lazyScreen, LegacyActRedirect, RequireAuth, ShellRoot } from '@notary/ui/routing';
import { Navigate, type RouteObject } from 'react-router';
import { ForbiddenPage, NotFoundPage } from '../features/errors/index.ts';
import { HomePage } from '../features/home/index.ts';
import { ConsoleRedirect } from './console-redirect.tsx';
import { CITIZEN_NAV, CITIZEN_USER_MENU } from './navigation.ts';

export const CITIZEN_BASENAME = '/';

/**
 * Every screen but the home page comes in its own chunk on first use
 * (spec/shell.md 9: within 120 s, else an error with a retry), so the first
 * page loads only the shell and the home page (the budget of
 * tools/check-budgets.mjs): the notary directory with its map (Leaflet), the
 * statistics charts, the searches, the acts, the forms of the other screens.
 * Each loads through its
 * feature's index, so a feature stays one chunk.
 */
const acts = () => import('../features/acts/index.ts');
const catalogue = () => import('../features/catalogue/index.ts');
const searches = () => import('../features/searches/index.ts');
const notaries = () => import('../features/notaries/index.ts');

const CataloguePage = lazyScreen(() => catalogue().then((m) => m.CataloguePage));
const ServiceDetailsPage = lazyScreen(() => catalogue().then((m) => m.ServiceDetailsPage));
const CalculatorPage = lazyScreen(() => catalogue().then((m) => m.CalculatorPage));
const NotaryListPage = lazyScreen(() => notaries().then((m) => m.NotaryListPage));
const NotaryDetailsPage = lazyScreen(() => notaries().then((m) => m.NotaryDetailsPage));
const StatisticsPage = lazyScreen(() => import('../features/statistics/index.ts').then((m) => m.StatisticsPage));
const SearchProxyPage = lazyScreen(() => searches().then((m) => m.SearchProxyPage));
const SearchInheritCasePage = lazyScreen(() => searches().then((m) => m.SearchInheritCasePage));
const SearchNotarialActPage = lazyScreen(() => searches().then((m) => m.SearchNotarialActPage));
const SearchBanPage = lazyScreen(() => searches().then((m) => m.SearchBanPage));
const ProfilePage = lazyScreen(() => import('../features/profile/index.ts').then((m) => m.ProfilePage));
const EqueuePage = lazyScreen(() => import('../features/equeue/index.ts').then((m) => m.EqueuePage));
const EnotarialActPage = lazyScreen(() => acts().then((m) => m.EnotarialActPage));
const MyActsPage = lazyScreen(() => acts().then((m) => m.MyActsPage));
const ActDetailsPage = lazyScreen(() => acts().then((m) => m.ActDetailsPage));
const ActMemberPage = lazyScreen(() => acts().then((m) => m.ActMemberPage));
const ActAutoPage = lazyScreen(() => acts().then((m) => m.ActAutoPage));
const ActRealtyPage = lazyScreen(() => acts().then((m) => m.ActRealtyPage));
const ActOtherPage = lazyScreen(() => acts().then((m) => m.ActOtherPage));
const VideoTestingPage = lazyScreen(() => acts().then((m) => m.VideoTestingPage));
const ActVideoConferencePage = lazyScreen(() => acts().then((m) => m.ActVideoConferencePage));
const PaymentGatewayPage = lazyScreen(() => import('../features/payment-gateway/index.ts').then((m) => m.PaymentGatewayPage));

/**
 * Every browser route of spec/shell.md 2.1, each with its crumb (2.3).
 * Routes that need sign-in sit under RequireAuth; unknown paths go to /404.
 */
export function createCitizenRoutes(): RouteObject[] {
  return [
    {
      element: <ShellRoot basename={CITIZEN_BASENAME} />,
      children: [
        // The payment gateway's page (issue 13.8): a bank's page, outside the portal's chrome; it returns to the act.
        { path: '/payment_gateway_sim/:ref', element: <PaymentGatewayPage /> },
        {
          path: '/',
          element: <MainLayout title={<Trans>E-notarius portali</Trans>} nav={CITIZEN_NAV} userMenu={CITIZEN_USER_MENU} />,
          handle: crumbHandle(msg`Bosh sahifa`),
          children: [
            { index: true, element: <HomePage /> },
            { path: 'index', element: <HomePage /> },
            {
              path: 'na_details',
              handle: crumbHandle(msg`Notarial xizmatlar`),
              children: [
                { index: true, element: <CataloguePage /> },
                { path: ':id', element: <ServiceDetailsPage />, handle: crumbHandle(msg`Xizmat tafsilotlari`) },
                { path: 'calc/:nadid', element: <CalculatorPage />, handle: crumbHandle(msg`Kalkulyator`) },
              ],
            },
            {
              path: 'notary',
              handle: crumbHandle(msg`Notariuslar`),
              children: [
                { index: true, element: <NotaryListPage /> },
                { path: ':id', element: <NotaryDetailsPage />, handle: crumbHandle(msg`Notarius haqida`) },
              ],
            },
            { path: 'statistics', element: <StatisticsPage />, handle: crumbHandle(msg`Statistika`) },
            { path: 'search_proxy', element: <SearchProxyPage />, handle: crumbHandle(msg`Ishonchnomani tekshirish`) },
            { path: 'search_inheritcase', element: <SearchInheritCasePage />, handle: crumbHandle(msg`Meros ishlarini qidirish`) },
            { path: 'search_notarial_act', element: <SearchNotarialActPage />, handle: crumbHandle(msg`Notarial harakatni tekshirish`) },
            // Issue 14: administration is the notary console's; these paths lead there.
            { path: 'update_dict', element: <ConsoleRedirect /> },
            { path: 'admin/users', element: <ConsoleRedirect /> },
            { path: 'admin/users/:id', element: <ConsoleRedirect /> },
            { path: 'video_testing', element: <VideoTestingPage />, handle: crumbHandle(msg`Videoaloqani sinash`) },
            { path: '403', element: <ForbiddenPage />, handle: crumbHandle(msg`Kirish taqiqlangan`) },
            { path: '404', element: <NotFoundPage />, handle: crumbHandle(msg`Sahifa topilmadi`) },
            { path: 'enotarial-act/:uuid', element: <LegacyActRedirect /> },
            {
              element: <RequireAuth basename={CITIZEN_BASENAME} />,
              children: [
                { path: 'profile', element: <ProfilePage />, handle: crumbHandle(msg`Shaxsiy kabinet`) },
                { path: 'equeue', element: <EqueuePage />, handle: crumbHandle(msg`Notarius qabuliga yozilish`) },
                { path: 'search_ban', element: <SearchBanPage />, handle: crumbHandle(msg`Taqiqlarni tekshirish`) },
                { path: 'enotarial_act/:uuid', element: <EnotarialActPage />, handle: crumbHandle(msg`Elektron notarial harakat`) },
                { path: 'enotarial_act/:uuid/video', element: <ActVideoConferencePage />, handle: crumbHandle(msg`Videokonferensiya`) },
                {
                  path: 'my_notarial_act',
                  handle: crumbHandle(msg`Mening notarial harakatlarim`),
                  children: [
                    { index: true, element: <MyActsPage /> },
                    {
                      path: ':rid',
                      handle: crumbHandle(msg`Notarial harakat`),
                      children: [
                        { index: true, element: <ActDetailsPage /> },
                        { path: 'member/:id', element: <ActMemberPage />, handle: crumbHandle(msg`Ishtirokchi`) },
                        { path: 'auto/:id', element: <ActAutoPage />, handle: crumbHandle(msg`Transport vositasi`) },
                        { path: 'realty/:id', element: <ActRealtyPage />, handle: crumbHandle(msg`Ko'chmas mulk`) },
                        { path: 'other/:id', element: <ActOtherPage />, handle: crumbHandle(msg`Boshqa mol-mulk`) },
                      ],
                    },
                  ],
                },
              ],
            },
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ];
}
