import { createUser } from '../testing/factories.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSignInStore } from '../auth/sign-in-store.ts';
import { activateLocale } from '../i18n/index.ts';
import { initialSessionState, SESSION_STORAGE_KEY, useSessionStore } from '../session/index.ts';
import { showToast } from '../http/notify.ts';
import { crumbHandle } from '../routing/route-handle.ts';
import { renderRoutes } from '../testing/render.tsx';
import { MainLayout } from './main-layout.tsx';

const user = createUser();

function routes() {
  return [{ path: '/', element: <MainLayout title={<Trans>E-notarius portali</Trans>} />, children: [{ index: true, element: <p>main</p> }] }];
}

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  useSignInStore.setState({ isDialogOpen: false, prefill: {}, outcome: { kind: 'none' }, isInProgress: false });
});
afterEach(async () => {
  await activateLocale('oz');
});

describe('the main layout', () => {
  it('shows the title, the helpline 1008 and the warning never to share login, password or signature key', async () => {
    renderRoutes(routes(), '/');
    await screen.findByText('main');
    expect(screen.getByTestId('app-title').textContent).toBe('E-notarius portali');
    expect(screen.getByTestId('helpline').textContent).toBe('1008');
    const warning = screen.getByTestId('security-warning').textContent ?? '';
    expect(warning).toContain('login, parol va elektron raqamli imzo kalitingizni bermang');
  });

  it('offers sign-in to a visitor (the dialog) and shows the name of a signed-in user', async () => {
    renderRoutes(routes(), '/');
    fireEvent.click(await screen.findByTestId('sign-in-button'));
    expect(useSignInStore.getState().isDialogOpen).toBe(true);
  });

  it('opens the sign-in dialog, filled in, for a visitor who follows an invitation link', async () => {
    renderRoutes(routes(), '/?pin=30101900000017&passserial=ab&passnum=1234567');
    await screen.findByText('main');
    await waitFor(() => expect(useSignInStore.getState().isDialogOpen).toBe(true));
    expect(useSignInStore.getState().prefill).toEqual({ pin: '30101900000017', passserial: 'AB', passnum: '1234567' });
  });

  it('shows the signed-in user', async () => {
    useSessionStore.setState({ token: 't', user });
    renderRoutes(routes(), '/');
    expect((await screen.findByTestId('user-name')).textContent).toBe('Aliyev Vali Karimovich');
    expect(screen.queryByTestId('sign-in-button')).toBeNull();
  });

  it('switches the language and remembers it (spec/shell.md 1, 3)', async () => {
    renderRoutes(routes(), '/');
    await screen.findByText('main');
    fireEvent.click(screen.getByText('Рус'));
    await waitFor(() => expect(useSessionStore.getState().locale).toBe('ru'));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).state.locale).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    await waitFor(() => expect(screen.getByTestId('app-title').textContent).toBe('Портал E-notarius'));
  });

  it('names its landmarks and controls for screen readers in the UI language', async () => {
    await activateLocale('ru');
    useSignInStore.setState({ isDialogOpen: true });
    renderRoutes(
      [
        {
          path: '/',
          element: <MainLayout title={<Trans>E-notarius portali</Trans>} nav={[{ label: msg`Bosh sahifa`, to: '/' }]} />,
          handle: crumbHandle(msg`Bosh sahifa`),
          children: [{ index: true, element: <p>main</p> }],
        },
      ],
      '/',
    );
    await screen.findByText('main');
    expect(screen.getByRole('navigation', { name: 'Основная навигация', hidden: true })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Навигационная цепочка', hidden: true })).toBeTruthy();
    expect(document.querySelector('.mantine-Burger-root')!.getAttribute('aria-label')).toBe('Меню');
    // The sign-in dialog's close button, and every other Mantine close button through the theme.
    const dialog = await screen.findByTestId('sign-in-dialog');
    expect(dialog.ownerDocument.querySelector('.mantine-Modal-close')!.getAttribute('aria-label')).toBe('Закрыть');
    showToast({ message: 'xato' });
    await waitFor(() => expect(document.querySelector('.mantine-Notification-closeButton')?.getAttribute('aria-label')).toBe('Закрыть'));
    for (const element of document.querySelectorAll('[aria-label]')) {
      expect(['main', 'menu', 'breadcrumbs', 'close']).not.toContain(element.getAttribute('aria-label'));
    }
  });
});
