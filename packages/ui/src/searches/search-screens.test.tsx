import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../testing/fetch-mock.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { SearchBanScreen } from './search-ban-screen.tsx';
import { SearchInheritCaseScreen } from './search-inherit-case-screen.tsx';
import { SearchProxyScreen } from './search-proxy-screen.tsx';

afterEach(() => vi.restoreAllMocks());

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
    renderWithProviders(<SearchProxyScreen />);
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
    renderWithProviders(<SearchProxyScreen initial={{ regnum: '2025/15', regdate: '2025-06-10' }} />);
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
    renderWithProviders(<SearchProxyScreen initial={{ regnum: '2025/15', regdate: '31.02.2025' }} />);
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
    renderWithProviders(<SearchProxyScreen initial={{ regnum: '2025/15', regdate: '10.06.2025' }} />);
    const alert = await screen.findByTestId('search-error');
    expect(alert.dataset.kind).toBe('unexpected');
    expect(alert.textContent).toContain("Qidiruvda kutilmagan xatolik yuz berdi. Qayta urinib ko'ring");
    expect(alert.textContent).not.toContain('upstream');
    expect(screen.getByTestId('search-retry')).toBeTruthy();
  });

  it('says so when the registry has no such power of attorney', async () => {
    mockApi({ 'GET /api/searches/proxy': { items: [] } });
    renderWithProviders(<SearchProxyScreen initial={{ regnum: '1', regdate: '01.01.2020' }} />);
    expect(await screen.findByTestId('search-not-found')).toBeTruthy();
  });
});

describe('the inheritance search (search_inheritcase)', () => {
  it('needs a criterion, and a name of three letters at least', async () => {
    const api = mockApi({ 'GET /api/reference/regions': [] });
    const user = userEvent.setup();
    renderWithProviders(<SearchInheritCaseScreen />);
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
    renderWithProviders(<SearchInheritCaseScreen />);
    await user.type(screen.getByTestId('inherit-name'), 'karimov baxtiyor');
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByText('2023-100001')).toBeTruthy();
    expect(screen.getByText('10.04.2023')).toBeTruthy();
    fireEvent.click(screen.getByText('Keyingi'));
    await waitFor(() => expect(api.calls.some((c) => new URL(c.url).searchParams.get('page') === '2')).toBe(true));
  });
});

describe('the ban search (search_ban)', () => {
  it('validates the vehicle and the cadastre forms with the domain schema', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<SearchBanScreen />);
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
    renderWithProviders(<SearchBanScreen />);
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
