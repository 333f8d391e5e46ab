import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSignInStore } from '@notary/ui/auth';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createUser, jsonResponse, mockApi, renderRoutes } from '@notary/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_BASENAME } from './paths.ts';
import { createConsoleRoutes } from './routes.tsx';

const admin = createUser({ fullname: 'Karimov Anvar', roles: ['admin'] });
const notary = createUser({ fullname: 'Rahimov Botir', roles: ['notary'] });

const ACT_ID = '5f1c2b3a-9d4e-4f60-8a7b-1c2d3e4f5a6b';
const OTHER_ACT_ID = '0a0b0c0d-1111-4222-8333-444455556666';

/** Two messages as the API answers them: newest first, createdAt an ISO instant (UTC). */
const MESSAGES = [
  {
    id: 'm2',
    phone: '901234567',
    text: "Hurmatli fuqaro! Siz notarial harakatga taklif qilindingiz. Havola: https://e-notarius.uz/enotarial_act/-1?pin=1",
    actId: ACT_ID,
    partyId: 'p2',
    status: 'queued',
    createdAt: '2026-03-12T05:04:05.000Z',
  },
  { id: 'm1', phone: '935550011', text: 'Tasdiqlash kodi: 4821', actId: null, partyId: null, status: 'sent', createdAt: '2026-03-11T19:30:00.000Z' },
];

const outboxCalls = (calls: Request[]) => calls.filter((request) => new URL(request.url).pathname === '/api/sms_outbox').map((request) => new URL(request.url).searchParams);

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  useSignInStore.setState({ isDialogOpen: false, prefill: {}, outcome: { kind: 'none' }, isInProgress: false });
});
afterEach(() => vi.restoreAllMocks());

describe('the SMS outbox (/console/sms_outbox, issue 5.6)', () => {
  it('shows an administrator the messages, newest first, in Tashkent time with formatted phones', async () => {
    useSessionStore.setState({ token: 't', user: admin });
    const { calls } = mockApi({ 'GET /api/sms_outbox': MESSAGES });
    renderRoutes(createConsoleRoutes(), '/console/sms_outbox', CONSOLE_BASENAME);

    await screen.findByRole('heading', { level: 1, name: 'Chiquvchi SMS xabarlar' });
    const rows = await screen.findAllByTestId('sms-outbox-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    // 05:04:05 UTC is 10:04:05 in Tashkent (UTC+5); 19:30 UTC on the 11th is already the 12th there.
    expect(first.getByText('12.03.2026 10:04:05')).toBeTruthy();
    expect(first.getByText('+998 (90) 123-45-67')).toBeTruthy();
    expect(first.getByText(/Siz notarial harakatga taklif qilindingiz/)).toBeTruthy();
    expect(first.getByRole('button', { name: '5f1c2b3a' }).getAttribute('title')).toBe(ACT_ID);
    expect(first.getByText('Yuborish navbatida')).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByText('12.03.2026 00:30:00')).toBeTruthy();
    expect(second.getByText('+998 (93) 555-00-11')).toBeTruthy();
    expect(second.getByText('Yuborilgan')).toBeTruthy();
    expect(screen.getByTestId('sms-outbox-count').textContent).toBe("Ko'rsatilgan xabarlar: 2");
    expect(screen.getByTestId('breadcrumbs').textContent).toBe("Ish o'rni›Chiquvchi SMS xabarlar");

    const sent = outboxCalls(calls);
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!)).toEqual({ limit: '50' });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer t');
  });

  it('sends the phone, act and page size the administrator chose, and keeps them in the address', async () => {
    useSessionStore.setState({ token: 't', user: admin });
    const { calls } = mockApi({ 'GET /api/sms_outbox': MESSAGES });
    const { documentPath } = renderRoutes(createConsoleRoutes(), '/console/sms_outbox', CONSOLE_BASENAME);
    await screen.findAllByTestId('sms-outbox-row');
    const user = userEvent.setup();

    await user.type(screen.getByTestId('sms-outbox-phone'), '901234567');
    await user.type(screen.getByTestId('sms-outbox-act'), ACT_ID.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Qidirish' }));
    await waitFor(() => expect(outboxCalls(calls)).toHaveLength(2));
    expect(Object.fromEntries(outboxCalls(calls)[1]!)).toEqual({ phone: '901234567', actId: ACT_ID, limit: '50' });
    expect(documentPath()).toBe(`/console/sms_outbox?phone=901234567&actId=${ACT_ID}`);

    await user.selectOptions(screen.getByTestId('sms-outbox-limit'), '200');
    await waitFor(() => expect(outboxCalls(calls)).toHaveLength(3));
    expect(Object.fromEntries(outboxCalls(calls)[2]!)).toEqual({ phone: '901234567', actId: ACT_ID, limit: '200' });

    await user.click(screen.getByRole('button', { name: 'Tozalash' }));
    await waitFor(() => expect(outboxCalls(calls)).toHaveLength(4));
    expect(Object.fromEntries(outboxCalls(calls)[3]!)).toEqual({ limit: '200' });
    expect((screen.getByTestId('sms-outbox-phone') as HTMLInputElement).value).toBe('');
  });

  it('refuses a half-typed phone and a partial act id without asking the API', async () => {
    useSessionStore.setState({ token: 't', user: admin });
    const { calls } = mockApi({ 'GET /api/sms_outbox': MESSAGES });
    renderRoutes(createConsoleRoutes(), '/console/sms_outbox', CONSOLE_BASENAME);
    await screen.findAllByTestId('sms-outbox-row');
    const user = userEvent.setup();

    await user.type(screen.getByTestId('sms-outbox-phone'), '9012');
    await user.type(screen.getByTestId('sms-outbox-act'), '5f1c2b3a');
    await user.click(screen.getByRole('button', { name: 'Qidirish' }));
    expect(await screen.findByText("Telefon raqami 9 ta raqamdan iborat bo'lishi kerak")).toBeTruthy();
    expect(screen.getByText("Notarial harakatning to'liq identifikatorini kiriting")).toBeTruthy();
    expect(outboxCalls(calls)).toHaveLength(1);
  });

  it("narrows the list to a row's act from its short id, and reads filters from the address", async () => {
    useSessionStore.setState({ token: 't', user: admin });
    const { calls } = mockApi({ 'GET /api/sms_outbox': MESSAGES });
    const { documentPath } = renderRoutes(createConsoleRoutes(), '/console/sms_outbox?phone=935550011&limit=100', CONSOLE_BASENAME);
    const rows = await screen.findAllByTestId('sms-outbox-row');
    expect(Object.fromEntries(outboxCalls(calls)[0]!)).toEqual({ phone: '935550011', limit: '100' });
    expect((screen.getByTestId('sms-outbox-phone') as HTMLInputElement).value).toBe('(93) 555-00-11');
    expect((screen.getByTestId('sms-outbox-limit') as HTMLSelectElement).value).toBe('100');

    fireEvent.click(within(rows[0]!).getByRole('button', { name: '5f1c2b3a' }));
    await waitFor(() => expect(outboxCalls(calls)).toHaveLength(2));
    expect(Object.fromEntries(outboxCalls(calls)[1]!)).toEqual({ phone: '935550011', actId: ACT_ID, limit: '100' });
    expect(documentPath()).toBe(`/console/sms_outbox?phone=935550011&actId=${ACT_ID}&limit=100`);
    await waitFor(() => expect((screen.getByTestId('sms-outbox-act') as HTMLInputElement).value).toBe(ACT_ID));
  });

  it('back and forward bring their filters into the list and the form', async () => {
    useSessionStore.setState({ token: 't', user: admin });
    const { calls } = mockApi({ 'GET /api/sms_outbox': MESSAGES });
    const { router, documentPath } = renderRoutes(createConsoleRoutes(), '/console/sms_outbox?phone=935550011', CONSOLE_BASENAME);
    await screen.findAllByTestId('sms-outbox-row');
    const user = userEvent.setup();
    await user.clear(screen.getByTestId('sms-outbox-phone'));
    await user.type(screen.getByTestId('sms-outbox-phone'), '901234567');
    await user.click(screen.getByRole('button', { name: 'Qidirish' }));
    await waitFor(() => expect(documentPath()).toBe('/console/sms_outbox?phone=901234567'));
    await act(() => router.navigate(-1));
    expect(documentPath()).toBe('/console/sms_outbox?phone=935550011');
    await waitFor(() => expect((screen.getByTestId('sms-outbox-phone') as HTMLInputElement).value).toBe('(93) 555-00-11'));
    expect(Object.fromEntries(outboxCalls(calls).at(-1)!)).toEqual({ phone: '935550011', limit: '50' });
  });

  it('drops filters the API would refuse from a hand-edited address', async () => {
    useSessionStore.setState({ token: 't', user: admin });
    const { calls } = mockApi({ 'GET /api/sms_outbox': [] });
    renderRoutes(createConsoleRoutes(), '/console/sms_outbox?phone=12&actId=nope&limit=1000', CONSOLE_BASENAME);
    await screen.findByTestId('sms-outbox-empty');
    expect(Object.fromEntries(outboxCalls(calls)[0]!)).toEqual({ limit: '50' });
  });

  it('says when there is nothing, differently with filters', async () => {
    useSessionStore.setState({ token: 't', user: admin });
    mockApi({ 'GET /api/sms_outbox': [] });
    const first = renderRoutes(createConsoleRoutes(), '/console/sms_outbox', CONSOLE_BASENAME);
    expect((await screen.findByTestId('sms-outbox-empty')).textContent).toBe("Chiquvchi SMS xabarlar hozircha yo'q.");
    first.unmount();
    renderRoutes(createConsoleRoutes(), `/console/sms_outbox?actId=${OTHER_ACT_ID}`, CONSOLE_BASENAME);
    expect((await screen.findByTestId('sms-outbox-empty')).textContent).toBe("Tanlangan filtrlar bo'yicha xabarlar topilmadi.");
  });

  it('shows loading, then a failed load once (the shared toast) with a retry that loads the rows', async () => {
    useSessionStore.setState({ token: 't', user: admin });
    let answer: () => Response = () => jsonResponse(500, { code: 'internal', message: 'boom (correlation 42)' });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockApi({
      'GET /api/sms_outbox': async () => {
        await gate;
        return answer();
      },
    });
    renderRoutes(createConsoleRoutes(), '/console/sms_outbox', CONSOLE_BASENAME);
    await screen.findByTestId('sms-outbox-loading');
    release();

    await screen.findByTestId('sms-outbox-error');
    expect(screen.queryByTestId('sms-outbox-loading')).toBeNull();
    // The HTTP client's toast tells it; the page neither repeats it nor shows the server's text.
    await waitFor(() => expect(screen.getAllByText('Tizimda xatolik')).toHaveLength(1));
    expect(screen.queryByText(/boom/)).toBeNull();

    answer = () => jsonResponse(200, MESSAGES);
    fireEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findAllByTestId('sms-outbox-row')).toHaveLength(2);
    expect(screen.queryByTestId('sms-outbox-error')).toBeNull();
    expect(outboxCalls(calls)).toHaveLength(2);
  });

  it('refreshes on demand', async () => {
    useSessionStore.setState({ token: 't', user: admin });
    let answer: unknown[] = MESSAGES.slice(1);
    const { calls } = mockApi({ 'GET /api/sms_outbox': () => jsonResponse(200, answer) });
    renderRoutes(createConsoleRoutes(), '/console/sms_outbox', CONSOLE_BASENAME);
    expect(await screen.findAllByTestId('sms-outbox-row')).toHaveLength(1);
    answer = MESSAGES;
    fireEvent.click(screen.getByTestId('sms-outbox-refresh'));
    await waitFor(() => expect(screen.getAllByTestId('sms-outbox-row')).toHaveLength(2));
    expect(outboxCalls(calls)).toHaveLength(2);
  });

  it('gives a notary the 403 page without asking for the outbox', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    const { calls } = mockApi({ 'GET /api/sms_outbox': MESSAGES });
    const { documentPath } = renderRoutes(createConsoleRoutes(), '/console/sms_outbox', CONSOLE_BASENAME);
    await screen.findByRole('heading', { level: 1, name: 'Kirish taqiqlangan' });
    expect(documentPath()).toBe('/console/403');
    expect(outboxCalls(calls)).toHaveLength(0);
  });

  it('asks a visitor to sign in on the page itself, with one form and no call', async () => {
    const { calls } = mockApi({ 'GET /api/sms_outbox': MESSAGES });
    const { documentPath } = renderRoutes(createConsoleRoutes(), '/console/sms_outbox', CONSOLE_BASENAME);
    expect(await screen.findAllByTestId('passport-login-form')).toHaveLength(1);
    expect(documentPath()).toBe('/console/sms_outbox');
    expect(useSignInStore.getState().isDialogOpen).toBe(false);
    expect(outboxCalls(calls)).toHaveLength(0);

    // Signing in there opens the outbox in place.
    useSessionStore.setState({ token: 't', user: admin });
    expect(await screen.findAllByTestId('sms-outbox-row')).toHaveLength(2);
  });
});

describe('the console home for the outbox', () => {
  it('links an administrator to the SMS outbox', async () => {
    useSessionStore.setState({ token: 't', user: admin });
    mockApi({ 'GET /api/sms_outbox': MESSAGES });
    const { documentPath } = renderRoutes(createConsoleRoutes(), '/console/', CONSOLE_BASENAME);
    fireEvent.click(await screen.findByTestId('console-sms-outbox-link'));
    await screen.findAllByTestId('sms-outbox-row');
    expect(documentPath()).toBe('/console/sms_outbox');
  });

  it('offers a notary nothing new', async () => {
    useSessionStore.setState({ token: 't', user: notary });
    renderRoutes(createConsoleRoutes(), '/console/', CONSOLE_BASENAME);
    await screen.findByTestId('console-user');
    expect(screen.queryByTestId('console-sms-outbox-link')).toBeNull();
  });
});
