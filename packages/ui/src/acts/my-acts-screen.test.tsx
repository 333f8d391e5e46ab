import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../testing/fetch-mock.ts';
import { renderRoutes } from '../testing/render.tsx';
import { MyActsScreen } from './my-acts-screen.tsx';
import { ACT_ID, listItem } from './test-fixtures.ts';

afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: '/my_notarial_act', element: <MyActsScreen cardPath={(uuid) => `/my_notarial_act/${uuid}`} /> },
  { path: '/my_notarial_act/:rid', element: <p data-testid="card-route">card</p> },
  { path: '/enotarial_act/:uuid', element: <p data-testid="new-act-route">new</p> },
];

function listApi(total = 1) {
  return mockApi({
    'GET /api/notarial_act': () => jsonResponse(200, { items: [listItem()], total, page: 1, pageSize: 20 }),
    'GET /api/reference/regions': [],
  });
}

function lastListQuery(calls: Request[]): URLSearchParams {
  const list = calls.filter((c) => new URL(c.url).pathname === '/api/notarial_act');
  return new URL(list.at(-1)!.url).searchParams;
}

/**
 * Opens the filters and waits until their panel is shown: Mantine's Collapse keeps it `display: none` until
 * its next animation frame, and jsdom gives no focus to an element that is not shown, so typing before that
 * frame went to the page, not to the field (the date test failed so on a loaded CI machine, the field empty).
 */
async function openFilters(): Promise<void> {
  fireEvent.click(screen.getByTestId('filters-toggle'));
  await waitFor(() => expect(document.getElementById('acts-filters-panel')?.style.display).not.toBe('none'));
}

describe('My notarial acts (my_notarial_act)', () => {
  it('asks the API with the filters, page and order of the address, and shows the acts', async () => {
    const api = listApi();
    renderRoutes(routes, '/my_notarial_act?tab=awaiting&typeId=101&step=9&regtype=1&dateFrom=2025-01-01&regnum=2025/700101&sort=regdate&order=asc&page=2');
    const row = await screen.findByTestId('act-row');
    expect(within(row).getByTestId('act-link').textContent).toBe('Transport vositasini boshqarish uchun ishonchnoma');
    expect(within(row).getByTestId('act-regnum').textContent).toBe('2025/700101');
    expect(within(row).getByText('03.03.2025')).toBeTruthy();
    expect(within(row).getByTestId('act-status').textContent).toBe("Ro'yxatga olingan");
    const query = lastListQuery(api.calls);
    expect(Object.fromEntries(query)).toEqual({
      tab: 'awaiting',
      typeId: '101',
      step: '9',
      regtype: '1',
      dateFrom: '2025-01-01',
      regnum: '2025/700101',
      sort: 'regdate',
      order: 'asc',
      page: '2',
      pageSize: '20',
    });
    // The filters the address sets open the panel, filled in (dates as dd.mm.yyyy).
    expect((screen.getByTestId('filter-dateFrom') as HTMLInputElement).value).toBe('01.01.2025');
    expect((screen.getByTestId('filter-regnum') as HTMLInputElement).value).toBe('2025/700101');
    expect(screen.getByTestId('tab-awaiting').getAttribute('aria-selected')).toBe('true');
  });

  it('writes applied filters to the address (first page) and the list follows', async () => {
    const user = userEvent.setup();
    const api = listApi();
    const { documentPath } = renderRoutes(routes, '/my_notarial_act?page=3');
    await screen.findByTestId('act-row');
    await openFilters();
    fireEvent.change(screen.getByTestId('filter-regnum'), { target: { value: '2025/5' } });
    await user.type(screen.getByTestId('filter-dateTo'), '31122025');
    fireEvent.click(screen.getByTestId('filters-apply'));
    await waitFor(() => expect(documentPath()).toBe('/my_notarial_act?dateTo=2025-12-31&regnum=2025%2F5'));
    await waitFor(() => expect(lastListQuery(api.calls).get('regnum')).toBe('2025/5'));
    expect(lastListQuery(api.calls).get('dateTo')).toBe('2025-12-31');
    expect(lastListQuery(api.calls).get('page')).toBe('1');
    fireEvent.click(screen.getByTestId('filters-clear'));
    await waitFor(() => expect(documentPath()).toBe('/my_notarial_act'));
  });

  it('refuses a date that is not dd.mm.yyyy and keeps the address', async () => {
    const user = userEvent.setup();
    listApi();
    const { documentPath } = renderRoutes(routes, '/my_notarial_act');
    await screen.findByTestId('act-row');
    await openFilters();
    const dateFrom = screen.getByTestId('filter-dateFrom') as HTMLInputElement;
    await user.type(dateFrom, '31022025');
    // The field shows the whole date typed before the filter is applied.
    await waitFor(() => expect(dateFrom.value).toBe('31.02.2025'));
    fireEvent.click(screen.getByTestId('filters-apply'));
    expect(await screen.findByText("Sana kk.oo.yyyy ko'rinishida bo'lishi kerak")).toBeTruthy();
    expect(documentPath()).toBe('/my_notarial_act');
  });

  it('sorts by a column (descending first, then ascending) and switches tabs through the address', async () => {
    const api = listApi();
    const { documentPath } = renderRoutes(routes, '/my_notarial_act');
    await screen.findByTestId('act-row');
    fireEvent.click(screen.getByTestId('sort-regnum'));
    await waitFor(() => expect(documentPath()).toBe('/my_notarial_act?sort=regnum'));
    fireEvent.click(screen.getByTestId('sort-regnum'));
    await waitFor(() => expect(documentPath()).toBe('/my_notarial_act?sort=regnum&order=asc'));
    expect(screen.getByTestId('sort-regnum').closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByTestId('tab-awaiting'));
    await waitFor(() => expect(documentPath()).toBe('/my_notarial_act?tab=awaiting&sort=regnum&order=asc'));
    await waitFor(() => expect(lastListQuery(api.calls).get('tab')).toBe('awaiting'));
  });

  it('pages through the list', async () => {
    const api = listApi(45);
    const { documentPath } = renderRoutes(routes, '/my_notarial_act');
    await screen.findByTestId('act-row');
    expect(screen.getByTestId('acts-total').textContent).toBe('Jami: 45');
    fireEvent.click(screen.getByRole('button', { name: '3-sahifa' }));
    await waitFor(() => expect(documentPath()).toBe('/my_notarial_act?page=3'));
    await waitFor(() => expect(lastListQuery(api.calls).get('page')).toBe('3'));
  });

  it("opens an act's card and offers to create an act", async () => {
    listApi();
    const { documentPath } = renderRoutes(routes, '/my_notarial_act');
    expect(screen.getByTestId('create-act').getAttribute('href')).toBe('/enotarial_act/-1');
    expect(screen.getByTestId('create-simplified-act').getAttribute('href')).toBe('/enotarial_act/-1?type=1&simplified=1');
    fireEvent.click(await screen.findByTestId('act-link'));
    await waitFor(() => expect(documentPath()).toBe(`/my_notarial_act/${ACT_ID}`));
  });

  it('offers no create buttons where acts are not created (the kiosk)', async () => {
    listApi();
    renderRoutes([{ path: '/my_notarial_act', element: <MyActsScreen canCreate={false} /> }], '/my_notarial_act');
    await screen.findByTestId('act-row');
    expect(screen.queryByTestId('create-act')).toBeNull();
    expect(screen.queryByTestId('create-simplified-act')).toBeNull();
    expect(screen.getByTestId('act-link').getAttribute('href')).toBe(`/enotarial_act/${ACT_ID}`);
  });

  it('says when nothing matches the filters', async () => {
    mockApi({ 'GET /api/notarial_act': { items: [], total: 0, page: 1, pageSize: 20 }, 'GET /api/reference/regions': [] });
    renderRoutes(routes, '/my_notarial_act?step=4');
    expect((await screen.findByTestId('acts-empty')).textContent).toBe("Tanlangan filtrlar bo'yicha notarial harakatlar topilmadi.");
  });
});
