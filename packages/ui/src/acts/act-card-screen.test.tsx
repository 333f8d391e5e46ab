import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allowedEvents, ACT_STEP_NUMBERS, type ActEvent } from '@notary/domain/act';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../session/index.ts';
import { jsonResponse, mockApi } from '../testing/fetch-mock.ts';
import { renderRoutes } from '../testing/render.tsx';
import { ActCardScreen } from './act-card-screen.tsx';
import { setLiveSocketFactory, type LiveSocket } from './live-updates.ts';
import { ACT_ID, generalAt, snapshotAt } from './test-fixtures.ts';
import type { ActGeneral } from './api/types.ts';

afterEach(() => {
  vi.restoreAllMocks();
  setLiveSocketFactory(null);
});

const routes = [
  { path: '/my_notarial_act/:rid', element: <ActCardScreen uuid={ACT_ID} /> },
  { path: '/404', element: <p>404</p> },
];
const path = `/my_notarial_act/${ACT_ID}`;

function cardApi(general: ActGeneral | (() => ActGeneral), extra: Record<string, unknown> = {}) {
  return mockApi({
    [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, typeof general === 'function' ? general() : general),
    ...extra,
  });
}

/** The action buttons the card shows. */
function enabledActions(): string[] {
  const box = screen.queryByTestId('act-actions');
  if (!box) return [];
  const buttons = within(box).queryAllByRole('button').filter((b) => b.dataset.testid?.startsWith('action-'));
  expect(buttons.every((b) => !b.hasAttribute('disabled'))).toBe(true);
  return buttons.map((b) => b.dataset.testid!.replace('action-', ''));
}

/** What the card leaves to other screens: the wizard's save and the notary console's events that need its inputs. */
const NOT_ON_THE_CARD: readonly ActEvent[] = ['save_draft', 'set_time', 'refuse', 'return_with_defects'];

describe('the act card: actions per step and role, from the machine', () => {
  for (const actor of ['applicant', 'notary'] as const) {
    for (const step of ACT_STEP_NUMBERS) {
      it(`${actor} at step ${step}: exactly the events the machine allows`, async () => {
        const snapshot = snapshotAt(step);
        cardApi(generalAt(snapshot, actor));
        renderRoutes(routes, path);
        await screen.findByTestId('act-card');
        const expected = allowedEvents(snapshot, actor).filter((e) => !NOT_ON_THE_CARD.includes(e));
        expect(enabledActions().sort()).toEqual([...expected].sort());
      });
    }
  }

  it('tells an event a guard holds back with the reason in the catalogue words, without a button', async () => {
    const snapshot = snapshotAt(1, { allPartiesAccepted: false });
    cardApi(generalAt(snapshot, 'applicant'));
    renderRoutes(routes, path);
    await screen.findByTestId('act-card');
    expect(screen.queryByTestId('action-send_for_check')).toBeNull();
    expect(enabledActions().sort()).toEqual(['change_notary', 'delete']);
    expect(screen.getByTestId('blocked-send_for_check').textContent).toBe('Tekshirishga yuborish: Barcha ishtirokchilar taklifni tasdiqlamagan');
  });

  it("asks to confirm sending for check (acts-domain 8) and sends the machine's event with confirmed: true", async () => {
    let general = generalAt(snapshotAt(1), 'applicant');
    const bodies: unknown[] = [];
    const api = cardApi(() => general, {
      [`POST /api/notarial_act/${ACT_ID}/events/send_for_check`]: async (request: Request) => {
        bodies.push(await request.json());
        general = generalAt(snapshotAt(2), 'applicant');
        return jsonResponse(200, general);
      },
    });
    renderRoutes(routes, path);
    fireEvent.click(await screen.findByTestId('action-send_for_check'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Notarial harakat notariusga ko\'rib chiqish va tahrirlash uchun yuborilsinmi?')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('action-confirm'));
    await waitFor(() => expect(screen.getByTestId('progress-step-2').getAttribute('aria-current')).toBe('step'));
    expect(bodies).toEqual([{ confirmed: true }]);
  });

  it('sends an event without a confirmation at once', async () => {
    const api = cardApi(generalAt(snapshotAt(3), 'applicant'), {
      [`POST /api/notarial_act/${ACT_ID}/events/confirm`]: () => jsonResponse(200, generalAt(snapshotAt(4), 'applicant')),
    });
    renderRoutes(routes, path);
    fireEvent.click(await screen.findByTestId('action-confirm'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.url.endsWith('/events/confirm'))).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a refused event in the catalogue words inside the dialog', async () => {
    cardApi(generalAt(snapshotAt(9), 'applicant'), {
      [`POST /api/notarial_act/${ACT_ID}/events/annul`]: () => jsonResponse(409, { code: 'annul_requires_notary', message: 'x' }),
    });
    renderRoutes(routes, path);
    // 101 (vehicle power of attorney) is revocable by its author: the machine offers annul.
    fireEvent.click(await screen.findByTestId('action-annul'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('action-confirm').hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByTestId('annul-reason'), { target: { value: 'Kerak emas' } });
    fireEvent.click(within(dialog).getByTestId('action-confirm'));
    expect((await within(dialog).findByTestId('action-error')).textContent).toBe('Bu turdagi notarial harakatni faqat notarius bekor qiladi');
  });

  it('offers an invited party the answers of the invitation machine, and exit asks first', async () => {
    cardApi(generalAt(snapshotAt(1), 'party', { myInvitationStatus: null }));
    renderRoutes(routes, path);
    await screen.findByTestId('act-card');
    expect(enabledActions().sort()).toEqual(['accept', 'reject']);
  });

  it('shows an invited party who has not accepted the general tab only (issue 13.5)', async () => {
    cardApi(generalAt(snapshotAt(1), 'party', { myInvitationStatus: null }));
    renderRoutes(routes, `${path}?tab=parties`);
    await screen.findByTestId('act-card');
    expect(screen.getAllByRole('tab').map((tab) => tab.dataset.testid)).toEqual(['card-tab-general']);
    expect(screen.getByTestId('act-card-invitation-hint')).toBeTruthy();
  });

  it.each([1, 15034] as const)('keeps an invited party of a type %i act on the card: nothing asks for what they may not read yet', async (typeId) => {
    // Before accepting, the parties and subjects answer 418 (issue 13.5), which would send the user away from the card.
    const api = cardApi(generalAt(snapshotAt(1, { typeId }), 'party', { typeId, myInvitationStatus: null }), {
      [`GET /api/notarial_act/${ACT_ID}/parties`]: () => jsonResponse(418, { code: 'pin_not_found_in_uuid', message: 'not yet' }),
      [`GET /api/notarial_act/${ACT_ID}/subjects`]: () => jsonResponse(418, { code: 'pin_not_found_in_uuid', message: 'not yet' }),
    });
    renderRoutes(routes, path);
    await screen.findByTestId('act-card');
    await new Promise((r) => setTimeout(r, 300));
    expect(api.calls.map((c) => new URL(c.url).pathname).filter((p) => p.endsWith('/parties') || p.endsWith('/subjects'))).toEqual([]);
    expect(screen.queryByTestId('act-terms')).toBeNull();
    expect(enabledActions().sort()).toEqual(['accept', 'reject']);
  });

  it('lets a party who accepted exit the deal after a confirmation', async () => {
    const api = cardApi(generalAt(snapshotAt(1), 'party', { myInvitationStatus: 'accepted' }), {
      [`POST /api/notarial_act/${ACT_ID}/invitation/exit`]: { ok: true },
    });
    renderRoutes(routes, path);
    fireEvent.click(await screen.findByTestId('action-exit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Siz ushbu bitimdan chiqasiz. Davom etasizmi?')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('action-confirm'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.url.endsWith('/invitation/exit'))).toBe(true));
  });
});

describe('the act card: progress, notices and tabs', () => {
  it('puts the act on the nine-step bar', async () => {
    cardApi(generalAt(snapshotAt(5), 'applicant'));
    renderRoutes(routes, path);
    await screen.findByTestId('act-card');
    expect(screen.getAllByRole('listitem', { name: undefined }).filter((li) => li.dataset.testid?.startsWith('progress-step'))).toHaveLength(9);
    expect(screen.getByTestId('progress-step-4').dataset.state).toBe('done');
    expect(screen.getByTestId('progress-step-5').getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('progress-step-6').dataset.state).toBe('ahead');
  });

  it('says the registration time expired (acts-domain 8)', async () => {
    cardApi(generalAt(snapshotAt(6, { visitAt: new Date('2020-01-01T05:00:00Z') }), 'applicant', { isVisitTimePassed: true, visitAt: '2020-01-01T05:00:00.000Z' }));
    renderRoutes(routes, path);
    const notice = await screen.findByTestId('blocking-registration_time_expired');
    expect(within(notice).getByTestId('blocking-message').textContent).toBe("Ro'yxatga olish vaqti o'tib ketdi. Notariusdan yangi vaqt so'rang");
  });

  it('says why an inactive act stopped: its video conference was missed (issue 16.6), and offers no action', async () => {
    const missed = { code: 'video_conference_missed' as const, details: { visitAt: '2026-11-20T05:30:00.000Z', notaryName: 'Nazarova Feruza', isNotary: false } };
    cardApi(generalAt(snapshotAt(7, { status: 'inactive' }), 'applicant', { regtype: 2, blockedBy: missed.code, blocking: missed }));
    renderRoutes(routes, path);
    const notice = await screen.findByTestId('blocking-video_conference_missed');
    expect(within(notice).getByTestId('blocking-message').textContent).toBe("Videokonferensiya belgilangan vaqtda o'tkazilmadi, shuning uchun so'rov nofaol bo'ldi");
    expect(within(notice).getByTestId('blocking-way-out').textContent).toContain('Harakatni qaytadan yarating');
    expect(enabledActions()).toEqual([]);
  });

  it('shows no blocking rule on an act finished otherwise', async () => {
    cardApi(generalAt(snapshotAt(5, { status: 'stopped', blockedBy: 'enforcement_debt' }), 'applicant'));
    renderRoutes(routes, path);
    await screen.findByTestId('act-card');
    expect(screen.queryByTestId('blocking-enforcement_debt')).toBeNull();
  });

  it('opens a tab from the address and writes the chosen tab to it', async () => {
    cardApi(generalAt(snapshotAt(9), 'applicant'), {
      [`GET /api/notarial_act/${ACT_ID}/parties`]: [
        { id: 'p1', role: 'principal', isAuthor: true, pin: '31403856111016', fullname: 'KARIMOV AZIZ', status: 'accepted', smsSent: false },
        { id: 'p2', role: 'attorney', isAuthor: false, pin: '42207886111086', fullname: 'KARIMOVA NILUFAR', status: null, smsSent: true },
      ],
      [`GET /api/notarial_act/${ACT_ID}/payments`]: [
        { id: 'i1', number: 'INV-1', kind: 'state_duty', amount: '18750.00', state: 'confirmed', payerName: 'KARIMOV AZIZ', createdAt: '2025-03-01T07:00:00Z' },
      ],
    });
    const { documentPath } = renderRoutes(routes, `${path}?tab=parties`);
    const rows = await screen.findAllByTestId('party-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Ishonch bildiruvchi', 'Ishonchli vakil']);
    expect(within(rows[1]!).getByTestId('party-status').textContent).toBe('Tasdiqlash kutilmoqda');
    fireEvent.click(screen.getByTestId('card-tab-payments'));
    await waitFor(() => expect(documentPath()).toBe(`${path}?tab=payments`));
    const payment = await screen.findByTestId('payment-row');
    expect(within(payment).getByText("18 750.00 so'm")).toBeTruthy();
    expect(within(payment).getByText('Tasdiqlangan')).toBeTruthy();
  });

  it('lets whoever the machine lets pay mark an issued invoice paid at a bank', async () => {
    const invoice = { id: 'i1', number: 'INV-1', kind: 'state_duty', amount: '18750.00', state: 'issued', payerName: 'KARIMOV AZIZ', createdAt: '2025-03-01T07:00:00Z' };
    let state = 'issued';
    const api = cardApi(generalAt(snapshotAt(7), 'applicant'), {
      [`GET /api/notarial_act/${ACT_ID}/payments`]: () => jsonResponse(200, [{ ...invoice, state }]),
      [`POST /api/notarial_act/${ACT_ID}/payments/i1/bank-paid`]: () => {
        state = 'marked_paid';
        return jsonResponse(200, { ...invoice, state });
      },
    });
    const first = renderRoutes(routes, `${path}?tab=payments`);
    fireEvent.click(await screen.findByTestId('payment-bank-paid'));
    await waitFor(() => expect(within(screen.getByTestId('payment-row')).getByText("To'langan deb belgilangan")).toBeTruthy());
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByTestId('payment-bank-paid')).toBeNull();
    first.unmount();
    // The notary has no mark_paid: no such button for them.
    state = 'issued';
    cardApi(generalAt(snapshotAt(7), 'notary'), { [`GET /api/notarial_act/${ACT_ID}/payments`]: () => jsonResponse(200, [{ ...invoice, state }]) });
    renderRoutes(routes, `${path}?tab=payments`);
    await screen.findByTestId('payment-row');
    expect(screen.queryByTestId('payment-bank-paid')).toBeNull();
  });

  it('tells the history in words: the notes and the audit trail, newest first', async () => {
    cardApi(generalAt(snapshotAt(2), 'applicant'), {
      [`GET /api/notarial_act/${ACT_ID}/notes`]: [{ id: 'n1', text: 'Pasport nusxasi ilova qilindi', history: [] }],
      [`GET /api/notarial_act/${ACT_ID}/audit`]: [
        { seq: 1, at: '2025-03-01T07:00:00Z', actorRole: 'applicant', action: 'create', fromStep: null, toStep: 1, reason: null },
        { seq: 2, at: '2025-03-01T07:05:00Z', actorRole: 'applicant', action: 'party.add', fromStep: 1, toStep: 1, reason: null },
        { seq: 3, at: '2025-03-01T07:10:00Z', actorRole: 'applicant', action: 'send_for_check', fromStep: 1, toStep: 2, reason: null },
      ],
    });
    renderRoutes(routes, `${path}?tab=history`);
    expect(await screen.findByText('Pasport nusxasi ilova qilindi')).toBeTruthy();
    const audit = await screen.findByTestId('audit');
    expect([...audit.querySelectorAll('.mantine-Timeline-itemTitle')].map((e) => e.textContent)).toEqual([
      'Tekshirishga yuborish',
      "Ishtirokchi qo'shildi",
      'Notarial harakat yaratildi',
    ]);
    expect(within(audit).getByText('01.03.2025 12:10:00 · 1 → 2')).toBeTruthy();
  });

    it('has a video-conference tab only for an act registered by video', async () => {
    cardApi(generalAt(snapshotAt(6, { regType: 2 }), 'applicant', { regtype: 2 }), {
      [`GET /api/notarial_act/${ACT_ID}/video`]: { uuid: ACT_ID, regtype: 2, visitAt: '2099-01-01T05:00:00Z', visitdate: '2099-01-01', visittime: '10:00', isInactive: false },
    });
    const first = renderRoutes(routes, `${path}?tab=video`);
    expect((await screen.findByTestId('video-visit')).textContent).toBe('01.01.2099 10:00');
    first.unmount();
    cardApi(generalAt(snapshotAt(6), 'applicant'));
    renderRoutes(routes, `${path}?tab=video`);
    await screen.findByTestId('act-card');
    expect(screen.queryByTestId('card-tab-video')).toBeNull();
    expect(screen.getByTestId('card-tab-general').getAttribute('aria-selected')).toBe('true');
  });

  it('shows the print form PDF and offers it for download', async () => {
    URL.createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:print-form');
    URL.revokeObjectURL = vi.fn<(url: string) => void>();
    cardApi(generalAt(snapshotAt(9), 'applicant'), {
      [`GET /api/notarial_act/${ACT_ID}/print-form.pdf`]: () =>
        new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="act-2025-700101.pdf"' } }),
    });
    renderRoutes(routes, `${path}?tab=print`);
    const frame = await screen.findByTestId('print-frame');
    expect(frame.getAttribute('src')).toBe('blob:print-form');
    expect(frame.getAttribute('title')).toBe('Bosma shakl');
    expect(screen.getByTestId('print-download').getAttribute('download')).toBe('act-2025-700101.pdf');
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

describe('the act card: live updates', () => {
  it('joins the act room, refreshes on a change by another party, and after a reconnection', async () => {
    useSessionStore.setState({ token: 't1' });
    const socket = new FakeSocket();
    setLiveSocketFactory(() => socket as unknown as LiveSocket);
    let step: 1 | 2 = 1;
    const api = cardApi(() => generalAt(snapshotAt(step), 'applicant'));
    renderRoutes(routes, path);
    await screen.findByTestId('act-card');
    socket.serverSends('connect');
    await waitFor(() => expect(socket.sent).toContainEqual(['act:subscribe', { actId: ACT_ID }]));
    step = 2;
    socket.serverSends('act:changed', { actId: ACT_ID, step: 2, status: 'active', event: 'send_for_check', actor: 'applicant', at: new Date().toISOString() });
    await waitFor(() => expect(screen.getByTestId('progress-step-2').getAttribute('aria-current')).toBe('step'));
    socket.serverSends('disconnect');
    expect(await screen.findByTestId('live-reconnecting')).toBeTruthy();
    const before = api.calls.length;
    socket.serverSends('connect');
    await waitFor(() => expect(screen.queryByTestId('live-reconnecting')).toBeNull());
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(before));
    expect(socket.sent.filter(([e]) => e === 'act:subscribe')).toHaveLength(2);
  });
});
