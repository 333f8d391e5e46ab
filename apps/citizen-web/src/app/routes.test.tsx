import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InvitationScreen } from '@notary/domain/contracts';
import { finishSignIn, useSignInStore } from '@notary/ui/auth';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createRouterNavigator, setAppNavigator } from '@notary/ui/navigation';
import { createUser, jsonResponse, mockApi, renderRoutes, renderWithProviders } from '@notary/ui/testing';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCitizenRoutes } from './routes.tsx';

// The public-service screens belong to their own feature tests; here each is a heading, so these
// tests see the shell's routing, guards and crumbs and nothing of the screens' data.
vi.mock('../features/home/index.ts', () => ({ HomePage: () => <h1>home</h1> }));
vi.mock('../features/catalogue/index.ts', () => ({
  CataloguePage: () => <h1>catalogue</h1>,
  ServiceDetailsPage: () => <h1>service details</h1>,
  CalculatorPage: () => <h1>calculator</h1>,
}));
vi.mock('../features/notaries/index.ts', () => ({ NotaryListPage: () => <h1>notaries</h1>, NotaryDetailsPage: () => <h1>notary</h1> }));
vi.mock('../features/equeue/index.ts', () => ({ EqueuePage: () => <h1>equeue</h1> }));
vi.mock('../features/statistics/index.ts', () => ({ StatisticsPage: () => <h1>statistics</h1> }));
vi.mock('../features/searches/index.ts', () => ({
  SearchProxyPage: () => <h1>search proxy</h1>,
  SearchInheritCasePage: () => <h1>search inheritcase</h1>,
  SearchBanPage: () => <h1>search ban</h1>,
  SearchNotarialActPage: () => <h1>search notarial act</h1>,
}));

const citizen = createUser();
const admin = createUser({ roles: ['citizen', 'admin'] });

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  useSignInStore.setState({ isDialogOpen: false, prefill: {}, outcome: { kind: 'none' }, isInProgress: false });
  mockApi({
    'GET /api/profile': { user: citizen, hasPersonalDataConsent: true },
    'GET /api/notarial_act': { items: [], total: 0, page: 1, pageSize: 20 },
    // The act card reads its act; the routes only need it to answer.
    'GET /api/notarial_act/42': { ...ACT, uuid: '42' },
    'GET /api/notarial_act/5f1c': { ...ACT, uuid: '5f1c' },
    'GET /api/notarial_act/42/parties': [],
    'GET /api/notarial_act/42/subjects': [],
  });
});
afterEach(() => vi.restoreAllMocks());

const ACT = {
  typeId: 1, name: 'Transport vositasini sotish', step: 1, status: 'active', state: 'active', regnum: null, regdate: null, regtype: 1, regsystem: 2,
  officeId: null, notaryId: null, notaryName: null, visitdate: null, visittime: null, enteredAt: '2025-03-01T07:00:00Z', isSimplified: false,
  actor: 'applicant', myPartyId: null, myInvitationStatus: null, events: [], blockedBy: null, allPartiesAccepted: true, hasInvoices: false, isPaid: false,
  isVisitTimePassed: false,
};

const crumbs = () => screen.getByTestId('breadcrumbs').textContent ?? '';

/** spec/shell.md 2.1: open routes, each with its heading and a crumb of its own. */
const OPEN_ROUTES: [path: string, heading: string, crumb: string][] = [
  ['/na_details', 'catalogue', 'Notarial xizmatlar'],
  ['/na_details/7', 'service details', 'Xizmat tafsilotlari'],
  ['/na_details/calc/7', 'calculator', 'Kalkulyator'],
  ['/notary', 'notaries', 'Notariuslar'],
  ['/notary/3', 'notary', 'Notarius haqida'],
  ['/statistics', 'statistics', 'Statistika'],
  ['/search_proxy', 'search proxy', 'Ishonchnomani tekshirish'],
  ['/search_inheritcase', 'search inheritcase', 'Meros ishlarini qidirish'],
  ['/search_notarial_act', 'search notarial act', 'Notarial harakatni tekshirish'],
  ['/video_testing', 'Videoaloqani sinash', 'Videoaloqani sinash'],
  ['/403', 'Kirish taqiqlangan', 'Kirish taqiqlangan'],
  ['/404', 'Sahifa topilmadi', 'Sahifa topilmadi'],
];

/** spec/shell.md 2.1, 6: routes that need sign-in (the profile too: its calls need a session). */
const SIGN_IN_ROUTES: [path: string, heading: string][] = [
  ['/equeue', 'equeue'],
  ['/search_ban', 'search ban'],
  ['/enotarial_act/5f1c', 'Elektron notarial harakat'],
  ['/my_notarial_act', 'Mening notarial harakatlarim'],
  ['/my_notarial_act/42', 'Notarial harakat'],
  ['/my_notarial_act/42/member/1', 'Ishtirokchi'],
  ['/my_notarial_act/42/auto/1', 'Transport vositasi'],
  ['/my_notarial_act/42/realty/1', "Ko'chmas mulk"],
  ['/my_notarial_act/42/other/1', 'Boshqa mol-mulk'],
  ['/profile', 'Shaxsiy kabinet'],
];

describe('the citizen web routes (spec/shell.md 2.1)', () => {
  it('/ and its alias /index show the main page in browser mode', async () => {
    const { router } = renderRoutes(createCitizenRoutes(), '/');
    await screen.findByRole('heading', { level: 1, name: 'home' });
    expect(useSessionStore.getState().mode).toBe('browser');
    expect(screen.getAllByText('E-notarius portali').length).toBeGreaterThan(0);
    await router.navigate('/index');
    await screen.findByRole('heading', { level: 1, name: 'home' });
    expect(crumbs()).toBe('Bosh sahifa');
  });

  it.each(OPEN_ROUTES)('%s is open and has its heading and breadcrumbs', async (path, heading, crumb) => {
    renderRoutes(createCitizenRoutes(), path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(crumbs().startsWith('Bosh sahifa')).toBe(true);
    expect(crumbs().endsWith(crumb)).toBe(true);
  });

  it.each(SIGN_IN_ROUTES)('%s sends a visitor to the main page with the sign-in dialog and remembers it', async (path) => {
    const { documentPath } = renderRoutes(createCitizenRoutes(), path);
    await screen.findByText('Portalga kirish');
    expect(documentPath()).toBe('/');
    expect(useSessionStore.getState().redirectUrl).toBe(path);
    expect(useSignInStore.getState().isDialogOpen).toBe(true);
  });

  it.each(SIGN_IN_ROUTES)('%s opens for a signed-in user, with breadcrumbs', async (path, heading) => {
    useSessionStore.setState({ token: 't', user: citizen });
    renderRoutes(createCitizenRoutes(), path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(crumbs().startsWith('Bosh sahifa')).toBe(true);
  });

  it('shows the act path of crumbs on an act part', async () => {
    useSessionStore.setState({ token: 't', user: citizen });
    renderRoutes(createCitizenRoutes(), '/my_notarial_act/42/auto/9');
    await screen.findByRole('heading', { level: 1, name: 'Transport vositasi' });
    expect(crumbs()).toBe('Bosh sahifa›Mening notarial harakatlarim›Notarial harakat›Transport vositasi');
  });

  // Issue 14: administration is the console's (one implementation); the portal's paths lead there with their query.
  it.each([
    ['/admin/users?search=karimov&page=2', '/console/admin/users?search=karimov&page=2'],
    ['/admin/users/u-7', '/console/admin/users/u-7'],
    ['/update_dict', '/console/update_dict'],
  ])('%s leads to the console (%s), for anyone: the console asks for sign-in and the role itself', async (path, target) => {
    useSessionStore.setState({ token: 't', user: admin });
    const router = createMemoryRouter(createCitizenRoutes(), { initialEntries: [path] });
    const leave = vi.fn<(path: string, options?: { replace?: boolean }) => void>();
    setAppNavigator(createRouterNavigator(router, '/', { leave }));
    const { calls } = mockApi({});
    renderWithProviders(<RouterProvider router={router} />);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(target, { replace: true }));
    expect(screen.getByRole('link', { name: 'Ochish' }).getAttribute('href')).toBe(target);
    expect(calls.some((request) => new URL(request.url).pathname.startsWith('/api/admin/'))).toBe(false);
  });

  it('redirects /enotarial-act/{uuid} to /enotarial_act/{uuid}', async () => {
    useSessionStore.setState({ token: 't', user: citizen });
    const { documentPath } = renderRoutes(createCitizenRoutes(), '/enotarial-act/5f1c');
    await screen.findByRole('heading', { level: 1, name: 'Elektron notarial harakat' });
    expect(documentPath()).toBe('/enotarial_act/5f1c');
  });

  it('an invitation link opened signed out asks for the sign-in and, after it, lands on the invitation (issue 13.5)', { timeout: 60_000 }, async () => {
    const token = 'tok_abcdefghijklmnopqrstuvwx';
    const link = `/enotarial_act/5f1c?invite=${token}`;
    const invitation: InvitationScreen = {
      act: { uuid: '5f1c', name: 'Transport vositasini oldi-sotdi shartnomasi', typeId: 1, step: 1, status: 'active', isSimplified: true },
      party: { id: 'p2', actId: '5f1c', role: 'buyer', isAuthor: false, fullname: "NURMATOV BEHRUZ ALISHER O'G'LI", status: null } as InvitationScreen['party'],
      inviter: { fullname: 'TOJIBOYEVA BARNO ILYOS QIZI', role: 'seller' },
      subjects: [{ kind: 'vehicle', stateNumber: '40F678GH', make: 'Chevrolet Onix', year: 2024, cadastreNumber: null, address: null, description: null, price: '120000000.00', priceWords: "bir yuz yigirma million so'm 00 tiyin" }],
      events: ['accept', 'reject'],
    };
    const { documentPath } = renderRoutes(createCitizenRoutes(), link);
    // Signed out: the main page with the sign-in dialog, the link (with its token) remembered for after it.
    await screen.findByText('Portalga kirish');
    await waitFor(() => expect(documentPath()).toBe('/'));
    expect(useSessionStore.getState().redirectUrl).toBe(link);
    mockApi({
      'GET /api/profile': { user: citizen, hasPersonalDataConsent: true },
      [`GET /api/notarial_act/5f1c/invitation/${token}`]: () => jsonResponse(200, invitation),
    });
    // The face check ends and POST /auth signs the person in (the terms accepted before): the success dialog, then on.
    await finishSignIn({ pin: citizen.pin, passserial: 'AB', passnum: '1234567' }, 'jwt', async () => ({ resultCode: 1, token: 't', user: { ...citizen, termsofuse: 1 } }) as never);
    fireEvent.click(await screen.findByText('Davom etish'));
    // The act pages are a lazy screen: their first load is slow on a loaded machine.
    expect((await screen.findByTestId('invitation-inviter', {}, { timeout: 30_000 })).textContent).toContain('TOJIBOYEVA BARNO ILYOS QIZI');
    expect(documentPath()).toBe(link);
    expect(useSessionStore.getState().redirectUrl).toBeNull();
  });

  it('sends unknown paths to /404', async () => {
    const { documentPath } = renderRoutes(createCitizenRoutes(), '/nima/bu');
    await screen.findByRole('heading', { level: 1, name: 'Sahifa topilmadi' });
    expect(documentPath()).toBe('/404');
  });

  it('the profile shows GET /api/profile', async () => {
    useSessionStore.setState({ token: 't', user: citizen });
    renderRoutes(createCitizenRoutes(), '/profile');
    await waitFor(() => expect(screen.getByTestId('profile-fullname').textContent).toBe('Aliyev Vali Karimovich'));
    expect(screen.getByTestId('profile-pin').textContent).toBe('30101900000017');
    expect(screen.getByTestId('profile-consent').textContent).toContain('rozilik berilgan');
  });
});
