import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderRoutes } from '@notary/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CataloguePage } from './catalogue/catalogue-page.tsx';

afterEach(() => vi.restoreAllMocks());

const asked = (calls: Request[], path: string) => calls.filter((c) => new URL(c.url).pathname === path).map((c) => Object.fromEntries(new URL(c.url).searchParams));
const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('typed searches kept in the URL (useUrlSearchText)', () => {
  it('the catalogue: a link searches at once; typing replaces the entry once it pauses; back brings the older text into the field', async () => {
    const api = mockApi({ 'GET /api/catalogue': { total: 0, groups: [] } });
    const { router } = renderRoutes([{ path: '/na_details', element: <CataloguePage /> }], '/na_details?search=ishonch');
    await waitFor(() => expect(asked(api.calls, '/api/catalogue').at(-1)).toEqual({ search: 'ishonch' }));
    expect(field('catalogue-search').value).toBe('ishonch');
    await act(() => router.navigate('/na_details?search=meros'));
    await waitFor(() => expect(field('catalogue-search').value).toBe('meros'));
    fireEvent.change(field('catalogue-search'), { target: { value: 'meros ishi ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=meros+ishi'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(asked(api.calls, '/api/catalogue').at(-1)).toEqual({ search: 'meros ishi' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(field('catalogue-search').value).toBe('ishonch'));
  });
});
