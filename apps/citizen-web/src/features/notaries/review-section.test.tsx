import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createUser, jsonResponse, mockApi, renderWithProviders } from '@notary/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotaryDetails } from './api/get-notary.ts';
import { ReviewSection } from './components/review-section.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ ...initialSessionState });
});

const NOTARY = { id: 'n1', clientRating: 4.5, reviewsCount: 2, ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } } as unknown as NotaryDetails;
const VISITS = { acts: [{ id: 'a1', typeId: 101, name: 'Ishonchnoma', regnum: '2025/15', regdate: '2025-06-10', visitAt: null, status: 'registered', canReview: true, reviewed: false }], bookings: [] };

describe("a notary review (the domain's NotaryReviewSchema as the form's resolver)", () => {
  it("says 'give a rating' without one, tied to the stars, and sends the rating and the trimmed text", async () => {
    useSessionStore.setState({ ...initialSessionState, token: 't', user: createUser() });
    let posted: unknown = null;
    mockApi({
      'GET /api/notaries/n1/visits': VISITS,
      'GET /api/notaries/n1/reviews': { items: [], total: 0 },
      'POST /api/notaries/n1/reviews': async (request: Request) => {
        posted = await request.json();
        return jsonResponse(201, { id: 'r1', clientRating: 4.7, reviewsCount: 3 });
      },
    });
    renderWithProviders(<ReviewSection notary={NOTARY} />);
    fireEvent.change(await screen.findByTestId('review-text'), { target: { value: '  Yaxshi xizmat  ' } });
    fireEvent.click(screen.getByTestId('review-submit'));
    const error = await screen.findByTestId('review-error');
    expect(error.textContent).toBe('Baho bering');
    expect(screen.getByTestId('review-rating').getAttribute('aria-describedby')).toBe(error.id);
    expect(posted).toBeNull();
    const five = screen.getAllByRole('radio', { hidden: true }).find((r) => (r as HTMLInputElement).value === '5')!;
    // Five stars from the keyboard (Enter on the fifth star's radio).
    fireEvent.keyDown(five, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByTestId('review-error')).toBeNull());
    fireEvent.click(screen.getByTestId('review-submit'));
    expect(await screen.findByTestId('review-done')).toBeTruthy();
    expect(posted).toEqual({ actId: 'a1', rating: 5, text: 'Yaxshi xizmat' });
  });
});
