import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACT_STEP_NUMBERS, allowedEvents, type ActEvent } from '@notary/domain/act';
import type { VisitCalendar } from '@notary/domain/contracts';
import { useSignInStore } from '@notary/ui/auth';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createUser, jsonResponse, mockApi, renderRoutes } from '@notary/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_BASENAME } from '../../app/paths.ts';
import { createConsoleRoutes } from '../../app/routes.tsx';
import { choosableSlots, shiftDay } from './components/visit-calendar.tsx';
import { ACT_ID, generalAt, listItem, snapshotAt } from './test-fixtures.ts';

const notary = createUser({ fullname: 'Abdullayev Rustam', roles: ['notary'] });
const citizen = createUser({ fullname: 'Saidov Farhod', roles: ['citizen'] });
const admin = createUser({ fullname: 'Xolmatov Ulugbek', roles: ['admin'] });

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  useSignInStore.setState({ isDialogOpen: false, prefill: {}, outcome: { kind: 'none' }, isInProgress: false });
});
afterEach(() => vi.restoreAllMocks());

const ACT_PATH = `/console/acts/${ACT_ID}`;
const BUYER = '0b8a3c7e-1d2f-4e5a-9b6c-7d8e9f0a1b2c';
const CAR = '2d0c5e9a-3f4b-4a7c-9d8e-9f0a1b2c3d4e';
const EMPTY_TABS = {
  [`GET /api/notarial_act/${ACT_ID}/payments`]: [],
  [`GET /api/notarial_act/${ACT_ID}/audit`]: [],
  [`GET /api/notarial_act/${ACT_ID}/registry-facts`]: { shortcomings: [], parties: [], subjects: [], isCivilRegistryConfigured: true },
};

function calendar(slots: VisitCalendar['slots']): VisitCalendar {
  return { date: '2026-03-11', notaryId: 'notary-1', slotMinutes: 30, hours: { open: '09:00', close: '11:00' }, dayOff: null, isDutyDay: false, slots };
}

const SLOTS: VisitCalendar['slots'] = [
  { time: '09:00', startsAt: '2026-03-11T04:00:00.000Z', endsAt: '2026-03-11T04:30:00.000Z', state: 'past', isThisAct: false },
  { time: '09:30', startsAt: '2026-03-11T04:30:00.000Z', endsAt: '2026-03-11T05:00:00.000Z', state: 'visit', isThisAct: false },
  { time: '10:00', startsAt: '2026-03-11T05:00:00.000Z', endsAt: '2026-03-11T05:30:00.000Z', state: 'free', isThisAct: false },
  { time: '10:30', startsAt: '2026-03-11T05:30:00.000Z', endsAt: '2026-03-11T06:00:00.000Z', state: 'booking', isThisAct: false },
];

/** A POST route that answers `answer` and keeps each body it was sent. */
function recording(answer: unknown, bodies: unknown[]) {
  return async (request: Request) => {
    bodies.push(await request.json());
    return jsonResponse(200, typeof answer === 'function' ? (answer as () => unknown)() : answer);
  };
}

/** The events the desk offers as buttons now. */
function deskButtons(): string[] {
  const box = screen.queryByTestId('desk-actions');
  if (!box) return [];
  return within(box)
    .queryAllByRole('button')
    .map((b) => b.dataset.testid ?? '')
    .filter((id) => id.startsWith('action-'))
    .map((id) => id.replace('action-', ''));
}

/** Events the desk sends from its panels rather than as buttons: the visit time from the calendar. */
const FROM_PANELS: readonly ActEvent[] = ['set_time'];

describe("the notary's desk: each action's availability per step, from the machine (issue 14)", () => {
  for (const step of ACT_STEP_NUMBERS) {
    it(`step ${step}: exactly the events the machine allows the notary`, async () => {
      useSessionStore.setState({ token: 't', user: notary });
      const snapshot = snapshotAt(step);
      mockApi({ [`GET /api/notarial_act/${ACT_ID}`]: generalAt(snapshot), ...EMPTY_TABS, [`GET /api/notarial_act/${ACT_ID}/visit-calendar`]: calendar([]) });
      renderRoutes(createConsoleRoutes(), ACT_PATH, CONSOLE_BASENAME);
      await screen.findByTestId('act-card');
      const expected = allowedEvents(snapshot, 'notary').filter((e) => !FROM_PANELS.includes(e));
      await waitFor(() => expect(deskButtons().sort()).toEqual([...expected].sort()));
    });
  }

  it("lists the invoices in the act card's payments list, with the duty's close-relative reduction, their total, and no way to pay (issue 14.3)", async () => {
    useSessionStore.setState({ token: 't', user: notary });
    const duty = { id: 'i1', number: 'INV-1', kind: 'state_duty', amount: '206000.00', state: 'issued', payerName: 'KARIMOV AZIZ', createdAt: '2026-03-01T07:00:00Z', basis: { reduction: { reason: 'close_relative', dutyPercent: 50 }, bcvTiyin: 41200000 } };
    const fee = { id: 'i2', number: 'INV-2', kind: 'notary_fee', amount: '103000.00', state: 'issued', payerName: 'KARIMOV AZIZ', createdAt: '2026-03-01T07:00:00Z', basis: { bcvTiyin: 41200000 } };
    mockApi({ [`GET /api/notarial_act/${ACT_ID}`]: generalAt(snapshotAt(5)), ...EMPTY_TABS, [`GET /api/notarial_act/${ACT_ID}/payments`]: [duty, fee], [`GET /api/notarial_act/${ACT_ID}/visit-calendar`]: calendar([]) });
    renderRoutes(createConsoleRoutes(), ACT_PATH, CONSOLE_BASENAME);
    const panel = await screen.findByTestId('invoices-panel');
    const [dutyRow, feeRow] = await within(panel).findAllByTestId('payment-row');
    expect(within(dutyRow!).getByTestId('payment-reduction').textContent).toBe('Imtiyoz: bojning 50 foizi (yaqin qarindosh)');
    expect(within(feeRow!).queryByTestId('payment-reduction')).toBeNull();
    expect(within(panel).getAllByTestId('payment-pdf')).toHaveLength(2);
    expect(within(panel).queryByTestId('payment-online')).toBeNull();
    expect(within(panel).queryByTestId('payment-bank-paid')).toBeNull();
    expect(within(panel).getByTestId('invoices-total').textContent).toBe("Jami: 309 000.00 so'm");
  });

  it('tells registration held back before the visit time, with the reason, and no button', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    // An hour ahead of the page's own clock, which the desk also reads.
    const snapshot = snapshotAt(8, { visitAt: new Date(Date.now() + 3_600_000), now: new Date() });
    mockApi({ [`GET /api/notarial_act/${ACT_ID}`]: generalAt(snapshot, { isVisitTimePassed: false, partiesPresentAt: null }), ...EMPTY_TABS, [`GET /api/notarial_act/${ACT_ID}/visit-calendar`]: calendar([]) });
    renderRoutes(createConsoleRoutes(), ACT_PATH, CONSOLE_BASENAME);
    const blocked = await screen.findByTestId('blocked-register');
    expect(blocked.textContent).toContain("Belgilangan tashrif vaqti hali kelmagan");
    expect(deskButtons()).not.toContain('register');
    expect(screen.getByTestId('registration-wait')).toBeTruthy();
    expect((screen.getByTestId('mark-present') as HTMLButtonElement).disabled).toBe(true);
  });

  it('by video: no presence mark; says registration is done in the conference after the face checks and leads to the video tab', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    mockApi({ [`GET /api/notarial_act/${ACT_ID}`]: generalAt(snapshotAt(8), { regtype: 2, partiesPresentAt: null }), ...EMPTY_TABS, [`GET /api/notarial_act/${ACT_ID}/visit-calendar`]: calendar([]) });
    renderRoutes(createConsoleRoutes(), ACT_PATH, CONSOLE_BASENAME);
    const note = await screen.findByTestId('registration-in-call');
    expect(note.textContent).toContain('yuz tekshiruvidan');
    expect(screen.queryByTestId('mark-present')).toBeNull();
    expect(screen.getByTestId('open-video-tab').getAttribute('href')).toContain('tab=video');
  });

  it('at the set minute the desk opens the mark on its own clock, without a reload, and asks the act again', async () => {
    // The page's clock (Date and the desk's 10-second check) is faked; promises and fetches run as usual.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const start = new Date('2026-03-10T06:59:45Z');
      vi.setSystemTime(start);
      useSessionStore.setState({ token: 't', user: notary });
      const visitAt = new Date(start.getTime() + 15_000);
      // The API answers from its own clock: registration held back until the visit time.
      const current = () => generalAt(snapshotAt(8, { visitAt, now: new Date(), arePartiesPresent: false }), { partiesPresentAt: null });
      const api = mockApi({
        [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, current()),
        ...EMPTY_TABS,
        [`GET /api/notarial_act/${ACT_ID}/visit-calendar`]: calendar([]),
      });
      const actReads = () => api.calls.filter((r) => r.method === 'GET' && new URL(r.url).pathname === `/api/notarial_act/${ACT_ID}`).length;
      renderRoutes(createConsoleRoutes(), ACT_PATH, CONSOLE_BASENAME);
      // The first render loads the card's lazy screens: longer than the usual wait on a loaded machine.
      expect((await screen.findByTestId('blocked-register', {}, { timeout: 15_000 })).textContent).toContain('Belgilangan tashrif vaqti hali kelmagan');
      expect(screen.getByTestId('registration-wait')).toBeTruthy();
      expect((screen.getByTestId('mark-present') as HTMLButtonElement).disabled).toBe(true);
      const readsBefore = actReads();

      // One check of the page's clock before the time: still waiting.
      vi.advanceTimersByTime(10_000);
      await waitFor(() => expect(screen.getByTestId('registration-wait')).toBeTruthy());
      expect((screen.getByTestId('mark-present') as HTMLButtonElement).disabled).toBe(true);

      // The next check is past the set minute: the mark opens and the act is asked again (the machine's answer follows).
      vi.advanceTimersByTime(10_000);
      await waitFor(() => expect((screen.getByTestId('mark-present') as HTMLButtonElement).disabled).toBe(false));
      expect(screen.queryByTestId('registration-wait')).toBeNull();
      await waitFor(() => expect(actReads()).toBeGreaterThan(readsBefore));
      await waitFor(() => expect(screen.getByTestId('blocked-register').textContent).toContain('Avval taraflar kelganini belgilang'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('in person, once the time has come, marks the parties present (POST …/presence)', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    let present = false;
    const current = () => (present ? generalAt(snapshotAt(8)) : generalAt(snapshotAt(8, { arePartiesPresent: false }), { partiesPresentAt: null }));
    const bodies: unknown[] = [];
    mockApi({
      [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, current()),
      [`POST /api/notarial_act/${ACT_ID}/presence`]: recording(() => {
        present = true;
        return current();
      }, bodies),
      ...EMPTY_TABS,
      [`GET /api/notarial_act/${ACT_ID}/visit-calendar`]: calendar([]),
    });
    renderRoutes(createConsoleRoutes(), ACT_PATH, CONSOLE_BASENAME);
    expect((await screen.findByTestId('blocked-register')).textContent).toContain('Avval taraflar kelganini belgilang');
    await userEvent.setup().click(screen.getByTestId('mark-present'));
    await screen.findByTestId('parties-present');
    expect(bodies).toEqual([{ present: true }]);
    await waitFor(() => expect(deskButtons()).toContain('register'));
  });

  it('returns with defects: the marked fields, each with its remark, go as defectFields beside the free text', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    const bodies: unknown[] = [];
    mockApi({
      [`GET /api/notarial_act/${ACT_ID}`]: generalAt(snapshotAt(2)),
      [`GET /api/notarial_act/${ACT_ID}/parties`]: [
        { id: BUYER, role: 'buyer', isAuthor: false, pin: '42207886111086', fullname: 'KARIMOVA NILUFAR', status: 'accepted', smsSent: true },
      ],
      [`GET /api/notarial_act/${ACT_ID}/subjects`]: [
        { id: CAR, kind: 'vehicle', stateNumber: '01A123BC', techPassportSeries: 'AAF', techPassportNumber: '1234567', bodyNumber: 'XTA21', price: '1.00', priceWords: 'bir', vehicle: { make: 'Cobalt', year: 2021 }, shares: [], payment: null, credit: null },
      ],
      [`POST /api/notarial_act/${ACT_ID}/events/return_with_defects`]: recording(generalAt(snapshotAt(1), { actor: 'notary', events: [] }), bodies),
      ...EMPTY_TABS,
    });
    renderRoutes(createConsoleRoutes(), ACT_PATH, CONSOLE_BASENAME);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('action-return_with_defects'));
    const confirm = await screen.findByTestId('event-confirm');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    // The buyer's passport: the party, the field, the remark.
    const target = (await screen.findByTestId('defect-target')) as HTMLSelectElement;
    await waitFor(() => expect(within(target).getByRole('option', { name: /KARIMOVA NILUFAR/ })).toBeTruthy());
    await user.selectOptions(target, `party:${BUYER}`);
    expect((screen.getByTestId('defect-add') as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByTestId('defect-field'), 'document');
    fireEvent.change(screen.getByTestId('defect-note'), { target: { value: 'Pasport muddati o‘tgan' } });
    await user.click(screen.getByTestId('defect-add'));
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    // The car's price, without a remark; then the act's end date, marked and removed again.
    await user.selectOptions(screen.getByTestId('defect-target'), `subject:${CAR}`);
    await user.selectOptions(screen.getByTestId('defect-field'), 'price');
    await user.click(screen.getByTestId('defect-add'));
    await user.selectOptions(screen.getByTestId('defect-target'), 'act');
    await user.selectOptions(screen.getByTestId('defect-field'), 'termTo');
    await user.click(screen.getByTestId('defect-add'));
    expect(screen.getAllByTestId('defect-mark')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Belgini olib tashlash: Muddat tugashi' }));
    expect(screen.getAllByTestId('defect-mark')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('defect-text'), { target: { value: 'Hujjatlarni to‘g‘rilang' } });

    await user.click(confirm);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      defects: 'Hujjatlarni to‘g‘rilang',
      defectFields: [
        { target: 'party', targetId: BUYER, field: 'document', note: 'Pasport muddati o‘tgan' },
        { target: 'subject', targetId: CAR, field: 'price', note: '' },
      ],
    });
  });

  it('returns with defects on free text alone (no defectFields sent)', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    const bodies: unknown[] = [];
    mockApi({
      [`GET /api/notarial_act/${ACT_ID}`]: generalAt(snapshotAt(2)),
      [`GET /api/notarial_act/${ACT_ID}/parties`]: [],
      [`GET /api/notarial_act/${ACT_ID}/subjects`]: [],
      [`POST /api/notarial_act/${ACT_ID}/events/return_with_defects`]: recording(generalAt(snapshotAt(1), { actor: 'notary', events: [] }), bodies),
      ...EMPTY_TABS,
    });
    renderRoutes(createConsoleRoutes(), ACT_PATH, CONSOLE_BASENAME);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('action-return_with_defects'));
    fireEvent.change(await screen.findByTestId('defect-text'), { target: { value: 'Muddat ko‘rsatilmagan' } });
    await user.click(screen.getByTestId('event-confirm'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ defects: 'Muddat ko‘rsatilmagan' });
  });

  it('refuses with a resolution the API generates as a PDF from the reason (generateResolution, no file sent)', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    const bodies: unknown[] = [];
    mockApi({
      [`GET /api/notarial_act/${ACT_ID}`]: generalAt(snapshotAt(2)),
      [`POST /api/notarial_act/${ACT_ID}/events/refuse`]: recording(generalAt(snapshotAt(2, { status: 'refused' }), { events: [] }), bodies),
      ...EMPTY_TABS,
    });
    renderRoutes(createConsoleRoutes(), ACT_PATH, CONSOLE_BASENAME);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('action-refuse'));
    fireEvent.change(await screen.findByTestId('event-reason'), { target: { value: "Taqiq qo'yilgan" } });
    expect((screen.getByTestId('resolution-generate') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByTestId('event-confirm'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ reason: "Taqiq qo'yilgan", generateResolution: true });
    expect(bodies[0]).not.toHaveProperty('resolutionFile');
  });

  it('send back and stop ask first, with the reason a stop needs', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    const bodies: unknown[] = [];
    mockApi({
      [`GET /api/notarial_act/${ACT_ID}`]: generalAt(snapshotAt(5)),
      [`POST /api/notarial_act/${ACT_ID}/events/stop`]: recording(generalAt(snapshotAt(5, { status: 'stopped' })), bodies),
      ...EMPTY_TABS,
      [`GET /api/notarial_act/${ACT_ID}/visit-calendar`]: calendar([]),
    });
    renderRoutes(createConsoleRoutes(), ACT_PATH, CONSOLE_BASENAME);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('action-send_back'));
    // The dialog's root comes before its content (Mantine's transition): wait for the words themselves.
    await waitFor(() => expect(screen.getByTestId('event-dialog').textContent).toContain('bir qadam orqaga qaytariladi'));
    await user.click(await screen.findByTestId('event-cancel'));
    await user.click(screen.getByTestId('action-stop'));
    const confirm = await screen.findByTestId('event-confirm');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByTestId('event-reason'), 'Soxta hujjat');
    await user.click(confirm);
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Soxta hujjat' }]));
  });
});

describe('the visit calendar (issue 14.4)', () => {
  it('offers the free slots only; the chosen one is sent as set_time', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    const bodies: unknown[] = [];
    mockApi({
      [`GET /api/notarial_act/${ACT_ID}`]: generalAt(snapshotAt(5)),
      [`GET /api/notarial_act/${ACT_ID}/visit-calendar`]: calendar(SLOTS),
      [`POST /api/notarial_act/${ACT_ID}/events/set_time`]: recording(generalAt(snapshotAt(6)), bodies),
      ...EMPTY_TABS,
    });
    renderRoutes(createConsoleRoutes(), ACT_PATH, CONSOLE_BASENAME);
    await screen.findByTestId('calendar-slots');
    const slots = screen.getAllByTestId('slot');
    expect(slots.map((s) => [s.textContent, s.dataset.state, (s as HTMLButtonElement).disabled])).toEqual([
      ['09:00o\'tgan', 'past', true],
      ['09:30boshqa tashrif', 'visit', true],
      ['10:00', 'free', false],
      ['10:30elektron navbat', 'booking', true],
    ]);
    expect(screen.getByTestId('calendar-day').textContent).toContain('Qabul vaqti: 09:00–11:00');
    const user = userEvent.setup();
    await user.click(slots[2]!);
    await user.click(screen.getByTestId('set-time'));
    await waitFor(() => expect(bodies).toEqual([{ visitAt: '2026-03-11T05:00:00.000Z' }]));
  });

  it('says why a day has no slots (leave)', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    mockApi({
      [`GET /api/notarial_act/${ACT_ID}`]: generalAt(snapshotAt(5)),
      [`GET /api/notarial_act/${ACT_ID}/visit-calendar`]: { ...calendar([]), hours: null, dayOff: 'vacation' },
      ...EMPTY_TABS,
    });
    renderRoutes(createConsoleRoutes(), ACT_PATH, CONSOLE_BASENAME);
    expect((await screen.findByTestId('calendar-day')).textContent).toContain("Notarius ta'tilda.");
    expect(screen.queryByTestId('slot')).toBeNull();
  });

  it('choosableSlots keeps the free ones; shiftDay crosses months', () => {
    expect(choosableSlots(calendar(SLOTS)).map((s) => s.time)).toEqual(['10:00']);
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe("the office's inbox (/console/acts, issue 14.1)", () => {
  it('lists the office acts with counts per step; a step view filters the list', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    const list = {
      items: [listItem(), listItem({ uuid: '8b1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b', step: 4, regnum: null })],
      total: 2,
      page: 1,
      pageSize: 20,
      counts: { steps: [{ step: 2, count: 1 }, { step: 4, count: 1 }], todayVisits: 3, todayVideo: 1 },
    };
    const { calls } = mockApi({ 'GET /api/notarial_act': list });
    const { documentPath } = renderRoutes(createConsoleRoutes(), '/console/acts', CONSOLE_BASENAME);
    await screen.findByRole('heading', { level: 1, name: 'Idoraning notarial harakatlari' });
    expect(await screen.findAllByTestId('act-row')).toHaveLength(2);
    expect(screen.getByTestId('inbox-count-check').textContent).toBe('1');
    expect(screen.getByTestId('inbox-count-time').textContent).toBe('0');
    expect(screen.getByTestId('inbox-count-today').textContent).toBe('3');
    expect(screen.getByTestId('inbox-count-video').textContent).toBe('1');
    const listCalls = () => calls.filter((c) => new URL(c.url).pathname === '/api/notarial_act');
    const first = new URL(listCalls()[0]!.url).searchParams;
    expect(first.get('scope')).toBe('office');
    expect(first.get('counts')).toBe('1');
    expect(first.get('order')).toBe('desc');
    expect(first.get('sort')).toBe('entered_at');

    await userEvent.setup().click(screen.getByTestId('inbox-view-check'));
    await waitFor(() => expect(documentPath()).toBe('/console/acts?status=active&step=2'));
    await waitFor(() => expect(new URL(listCalls().at(-1)!.url).searchParams.get('step')).toBe('2'));
    expect(screen.getByTestId('inbox-view-check').getAttribute('aria-pressed')).toBe('true');
  });

  it('searches by what is typed, in the address and the query', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    const { calls } = mockApi({ 'GET /api/notarial_act': { items: [], total: 0, page: 1, pageSize: 20, counts: { steps: [], todayVisits: 0, todayVideo: 0 } } });
    const { documentPath } = renderRoutes(createConsoleRoutes(), '/console/acts', CONSOLE_BASENAME);
    await screen.findByTestId('inbox-empty');
    await userEvent.setup().type(screen.getByTestId('inbox-search'), '30505806023187');
    await waitFor(() => expect(documentPath()).toBe('/console/acts?q=30505806023187'));
    await waitFor(() => expect(new URL(calls.filter((c) => new URL(c.url).pathname === '/api/notarial_act').at(-1)!.url).searchParams.get('q')).toBe('30505806023187'));
  });

  it('is the notaries’: a citizen or an administrator gets the 403 page, a visitor the sign-in', async () => {
    for (const user of [citizen, admin]) {
      useSessionStore.setState({ token: 't', user });
      mockApi({});
      const { unmount } = renderRoutes(createConsoleRoutes(), '/console/acts', CONSOLE_BASENAME);
      expect(await screen.findByTestId('error-page-403')).toBeTruthy();
      unmount();
    }
    useSessionStore.setState({ ...initialSessionState });
    mockApi({});
    renderRoutes(createConsoleRoutes(), `/console/acts/${ACT_ID}`, CONSOLE_BASENAME);
    expect(await screen.findByTestId('login-pin')).toBeTruthy();
  });

  it('the console home leads a notary to the acts', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    mockApi({ 'GET /api/notarial_act': jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 }) });
    renderRoutes(createConsoleRoutes(), '/console/', CONSOLE_BASENAME);
    expect((await screen.findByTestId('console-acts-link')).getAttribute('href')).toBe('/console/acts');
  });
});
