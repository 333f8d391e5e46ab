import { createUser } from '../testing/factories.ts';
import { fireEvent, screen } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { requestFaceCheck } from '@notary/face-check/client';
import type { FaceCaptureProps } from '@notary/face-check/overlay';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSignInStore } from '../auth/sign-in-store.ts';
import { openNotifyWarning, useNotifyWarningStore } from '../dialogs/notify-warning-store.ts';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { mockApi } from '../testing/fetch-mock.ts';
import { renderRoutes } from '../testing/render.tsx';
import { openTerms, useTermsStore } from '../terms/terms-store.ts';
import { MainLayout } from './main-layout.tsx';

// The capture area (camera, socket) is the face-check package's; here only that it was opened, and for whom.
const captures = vi.hoisted(() => [] as FaceCaptureProps[]);
vi.mock('@notary/face-check/overlay', () => ({
  FaceCapture: (props: FaceCaptureProps) => {
    captures.push(props);
    return <div data-testid="face-capture" />;
  },
}));

const NAV = [{ label: msg`Tekshirish va qidiruv`, items: [{ label: msg`Ishonchnomani tekshirish`, to: '/search_proxy', testId: 'nav-proxy' }] }];
const USER_MENU = [{ label: msg`Shaxsiy kabinet`, to: '/profile', testId: 'menu-profile' }];

function routes() {
  return [{ path: '/', element: <MainLayout title={<Trans>E-notarius portali</Trans>} nav={NAV} userMenu={USER_MENU} />, children: [{ index: true, element: <p>main</p> }] }];
}

beforeEach(() => {
  captures.length = 0;
  useSessionStore.setState({ ...initialSessionState });
  useSignInStore.setState({ isDialogOpen: false, prefill: {}, outcome: { kind: 'none' }, isInProgress: false });
  useTermsStore.setState({ isOpen: false, isPersistent: false });
  useNotifyWarningStore.setState({ isOpen: false });
});

describe("the shell's parts loaded on first use (issue 11: first-page budget)", () => {
  it('mounts no dialog code until one opens', async () => {
    renderRoutes(routes(), '/');
    await screen.findByText('main');
    expect(document.querySelector('[data-testid="sign-in-dialog"], [data-testid="face-check-dialog"], [data-testid="terms-dialog"]')).toBeNull();
  });

  it('a face-check request made before the dialogs were loaded (the kiosk sign-in page) still opens the face check for that person', async () => {
    renderRoutes(routes(), '/');
    await screen.findByText('main');
    const auth = { pin: '30101900000017', passserial: 'AA', passnum: '1234567' };
    act(() => requestFaceCheck({ ...auth, sessionId: 'attempt-id-0000000000000000000001' }));
    expect(await screen.findByTestId('face-capture')).toBeTruthy();
    expect(captures.at(-1)!.auth).toEqual(auth);
    expect(captures.at(-1)!.sessionId).toBe('attempt-id-0000000000000000000001');
  });

  it('opens the offer and the upcoming acts when asked', async () => {
    mockApi({ 'GET /api/notarial_act/get_notify': [] });
    useSessionStore.setState({ token: 't', user: createUser({ termsofuse: 1 }) });
    renderRoutes(routes(), '/');
    await screen.findByText('main');
    act(() => openTerms());
    expect(await screen.findByTestId('terms-dialog')).toBeTruthy();
    act(() => openNotifyWarning());
    expect(await screen.findByText("Yaqin kunlarga rejalashtirilgan notarial harakatlaringiz yo'q")).toBeTruthy();
  });

  it("a navigation group's menu and the user's menu open on the first click of their button", async () => {
    useSessionStore.setState({ token: 't', user: createUser({ termsofuse: 1 }) });
    renderRoutes(routes(), '/');
    await screen.findByText('main');
    fireEvent.click(screen.getByText('Tekshirish va qidiruv ▾'));
    expect((await screen.findByTestId('nav-proxy')).getAttribute('href')).toBe('/search_proxy');
    fireEvent.click(screen.getByTestId('user-menu'));
    expect((await screen.findByTestId('menu-profile')).getAttribute('href')).toBe('/profile');
    expect(await screen.findByTestId('sign-out')).toBeTruthy();
  });
});
