import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderRoutes } from '@notary/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatisticsPage } from './statistics-page.tsx';

afterEach(() => vi.restoreAllMocks());

const STATS = { from: '2025-01-01', to: '2025-12-31', total: 0, cancelled: 0, byType: [], byRegion: [], byMonth: [], byRegType: [] };
const asked = (calls: Request[]) => calls.filter((c) => new URL(c.url).pathname === '/api/statistics').map((c) => Object.fromEntries(new URL(c.url).searchParams));
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

function open(path: string) {
  const api = mockApi({ 'GET /api/statistics': STATS, 'GET /api/reference/regions': [] });
  return { api, ...renderRoutes([{ path: '/statistics', element: <StatisticsPage /> }], path) };
}

describe('the statistics filters (domain schema as resolver, kept in the URL)', () => {
  it("a shared link shows its period, region and type, asked in the API's ISO dates", async () => {
    const { api } = open('/statistics?from=01.01.2025&to=31.12.2025&regionId=1718&typeId=101&regtype=2');
    await waitFor(() => expect(asked(api.calls).length).toBeGreaterThan(0));
    expect(asked(api.calls)[0]).toEqual({ from: '2025-01-01', to: '2025-12-31', regionId: '1718', typeId: '101', regtype: '2' });
    expect(input('stats-from').value).toBe('01.01.2025');
    expect(input('stats-to').value).toBe('31.12.2025');
  });

  it("reads the link with the API's query contract: ISO dates too, a refused value dropped", async () => {
    const { api } = open('/statistics?from=2025-03-01&regtype=7&typeId=abc');
    await waitFor(() => expect(asked(api.calls).length).toBeGreaterThan(0));
    expect(asked(api.calls)[0]).toEqual({ from: '2025-03-01' });
    expect(input('stats-from').value).toBe('01.03.2025');
  });

  it('a date that is not real is shown under its own field and asks nothing; a good one goes to the URL, and back restores the form', async () => {
    const { api, router } = open('/statistics?from=01.01.2025');
    await waitFor(() => expect(asked(api.calls).length).toBe(1));
    fireEvent.input(input('stats-to'), { target: { value: '31.02.2025' } });
    fireEvent.click(screen.getByTestId('stats-apply'));
    const error = await screen.findByText("Sana kk.oo.yyyy ko'rinishida va haqiqiy bo'lishi kerak");
    expect(input('stats-to').getAttribute('aria-describedby')).toContain(error.id);
    expect(input('stats-from').getAttribute('aria-invalid')).not.toBe('true');
    expect(router.state.location.search).toBe('?from=01.01.2025');
    fireEvent.input(input('stats-to'), { target: { value: '30.06.2025' } });
    fireEvent.click(screen.getByTestId('stats-apply'));
    await waitFor(() => expect(router.state.location.search).toBe('?from=01.01.2025&to=30.06.2025'));
    await waitFor(() => expect(asked(api.calls).at(-1)).toEqual({ from: '2025-01-01', to: '2025-06-30' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(input('stats-to').value).toBe(''));
    expect(input('stats-from').value).toBe('01.01.2025');
  });
});
