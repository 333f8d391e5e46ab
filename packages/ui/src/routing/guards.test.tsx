import { createUser } from '../testing/factories.ts';
import { msg } from '@lingui/core/macro';
import { screen, waitFor } from '@testing-library/react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSignInStore } from '../auth/sign-in-store.ts';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { renderRoutes } from '../testing/render.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { LegacyActRedirect, RequireAuth, RequireRole, ShellRoot } from './guards.tsx';
import { crumbHandle } from './route-handle.ts';

const user = createUser({ fullname: 'Karimova Dilnoza' });
const page = (name: string) => <p data-testid="page">{name}</p>;

function browserRoutes(): RouteObject[] {
  return [
    {
      element: <ShellRoot basename="/" />,
      children: [
        {
          path: '/',
          element: (
            <>
              <Breadcrumbs />
              <Outlet />
            </>
          ),
          handle: crumbHandle(msg`Bosh sahifa`),
          children: [
            { index: true, element: page('main') },
            { path: 'index', element: page('main') },
            { path: 'na_details', element: page('catalogue'), handle: crumbHandle(msg`Notarial xizmatlar`) },
            { path: '404', element: page('404') },
            { path: '403', element: page('403') },
            { path: 'enotarial-act/:uuid', element: <LegacyActRedirect /> },
            {
              element: <RequireAuth basename="/" />,
              children: [
                { path: 'enotarial_act/:uuid', element: page('act') },
                {
                  path: 'my_notarial_act',
                  handle: crumbHandle(msg`Mening notarial harakatlarim`),
                  children: [
                    { index: true, element: page('acts') },
                    { path: ':rid', element: page('act card'), handle: crumbHandle(({ params }) => `№${params.rid}`) },
                  ],
                },
                { path: 'admin/users', element: <RequireRole roles={['admin']} />, children: [{ index: true, element: page('users') }] },
              ],
            },
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ];
}

function kioskRoutes(): RouteObject[] {
  return [
    {
      element: <ShellRoot basename="/kiosk" />,
      children: [
        {
          path: '/',
          element: <Outlet />,
          children: [
            { path: 'auth', element: page('kiosk auth') },
            {
              element: <RequireAuth basename="/kiosk" />,
              children: [
                { index: true, element: page('kiosk main') },
                { path: 'equeue', element: page('kiosk equeue') },
                { path: '404', element: page('kiosk 404') },
              ],
            },
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ];
}

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  useSignInStore.setState({ isDialogOpen: false, prefill: {}, outcome: { kind: 'none' }, isInProgress: false });
});

afterEach(() => vi.restoreAllMocks());

describe('browser routes (spec/shell.md 2.1, 2.3)', () => {
  it('sets browser mode on every navigation', async () => {
    useSessionStore.setState({ mode: 'kiosk' });
    renderRoutes(browserRoutes(), '/na_details');
    await screen.findByText('catalogue');
    expect(useSessionStore.getState().mode).toBe('browser');
  });

  it('remembers any page but the main page for a user who is not signed in', async () => {
    const { router } = renderRoutes(browserRoutes(), '/na_details?q=ish');
    await screen.findByText('catalogue');
    await waitFor(() => expect(useSessionStore.getState().redirectUrl).toBe('/na_details?q=ish'));
    await router.navigate('/');
    await screen.findByText('main');
    expect(useSessionStore.getState().redirectUrl).toBe('/na_details?q=ish');
  });

  it('does not remember the main page, its /index alias or the error pages', async () => {
    const { router } = renderRoutes(browserRoutes(), '/index');
    await screen.findByText('main');
    await router.navigate('/404');
    await screen.findByText('404');
    expect(useSessionStore.getState().redirectUrl).toBeNull();
  });

  it('does not change the redirect of a signed-in user', async () => {
    useSessionStore.setState({ token: 't', user });
    renderRoutes(browserRoutes(), '/na_details');
    await screen.findByText('catalogue');
    expect(useSessionStore.getState().redirectUrl).toBeNull();
  });

  it('scrolls to the top on every navigation', async () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    const { router } = renderRoutes(browserRoutes(), '/');
    await screen.findByText('main');
    scroll.mockClear();
    await router.navigate('/na_details');
    await screen.findByText('catalogue');
    expect(scroll).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('sends a user who is not signed in from a sign-in page to the main page with the dialog open, remembering the page', async () => {
    const { documentPath } = renderRoutes(browserRoutes(), '/my_notarial_act/42');
    await screen.findByText('main');
    expect(documentPath()).toBe('/');
    expect(useSessionStore.getState().redirectUrl).toBe('/my_notarial_act/42');
    expect(useSignInStore.getState().isDialogOpen).toBe(true);
  });

  it.each(['/enotarial_act/abc', '/my_notarial_act', '/admin/users'])('guards %s', async (path) => {
    const { documentPath } = renderRoutes(browserRoutes(), path);
    await screen.findByText('main');
    expect(documentPath()).toBe('/');
    expect(useSessionStore.getState().redirectUrl).toBe(path);
  });

  it('lets a signed-in user in', async () => {
    useSessionStore.setState({ token: 't', user });
    renderRoutes(browserRoutes(), '/my_notarial_act/42');
    expect(await screen.findByText('act card')).toBeTruthy();
  });

  it('leaves a protected page when the session is cleared (session expiry)', async () => {
    useSessionStore.setState({ token: 't', user });
    const { documentPath } = renderRoutes(browserRoutes(), '/my_notarial_act');
    await screen.findByText('acts');
    useSessionStore.getState().clearSession();
    await screen.findByText('main');
    expect(documentPath()).toBe('/');
  });

  it('sends a signed-in user without the role to /403', async () => {
    useSessionStore.setState({ token: 't', user });
    const { documentPath } = renderRoutes(browserRoutes(), '/admin/users');
    await screen.findByText('403');
    expect(documentPath()).toBe('/403');
  });

  it('lets an administrator in', async () => {
    useSessionStore.setState({ token: 't', user: { ...user, roles: ['citizen', 'admin'] } });
    renderRoutes(browserRoutes(), '/admin/users');
    expect(await screen.findByText('users')).toBeTruthy();
  });

  it('redirects the old /enotarial-act/{uuid} to /enotarial_act/{uuid}', async () => {
    useSessionStore.setState({ token: 't', user });
    const { documentPath } = renderRoutes(browserRoutes(), '/enotarial-act/5f1c?x=1');
    await screen.findByText('act');
    expect(documentPath()).toBe('/enotarial_act/5f1c?x=1');
  });

  it('sends unknown paths to /404', async () => {
    const { documentPath } = renderRoutes(browserRoutes(), '/no/such/page');
    await screen.findByText('404');
    expect(documentPath()).toBe('/404');
  });

  it('draws breadcrumbs from the route handles, the last one the current page', async () => {
    useSessionStore.setState({ token: 't', user });
    renderRoutes(browserRoutes(), '/my_notarial_act/42');
    await screen.findByText('act card');
    const crumbs = screen.getByTestId('breadcrumbs');
    expect(crumbs.textContent).toContain('Bosh sahifa');
    expect(crumbs.textContent).toContain('Mening notarial harakatlarim');
    expect(crumbs.textContent).toContain('№42');
    expect(screen.getByText('Mening notarial harakatlarim').closest('a')?.getAttribute('href')).toBe('/my_notarial_act');
    expect(screen.getByText('№42').getAttribute('aria-current')).toBe('page');
  });
});

describe('kiosk routes (spec/shell.md 2.2, 2.3)', () => {
  it('sets kiosk mode on any kiosk path', async () => {
    renderRoutes(kioskRoutes(), '/kiosk/auth', '/kiosk');
    await screen.findByText('kiosk auth');
    expect(useSessionStore.getState().mode).toBe('kiosk');
  });

  it('sends a user who is not signed in to kiosk auth and remembers the wanted path', async () => {
    const { documentPath } = renderRoutes(kioskRoutes(), '/kiosk/equeue', '/kiosk');
    await screen.findByText('kiosk auth');
    expect(documentPath()).toBe('/kiosk/auth');
    expect(useSessionStore.getState().redirectUrl).toBe('/kiosk/equeue');
    // The kiosk has no dialog: its auth page is the form.
    expect(useSignInStore.getState().isDialogOpen).toBe(false);
  });

  it('requires sign-in on the kiosk main page too', async () => {
    const { documentPath } = renderRoutes(kioskRoutes(), '/kiosk/', '/kiosk');
    await screen.findByText('kiosk auth');
    expect(documentPath()).toBe('/kiosk/auth');
  });

  it('lets a signed-in user in', async () => {
    useSessionStore.setState({ token: 't', user });
    renderRoutes(kioskRoutes(), '/kiosk/equeue', '/kiosk');
    expect(await screen.findByText('kiosk equeue')).toBeTruthy();
  });

  it('sends unknown kiosk paths to /kiosk/404', async () => {
    useSessionStore.setState({ token: 't', user });
    const { documentPath } = renderRoutes(kioskRoutes(), '/kiosk/nowhere', '/kiosk');
    await screen.findByText('kiosk 404');
    expect(documentPath()).toBe('/kiosk/404');
  });
});
