import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderRoutes } from '@notary/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotaryListPage } from './notary-list-page.tsx';

// The Leaflet map is not what this test is about.
vi.mock('./components/office-map.tsx', () => ({ OfficeMap: () => <div data-testid="office-map" /> }));

afterEach(() => vi.restoreAllMocks());

const listed = (calls: Request[]) => calls.filter((c) => new URL(c.url).pathname === '/api/notaries').map((c) => Object.fromEntries(new URL(c.url).searchParams));
const search = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

function open(path: string) {
  const api = mockApi({ 'GET /api/notaries': { items: [], total: 0 }, 'GET /api/notaries/map': [], 'GET /api/reference/regions': [], 'GET /api/reference/districts': [] });
  return { api, ...renderRoutes([{ path: '/notary', element: <NotaryListPage /> }], path) };
}

describe('the notary directory keeps its filters in the URL', () => {
  it('a shared link lists with its filters, sort and page, and the name field shows its name', async () => {
    const { api } = open('/notary?name=Karimov&regionId=1718&language=ru&sort=client_rating&page=2&licenseStatus=bogus');
    await waitFor(() => expect(listed(api.calls).length).toBeGreaterThan(0));
    expect(listed(api.calls).at(-1)).toEqual({ name: 'Karimov', regionId: '1718', language: 'ru', sort: 'client_rating', page: '2', size: '10' });
    expect((screen.getByTestId('notary-filter-name') as HTMLInputElement).value).toBe('Karimov');
  });

  it('a chosen filter is a new history entry and goes back to page 1; back restores the previous list', async () => {
    const { api, router } = open('/notary?sort=ministry_rating&page=3');
    await waitFor(() => expect(listed(api.calls).length).toBeGreaterThan(0));
    fireEvent.click(screen.getByTestId('notary-filter-license'));
    // jsdom computes no layout, so the open dropdown's options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Amalda', hidden: true }));
    await waitFor(() => expect(search(router)).toEqual({ sort: 'ministry_rating', licenseStatus: 'active' }));
    await waitFor(() => expect(listed(api.calls).at(-1)).toMatchObject({ licenseStatus: 'active', page: '1' }));
    await act(() => router.navigate(-1));
    expect(search(router)).toEqual({ sort: 'ministry_rating', page: '3' });
  });

  it('the typed name reaches the URL once typing pauses, replacing the entry; back/forward bring their name into the field', async () => {
    const { router } = open('/notary?regionId=1718');
    await act(() => router.navigate('/notary?regionId=1718&language=uz'));
    fireEvent.change(screen.getByTestId('notary-filter-name'), { target: { value: 'Aliyev' } });
    await waitFor(() => expect(search(router)).toEqual({ regionId: '1718', language: 'uz', name: 'Aliyev' }));
    await act(() => router.navigate(-1));
    expect(search(router)).toEqual({ regionId: '1718' });
    await waitFor(() => expect((screen.getByTestId('notary-filter-name') as HTMLInputElement).value).toBe(''));
    await act(() => router.navigate(1));
    await waitFor(() => expect((screen.getByTestId('notary-filter-name') as HTMLInputElement).value).toBe('Aliyev'));
  });
});
