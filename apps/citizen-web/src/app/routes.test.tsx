import { screen, waitFor } from '@testing-library/react';
import { useSignInStore } from '@notary/ui/auth';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createUser, mockApi, renderRoutes } from '@notary/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCitizenRoutes } from './routes.tsx';

const citizen = createUser();
const admin = createUser({ roles: ['citizen', 'admin'] });

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  useSignInStore.setState({ isDialogOpen: false, prefill: {}, outcome: { kind: 'none' }, isInProgress: false });
  mockApi({
    'GET /api/profile': { user: citizen, hasPersonalDataConsent: true },
    'GET /api/admin/users': { items: [], total: 0, page: 1, size: 20 },
  });
});
afterEach(() => vi.restoreAllMocks());

const crumbs = () => screen.getByTestId('breadcrumbs').textContent ?? '';

/** spec/shell.md 2.1: open routes, each with its heading and a crumb of its own. */
const OPEN_ROUTES: [path: string, heading: string, crumb: string][] = [
  ['/na_details', 'Notarial xizmatlar', 'Notarial xizmatlar'],
  ['/na_details/7', 'Xizmat tafsilotlari', 'Xizmat tafsilotlari'],
  ['/na_details/calc/7', 'Notarial xizmatlar kalkulyatori', 'Kalkulyator'],
  ['/notary', 'Notariuslar', 'Notariuslar'],
  ['/notary/3', 'Notarius haqida ma\'lumot', 'Notarius haqida'],
  ['/statistics', 'Statistika', 'Statistika'],
  ['/search_proxy', 'Ishonchnomani tekshirish', 'Ishonchnomani tekshirish'],
  ['/search_inheritcase', 'Meros ishlarini qidirish', 'Meros ishlarini qidirish'],
  ['/search_notarial_act', 'Notarial harakatni tekshirish', 'Notarial harakatni tekshirish'],
  ['/update_dict', "Ma'lumotnomalarni yangilash", "Ma'lumotnomalarni yangilash"],
  ['/video_testing', 'Videoaloqani sinash', 'Videoaloqani sinash'],
  ['/403', 'Kirish taqiqlangan', 'Kirish taqiqlangan'],
  ['/404', 'Sahifa topilmadi', 'Sahifa topilmadi'],
];

/** spec/shell.md 2.1, 6: routes that need sign-in (profile and admin too: their calls need a session). */
const SIGN_IN_ROUTES: [path: string, heading: string][] = [
  ['/equeue', 'Notarius qabuliga yozilish'],
  ['/search_ban', 'Taqiqlarni tekshirish'],
  ['/enotarial_act/5f1c', 'Elektron notarial harakat'],
  ['/my_notarial_act', 'Mening notarial harakatlarim'],
  ['/my_notarial_act/42', 'Notarial harakat №42'],
  ['/my_notarial_act/42/member/1', 'Ishtirokchi'],
  ['/my_notarial_act/42/auto/1', 'Transport vositasi'],
  ['/my_notarial_act/42/realty/1', "Ko'chmas mulk"],
  ['/my_notarial_act/42/other/1', 'Boshqa mol-mulk'],
  ['/profile', 'Shaxsiy kabinet'],
];

describe('the citizen web routes (spec/shell.md 2.1)', () => {
  it('/ and its alias /index show the main page in browser mode', async () => {
    const { router } = renderRoutes(createCitizenRoutes(), '/');
    await screen.findByRole('heading', { level: 1, name: 'Onlayn notarial xizmatlar' });
    expect(useSessionStore.getState().mode).toBe('browser');
    expect(screen.getAllByText('E-notarius portali').length).toBeGreaterThan(0);
    await router.navigate('/index');
    await screen.findByRole('heading', { level: 1, name: 'Onlayn notarial xizmatlar' });
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
    expect(crumbs()).toBe('Bosh sahifa›Mening notarial harakatlarim›Notarial harakat №42›Transport vositasi');
  });

  it('administration: a citizen gets /403, an administrator the users list', async () => {
    useSessionStore.setState({ token: 't', user: citizen });
    const first = renderRoutes(createCitizenRoutes(), '/admin/users');
    await screen.findByRole('heading', { level: 1, name: 'Kirish taqiqlangan' });
    expect(first.documentPath()).toBe('/403');
    first.unmount();
    useSessionStore.setState({ token: 't', user: admin });
    renderRoutes(createCitizenRoutes(), '/admin/users');
    await screen.findByRole('heading', { level: 1, name: 'Foydalanuvchilar' });
    expect(crumbs()).toBe('Bosh sahifa›Foydalanuvchilar');
  });

  it('redirects /enotarial-act/{uuid} to /enotarial_act/{uuid}', async () => {
    useSessionStore.setState({ token: 't', user: citizen });
    const { documentPath } = renderRoutes(createCitizenRoutes(), '/enotarial-act/5f1c');
    await screen.findByRole('heading', { level: 1, name: 'Elektron notarial harakat' });
    expect(documentPath()).toBe('/enotarial_act/5f1c');
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
