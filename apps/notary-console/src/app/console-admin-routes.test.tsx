import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNotary, AdminUser } from '@notary/domain/contracts';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createAdminUser, createUser, jsonResponse, mockApi, renderRoutes } from '@notary/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_BASENAME } from './paths.ts';
import { createConsoleRoutes } from './routes.tsx';

const admin = createUser({ fullname: 'XOLMATOV ULUGBEK', roles: ['admin'] });
const notary = createUser({ fullname: 'TURSUNOV SHERZOD', roles: ['notary'] });

const USER_ID = '11111111-2222-4333-8444-555555555555';
const NOTARY_ID = '99999999-8888-4777-8666-555555555555';
const OFFICE_A = 'aaaaaaaa-0000-4000-8000-000000000001';
const OFFICE_B = 'bbbbbbbb-0000-4000-8000-000000000002';

const KARIMOVA: AdminUser = createAdminUser({
  id: USER_ID,
  fullname: 'KARIMOVA DILNOZA RUSTAMOVNA',
  surname: 'KARIMOVA',
  name: 'DILNOZA',
  lastname: 'RUSTAMOVNA',
  pin: '42001855070028',
  passserial: 'AB',
  passnum: '1234567',
  issueorg: 'TOSHKENT SHAHAR IIB',
  birthdate: '1985-01-20',
  phone: '901234567',
  regionuz: 'Toshkent shahri',
  regionid: 1726,
  instime: '2026-03-12T05:04:05.000Z',
  comments: 'Qo‘ng‘iroq qilgan',
});

const RECORD: AdminNotary = {
  id: NOTARY_ID, fullName: 'ABDULLAYEV RUSTAM', licenseNumber: 'L-12', licenseDate: '2015-03-01', licenseStatus: 'active', licenseStatusDate: null,
  officeId: OFFICE_A, office: { oz: '1-son notarial idora', uz: '1-сон нотариал идора', ru: 'Нотариальная контора № 1' },
  ministryRating: 4, clientRating: 4.5, reviewsCount: 3, user: null,
};
const OFFICES = [
  { id: OFFICE_A, name: RECORD.office, regionId: 1726, districtId: 172602, notaries: 1 },
  { id: OFFICE_B, name: { oz: '2-son notarial idora', uz: '2-сон нотариал идора', ru: 'Нотариальная контора № 2' }, regionId: 1726, districtId: 172602, notaries: 0 },
];

const paramsOf = (calls: Request[], path: string) => calls.filter((c) => c.method === 'GET' && new URL(c.url).pathname === path).map((c) => Object.fromEntries(new URL(c.url).searchParams));
const patches = (calls: Request[]) => calls.filter((c) => c.method === 'PATCH');

/** An answer that also keeps each request's JSON body (read once, at the call). */
function recording(answer: (body: unknown) => Response | unknown) {
  const bodies: unknown[] = [];
  const handler = async (request: Request) => {
    const body = await request.json();
    bodies.push(body);
    const out = answer(body);
    return out instanceof Response ? out : jsonResponse(200, out);
  };
  return { bodies, handler };
}

beforeEach(() => useSessionStore.setState({ ...initialSessionState }));
afterEach(() => vi.restoreAllMocks());

describe('users (/console/admin/users, issue 14)', () => {
  it('searches and filters by role, state and deletion, all kept in the address', { timeout: 30_000 }, async () => {
    useSessionStore.setState({ token: 't', user: admin });
    const { calls } = mockApi({ 'GET /api/admin/users': { items: [KARIMOVA], total: 1, page: 1, size: 20 } });
    const { documentPath } = renderRoutes(createConsoleRoutes(), '/console/admin/users?search=karimova&page=2', CONSOLE_BASENAME);
    await screen.findAllByTestId('admin-users-row');
    expect(paramsOf(calls, '/api/admin/users')[0]).toEqual({ page: '2', size: '20', search: 'karimova' });
    expect(screen.getByTestId('breadcrumbs').textContent).toBe("Ish o'rni›Foydalanuvchilar");
    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('admin-users-role'), 'notary');
    await user.selectOptions(screen.getByTestId('admin-users-state'), '2');
    await user.selectOptions(screen.getByTestId('admin-users-deleted'), 'false');
    await waitFor(() => expect(paramsOf(calls, '/api/admin/users').at(-1)).toEqual({ page: '1', size: '20', search: 'karimova', role: 'notary', state: '2', deleted: 'false' }));
    expect(documentPath()).toBe('/console/admin/users?search=karimova&role=notary&state=2&deleted=false');
    fireEvent.change(screen.getByTestId('admin-users-search'), { target: { value: 'aliyev' } });
    await waitFor(() => expect(paramsOf(calls, '/api/admin/users').at(-1)).toMatchObject({ search: 'aliyev', page: '1', role: 'notary' }));
  });

  it("shows every field of a user, blocks and unblocks after a confirmation", { timeout: 30_000 }, async () => {
    useSessionStore.setState({ token: 't', user: admin });
    let current = KARIMOVA;
    const patch = recording((body) => (current = { ...current, ...(body as object) } as AdminUser));
    mockApi({
      [`GET /api/admin/users/${USER_ID}`]: () => jsonResponse(200, current),
      [`PATCH /api/admin/users/${USER_ID}`]: patch.handler,
      'GET /api/admin/users': { items: [], total: 0, page: 1, size: 20 },
    });
    renderRoutes(createConsoleRoutes(), `/console/admin/users/${USER_ID}`, CONSOLE_BASENAME);
    await screen.findByRole('heading', { level: 1, name: 'KARIMOVA DILNOZA RUSTAMOVNA' });
    expect(screen.getByTestId('admin-user-pin').textContent).toBe('42001855070028');
    expect(screen.getByTestId('admin-user-instime').textContent).toBe('12.03.2026 10:04:05');
    for (const text of ['AB 1234567', 'TOSHKENT SHAHAR IIB', '20.01.1985', '+998 (90) 123-45-67', 'Toshkent shahri (1726)', 'Jismoniy shaxs', 'Qabul qilingan']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByDisplayValue('Qo‘ng‘iroq qilgan')).toBeTruthy();
    expect(screen.getByTestId('breadcrumbs').textContent).toBe("Ish o'rni›Foydalanuvchilar›Foydalanuvchi");
    expect(screen.getByTestId('admin-user-state').textContent).toBe('Faol');

    fireEvent.click(screen.getByTestId('admin-user-block'));
    expect(await screen.findByText('KARIMOVA DILNOZA RUSTAMOVNA bloklansinmi? U tizimga kira olmaydi, ochiq seanslari yopiladi.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('admin-user-confirm'));
    await waitFor(() => expect(screen.getByTestId('admin-user-state').textContent).toBe('Bloklangan'));
    expect(patch.bodies[0]).toEqual({ state: 2 });

    fireEvent.click(await screen.findByTestId('admin-user-unblock'));
    fireEvent.click(await screen.findByTestId('admin-user-confirm'));
    await waitFor(() => expect(screen.getByTestId('admin-user-state').textContent).toBe('Faol'));
    expect(patch.bodies[1]).toEqual({ state: 1 });
  });

  it('gives the notary role only with a notary record: save waits for one, then links it', { timeout: 30_000 }, async () => {
    useSessionStore.setState({ token: 't', user: admin });
    const patch = recording(() => ({ ...KARIMOVA, roles: ['citizen', 'notary'], notaryId: NOTARY_ID, notary: { id: NOTARY_ID, fullName: RECORD.fullName, licenseNumber: 'L-12', office: '1-son notarial idora' } }));
    const { calls } = mockApi({
      [`GET /api/admin/users/${USER_ID}`]: KARIMOVA,
      [`PATCH /api/admin/users/${USER_ID}`]: patch.handler,
      'GET /api/admin/notaries': { items: [RECORD], total: 1, page: 1, size: 10 },
      'GET /api/admin/users': { items: [], total: 0, page: 1, size: 20 },
    });
    renderRoutes(createConsoleRoutes(), `/console/admin/users/${USER_ID}`, CONSOLE_BASENAME);
    await screen.findByRole('heading', { level: 1, name: 'KARIMOVA DILNOZA RUSTAMOVNA' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Notarius' }));
    expect(screen.getByTestId('admin-user-notary-required')).toBeTruthy();
    expect((screen.getByTestId('admin-user-save') as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByTestId('admin-user-notary-search'), 'abdu');
    const option = await screen.findByTestId('admin-user-notary-option');
    expect(paramsOf(calls, '/api/admin/notaries').at(-1)).toEqual({ search: 'abdu', size: '10' });
    await user.click(within(option).getByRole('button', { name: 'Tanlash' }));
    expect(screen.getByTestId('admin-user-linked-notary').textContent).toContain('ABDULLAYEV RUSTAM (L-12)');
    await user.click(screen.getByTestId('admin-user-save'));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patch.bodies[0]).toEqual({ roles: ['citizen', 'notary'], notaryId: NOTARY_ID, comments: 'Qo‘ng‘iroq qilgan' });
    expect(await screen.findByText("O'zgarishlar saqlandi")).toBeTruthy();
  });

  it('is refused to a notary (/403) without asking for users, and asks a visitor to sign in on the page', { timeout: 30_000 }, async () => {
    const { calls } = mockApi({});
    const visitor = renderRoutes(createConsoleRoutes(), '/console/admin/users', CONSOLE_BASENAME);
    expect(await screen.findAllByTestId('passport-login-form')).toHaveLength(1);
    visitor.unmount();
    useSessionStore.setState({ token: 't', user: notary });
    const { documentPath } = renderRoutes(createConsoleRoutes(), '/console/admin/notaries', CONSOLE_BASENAME);
    await screen.findByRole('heading', { level: 1, name: 'Kirish taqiqlangan' });
    expect(documentPath()).toBe('/console/403');
    expect(calls.some((c) => new URL(c.url).pathname.startsWith('/api/admin/'))).toBe(false);
  });
});

describe('notaries and offices (/console/admin/notaries, issue 14)', () => {
  it('lists licence, office, ratings and the linked user; changes licence status, office and rating', { timeout: 30_000 }, async () => {
    useSessionStore.setState({ token: 't', user: admin });
    const patch = recording(() => ({ ...RECORD, licenseStatus: 'terminated', officeId: OFFICE_B }));
    const { calls } = mockApi({
      'GET /api/admin/notaries': { items: [{ ...RECORD, user: { id: USER_ID, fullname: 'ABDULLAYEV RUSTAM' } }], total: 1, page: 1, size: 20 },
      'GET /api/admin/offices': OFFICES,
      [`PATCH /api/admin/notaries/${NOTARY_ID}`]: patch.handler,
    });
    const { documentPath } = renderRoutes(createConsoleRoutes(), '/console/admin/notaries', CONSOLE_BASENAME);
    const row = await screen.findByTestId('admin-notaries-row');
    expect(within(row).getByText('L-12 · 01.03.2015')).toBeTruthy();
    expect(within(row).getByText('Amalda')).toBeTruthy();
    expect(within(row).getByText('Vazirlik: 4.00')).toBeTruthy();
    expect(within(row).getByText('Mijozlar: 4.50 (3)')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'ABDULLAYEV RUSTAM' }).getAttribute('href')).toBe(`/console/admin/users/${USER_ID}`);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('admin-notaries-license'), 'active');
    await waitFor(() => expect(documentPath()).toBe('/console/admin/notaries?licenseStatus=active'));
    expect(paramsOf(calls, '/api/admin/notaries').at(-1)).toEqual({ page: '1', size: '20', licenseStatus: 'active' });

    await waitFor(() => expect((screen.getByTestId('admin-notaries-edit') as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByTestId('admin-notaries-edit'));
    await user.selectOptions(await screen.findByTestId('admin-notary-license'), 'terminated');
    expect(screen.getByText("Litsenziyasi amalda bo'lmagan notarius elektron navbatda va avtomatik tanlovda ko'rsatilmaydi.")).toBeTruthy();
    await user.selectOptions(screen.getByTestId('admin-notary-office'), OFFICE_B);
    await user.clear(screen.getByTestId('admin-notary-rating'));
    await user.type(screen.getByTestId('admin-notary-rating'), '3.5');
    await user.click(screen.getByTestId('admin-notary-save'));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patch.bodies[0]).toEqual({ licenseStatus: 'terminated', officeId: OFFICE_B, ministryRating: 3.5 });
    expect(await screen.findByText("Notarius ma'lumotlari saqlandi")).toBeTruthy();
  });
});

describe('dictionary update (/console/update_dict, issue 14)', () => {
  it('shows the dictionaries to an administrator and refreshes the chosen ones', { timeout: 30_000 }, async () => {
    useSessionStore.setState({ token: 't', user: admin });
    const refresh = recording(() => [{ dictionary: 'regions', ok: true, counts: { inserted: 1, updated: 2, unchanged: 11 } }]);
    mockApi({
      'GET /api/dictionary': [
        { dictionary: 'regions', count: 14, lastRefresh: null },
        { dictionary: 'offices', count: 30, lastRefresh: { finishedAt: '2026-11-20T05:00:00Z', source: 'sim' } },
      ],
      'POST /api/dictionary/refresh': refresh.handler,
    });
    renderRoutes(createConsoleRoutes(), '/console/update_dict', CONSOLE_BASENAME);
    await screen.findByText('Hududlar (viloyatlar)');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Notarial idoralar' }));
    fireEvent.click(screen.getByTestId('dict-refresh'));
    expect(await screen.findByText('+1 · ~2 · =11')).toBeTruthy();
    expect(refresh.bodies[0]).toEqual({ dictionaries: ['regions', 'districts', 'act_types', 'catalogue'] });
  });
});

describe('the console home for an administrator', () => {
  it('links users, notaries, dictionaries and the SMS outbox', { timeout: 30_000 }, async () => {
    useSessionStore.setState({ token: 't', user: admin });
    mockApi({ 'GET /api/admin/users': { items: [], total: 0, page: 1, size: 20 } });
    const { documentPath } = renderRoutes(createConsoleRoutes(), '/console/', CONSOLE_BASENAME);
    for (const id of ['console-users-link', 'console-notaries-link', 'console-dictionary-link', 'console-sms-outbox-link']) expect(await screen.findByTestId(id)).toBeTruthy();
    expect(screen.queryByTestId('console-equeue-link')).toBeNull();
    fireEvent.click(screen.getByTestId('console-users-link'));
    await screen.findByRole('heading', { level: 1, name: 'Foydalanuvchilar' });
    expect(documentPath()).toBe('/console/admin/users');
  });
});
