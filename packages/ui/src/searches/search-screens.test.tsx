import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnScreenKeyboard } from '../keyboard/index.ts';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { jsonResponse, mockApi } from '../testing/fetch-mock.ts';
import { renderRoutes } from '../testing/render.tsx';
import { SearchBanScreen } from './search-ban-screen.tsx';
import { SearchInheritCaseScreen } from './search-inherit-case-screen.tsx';
import { SearchProxyScreen } from './search-proxy-screen.tsx';

afterEach(() => vi.restoreAllMocks());

/** A screen at its route, in a memory router (the screens keep their criteria in the URL). */
function renderAt(element: ReactElement, path: string) {
  return renderRoutes([{ path: path.split('?')[0]!, element }], path);
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

const PROXY = {
  id: 'a1',
  regnum: '2025/15',
  regdate: '2025-06-10',
  typeId: 101,
  typeName: { oz: 'Transport vositasini boshqarish uchun ishonchnoma', uz: 'Т', ru: 'Д' },
  state: 'active',
  validUntil: '2026-06-10',
  isExpired: false,
  cancelledAt: null,
  office: { id: 'o1', name: { oz: 'Chilonzor tumani 1-son davlat notarial idorasi', uz: '', ru: '' }, address: { oz: 'Toshkent', uz: '', ru: '' }, phone: '712000000' },
  notary: "Abdullayev Rustam Erkin o'g'li",
  principal: 'KARIMOV A. B.',
  attorney: 'KARIMOVA N. R.',
  canDelegate: false,
};

describe('the power-of-attorney check (search_proxy)', () => {
  it('checks the form with the domain schema before asking', async () => {
    const api = mockApi({});
    renderAt(<SearchProxyScreen />, '/search_proxy');
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByText('Reyestr raqamini kiriting')).toBeTruthy();
    expect(screen.getByText('Sanani kiriting')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("shows 'unexpected search error; retry', and the retry finds the power of attorney", async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /api/searches/proxy': () =>
        ++attempts === 1 ? jsonResponse(503, { code: 'search_failed', message: 'x' }) : jsonResponse(200, { items: [PROXY] }),
    });
    renderAt(<SearchProxyScreen />, '/search_proxy?regnum=2025%2F15&regdate=2025-06-10');
    expect(await screen.findByText("Qidiruvda kutilmagan xatolik yuz berdi. Qayta urinib ko'ring")).toBeTruthy();
    fireEvent.click(screen.getByTestId('search-retry'));
    expect(await screen.findByTestId('proxy-result')).toBeTruthy();
    expect(screen.getByTestId('act-state').textContent).toBe('Amalda');
    expect(screen.getByTestId('proxy-principal').textContent).toBe('KARIMOV A. B.');
    // The QR link's ISO date went out as the form's dd.mm.yyyy.
    expect(new URL(api.calls.at(-1)!.url).searchParams.get('regdate')).toBe('10.06.2025');
  });

  it("shows the server's validation text for a 400 (a bad date), not the unexpected-error retry", async () => {
    mockApi({ 'GET /api/searches/proxy': () => jsonResponse(400, { code: 'validation_failed', message: "Sana noto'g'ri: 31.02.2025" }) });
    renderAt(<SearchProxyScreen />, '/search_proxy?regnum=2025%2F15&regdate=31.02.2025');
    const alert = await screen.findByTestId('search-error');
    expect(alert.dataset.kind).toBe('bad-request');
    expect(screen.getByTestId('search-error-message').textContent).toBe("Sana noto'g'ri: 31.02.2025");
    expect(alert.textContent).not.toContain('kutilmagan');
    expect(screen.queryByTestId('search-retry')).toBeNull();
  });

  it.each([
    ['a 5xx', () => jsonResponse(502, { code: 'bad_gateway', message: 'upstream registry is down' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps the generic message and the retry for %s', async (_, answer) => {
    mockApi({ 'GET /api/searches/proxy': answer });
    renderAt(<SearchProxyScreen />, '/search_proxy?regnum=2025%2F15&regdate=10.06.2025');
    const alert = await screen.findByTestId('search-error');
    expect(alert.dataset.kind).toBe('unexpected');
    expect(alert.textContent).toContain("Qidiruvda kutilmagan xatolik yuz berdi. Qayta urinib ko'ring");
    expect(alert.textContent).not.toContain('upstream');
    expect(screen.getByTestId('search-retry')).toBeTruthy();
  });

  it('writes the checked number and date to the URL, and back shows the previous check again', async () => {
    const api = mockApi({ 'GET /api/searches/proxy': (req: Request) => jsonResponse(200, { items: new URL(req.url).searchParams.get('regnum') === '2025/15' ? [PROXY] : [] }) });
    const user = userEvent.setup();
    const { router } = renderAt(<SearchProxyScreen />, '/search_proxy');
    await user.type(input('regnum'), '2025/15');
    await user.type(input('regdate'), '10062025');
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByTestId('proxy-result')).toBeTruthy();
    expect(router.state.location.search).toBe('?regnum=2025%2F15&regdate=10.06.2025');
    await user.clear(input('regnum'));
    await user.type(input('regnum'), '9');
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByTestId('search-not-found')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('regnum')).toBe('9');
    await act(() => router.navigate(-1));
    expect(await screen.findByTestId('proxy-result')).toBeTruthy();
    expect(input('regnum').value).toBe('2025/15');
    expect(input('regdate').value).toBe('10.06.2025');
    expect(api.calls.map((c) => new URL(c.url).searchParams.get('regnum'))).toEqual(['2025/15', '9']);
  });

  it('says so when the registry has no such power of attorney', async () => {
    mockApi({ 'GET /api/searches/proxy': { items: [] } });
    renderAt(<SearchProxyScreen />, '/search_proxy?regnum=1&regdate=01.01.2020');
    expect(await screen.findByTestId('search-not-found')).toBeTruthy();
  });
});

describe('the inheritance search (search_inheritcase)', () => {
  it('needs a criterion, and a name of three letters at least', async () => {
    const api = mockApi({ 'GET /api/reference/regions': [] });
    const user = userEvent.setup();
    renderAt(<SearchInheritCaseScreen />, '/search_inheritcase');
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByText('Kamida bitta qidiruv mezonini kiriting')).toBeTruthy();
    await user.type(screen.getByTestId('inherit-name'), 'ab');
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByText('Kamida 3 ta harf kiriting')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.includes('searches'))).toHaveLength(0);
  });

  it('lists the cases found, with the next page', async () => {
    const api = mockApi({
      'GET /api/reference/regions': [],
      'GET /api/searches/inheritance': (req: Request) =>
        jsonResponse(200, {
          page: Number(new URL(req.url).searchParams.get('page')),
          hasMore: new URL(req.url).searchParams.get('page') === '1',
          items: [
            {
              id: 'c1', caseNumber: '2023-100001', openedOn: '2023-05-16', deceased: "Karimov Baxtiyor Ergash o'g'li", deceasedCyr: 'Каримов', deathDate: '2023-04-10',
              state: 'open', closedOn: null, heirsCount: 2, notary: { id: 'n1', fullName: 'Aliyev A.', fullNameCyr: 'Алиев А.' },
              office: { id: 'o1', name: { oz: 'Mirobod', uz: 'М', ru: 'М' }, address: { oz: '', uz: '', ru: '' }, phone: '' },
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderAt(<SearchInheritCaseScreen />, '/search_inheritcase');
    await user.type(screen.getByTestId('inherit-name'), 'karimov baxtiyor');
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByText('2023-100001')).toBeTruthy();
    expect(screen.getByText('10.04.2023')).toBeTruthy();
    fireEvent.click(screen.getByText('Keyingi'));
    await waitFor(() => expect(api.calls.some((c) => new URL(c.url).searchParams.get('page') === '2')).toBe(true));
  });
});

describe('the inheritance search in the URL', () => {
  const CASES = { page: 1, hasMore: false, items: [] };

  it('a shared link opens with its criteria in the form and the search done', async () => {
    const api = mockApi({ 'GET /api/reference/regions': [], 'GET /api/searches/inheritance': CASES });
    renderAt(<SearchInheritCaseScreen />, '/search_inheritcase?name=karimov&deathDate=10.04.2023&page=2');
    expect(await screen.findByTestId('search-not-found')).toBeTruthy();
    expect(input('inherit-name').value).toBe('karimov');
    expect(input('inherit-death').value).toBe('10.04.2023');
    const sent = new URL(api.calls.find((c) => c.url.includes('searches'))!.url).searchParams;
    expect(Object.fromEntries(sent)).toEqual({ name: 'karimov', deathDate: '10.04.2023', page: '2' });
  });

  it('a link the schema refuses (a bad date, a short name) searches nothing; the form shows why on submit', async () => {
    const api = mockApi({ 'GET /api/reference/regions': [] });
    renderAt(<SearchInheritCaseScreen />, '/search_inheritcase?name=ab&openedOn=31.02.2023');
    expect(input('inherit-name').value).toBe('ab');
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByText('Kamida 3 ta harf kiriting')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.includes('searches'))).toHaveLength(0);
  });

  it('a search writes its criteria and page 1; the date is checked by the domain schema, tied to its field', async () => {
    mockApi({ 'GET /api/reference/regions': [], 'GET /api/searches/inheritance': CASES });
    const user = userEvent.setup();
    const { router } = renderAt(<SearchInheritCaseScreen />, '/search_inheritcase');
    await user.type(input('inherit-opened'), '31022023');
    fireEvent.click(screen.getByTestId('search-submit'));
    const dateError = await screen.findByText("Sana kk.oo.yyyy ko'rinishida va haqiqiy bo'lishi kerak");
    expect(input('inherit-opened').getAttribute('aria-describedby')).toContain(dateError.id);
    expect(router.state.location.search).toBe('');
    await user.clear(input('inherit-opened'));
    await user.type(input('inherit-name'), '  karimov baxtiyor ');
    await user.type(input('inherit-number'), '2023-100001');
    fireEvent.click(screen.getByTestId('search-submit'));
    await screen.findByTestId('search-not-found');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ name: 'karimov baxtiyor', caseNumber: '2023-100001', page: '1' });
  });
});

describe("the kiosk's on-screen keyboard in the search forms", () => {
  afterEach(() => useSessionStore.setState({ ...initialSessionState }));

  it('types a name and, through the numeric pad and the mask, a date into the form that then searches with them', async () => {
    useSessionStore.setState({ ...initialSessionState, mode: 'kiosk' });
    const api = mockApi({ 'GET /api/reference/regions': [], 'GET /api/searches/inheritance': { page: 1, hasMore: false, items: [] } });
    const { router } = renderAt(
      <>
        <SearchInheritCaseScreen />
        <OnScreenKeyboard />
      </>,
      '/kiosk/search_inheritcase',
    );
    const press = (label: string) => fireEvent.click(screen.getByTestId(`key-${label}`));
    act(() => input('inherit-name').focus());
    for (const letter of 'KARIMOV') press(letter);
    act(() => input('inherit-death').focus());
    expect(screen.getByTestId('on-screen-keyboard').getAttribute('data-kind')).toBe('numeric');
    for (const digit of '10042023') press(digit);
    expect(input('inherit-name').value).toBe('KARIMOV');
    expect(input('inherit-death').value).toBe('10.04.2023');
    fireEvent.click(screen.getByTestId('search-submit'));
    await screen.findByTestId('search-not-found');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ name: 'KARIMOV', deathDate: '10.04.2023', page: '1' });
    expect(api.calls.some((c) => new URL(c.url).searchParams.get('deathDate') === '10.04.2023')).toBe(true);
  });
});

describe('the ban search (search_ban)', () => {
  it('keeps the kind of property in the URL, never the plate or the documents', async () => {
    mockApi({ 'GET /api/searches/bans': { found: false, property: null, bans: [], activeFines: { count: 0, total: 0 } } });
    const user = userEvent.setup();
    const { router } = renderAt(<SearchBanScreen />, '/search_ban?kind=real_estate');
    expect(screen.getByTestId('ban-cadastre')).toBeTruthy();
    await user.click(screen.getByText('Transport vositasi'));
    expect(router.state.location.search).toBe('?kind=vehicle');
    await user.type(input('ban-plate'), '01A123BC');
    await user.type(input('ban-series'), 'AAF');
    await user.type(input('ban-number'), '1234567');
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByTestId('search-not-found')).toBeTruthy();
    expect(router.state.location.search).toBe('?kind=vehicle');
  });

  it('validates the vehicle and the cadastre forms with the domain schema', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderAt(<SearchBanScreen />, '/search_ban');
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByText('Davlat raqamini kiriting')).toBeTruthy();
    expect(screen.getByText('Texnik pasport seriyasini kiriting')).toBeTruthy();
    expect(screen.getByText('Texnik pasport raqamini kiriting')).toBeTruthy();
    await user.click(screen.getByText("Ko'chmas mulk"));
    await user.type(screen.getByTestId('ban-cadastre'), '1114');
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByText("Kadastr raqami 11:14:04:01:01:1630 ko'rinishida bo'lishi kerak")).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the bans, their list with id and state, and the active fines', async () => {
    mockApi({
      'GET /api/searches/bans': {
        found: true,
        property: { kind: 'vehicle', stateNumber: '01A123BC', make: 'Chevrolet Cobalt', year: 2020, colour: null },
        bans: [
          { id: 'b1', kind: 'ban', state: 'active', imposedAt: '2024-05-01', documentDate: '2024-04-30', documentNumber: '12-345', documentName: 'Sud ajrimi', official: 'Aliyev A.', organisation: 'Sud', amount: null, liftedAt: null },
          { id: 'b2', kind: 'fine', state: 'lifted', imposedAt: '2024-01-10', documentDate: null, documentNumber: null, documentName: null, official: null, organisation: 'YHXX', amount: 100000, liftedAt: '2024-02-01' },
        ],
        activeFines: { count: 0, total: 0 },
      },
    });
    const user = userEvent.setup();
    renderAt(<SearchBanScreen />, '/search_ban');
    await user.type(screen.getByTestId('ban-plate'), '01A123BC');
    await user.type(screen.getByTestId('ban-series'), 'AAF');
    await user.type(screen.getByTestId('ban-number'), '1234567');
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByTestId('ban-result')).toBeTruthy();
    expect(screen.getByTestId('ban-summary').textContent).toBe('Faol taqiqlar: 1');
    expect(screen.getByTestId('ban-list').textContent).toContain('b1');
    expect(screen.getByTestId('ban-list').textContent).toContain('Olib tashlangan');
    expect(screen.getByTestId('active-fines').textContent).toBe("Yo'q");
  });
});
