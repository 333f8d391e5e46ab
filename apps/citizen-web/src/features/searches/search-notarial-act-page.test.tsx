import { act, fireEvent, screen } from '@testing-library/react';
import { mockApi, renderRoutes } from '@notary/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchNotarialActPage } from './search-notarial-act-page.tsx';

afterEach(() => vi.restoreAllMocks());

const OFFICE = '0f3a1c2e-1111-4222-8333-444455556666';
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const sent = (calls: Request[]) => calls.filter((c) => c.url.includes('notarial-act')).map((c) => Object.fromEntries(new URL(c.url).searchParams));

describe('the notarial act check keeps its criteria in the URL (search_notarial_act)', () => {
  it("opens the QR link's check for its office, keeps the office for the same act, and drops it for a number typed anew", async () => {
    const api = mockApi({ 'GET /api/searches/notarial-act': { items: [] } });
    const { router } = renderRoutes([{ path: '/search_notarial_act', element: <SearchNotarialActPage /> }], `/search_notarial_act?regnum=2025%2F15&regdate=2025-06-10&office=${OFFICE}`);
    expect(await screen.findByTestId('search-not-found')).toBeTruthy();
    expect(input('regnum').value).toBe('2025/15');
    expect(input('regdate').value).toBe('10.06.2025');
    // The same act checked again: the office stays (the date now as the form writes it).
    fireEvent.click(screen.getByTestId('search-submit'));
    await vi.waitFor(() => expect(router.state.location.search).toBe(`?regnum=2025%2F15&regdate=10.06.2025&office=${OFFICE}`));
    fireEvent.change(input('regnum'), { target: { value: '2025/16' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?regnum=2025%2F16&regdate=10.06.2025'));
    await vi.waitFor(() => expect(sent(api.calls).at(-1)).toEqual({ regnum: '2025/16', regdate: '10.06.2025' }));
    expect(sent(api.calls)[0]).toEqual({ regnum: '2025/15', regdate: '10.06.2025', office: OFFICE });
    // Back: the QR link's check again, in the form too.
    await act(() => router.navigate(-1));
    expect(input('regnum').value).toBe('2025/15');
  });
});
