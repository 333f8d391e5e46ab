import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { createUser } from '../testing/factories.ts';
import { jsonResponse, mockApi } from '../testing/fetch-mock.ts';
import { renderRoutes } from '../testing/render.tsx';
import { EqueueScreen } from './equeue-screen.tsx';

const OFFICE_ID = '0f3a1c2e-1111-4222-8333-444455556666';
const NOTARY_ID = '5f1c2b3a-9d4e-4f60-8a7b-1c2d3e4f5a6b';
const text = (oz: string) => ({ oz, uz: oz, ru: oz });
const OFFICE = {
  id: OFFICE_ID,
  name: text('Chilonzor 1-son'),
  address: text('Toshkent'),
  regionId: 1726,
  districtId: 172601,
  slotMinutes: 30,
  notaries: [{ id: NOTARY_ID, fullName: 'Abdullayev Rustam', fullNameCyr: 'Абдуллаев Рустам' }],
};
const OTHER_OFFICE = { ...OFFICE, id: '7a7b7c7d-1111-4222-8333-444455556666', name: text('Yunusobod 2-son'), notaries: [] };
const SLOT = { time: '10:00', startsAt: '2026-11-24T05:00:00.000Z', endsAt: '2026-11-24T05:30:00.000Z', notaryIds: [NOTARY_ID] };
const BOOKED = {
  id: 'b1', typeid: 101, regdate: '2026-11-24', notary: 'Abdullayev Rustam', office: 'Chilonzor 1-son', officeaddress: 'Toshkent', equeuetime: '10:00',
  notaryaction: 'Umumiy ishonchnoma', updtime: '2026-11-22T06:00:00.000Z', state: 'booked', regtime: null, phone: '901234567', email: null, description: null,
  createdAt: '2026-11-22T06:00:00.000Z', startsAt: SLOT.startsAt, endsAt: SLOT.endsAt, officeId: OFFICE_ID, notaryId: NOTARY_ID, movedCount: 0, isLate: false, canChange: true, canCheckIn: false,
};

let posted: unknown = null;

function open(path: string) {
  posted = null;
  const api = mockApi({
    'GET /api/equeue/offices': [OFFICE, OTHER_OFFICE],
    'GET /api/equeue': [],
    'GET /api/equeue/days': [{ date: '2026-11-24', free: 3 }],
    'GET /api/equeue/slots': [SLOT],
    'POST /api/equeue': async (request: Request) => {
      posted = await request.json();
      return jsonResponse(201, BOOKED);
    },
    'GET /api/reference/regions': [{ id: 1726, nameOz: 'Toshkent shahri', nameUz: 'Тошкент шаҳри', nameRu: 'Ташкент', lat: 41.3, lng: 69.2 }],
    'GET /api/reference/districts': [],
  });
  return { api, ...renderRoutes([{ path: '/equeue', element: <EqueueScreen /> }], path) };
}
const search = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => useSessionStore.setState({ ...initialSessionState, token: 't', user: createUser({ phone: '998935550011', email: null }) }));
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState(initialSessionState);
});

describe('the e-queue booking form (domain schema as resolver, choices in the URL)', () => {
  it('shows each missing choice under its field, by the domain schema, and books nothing', async () => {
    const { api } = open('/equeue');
    await screen.findByTestId('equeue-book');
    expect((screen.getByTestId('equeue-phone') as HTMLInputElement).value).toBe('(93) 555-00-11');
    fireEvent.change(screen.getByTestId('equeue-email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByTestId('equeue-book'));
    const officeError = await screen.findByText('Notarial idorani tanlang');
    expect(screen.getByTestId('equeue-office').getAttribute('aria-describedby')).toContain(officeError.id);
    expect(screen.getByText('Notarial harakat turini tanlang')).toBeTruthy();
    expect(screen.getByTestId('equeue-slot-error').textContent).toBe('Qabul vaqtini tanlang');
    expect(screen.getByText("Elektron pochta manzili noto'g'ri")).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(posted).toBeNull();
  });

  it("opens on the link's office, notary and act type, books with them, and shows the bookings tab in the URL", async () => {
    const { router } = open(`/equeue?officeId=${OFFICE_ID}&notaryId=${NOTARY_ID}&actTypeId=101`);
    fireEvent.click(await screen.findByTestId('equeue-slot-10:00'));
    fireEvent.click(screen.getByTestId('equeue-book'));
    expect(await screen.findByTestId('equeue-booked', {}, { timeout: 5000 })).toBeTruthy();
    expect(posted).toEqual({ officeId: OFFICE_ID, notaryId: NOTARY_ID, actTypeId: 101, startsAt: SLOT.startsAt, phone: '935550011', email: null, description: null });
    expect(search(router)).toEqual({ officeId: OFFICE_ID, notaryId: NOTARY_ID, actTypeId: '101', tab: 'mine' });
    // Back: the booking tab again, with the same choices.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('equeue-book')).toBeTruthy());
    expect(search(router)).toEqual({ officeId: OFFICE_ID, notaryId: NOTARY_ID, actTypeId: '101' });
  });

  it('writes the choices to the URL as they are made, replacing the entry; another office clears the notary', async () => {
    const { router } = open(`/equeue?officeId=${OFFICE_ID}&notaryId=${NOTARY_ID}`);
    await screen.findByTestId('equeue-slot-10:00');
    fireEvent.click(screen.getByTestId('equeue-act-type'));
    fireEvent.click(await screen.findByRole('option', { name: 'Umumiy ishonchnoma', hidden: true }));
    await waitFor(() => expect(search(router).actTypeId).toBe('11651'));
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.click(screen.getByTestId('equeue-office'));
    fireEvent.click(await screen.findByRole('option', { name: /Yunusobod 2-son/, hidden: true }));
    await waitFor(() => expect(search(router)).toEqual({ officeId: OTHER_OFFICE.id, actTypeId: '11651' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
