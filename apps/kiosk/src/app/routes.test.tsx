import { screen } from '@testing-library/react';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createUser, mockApi, renderRoutes } from '@notary/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKioskRoutes, KIOSK_BASENAME } from './routes.tsx';

// The shared public-service screens have their own tests; here each is a heading, so these tests
// see the kiosk's routing, guards and crumbs only.
vi.mock('../features/searches/index.ts', () => ({
  SearchProxyPage: () => <h1>search proxy</h1>,
  SearchInheritCasePage: () => <h1>search inheritcase</h1>,
  SearchBanPage: () => <h1>search ban</h1>,
}));
vi.mock('../features/equeue/index.ts', () => ({ EqueuePage: () => <h1>equeue</h1> }));

const citizen = createUser();

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  mockApi({
    'GET /api/notarial_act/get_notify': [],
    'GET /api/config/public': { mapTilesUrl: null, mapAttribution: '', kioskIdleSeconds: 120, kioskCountdownSeconds: 30 },
    'GET /api/notarial_act': { items: [], total: 0, page: 1, pageSize: 20 },
    // The act card reads its act; the routes only need it to answer.
    'GET /api/notarial_act/5f1c': {
      uuid: '5f1c', typeId: 1, name: 'Transport vositasini sotish', step: 1, status: 'active', state: 'active', regnum: null, regdate: null, regtype: 1,
      regsystem: 2, officeId: null, notaryId: null, notaryName: null, visitdate: null, visittime: null, enteredAt: '2025-03-01T07:00:00Z', isSimplified: false,
      actor: 'applicant', myPartyId: null, myInvitationStatus: null, events: [], blockedBy: null, allPartiesAccepted: true, hasInvoices: false, isPaid: false,
      isVisitTimePassed: false,
    },
  });
});
afterEach(() => vi.restoreAllMocks());

const KIOSK_ROUTES: [path: string, heading: string][] = [
  ['/kiosk/enotarial_act/5f1c', 'Elektron notarial harakat'],
  ['/kiosk/search_proxy', 'search proxy'],
  ['/kiosk/search_inheritcase', 'search inheritcase'],
  ['/kiosk/search_ban', 'search ban'],
  ['/kiosk/equeue', 'equeue'],
  ['/kiosk/my_notarial_act', 'Mening notarial harakatlarim'],
  ['/kiosk/403', 'Kirish taqiqlangan'],
  ['/kiosk/404', 'Sahifa topilmadi'],
];

describe('the kiosk routes (spec/shell.md 2.2)', () => {
  it('the auth page is open, in kiosk mode, with the passport form', async () => {
    renderRoutes(createKioskRoutes(), '/kiosk/auth', KIOSK_BASENAME);
    await screen.findByRole('heading', { level: 1, name: 'Xizmatdan foydalanish uchun shaxsingizni tasdiqlang' });
    expect(useSessionStore.getState().mode).toBe('kiosk');
    expect(screen.getAllByText('E-notarius kioski').length).toBeGreaterThan(0);
    expect(screen.getByTestId('passport-login-form')).toBeTruthy();
  });

  it.each([['/kiosk/', ''] as [string, string], ...KIOSK_ROUTES])('%s needs sign-in: kiosk auth, path remembered', async (path) => {
    const { documentPath } = renderRoutes(createKioskRoutes(), path, KIOSK_BASENAME);
    await screen.findByTestId('passport-login-form');
    expect(documentPath()).toBe('/kiosk/auth');
    // Kiosk main is where a sign-in lands anyway; error pages are never a destination.
    const remembered = ['/kiosk/', '/kiosk/403', '/kiosk/404'].includes(path) ? null : path;
    expect(useSessionStore.getState().redirectUrl).toBe(remembered);
  });

  it.each(KIOSK_ROUTES)('%s opens for a signed-in user, with breadcrumbs', async (path, heading) => {
    useSessionStore.setState({ token: 't', user: citizen });
    renderRoutes(createKioskRoutes(), path, KIOSK_BASENAME);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.getByTestId('breadcrumbs').textContent).toMatch(/^Bosh sahifa›/);
  });

  it('kiosk main offers the services', async () => {
    useSessionStore.setState({ token: 't', user: citizen });
    renderRoutes(createKioskRoutes(), '/kiosk/', KIOSK_BASENAME);
    await screen.findByRole('heading', { level: 1, name: 'Xush kelibsiz, Aliyev Vali Karimovich!' });
    for (const tile of ['my_notarial_act', 'equeue', 'search_proxy', 'search_inheritcase', 'search_ban']) {
      expect(screen.getByTestId(`kiosk-tile-${tile}`).getAttribute('href')).toBe(`/kiosk/${tile}`);
    }
  });

  it('a signed-in user on the auth page goes to kiosk main', async () => {
    useSessionStore.setState({ token: 't', user: citizen });
    const { documentPath } = renderRoutes(createKioskRoutes(), '/kiosk/auth', KIOSK_BASENAME);
    await screen.findByRole('heading', { level: 1, name: 'Xush kelibsiz, Aliyev Vali Karimovich!' });
    expect(documentPath().replace(/\/$/, '')).toBe('/kiosk');
  });

  it('unknown kiosk paths go to /kiosk/404', async () => {
    useSessionStore.setState({ token: 't', user: citizen });
    const { documentPath } = renderRoutes(createKioskRoutes(), '/kiosk/nima', KIOSK_BASENAME);
    await screen.findByRole('heading', { level: 1, name: 'Sahifa topilmadi' });
    expect(documentPath()).toBe('/kiosk/404');
  });
});
