import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ErrorPage, MainLayout } from '@notary/ui/layout';
import { crumbHandle, lazyScreen, RequireRole, ShellRoot } from '@notary/ui/routing';
import { Navigate, type RouteObject } from 'react-router';
import { ConsoleHomePage } from './console-home-page.tsx';
import { CONSOLE_USER_MENU } from './navigation.ts';
import { ADMIN_NOTARIES_PATH, ADMIN_ROLES, ADMIN_USERS_PATH, CONSOLE_BASENAME, EQUEUE_PATH, NOTARY_ROLES, OFFICE_ACTS_PATH, PROFILE_PATH, SMS_OUTBOX_PATH, UPDATE_DICT_PATH } from './paths.ts';
import { RequireConsoleSignIn } from './require-console-sign-in.tsx';

// Only administrators open it: its own chunk, as the portal's administration screens.
const SmsOutboxPage = lazyScreen(() => import('../features/sms-outbox/index.ts').then((m) => m.SmsOutboxPage));
// Issue 14: the notary's e-queue and schedule, the administrators' users, notaries and dictionaries.
const OfficeEqueuePage = lazyScreen(() => import('../features/office-equeue/index.ts').then((m) => m.OfficeEqueuePage));
const NotarySchedulePage = lazyScreen(() => import('../features/notary-schedule/index.ts').then((m) => m.NotarySchedulePage));
const adminUsers = () => import('../features/admin-users/index.ts');
const UsersPage = lazyScreen(() => adminUsers().then((m) => m.UsersPage));
const UserDetailsPage = lazyScreen(() => adminUsers().then((m) => m.UserDetailsPage));
const AdminNotariesPage = lazyScreen(() => import('../features/admin-notaries/index.ts').then((m) => m.AdminNotariesPage));
const UpdateDictPage = lazyScreen(() => import('../features/dictionary/index.ts').then((m) => m.UpdateDictPage));

/** A console page for some roles: a visitor signs in on the page itself, a signed-in user without the role gets /403. */
function roleRoute(path: string, roles: readonly ('notary' | 'admin')[], crumb: ReturnType<typeof crumbHandle>, children: RouteObject[]): RouteObject {
  return { path: path.slice(1), element: <RequireConsoleSignIn />, handle: crumb, children: [{ element: <RequireRole roles={roles} />, children }] };
}
// The notary's inbox and desk (issue 14 parts 1–6): the notaries' own chunk.
const OfficeInboxPage = lazyScreen(() => import('../features/acts/index.ts').then((m) => m.OfficeInboxPage));
const ActDeskPage = lazyScreen(() => import('../features/acts/index.ts').then((m) => m.ActDeskPage));
const ActConferencePage = lazyScreen(() => import('../features/acts/index.ts').then((m) => m.ActConferencePage));

/** The notary console's shell and the administrators' SMS outbox (issue 5.6). */
export function createConsoleRoutes(): RouteObject[] {
  return [
    {
      // The console does not collect post-login redirects for the citizen portal.
      element: <ShellRoot basename={CONSOLE_BASENAME} remembersRedirects={false} />,
      children: [
        {
          path: '/',
          element: <MainLayout title={<Trans>Notarius ish o'rni</Trans>} userMenu={CONSOLE_USER_MENU} />,
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
            roleRoute(EQUEUE_PATH, NOTARY_ROLES, crumbHandle(msg`Idoraning elektron navbati`), [{ index: true, element: <OfficeEqueuePage /> }]),
            roleRoute(PROFILE_PATH, NOTARY_ROLES, crumbHandle(msg`Profil va ish jadvali`), [{ index: true, element: <NotarySchedulePage /> }]),
            roleRoute(ADMIN_USERS_PATH, ADMIN_ROLES, crumbHandle(msg`Foydalanuvchilar`), [
              { index: true, element: <UsersPage /> },
              { path: ':id', element: <UserDetailsPage />, handle: crumbHandle(msg`Foydalanuvchi`) },
            ]),
            roleRoute(ADMIN_NOTARIES_PATH, ADMIN_ROLES, crumbHandle(msg`Notariuslar va idoralar`), [{ index: true, element: <AdminNotariesPage /> }]),
            roleRoute(UPDATE_DICT_PATH, ADMIN_ROLES, crumbHandle(msg`Ma'lumotnomalarni yangilash`), [{ index: true, element: <UpdateDictPage /> }]),
            roleRoute(OFFICE_ACTS_PATH, NOTARY_ROLES, crumbHandle(msg`Notarial harakatlar`), [
              { index: true, element: <OfficeInboxPage /> },
              { path: ':uuid', element: <ActDeskPage />, handle: crumbHandle(msg`Notarial harakat`) },
              { path: ':uuid/video', element: <ActConferencePage />, handle: crumbHandle(msg`Videokonferensiya`) },
            ]),
            { path: '403', element: <ErrorPage status={403} />, handle: crumbHandle(msg`Kirish taqiqlangan`) },
            { path: '404', element: <ErrorPage status={404} />, handle: crumbHandle(msg`Sahifa topilmadi`) },
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ];
}
