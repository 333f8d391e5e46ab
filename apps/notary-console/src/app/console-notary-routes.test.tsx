import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventEmitter } from 'node:events';
import { setLiveSocketFactory, type LiveSocket } from '@notary/ui/acts';
import type { NotaryProfile, OfficeBooking, OfficeEqueue } from '@notary/domain/contracts';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createUser, jsonResponse, mockApi, renderRoutes } from '@notary/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOfficeEqueueQueryOptions, OFFICE_EQUEUE_POLL_MS } from '../features/office-equeue/api/get-office-equeue.ts';
import { CONSOLE_BASENAME } from './paths.ts';
import { createConsoleRoutes } from './routes.tsx';

const notary = createUser({ fullname: 'TURSUNOV SHERZOD', roles: ['notary'], notaryId: 'n-1' } as Parameters<typeof createUser>[0]);
const admin = createUser({ fullname: 'XOLMATOV ULUGBEK', roles: ['admin'] });

const OFFICE_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const HOURS = { open: '09:00', close: '18:00', breakFrom: '13:00', breakTo: '14:00' };
const PROFILE: NotaryProfile = {
  notaryId: 'n-1',
  fullName: 'TURSUNOV SHERZOD',
  fullNameCyr: 'ТУРСУНОВ ШЕРЗОД',
  licenseNumber: 'L-77',
  licenseStatus: 'active',
  office: { id: OFFICE_ID, name: { oz: '1-son notarial idora', uz: '1-сон нотариал идора', ru: 'Нотариальная контора № 1' }, address: { oz: 'Navoiy 1', uz: 'Навоий 1', ru: 'Навои 1' }, timetable: { '1': HOURS, '2': HOURS, '3': HOURS, '4': HOURS, '5': HOURS } },
  workingDays: [1, 2, 3, 4, 5],
  timetable: null,
  absences: [{ kind: 'vacation', dateFrom: '2030-07-01', dateTo: '2030-07-10' }],
  dutyDates: ['2030-06-08'],
  ministryRating: 4.5,
  clientRating: 4.75,
  reviewsCount: 1,
};

const booking = (overrides: Partial<OfficeBooking>): OfficeBooking => ({
  id: 'b-1', typeid: 101, regdate: '2026-11-25', notary: 'TURSUNOV SHERZOD', office: '1-son notarial idora', officeaddress: 'Navoiy 1', equeuetime: '10:00',
  notaryaction: 'Ishonchnoma', updtime: '2026-11-24T10:00:00Z', state: 'booked', regtime: null, phone: '901234567', email: null, description: 'Avtomobil uchun',
  createdAt: '2026-11-24T10:00:00Z', startsAt: '2026-11-25T05:00:00Z', endsAt: '2026-11-25T05:30:00Z', officeId: OFFICE_ID, notaryId: 'n-1', movedCount: 0,
  isLate: false, canChange: false, canCheckIn: true, citizen: 'KARIMOVA ANNA', minutesLate: -20, ...overrides,
});

const QUEUE: OfficeEqueue = {
  officeId: OFFICE_ID, office: '1-son notarial idora', from: '2026-11-25', today: '2026-11-25', days: 7,
  items: [
    booking({ id: 'b-1' }),
    booking({ id: 'b-2', equeuetime: '09:00', citizen: 'SOLIYEV BEK', isLate: true, minutesLate: 40 }),
    booking({ id: 'b-3', equeuetime: '09:30', citizen: 'ALIYEV VALI', state: 'general_queue', regtime: '09:50', minutesLate: 20, canCheckIn: false }),
    booking({ id: 'b-4', regdate: '2026-11-26', citizen: 'ERTAGA KELADI', canCheckIn: false, minutesLate: -1400 }),
  ],
};

beforeEach(() => useSessionStore.setState({ ...initialSessionState }));
afterEach(() => vi.restoreAllMocks());

/** The page's socket, driven by the test: what the page sent, and events emitted to it. */
class FakeSocket extends EventEmitter {
  connected = true;
  sent: unknown[][] = [];
  override emit(event: string, ...args: unknown[]): boolean {
    if (event.startsWith('equeue:') && event !== 'equeue:changed') {
      this.sent.push([event, args[0]]);
      return true;
    }
    return super.emit(event, ...args);
  }
  override off(event: string, listener: (...args: unknown[]) => void): this {
    return this.removeListener(event, listener);
  }
  disconnect(): this {
    return this;
  }
}

const paramsOf = (calls: Request[], path: string) => calls.filter((c) => new URL(c.url).pathname === path).map((c) => Object.fromEntries(new URL(c.url).searchParams));

describe("the office's e-queue (/console/equeue, issue 14.7)", () => {
  it("shows the notary the office's bookings by day, arrivals and lateness, and checks a citizen in", { timeout: 30_000 }, async () => {
    useSessionStore.setState({ token: 't', user: notary });
    const { calls } = mockApi({
      'GET /api/notary-profile': PROFILE,
      [`GET /api/equeue/office/${OFFICE_ID}`]: QUEUE,
      'POST /api/equeue/b-2/check-in': { ...booking({ id: 'b-2' }), state: 'general_queue', regtime: '10:40', minutesLate: 40 },
    });
    renderRoutes(createConsoleRoutes(), '/console/equeue', CONSOLE_BASENAME);
    await screen.findByRole('heading', { level: 1, name: 'Idoraning elektron navbati' });
    const days = await screen.findAllByTestId('office-equeue-day');
    expect(days).toHaveLength(2);
    expect(within(days[0]!).getByText('25.11.2026')).toBeTruthy();
    expect(within(days[0]!).getByText('Bugun')).toBeTruthy();
    expect(within(days[1]!).getByText('26.11.2026')).toBeTruthy();
    const rows = within(days[0]!).getAllByTestId('office-equeue-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('KARIMOVA ANNA')).toBeTruthy();
    expect(within(rows[0]!).getByText('+998 (90) 123-45-67')).toBeTruthy();
    // Bek is 40 minutes late: the notice of the general queue; Vali arrived late and is in it.
    expect(within(rows[1]!).getByTestId('office-equeue-late').textContent).toBe('15 daqiqadan ortiq kechikmoqda: kelsa, umumiy navbatda');
    expect(within(rows[2]!).getByText('Keldi: 09:50')).toBeTruthy();
    expect(within(rows[2]!).getByText('20 daqiqa kechikdi: umumiy navbatda')).toBeTruthy();
    expect(within(rows[2]!).queryByTestId('office-equeue-check-in')).toBeNull();
    expect(within(days[1]!).queryByTestId('office-equeue-check-in')).toBeNull();
    expect(paramsOf(calls, `/api/equeue/office/${OFFICE_ID}`)[0]).toEqual({ days: '7' });

    fireEvent.click(within(rows[1]!).getByTestId('office-equeue-check-in'));
    expect(await screen.findByText("SOLIYEV BEK 40 daqiqa kechikdi va umumiy navbatga o'tkazildi")).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url).pathname)).toEqual(['/api/equeue/b-2/check-in']);
    // The list is asked again after the check-in.
    await waitFor(() => expect(paramsOf(calls, `/api/equeue/office/${OFFICE_ID}`).length).toBeGreaterThan(1));
  });

  it('keeps the day and the span in the address, and asks again every 2 minutes as the fallback of the live channel', { timeout: 30_000 }, async () => {
    useSessionStore.setState({ token: 't', user: notary });
    const { calls } = mockApi({ 'GET /api/notary-profile': PROFILE, [`GET /api/equeue/office/${OFFICE_ID}`]: { ...QUEUE, items: [] } });
    const { documentPath } = renderRoutes(createConsoleRoutes(), '/console/equeue?from=2026-12-01&days=1', CONSOLE_BASENAME);
    await screen.findByTestId('office-equeue-empty');
    expect((screen.getByTestId('office-equeue-from') as HTMLInputElement).value).toBe('01.12.2026');
    expect(paramsOf(calls, `/api/equeue/office/${OFFICE_ID}`)[0]).toEqual({ from: '2026-12-01', days: '1' });
    await userEvent.setup().selectOptions(screen.getByTestId('office-equeue-days'), '14');
    await waitFor(() => expect(documentPath()).toBe('/console/equeue?from=2026-12-01&days=14'));
    expect(OFFICE_EQUEUE_POLL_MS).toBe(120_000);
    expect(getOfficeEqueueQueryOptions(OFFICE_ID, { days: 7 }).refetchInterval).toBe(120_000);
  });

  it("is live: joins the office's e-queue room and reads the list again on equeue:changed (issue 14.7)", { timeout: 30_000 }, async () => {
    const socket = new FakeSocket();
    setLiveSocketFactory(() => socket as unknown as LiveSocket);
    try {
      useSessionStore.setState({ token: 't', user: notary });
      const { calls } = mockApi({ 'GET /api/notary-profile': PROFILE, [`GET /api/equeue/office/${OFFICE_ID}`]: QUEUE });
      const view = renderRoutes(createConsoleRoutes(), '/console/equeue', CONSOLE_BASENAME);
      await screen.findAllByTestId('office-equeue-row');
      await waitFor(() => expect(socket.sent).toContainEqual(['equeue:subscribe', { officeId: OFFICE_ID }]));
      const asked = () => paramsOf(calls, `/api/equeue/office/${OFFICE_ID}`).length;
      const before = asked();
      // Another office's event is not this screen's.
      socket.emit('equeue:changed', { officeId: 'f0000000-0000-4000-8000-000000000000', bookingId: 'x', change: 'booked', at: '2026-11-25T05:00:00Z' });
      socket.emit('equeue:changed', { officeId: OFFICE_ID, bookingId: 'b-9', change: 'arrived', at: '2026-11-25T05:00:00Z' });
      await waitFor(() => expect(asked()).toBe(before + 1));
      view.unmount();
      expect(socket.sent).toContainEqual(['equeue:unsubscribe', { officeId: OFFICE_ID }]);
    } finally {
      setLiveSocketFactory(null);
    }
  });

  it('gives an administrator /403 and a notary without a record an explanation', { timeout: 30_000 }, async () => {
    useSessionStore.setState({ token: 't', user: admin });
    const first = renderRoutes(createConsoleRoutes(), '/console/equeue', CONSOLE_BASENAME);
    await screen.findByRole('heading', { level: 1, name: 'Kirish taqiqlangan' });
    expect(first.documentPath()).toBe('/console/403');
    first.unmount();
    useSessionStore.setState({ token: 't', user: notary });
    mockApi({ 'GET /api/notary-profile': () => jsonResponse(403, { code: 'forbidden', message: 'x' }) });
    renderRoutes(createConsoleRoutes(), '/console/equeue', CONSOLE_BASENAME);
    expect(await screen.findByTestId('office-equeue-no-record', {}, { timeout: 4000 })).toBeTruthy();
  });
});

describe("the notary's profile and schedule (/console/profile, issue 14.8)", () => {
  it('shows the record and reviews; saves working days, own hours, leave and duty days', { timeout: 30_000 }, async () => {
    useSessionStore.setState({ token: 't', user: notary });
    let saved: unknown = null;
    const { calls } = mockApi({
      'GET /api/notary-profile': PROFILE,
      'GET /api/notaries/n-1/reviews': { items: [{ id: 'r1', authorName: 'Karimova A.', rating: 5, text: 'Tez va aniq', createdAt: '2026-11-20T08:00:00Z', actTypeId: 101 }], total: 1 },
      'PUT /api/notary-profile/schedule': async (request: Request) => {
        saved = await request.json();
        return jsonResponse(200, { ...PROFILE, workingDays: [1, 2, 3, 4, 5, 6] });
      },
    });
    renderRoutes(createConsoleRoutes(), '/console/profile', CONSOLE_BASENAME);
    expect((await screen.findByTestId('notary-schedule-name')).textContent).toBe('TURSUNOV SHERZOD');
    expect(screen.getByText('Litsenziya amalda')).toBeTruthy();
    expect(screen.getByTestId('notary-schedule-public-link').getAttribute('href')).toBe('/notary/n-1');
    expect(await screen.findByText('Tez va aniq')).toBeTruthy();
    expect(screen.getAllByTestId('notary-schedule-absence')).toHaveLength(1);
    expect(screen.getByTestId('notary-schedule-duty').textContent).toContain('08.06.2030');

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Shanba' }));
    await user.click(screen.getByTestId('notary-schedule-own-hours'));
    await user.click(screen.getByTestId('notary-schedule-add-absence'));
    const absences = screen.getAllByTestId('notary-schedule-absence');
    await user.selectOptions(within(absences[1]!).getByLabelText('Turi'), 'medical_leave');
    // Days are typed dd.mm.yyyy whatever the browser's locale.
    fireEvent.change(within(absences[1]!).getByLabelText('Boshlanishi'), { target: { value: '01.08.2030' } });
    fireEvent.change(within(absences[1]!).getByLabelText('Tugashi'), { target: { value: '03.08.2030' } });
    fireEvent.change(screen.getByTestId('notary-schedule-duty-date'), { target: { value: '15.06.2030' } });
    await user.click(screen.getByTestId('notary-schedule-add-duty'));
    await user.click(screen.getByTestId('notary-schedule-save'));
    expect(await screen.findByText('Ish jadvali saqlandi')).toBeTruthy();
    expect(saved).toEqual({
      workingDays: [1, 2, 3, 4, 5, 6],
      // The own hours start from the office's; the closed weekend stays closed.
      timetable: { '1': HOURS, '2': HOURS, '3': HOURS, '4': HOURS, '5': HOURS },
      absences: [
        { kind: 'vacation', dateFrom: '2030-07-01', dateTo: '2030-07-10' },
        { kind: 'medical_leave', dateFrom: '2030-08-01', dateTo: '2030-08-03' },
      ],
      dutyDates: ['2030-06-08', '2030-06-15'],
    });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('refuses impossible hours and leave on the screen, without a call', { timeout: 30_000 }, async () => {
    useSessionStore.setState({ token: 't', user: notary });
    const { calls } = mockApi({ 'GET /api/notary-profile': { ...PROFILE, timetable: PROFILE.office.timetable }, 'GET /api/notaries/n-1/reviews': { items: [], total: 0 } });
    renderRoutes(createConsoleRoutes(), '/console/profile', CONSOLE_BASENAME);
    await screen.findByTestId('notary-schedule-name');
    fireEvent.change(screen.getByLabelText('Dushanba: tugashi'), { target: { value: '08:00' } });
    const absence = screen.getAllByTestId('notary-schedule-absence')[0]!;
    expect((within(absence).getByLabelText('Tugashi') as HTMLInputElement).value).toBe('10.07.2030');
    fireEvent.change(within(absence).getByLabelText('Tugashi'), { target: { value: '01.06.2030' } });
    // A half-typed day is named too.
    fireEvent.click(screen.getByTestId('notary-schedule-add-absence'));
    fireEvent.change(within(screen.getAllByTestId('notary-schedule-absence')[1]!).getByLabelText('Tugashi'), { target: { value: '12.0' } });
    fireEvent.click(screen.getByTestId('notary-schedule-save'));
    const errors = await screen.findByTestId('notary-schedule-errors');
    expect(errors.textContent).toContain("Ish vaqtining boshlanishi tugashidan oldin bo'lishi kerak");
    expect(errors.textContent).toContain("Ta'til yoki kasallik varaqasining boshlanishi tugashidan keyin bo'lmasligi kerak");
    expect(errors.textContent).toContain("Sanani to'liq kiriting");
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

describe('the console home for a notary', () => {
  it('links the e-queue and the schedule, not the administration', { timeout: 30_000 }, async () => {
    useSessionStore.setState({ token: 't', user: notary });
    renderRoutes(createConsoleRoutes(), '/console/', CONSOLE_BASENAME);
    await screen.findByTestId('console-equeue-link');
    expect(screen.getByTestId('console-profile-link')).toBeTruthy();
    expect(screen.queryByTestId('console-users-link')).toBeNull();
  });
});
