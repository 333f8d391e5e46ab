import { EventEmitter } from 'node:events';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACT_TYPE_IDS, ACT_TYPES, missingBlocks, REQUIRED_BLOCKS, type ActTypeId } from '@notary/domain/act';
import { useParams, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/fetch-mock.ts';
import { renderRoutes } from '../../testing/render.tsx';
import type { ActGeneral, ActParty, ActSubject } from '../api/types.ts';
import { ACT_ID, generalAt, snapshotAt } from '../test-fixtures.ts';
import { setLiveSocketFactory, type LiveSocket } from '../live-updates.ts';
import { useSessionStore } from '../../session/index.ts';
import { ActWizard } from './act-wizard.tsx';
import { shownTermBlocks } from '../terms/index.ts';
import { firstIncompleteStep, stepMissing, wizardStepsFor } from './wizard-steps.ts';

afterEach(() => {
  vi.restoreAllMocks();
  setLiveSocketFactory(null);
});

const NOTARY = '0b7f4c1e-8a5d-4c2b-9e3f-1a2b3c4d5e6f';
const wizardPath = (uuid: string, step?: number) => `/w/${uuid}${step === undefined ? '' : `?step=${step}`}`;

function WizardRoute() {
  const { uuid = '' } = useParams();
  const [params] = useSearchParams();
  const raw = params.get('step');
  if (uuid === 'new') return <ActWizard uuid={null} typeId={Number(params.get('type')) as ActTypeId} step={0} wizardPath={wizardPath} cardPath={(id) => `/card/${id}`} />;
  return <ActWizard uuid={uuid} typeId={null} step={raw === null ? null : Number(raw)} wizardPath={wizardPath} cardPath={(id) => `/card/${id}`} />;
}

const routes = [
  { path: '/w/:uuid', element: <WizardRoute /> },
  { path: '/card/:uuid', element: <p data-testid="card">card</p> },
  { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
];

function party(role: string, overrides: Partial<ActParty> = {}): ActParty {
  return {
    id: `p-${role}-${Math.random().toString(16).slice(2, 8)}`,
    actId: ACT_ID,
    role,
    isAuthor: false,
    partyClass: 'natural',
    personType: null,
    pin: '31234567890123',
    inn: null,
    fullname: `${role.toUpperCase()} TEST`,
    birthDate: null,
    phone: null,
    document: {},
    personal: {},
    consular: null,
    addresses: {},
    representation: null,
    participation: null,
    participationMode: null,
    regtype: null,
    proxyDocument: null,
    guardian: null,
    manager: null,
    branch: null,
    marriage: null,
    rights: null,
    delegationRight: false,
    isPayer: false,
    kinship: null,
    status: 'accepted',
    answeredAt: null,
    inviteLink: null,
    qrCode: null,
    smsSent: false,
    smsSentAt: null,
    createdAt: '2026-11-25T07:00:00.000Z',
    updatedAt: '2026-11-25T07:00:00.000Z',
    ...overrides,
  } as ActParty;
}

function draftOf(typeId: ActTypeId, overrides: Partial<ActGeneral> = {}): ActGeneral {
  const snapshot = snapshotAt(1, { typeId, hasNotary: overrides.notaryId != null });
  return generalAt(snapshot, 'applicant', { typeId, step: 1, status: 'active', regnum: null, regdate: null, notaryId: null, notaryName: null, ...overrides });
}

function actApi(general: ActGeneral, parties: ActParty[], subjects: ActSubject[], extra: Record<string, unknown> = {}) {
  return mockApi({
    [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, general),
    [`GET /api/notarial_act/${ACT_ID}/parties`]: () => jsonResponse(200, parties),
    [`GET /api/notarial_act/${ACT_ID}/subjects`]: () => jsonResponse(200, subjects),
    'GET /api/reference/regions': [],
    ...extra,
  });
}

const authorOf = (typeId: ActTypeId) => party(ACT_TYPES[typeId].authorRole, { isAuthor: true });
const stepOf = (path: string) => Number(new URL(path, 'http://x').searchParams.get('step'));

describe('the act wizard of every act type (issue 13)', () => {
  it.each(ACT_TYPE_IDS)('type %i: a bare draft resumes at its first incomplete step, whose "next" names what is missing', async (typeId) => {
    const general = draftOf(typeId);
    const parties = [authorOf(typeId)];
    actApi(general, parties, []);
    const { documentPath } = renderRoutes(routes, wizardPath(ACT_ID));
    const shown = shownTermBlocks(typeId);
    const steps = wizardStepsFor(typeId, shown);
    const missing = missingBlocks({ ...general, parties, subjects: [] });
    const expected = firstIncompleteStep(steps, missing, shown);
    await waitFor(() => expect(documentPath()).toBe(wizardPath(ACT_ID, expected)));
    const wizard = await screen.findByTestId('act-wizard');
    expect(wizard.dataset.step).toBe(String(expected));
    // Steps numbered from 0, one per step of the type (no subjects step for the travel consents).
    expect(within(screen.getByTestId('wizard-stepper')).getAllByRole('button')).toHaveLength(steps.length);
    expect(steps.includes('subjects')).toBe(REQUIRED_BLOCKS[typeId].subject !== null);
    fireEvent.click(screen.getByTestId('wizard-next'));
    const lacking = await screen.findByTestId('wizard-step-missing');
    const key = steps[expected]!;
    const stepBlocks = stepMissing(key, missing, shown);
    expect(stepBlocks.length).toBeGreaterThan(0);
    for (const block of stepBlocks) expect(within(lacking).getByTestId(`step-missing-${block}`)).toBeTruthy();
    expect(documentPath()).toBe(wizardPath(ACT_ID, expected));
  });

  it.each(ACT_TYPE_IDS)('type %i: the last step lists every missing block and does not send', async (typeId) => {
    const general = draftOf(typeId);
    const parties = [authorOf(typeId)];
    actApi(general, parties, []);
    const steps = wizardStepsFor(typeId, shownTermBlocks(typeId));
    renderRoutes(routes, wizardPath(ACT_ID, steps.length - 1));
    await screen.findByTestId('wizard-review');
    for (const block of missingBlocks({ ...general, parties, subjects: [] })) expect(screen.getByTestId(`missing-${block}`)).toBeTruthy();
    expect(screen.getByTestId('wizard-send').hasAttribute('disabled')).toBe(true);
  });

  it('resumes a draft with its parties and vehicle at the notary step', async () => {
    const general = draftOf(1);
    const subject = { id: 's1', actId: ACT_ID, kind: 'vehicle', stateNumber: '01A123BC', techPassportSeries: 'AAF', techPassportNumber: '1234567', price: '120000000.00', priceWords: "bir yuz yigirma million so'm 00 tiyin", shares: [] } as unknown as ActSubject;
    actApi(general, [authorOf(1), party('buyer')], [subject]);
    const { documentPath } = renderRoutes(routes, wizardPath(ACT_ID));
    await waitFor(() => expect(stepOf(documentPath())).toBe(wizardStepsFor(1, shownTermBlocks(1)).indexOf('notary')));
    expect(await screen.findByTestId('wizard-notary')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wizard-previous'));
    await waitFor(() => expect(stepOf(documentPath())).toBe(wizardStepsFor(1, shownTermBlocks(1)).indexOf('terms')));
    expect(await screen.findByTestId('act-terms-price')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wizard-previous'));
    await waitFor(() => expect(stepOf(documentPath())).toBe(wizardStepsFor(1, shownTermBlocks(1)).indexOf('subjects')));
    expect(screen.getAllByTestId('wizard-subject-row')).toHaveLength(1);
  });

  it('step 0 creates the draft with the chosen registration type, then goes on at step 1', async () => {
    const bodies: unknown[] = [];
    const general = draftOf(15034, { regtype: 2 });
    actApi(general, [authorOf(15034)], [], {
      'POST /api/notarial_act': async (request: Request) => {
        bodies.push(await request.json());
        return jsonResponse(201, general);
      },
    });
    const { documentPath } = renderRoutes(routes, '/w/new?type=15034');
    fireEvent.click(await screen.findByTestId('wizard-regtype-2'));
    fireEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(documentPath()).toBe(wizardPath(ACT_ID, 1)));
    expect(bodies).toEqual([{ typeId: 15034, regtype: 2 }]);
    expect(await screen.findByTestId('wizard-parties')).toBeTruthy();
  });

  it('a type registered in person only offers no choice', async () => {
    mockApi({});
    renderRoutes(routes, '/w/new?type=11962');
    expect((await screen.findByTestId('wizard-regtype-fixed')).textContent).toBe('Notarius idorasida shaxsan');
    expect(screen.queryByTestId('wizard-regtype-2')).toBeNull();
  });

  it('finds a party by personal number: a deceased person is shown with the civil registry message and cannot be added', async () => {
    actApi(draftOf(1), [authorOf(1)], [], {
      [`POST /api/notarial_act/${ACT_ID}/parties/lookup`]: () => jsonResponse(200, { pin: '31234567890123', fullname: 'KARIMOV ALI VALI OGLI', isDeceased: true, isMinor: false, age: 70 }),
    });
    renderRoutes(routes, wizardPath(ACT_ID, 1));
    fireEvent.change(await screen.findByTestId('party-pin'), { target: { value: '31234567890123' } });
    fireEvent.click(screen.getByTestId('party-find'));
    expect((await screen.findByTestId('party-lookup-name')).textContent).toBe('KARIMOV ALI VALI OGLI');
    expect(screen.getByTestId('party-lookup-deceased').textContent).toContain('FHDYo organiga murojaat qiling');
    expect(screen.getByTestId('party-add').hasAttribute('disabled')).toBe(true);
  });

  it('a minor is marked, and an adult cannot be added as the minor of a travel consent', async () => {
    let answer = { pin: '61234567890123', fullname: 'KARIMOVA MADINA', isDeceased: false, isMinor: true, age: 12 };
    actApi(draftOf(15034), [authorOf(15034)], [], {
      [`POST /api/notarial_act/${ACT_ID}/parties/lookup`]: () => jsonResponse(200, answer),
    });
    renderRoutes(routes, wizardPath(ACT_ID, 1));
    fireEvent.change(await screen.findByTestId('party-pin'), { target: { value: '61234567890123' } });
    fireEvent.click(screen.getByTestId('party-find'));
    expect((await screen.findByTestId('party-lookup-minor')).textContent).toBe('Voyaga yetmagan, 12 yosh');
    expect(screen.getByTestId('party-add').hasAttribute('disabled')).toBe(false);
    answer = { ...answer, isMinor: false, age: 30 };
    fireEvent.click(screen.getByTestId('party-find'));
    expect(await screen.findByTestId('party-not-minor')).toBeTruthy();
    expect(screen.getByTestId('party-add').hasAttribute('disabled')).toBe(true);
  });

  it('checks the personal number with the domain schema before asking the registry', async () => {
    const api = actApi(draftOf(1), [authorOf(1)], []);
    renderRoutes(routes, wizardPath(ACT_ID, 1));
    fireEvent.change(await screen.findByTestId('party-pin'), { target: { value: '3123' } });
    fireEvent.click(screen.getByTestId('party-find'));
    expect(await screen.findByText("JShShIR 14 ta raqamdan iborat bo'lishi kerak")).toBeTruthy();
    expect(api.calls.some((r) => r.url.endsWith('/parties/lookup'))).toBe(false);
  });

  it('adds the party found after the "add a party" confirmation (acts-domain 8)', async () => {
    const bodies: unknown[] = [];
    actApi(draftOf(1), [authorOf(1)], [], {
      [`POST /api/notarial_act/${ACT_ID}/parties/lookup`]: () => jsonResponse(200, { pin: '31234567890123', fullname: 'KARIMOV ALI', isDeceased: false, isMinor: false, age: 40 }),
      [`POST /api/notarial_act/${ACT_ID}/parties`]: async (request: Request) => {
        bodies.push(await request.json());
        return jsonResponse(201, party('buyer'));
      },
    });
    renderRoutes(routes, wizardPath(ACT_ID, 1));
    fireEvent.change(await screen.findByTestId('party-pin'), { target: { value: '31234567890123' } });
    fireEvent.click(screen.getByTestId('party-find'));
    await screen.findByTestId('party-lookup-name');
    fireEvent.change(screen.getByTestId('party-phone'), { target: { value: '901112233' } });
    fireEvent.click(screen.getByTestId('party-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Ishtirokchi qo'shiladi va unga taklif yuboriladi. Davom etasizmi?")).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('wizard-confirm-ok'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ role: 'buyer', partyClass: 'natural', pin: '31234567890123', fullname: 'KARIMOV ALI', phone: '901112233', confirmed: true });
  });

  it("shows the registry's refusal of a vehicle; the sale's price is the terms step's", async () => {
    const bodies: unknown[] = [];
    actApi(draftOf(1), [authorOf(1), party('buyer')], [], {
      [`POST /api/notarial_act/${ACT_ID}/subjects`]: async (request: Request) => {
        bodies.push(await request.json());
        return jsonResponse(422, { code: 'vehicle_encumbered', message: 'vehicle_encumbered' });
      },
    });
    renderRoutes(routes, wizardPath(ACT_ID, 2));
    fireEvent.change(await screen.findByTestId('subject-state-number'), { target: { value: '01a123bc' } });
    expect(screen.queryByTestId('subject-price')).toBeNull();
    fireEvent.click(screen.getByTestId('subject-add'));
    expect((await screen.findByTestId('subject-server-error')).textContent).toContain('taqiq');
    expect(bodies).toEqual([{ kind: 'vehicle', stateNumber: '01A123BC', techPassportSeries: null, techPassportNumber: null }]);
    expect(wizardStepsFor(1, shownTermBlocks(1))).toEqual(['start', 'parties', 'subjects', 'terms', 'notary', 'review']);
  });

  it('the missing notice of "next" goes once the step has what it lacked', async () => {
    let subjects: ActSubject[] = [];
    actApi(draftOf(12047), [authorOf(12047)], [], {
      [`GET /api/notarial_act/${ACT_ID}/subjects`]: () => jsonResponse(200, subjects),
      [`POST /api/notarial_act/${ACT_ID}/subjects`]: () => {
        subjects = [{ id: 's1', actId: ACT_ID, kind: 'other', description: 'Meros ulushi', shares: [] } as unknown as ActSubject];
        return jsonResponse(201, subjects[0]);
      },
    });
    renderRoutes(routes, wizardPath(ACT_ID, 2));
    await screen.findByTestId('wizard-subjects');
    fireEvent.click(screen.getByTestId('wizard-next'));
    await screen.findByTestId('step-missing-subject');
    fireEvent.change(screen.getByTestId('subject-description'), { target: { value: 'Meros ulushi' } });
    fireEvent.click(screen.getByTestId('subject-add'));
    await screen.findByTestId('wizard-subject-row');
    await waitFor(() => expect(screen.queryByTestId('wizard-step-missing')).toBeNull());
  });

  it('checks a subject with the domain schema before saving it', async () => {
    const api = actApi(draftOf(105), [authorOf(105)], []);
    renderRoutes(routes, wizardPath(ACT_ID, 2));
    fireEvent.change(await screen.findByTestId('subject-cadastre'), { target: { value: '11-14' } });
    fireEvent.click(screen.getByTestId('subject-add'));
    expect(await screen.findByText("Kadastr raqami 11:14:04:01:01:1630 ko'rinishida bo'lishi kerak")).toBeTruthy();
    expect(api.calls.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends a complete act for check after the confirmation, and shows the server refusal in the dialog', async () => {
    const general = draftOf(12047, { notaryId: NOTARY, notaryName: 'NOTARIUSOV TEST' });
    const subject = { id: 's1', actId: ACT_ID, kind: 'other', description: 'Meros ulushi', shares: [] } as unknown as ActSubject;
    let refuse = true;
    actApi(general, [authorOf(12047)], [subject], {
      [`POST /api/notarial_act/${ACT_ID}/events/send_for_check`]: () =>
        refuse ? jsonResponse(422, { code: 'enforcement_debt', message: 'enforcement_debt' }) : jsonResponse(201, generalAt(snapshotAt(2, { typeId: 12047 }), 'applicant')),
    });
    const { documentPath } = renderRoutes(routes, wizardPath(ACT_ID));
    await screen.findByTestId('wizard-review');
    expect(screen.getByTestId('wizard-complete')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wizard-send'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('wizard-confirm-ok'));
    expect((await within(dialog).findByTestId('wizard-confirm-error')).textContent).toContain('Majburiy ijro byurosida qarzdorlik bor');
    refuse = false;
    fireEvent.click(within(dialog).getByTestId('wizard-confirm-ok'));
    await waitFor(() => expect(documentPath()).toBe(`/card/${ACT_ID}`));
  });

  it('goes to the card also when the live update of the sending arrives before its answer (the review already gone)', async () => {
    useSessionStore.setState({ token: 't1' });
    const socket = new FakeSocket();
    setLiveSocketFactory(() => socket as unknown as LiveSocket);
    const subject = { id: 's1', actId: ACT_ID, kind: 'other', description: 'Meros ulushi', shares: [] } as unknown as ActSubject;
    let sent = false;
    let answer: (response: Response) => void = () => undefined;
    const general = () => (sent ? generalAt(snapshotAt(2, { typeId: 12047 }), 'applicant') : draftOf(12047, { notaryId: NOTARY, notaryName: 'NOTARIUSOV TEST' }));
    actApi(general(), [authorOf(12047)], [subject], {
      [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, general()),
      [`POST /api/notarial_act/${ACT_ID}/events/send_for_check`]: () => {
        sent = true;
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    const { documentPath } = renderRoutes(routes, wizardPath(ACT_ID));
    await screen.findByTestId('wizard-review');
    socket.serverSends('connect');
    await waitFor(() => expect(socket.sent).toContainEqual(['act:subscribe', { actId: ACT_ID }]));
    fireEvent.click(screen.getByTestId('wizard-send'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('wizard-confirm-ok'));
    await waitFor(() => expect(sent).toBe(true));
    // The act's room hears the change first (a loaded machine): the draft is no longer editable, the review unmounts.
    socket.serverSends('act:changed', { actId: ACT_ID, step: 2, status: 'active', at: new Date().toISOString() });
    await screen.findByTestId('wizard-not-editable');
    answer(jsonResponse(201, generalAt(snapshotAt(2, { typeId: 12047 }), 'applicant')));
    await waitFor(() => expect(documentPath()).toBe(`/card/${ACT_ID}`));
  });

  it('a blocking rule holding "send for check" back is shown in its words', async () => {
    const general = generalAt(snapshotAt(1, { typeId: 12047, blockedBy: 'party_deceased' }), 'applicant', { typeId: 12047, step: 1, status: 'active', notaryId: NOTARY });
    actApi(general, [authorOf(12047)], [{ id: 's1', actId: ACT_ID, kind: 'other', description: 'Meros', shares: [] } as unknown as ActSubject]);
    renderRoutes(routes, wizardPath(ACT_ID, wizardStepsFor(12047, shownTermBlocks(12047)).indexOf('review')));
    expect((await screen.findByTestId('wizard-blocked')).textContent).toContain('FHDYo organiga murojaat qiling');
    expect(screen.getByTestId('wizard-send').hasAttribute('disabled')).toBe(true);
  });

  it('an act past Preparation is not editable: the wizard leads to its card', async () => {
    actApi(generalAt(snapshotAt(2), 'applicant'), [], []);
    renderRoutes(routes, wizardPath(ACT_ID, 1));
    expect(await screen.findByTestId('wizard-not-editable')).toBeTruthy();
    expect(screen.getByTestId('wizard-to-card').getAttribute('href')).toBe(`/card/${ACT_ID}`);
  });

  it('not every party accepted: the review shows who is to answer with the invitation, and their answer arrives live', async () => {
    useSessionStore.setState({ token: 't1' });
    const socket = new FakeSocket();
    setLiveSocketFactory(() => socket as unknown as LiveSocket);
    let accepted = false;
    const general = () =>
      generalAt(snapshotAt(1, { typeId: 11962, hasNotary: true, allPartiesAccepted: accepted }), 'applicant', { typeId: 11962, step: 1, status: 'active', notaryId: NOTARY, notaryName: 'NOTARIUSOV TEST' });
    const translator = () =>
      party('translator', accepted ? {} : { status: null, inviteLink: `http://portal/enotarial_act/${ACT_ID}?invite=abcdefghijklmnop`, smsSent: true, smsSentAt: '2026-11-27T10:00:00.000Z' });
    mockApi({
      [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, general()),
      [`GET /api/notarial_act/${ACT_ID}/parties`]: () => jsonResponse(200, [authorOf(11962), translator()]),
      [`GET /api/notarial_act/${ACT_ID}/subjects`]: () => jsonResponse(200, [{ id: 's1', actId: ACT_ID, kind: 'other', description: 'Diplom tarjimasi', shares: [] }]),
      'GET /api/reference/regions': [],
    });
    renderRoutes(routes, wizardPath(ACT_ID, wizardStepsFor(11962, shownTermBlocks(11962)).indexOf('review')));
    expect((await screen.findByTestId('wizard-blocked')).textContent).toBe('Barcha ishtirokchilar taklifni tasdiqlamagan');
    const awaiting = await screen.findByTestId('wizard-awaiting-parties');
    expect(within(awaiting).getByTestId('wizard-party-name').textContent).toBe('TRANSLATOR TEST');
    expect((within(awaiting).getByTestId('invite-link') as HTMLInputElement).value).toContain('?invite=abcdefghijklmnop');
    expect(screen.getByTestId('wizard-send').hasAttribute('disabled')).toBe(true);
    // The translator accepts in their own browser: the open wizard hears it and may send.
    socket.serverSends('connect');
    await waitFor(() => expect(socket.sent).toContainEqual(['act:subscribe', { actId: ACT_ID }]));
    accepted = true;
    socket.serverSends('act:party_changed', { actId: ACT_ID, partyId: 'p-translator', status: 'accepted', at: new Date().toISOString() });
    await waitFor(() => expect(screen.getByTestId('wizard-send').hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('wizard-awaiting-parties')).toBeNull();
    expect(screen.getByTestId('wizard-complete')).toBeTruthy();
  });
});

class FakeSocket extends EventEmitter {
  connected = false;
  sent: [string, unknown][] = [];
  override emit(event: string, ...args: unknown[]): boolean {
    if (['act:changed', 'act:party_changed', 'connect', 'disconnect'].includes(event)) return super.emit(event, ...args);
    this.sent.push([event, args[0]]);
    return true;
  }
  override off(event: string, listener: (...args: unknown[]) => void): this {
    return this.removeListener(event, listener);
  }
  disconnect(): this {
    return this;
  }
  serverSends(event: string, payload?: unknown): void {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    super.emit(event, payload);
  }
}
