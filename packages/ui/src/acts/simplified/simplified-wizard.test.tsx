import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allowedEvents, type ActStep } from '@notary/domain/act';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../session/index.ts';
import { createUser } from '../../testing/factories.ts';
import { jsonResponse, mockApi } from '../../testing/fetch-mock.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { setLiveSocketFactory } from '../live-updates.ts';
import { ACT_ID, generalAt, snapshotAt } from '../test-fixtures.ts';
import type { ActGeneral, ActParty } from '../api/types.ts';
import { reachedScreen, SimplifiedWizard } from './simplified-wizard.tsx';

const SELLER_PIN = '31403856111016';
const BUYER_PIN = '41110828011500';
const FOUND = { found: true, property: { kind: 'vehicle', stateNumber: '40F678GH', make: 'Chevrolet Onix', year: 2024, colour: null }, bans: [], activeFines: { count: 0, total: 0 } };
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: 't', user: createUser({ pin: SELLER_PIN }) });
});
afterEach(() => {
  vi.restoreAllMocks();
  setLiveSocketFactory(null);
  useSessionStore.setState({ token: null, user: null });
});

function renderNew(onCreated = vi.fn<(uuid: string) => void>()) {
  const result = renderRoutes(
    [{ path: '/enotarial_act/-1', element: <SimplifiedWizard uuid={null} typeId={1} onTypeChange={() => undefined} onCreated={onCreated} cardPath={(id) => `/my_notarial_act/${id}`} /> }],
    '/enotarial_act/-1?type=1&simplified=1',
  );
  return { ...result, onCreated };
}

async function fillVehicle(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('wizard-plate'), '40F678GH');
  await user.type(input('wizard-tp-series'), 'AAH');
  await user.type(input('wizard-tp-number'), '6789012');
  await user.click(screen.getByTestId('wizard-vehicle-find'));
}

describe('simplified wizard, screen 0: vehicle and price', () => {
  it('asks for the plate and technical passport before looking the vehicle up', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderNew();
    await user.click(await screen.findByTestId('wizard-vehicle-find'));
    expect(await screen.findByText('Davlat raqamini kiriting')).toBeTruthy();
    expect(screen.getByText('Texnik pasport seriyasini kiriting')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    expect(screen.getByTestId('wizard-next').hasAttribute('disabled')).toBe(true);
  });

  it('stops on a vehicle of someone else, and on one under a ban (acts-domain 5)', async () => {
    let answer: unknown = { found: false, property: null, bans: [], activeFines: { count: 0, total: 0 } };
    mockApi({ 'GET /api/searches/bans': () => jsonResponse(200, answer) });
    const user = userEvent.setup();
    renderNew();
    await fillVehicle(user);
    expect(await screen.findByTestId('wizard-vehicle-not-found')).toBeTruthy();
    answer = { ...FOUND, bans: [{ id: 'b1', kind: 'ban', state: 'active', imposedAt: '2024-05-01', documentDate: null, documentNumber: null, documentName: null, official: null, organisation: null, amount: null, liftedAt: null }] };
    await user.click(screen.getByTestId('wizard-vehicle-find'));
    expect(await screen.findByTestId('wizard-vehicle-encumbered')).toBeTruthy();
    expect(screen.getByTestId('wizard-next').hasAttribute('disabled')).toBe(true);
  });

  it('needs the price in words matching the figures, fills them on request, and saves the draft', async () => {
    mockApi({ 'GET /api/searches/bans': FOUND });
    const user = userEvent.setup();
    renderNew();
    await fillVehicle(user);
    expect((await screen.findByTestId('wizard-vehicle-make')).textContent).toContain('Chevrolet Onix');
    await user.type(input('wizard-price'), '120000000');
    await user.type(input('wizard-price-words'), "bir yuz million so'm 00 tiyin");
    await user.click(screen.getByTestId('wizard-next'));
    expect(await screen.findByText("So'z bilan yozilgan narx raqamdagi narxga mos emas")).toBeTruthy();
    await user.click(screen.getByTestId('wizard-price-words-fill'));
    expect(input('wizard-price-words').value).toBe("bir yuz yigirma million so'm 00 tiyin");
    await user.click(screen.getByTestId('wizard-next'));
    expect(await screen.findByTestId('wizard-counterparty-form')).toBeTruthy();
    const saved = JSON.parse(sessionStorage.getItem(`notary.simplified-draft.${SELLER_PIN}.1`)!);
    expect(saved).toMatchObject({ screen: 1, vehicle: { stateNumber: '40F678GH', techPassportSeries: 'AAH', techPassportNumber: '6789012' }, priceWords: "bir yuz yigirma million so'm 00 tiyin" });
  });
});

describe('simplified wizard, screen 1: the counterparty', () => {
  const draft = {
    screen: 1,
    regtype: 1,
    vehicle: { stateNumber: '40F678GH', techPassportSeries: 'AAH', techPassportNumber: '6789012' },
    found: FOUND.property,
    price: '120 000 000,00',
    priceWords: "bir yuz yigirma million so'm 00 tiyin",
    counterparty: { pin: '', fullname: '', phone: '' },
  };
  beforeEach(() => sessionStorage.setItem(`notary.simplified-draft.${SELLER_PIN}.1`, JSON.stringify(draft)));

  it('resumes the draft on screen 1 and checks the personal number', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderNew();
    await user.type(await screen.findByTestId('wizard-counterparty-pin'), '4111');
    await user.click(screen.getByTestId('wizard-counterparty-find'));
    expect(await screen.findByText("JShShIR 14 ta raqamdan iborat bo'lishi kerak")).toBeTruthy();
  });

  it('stops on a deceased person and on a minor', async () => {
    let person = { pin: BUYER_PIN, fullname: 'RASHIDOVA GULNORA AKMAL QIZI', isDeceased: true, isMinor: false, age: 44 };
    mockApi({ 'GET /api/civil_registry/person': () => jsonResponse(200, { found: true, person }) });
    const user = userEvent.setup();
    renderNew();
    await user.type(await screen.findByTestId('wizard-counterparty-pin'), BUYER_PIN);
    await user.click(screen.getByTestId('wizard-counterparty-find'));
    expect(await screen.findByTestId('wizard-counterparty-deceased')).toBeTruthy();
    expect(screen.getByTestId('wizard-next').hasAttribute('disabled')).toBe(true);
    person = { ...person, isDeceased: false, isMinor: true };
    await user.click(screen.getByTestId('wizard-counterparty-find'));
    expect(await screen.findByTestId('wizard-counterparty-minor')).toBeTruthy();
    expect(screen.getByTestId('wizard-next').hasAttribute('disabled')).toBe(true);
  });

  it('creates the act with the vehicle, the price in so\'m and the buyer, then hands over its id', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/civil_registry/person': { found: true, person: { pin: BUYER_PIN, fullname: 'RASHIDOVA GULNORA AKMAL QIZI', isDeceased: false, isMinor: false, age: 30 } },
      'POST /api/notarial_act/simplified': async (request: Request) => {
        bodies.push(await request.json());
        return jsonResponse(201, generalAt(snapshotAt(1, { allPartiesAccepted: false }), 'applicant', { isSimplified: true }));
      },
    });
    const user = userEvent.setup();
    const { onCreated } = renderNew();
    await user.type(await screen.findByTestId('wizard-counterparty-pin'), BUYER_PIN);
    await user.type(input('wizard-counterparty-phone'), '901112233');
    await user.click(screen.getByTestId('wizard-counterparty-find'));
    expect((await screen.findByTestId('wizard-counterparty-name')).textContent).toBe('RASHIDOVA GULNORA AKMAL QIZI');
    await user.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(ACT_ID));
    expect(bodies).toEqual([
      {
        typeId: 1,
        regtype: 1,
        vehicle: { stateNumber: '40F678GH', techPassportSeries: 'AAH', techPassportNumber: '6789012' },
        price: '120000000.00',
        priceWords: "bir yuz yigirma million so'm 00 tiyin",
        counterparty: { pin: BUYER_PIN, fullname: 'RASHIDOVA GULNORA AKMAL QIZI', phone: '901112233' },
      },
    ]);
    expect(sessionStorage.getItem(`notary.simplified-draft.${SELLER_PIN}.1`)).toBeNull();
  });

  it('refuses a second unfinished act of the vehicle with a link to the first', async () => {
    mockApi({
      'GET /api/civil_registry/person': { found: true, person: { pin: BUYER_PIN, fullname: 'RASHIDOVA GULNORA AKMAL QIZI', isDeceased: false, isMinor: false, age: 30 } },
      'POST /api/notarial_act/simplified': () => jsonResponse(409, { code: 'duplicate_unfinished_act', message: 'x', details: { existingActId: 'aaaaaaaa-1111-4111-8111-111111111111' } }),
    });
    const user = userEvent.setup();
    renderNew();
    await user.type(await screen.findByTestId('wizard-counterparty-pin'), BUYER_PIN);
    await user.click(screen.getByTestId('wizard-counterparty-find'));
    await screen.findByTestId('wizard-counterparty-name');
    await user.click(screen.getByTestId('wizard-next'));
    const error = await screen.findByTestId('wizard-create-error');
    expect(within(error).getByTestId('wizard-existing-act').getAttribute('href')).toBe('/my_notarial_act/aaaaaaaa-1111-4111-8111-111111111111');
  });
});

function party(overrides: Partial<ActParty>): ActParty {
  return {
    id: 'p2', actId: ACT_ID, role: 'buyer', isAuthor: false, partyClass: 'natural', personType: null, pin: BUYER_PIN, inn: null, fullname: 'RASHIDOVA GULNORA AKMAL QIZI',
    birthDate: null, phone: '901112233', document: {}, personal: {}, consular: null, addresses: {}, representation: null, participation: null, participationMode: null,
    regtype: null, proxyDocument: null, guardian: null, manager: null, branch: null, marriage: null, rights: null, delegationRight: false, isPayer: false, kinship: null,
    status: null, answeredAt: null, inviteLink: `http://portal/enotarial_act/${ACT_ID}?invite=tok`, qrCode: 'data:image/png;base64,AAAA', smsSent: true, smsSentAt: '2026-11-25T09:00:00.000Z',
    createdAt: '2026-11-25T09:00:00.000Z', updatedAt: '2026-11-25T09:00:00.000Z',
    ...overrides,
  } as ActParty;
}

function renderExisting(general: ActGeneral | (() => ActGeneral), extra: Record<string, unknown> = {}) {
  const api = mockApi({
    [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, typeof general === 'function' ? general() : general),
    [`GET /api/notarial_act/${ACT_ID}/parties`]: [party({ id: 'p1', role: 'seller', isAuthor: true, status: 'accepted', inviteLink: null, qrCode: null }), party({})],
    [`GET /api/notarial_act/${ACT_ID}/payments`]: [],
    'GET /api/reference/regions': [],
    'GET /api/reference/districts': [],
    ...extra,
  });
  renderRoutes(
    [{ path: '/enotarial_act/:uuid', element: <SimplifiedWizard uuid={ACT_ID} typeId={1} onTypeChange={() => undefined} onCreated={() => undefined} cardPath={(id) => `/my_notarial_act/${id}`} /> }],
    `/enotarial_act/${ACT_ID}?simplified=1`,
  );
  return api;
}

const simplifiedAt = (step: ActStep, overrides: Parameters<typeof snapshotAt>[1] = {}, actor: 'applicant' | 'party' = 'applicant') =>
  generalAt(snapshotAt(step, { typeId: 1, ...overrides }), actor, { isSimplified: true, typeId: 1 });

describe('simplified wizard of an act under way', () => {
  it('opens on the screen the act has reached', () => {
    expect(reachedScreen({ step: 1, allPartiesAccepted: false })).toBe(2);
    expect(reachedScreen({ step: 1, allPartiesAccepted: true })).toBe(3);
    expect([2, 3, 4, 5, 6, 7, 8, 9].map((step) => reachedScreen({ step: step as ActStep, allPartiesAccepted: true }))).toEqual([4, 4, 4, 5, 5, 5, 5, 6]);
  });

  it('screen 2: the invited party with the link, QR code and SMS; "link copied"; no new invitation while one is open', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderExisting(simplifiedAt(1, { allPartiesAccepted: false }));
    expect(await screen.findByTestId('wizard-screen-2')).toBeTruthy();
    expect(((await screen.findByTestId('invite-link')) as HTMLInputElement).value).toBe(`http://portal/enotarial_act/${ACT_ID}?invite=tok`);
    expect(screen.getByTestId('invite-qr').getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(screen.getByTestId('party-status').textContent).toBe('Tasdiqlash kutilmoqda');
    expect(screen.queryByTestId('invite-resend')).toBeNull();
    fireEvent.click(screen.getByTestId('invite-copy'));
    expect((await screen.findByTestId('invite-copied')).textContent).toBe('Havola nusxalandi');
    expect(writeText).toHaveBeenCalledWith(`http://portal/enotarial_act/${ACT_ID}?invite=tok`);
    expect(screen.getByTestId('wizard-next').hasAttribute('disabled')).toBe(true);
  });

  it('screen 2: a party who rejected can be invited again (reinvite)', async () => {
    const api = renderExisting(simplifiedAt(1, { allPartiesAccepted: false }), {
      [`GET /api/notarial_act/${ACT_ID}/parties`]: [party({ status: 'rejected' })],
      [`POST /api/notarial_act/${ACT_ID}/parties/p2/reinvite`]: party({}),
    });
    fireEvent.click(await screen.findByTestId('invite-resend'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.url.endsWith('/parties/p2/reinvite'))).toBe(true));
  });

  it('screen 3: the notary choice asks to confirm and sends change_notary; send for check only once the machine allows it', async () => {
    const bodies: unknown[] = [];
    renderExisting(simplifiedAt(1, { hasNotary: false }), {
      [`POST /api/notarial_act/${ACT_ID}/events/change_notary`]: async (request: Request) => {
        bodies.push(await request.json());
        return jsonResponse(200, simplifiedAt(1));
      },
    });
    expect(await screen.findByTestId('wizard-screen-3')).toBeTruthy();
    expect(screen.queryByTestId('action-send_for_check')).toBeNull();
    expect(screen.getByTestId('blocked-send_for_check')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wizard-notary-choose'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('wizard-notary-confirm'));
    await waitFor(() => expect(bodies).toEqual([{ confirmed: true, notaryChoice: { mode: 'auto' } }]));
  });

  const SCREEN_EVENTS: Record<number, string[]> = {
    4: ['confirm', 'return_to_preparation', 'change_notary', 'delete'],
    5: ['confirm_time', 'ask_other_time', 'mark_paid', 'delete'],
    6: ['annul'],
  };
  for (const step of [2, 3, 4, 5, 6, 7, 8, 9] as const) {
    it(`step ${step}: the screen offers exactly the machine's events that belong to it`, async () => {
      const snapshot = snapshotAt(step, { typeId: 1 });
      renderExisting(generalAt(snapshot, 'applicant', { isSimplified: true, typeId: 1 }));
      const index = reachedScreen({ step, allPartiesAccepted: true });
      await screen.findByTestId(`wizard-screen-${index}`);
      const expected = allowedEvents(snapshot, 'applicant').filter((e) => SCREEN_EVENTS[index]!.includes(e));
      const shown = screen.queryAllByRole('button').flatMap((b) => (b.dataset.testid?.startsWith('action-') ? [b.dataset.testid.replace('action-', '')] : []));
      expect(shown.sort()).toEqual([...expected].sort());
    });
  }

  it('screen 5: confirms the time only after asking; asking for another time asks too', async () => {
    renderExisting(simplifiedAt(6), {});
    expect(await screen.findByTestId('wizard-screen-5')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-ask_other_time'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
