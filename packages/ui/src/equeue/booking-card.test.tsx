import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { mockApi } from '../testing/fetch-mock.ts';
import { renderWithProviders } from '../testing/render.tsx';
import type { Booking } from './api/equeue-api.ts';
import { BookingCard } from './booking-card.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState(initialSessionState);
});

const BOOKING: Booking = {
  id: 'b1',
  typeid: 101,
  regdate: '2026-11-24',
  notary: "Abdullayev Rustam Erkin o'g'li",
  office: 'Chilonzor tumani 1-son davlat notarial idorasi',
  officeaddress: "Toshkent shahri, Chilonzor tumani, Ibn Sino ko'chasi, 19-uy",
  equeuetime: '09:30',
  notaryaction: 'Transport vositasini boshqarish uchun ishonchnoma',
  updtime: '2026-11-22T06:00:00.000Z',
  state: 'booked',
  regtime: null,
  phone: '901234567',
  email: 'a@b.uz',
  description: 'Ishonchnoma',
  createdAt: '2026-11-22T06:00:00.000Z',
  startsAt: '2026-11-24T04:30:00.000Z',
  endsAt: '2026-11-24T05:00:00.000Z',
  officeId: 'o1',
  notaryId: 'n1',
  movedCount: 0,
  isLate: false,
  canChange: true,
  canCheckIn: false,
};

describe('a booking of the e-queue (spec/shell.md 3 fields)', () => {
  it('shows every field, in Tashkent time and dd.mm.yyyy', () => {
    mockApi({});
    renderWithProviders(<BookingCard booking={BOOKING} />);
    expect(screen.getByTestId('booking-when').textContent).toBe('24.11.2026 · 09:30');
    for (const text of [BOOKING.notary, BOOKING.office, BOOKING.officeaddress, 'a@b.uz', 'Ishonchnoma', '+998 (90) 123-45-67', '22.11.2026 11:00:00']) {
      expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Transport vositasini boshqarish uchun ishonchnoma (101)')).toBeTruthy();
  });

  it('tells a late citizen about the general queue, and offers no changes after the time', () => {
    mockApi({});
    useSessionStore.setState({ mode: 'kiosk' });
    renderWithProviders(<BookingCard booking={{ ...BOOKING, isLate: true, canChange: false, canCheckIn: true }} />);
    expect(screen.getByTestId('booking-late').textContent).toContain('15 daqiqadan');
    expect(screen.queryByTestId('booking-cancel')).toBeNull();
    expect(screen.getByTestId('booking-check-in')).toBeTruthy();
  });

  it("offers 'Keldim' (check-in) only at the kiosk, never in a browser", async () => {
    const api = mockApi({ 'POST /api/equeue/b1/check-in': { ...BOOKING, state: 'arrived', canCheckIn: false, minutesLate: 0 } });
    const bookable = { ...BOOKING, canCheckIn: true };
    const browser = renderWithProviders(<BookingCard booking={bookable} />);
    expect(screen.queryByTestId('booking-check-in')).toBeNull();
    expect(screen.queryByText('Keldim')).toBeNull();
    browser.unmount();

    useSessionStore.setState({ mode: 'kiosk' });
    renderWithProviders(<BookingCard booking={bookable} />);
    fireEvent.click(screen.getByTestId('booking-check-in'));
    await waitFor(() => expect(api.calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toContain('POST /api/equeue/b1/check-in'));
  });

  it('offers no check-in at the kiosk when the server says it is not the time', () => {
    mockApi({});
    useSessionStore.setState({ mode: 'kiosk' });
    renderWithProviders(<BookingCard booking={{ ...BOOKING, canCheckIn: false }} />);
    expect(screen.queryByTestId('booking-check-in')).toBeNull();
  });

  it('cancels after the confirmation', async () => {
    const api = mockApi({ 'POST /api/equeue/b1/cancel': { ...BOOKING, state: 'cancelled', canChange: false } });
    renderWithProviders(<BookingCard booking={BOOKING} />);
    fireEvent.click(screen.getByTestId('booking-cancel'));
    expect(api.calls).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('booking-cancel-confirm'));
    await waitFor(() => expect(api.calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toContain('POST /api/equeue/b1/cancel'));
  });
});
