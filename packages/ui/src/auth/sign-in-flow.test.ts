import { createUser } from '../testing/factories.ts';
import { HTTPError } from 'ky';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { createHttpClient } from '../http/index.ts';
import { checkBeforeAuth, type AuthResponse } from './auth-api.ts';
import { completeSignIn, finishSignIn, startSignIn, type StartSignInDeps } from './sign-in-flow.ts';
import { onStopLoader, useSignInStore } from './sign-in-store.ts';

const data = { pin: '30101900000017', passserial: 'AA', passnum: '1234567' };
const ATTEMPT = 'Qk3v9-hJ2_aX8mLp0sT4uW6yZ1bC5dE7';
const user = createUser();

function deps(overrides: Partial<StartSignInDeps> = {}) {
  return {
    checkBeforeAuth: vi.fn<StartSignInDeps['checkBeforeAuth']>(async () => ({ ok: true as const, attemptId: ATTEMPT })),
    checkCamera: vi.fn<StartSignInDeps['checkCamera']>(async () => 'ok' as const),
    requestFaceCheck: vi.fn<StartSignInDeps['requestFaceCheck']>(),
    notify: vi.fn<StartSignInDeps['notify']>(),
    ...overrides,
  };
}

let stopLoaderEvents = 0;
let unsubscribe = () => {};
afterEach(() => unsubscribe());
beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  useSignInStore.setState({ isDialogOpen: true, prefill: {}, outcome: { kind: 'none' }, isInProgress: false });
  stopLoaderEvents = 0;
  unsubscribe = onStopLoader(() => (stopLoaderEvents += 1));
});

describe('spec/shell.md 4 step 1: the pre-check', () => {
  it("'Ok' → camera check → the face-check event with the auth data, under the pre-check's attempt id", async () => {
    const d = deps();
    expect(await startSignIn(data, d)).toBe(true);
    expect(d.checkCamera).toHaveBeenCalled();
    expect(d.requestFaceCheck).toHaveBeenCalledWith(data, ATTEMPT);
    expect(useSignInStore.getState().isDialogOpen).toBe(false);
    expect(stopLoaderEvents).toBe(0);
  });

  it('a 200 with another body shows that body and stops (stop-loader)', async () => {
    const d = deps({ checkBeforeAuth: vi.fn<StartSignInDeps['checkBeforeAuth']>(async () => ({ ok: false as const, message: 'Shaxs topilmadi' })) });
    expect(await startSignIn(data, d)).toBe(false);
    expect(d.notify).toHaveBeenCalledWith({ message: 'Shaxs topilmadi' });
    expect(d.requestFaceCheck).not.toHaveBeenCalled();
    expect(stopLoaderEvents).toBe(1);
    expect(useSignInStore.getState().isInProgress).toBe(false);
  });

  it('an error status stops the flow (the HTTP table showed the body)', async () => {
    const d = deps({ checkBeforeAuth: vi.fn<StartSignInDeps['checkBeforeAuth']>(async () => Promise.reject(new Error('400'))) });
    expect(await startSignIn(data, d)).toBe(false);
    expect(d.requestFaceCheck).not.toHaveBeenCalled();
    expect(stopLoaderEvents).toBe(1);
  });

  it("reads 'Ok' and the attempt id (x-auth-attempt) from the real client, plain or JSON-quoted", async () => {
    for (const body of ['Ok', '"Ok"']) {
      const answer = async () => new Response(body, { status: 200, headers: { 'x-auth-attempt': ATTEMPT } });
      const client = createHttpClient({ fetch: answer as typeof fetch, notify: () => {}, navigate: () => {} });
      expect(await checkBeforeAuth(data, client)).toEqual({ ok: true, attemptId: ATTEMPT });
    }
    const without = createHttpClient({ fetch: (async () => new Response('Ok', { status: 200 })) as typeof fetch, notify: () => {}, navigate: () => {} });
    expect(await checkBeforeAuth(data, without)).toEqual({ ok: true, attemptId: null });
  });

  it('every start (a retry too) makes a new pre-check and runs the face check under its new attempt id', async () => {
    const ids = ['attempt-one-0000000000000001', 'attempt-two-0000000000000002'];
    const d = deps({ checkBeforeAuth: vi.fn<StartSignInDeps['checkBeforeAuth']>(async () => ({ ok: true as const, attemptId: ids.shift()! })) });
    await startSignIn(data, d);
    await startSignIn(data, d);
    expect(d.checkBeforeAuth).toHaveBeenCalledTimes(2);
    expect(vi.mocked(d.requestFaceCheck).mock.calls).toEqual([
      [data, 'attempt-one-0000000000000001'],
      [data, 'attempt-two-0000000000000002'],
    ]);
  });

  it('without an attempt id (an older server) the face check still starts, under a random session id', async () => {
    const d = deps({ checkBeforeAuth: vi.fn<StartSignInDeps['checkBeforeAuth']>(async () => ({ ok: true as const, attemptId: null })) });
    expect(await startSignIn(data, d)).toBe(true);
    expect(d.requestFaceCheck).toHaveBeenCalledWith(data);
  });
});

describe('spec/shell.md 4 step 2: the camera check', () => {
  it('no camera: the error dialog with the camera message and a retry, no face check', async () => {
    const d = deps({ checkCamera: vi.fn<StartSignInDeps['checkCamera']>(async () => 'no_webcam' as const) });
    expect(await startSignIn(data, d)).toBe(false);
    const outcome = useSignInStore.getState().outcome;
    expect(outcome.kind).toBe('error');
    expect(outcome.kind === 'error' && outcome.message).toContain('Veb-kamera topilmadi');
    expect(outcome.kind === 'error' && outcome.retry).toEqual(data);
    expect(d.requestFaceCheck).not.toHaveBeenCalled();
  });
});

describe('spec/shell.md 4 step 5: POST /auth', () => {
  it('resultCode 1 stores token and user and shows the success dialog', async () => {
    const auth = vi.fn<(data: Parameters<typeof finishSignIn>[0] & { jwt: string }) => Promise<AuthResponse>>(async () => ({ resultCode: 1, message: 'ok', token: 'tok', user }));
    const outcome = await finishSignIn(data, 'a.b.c', auth);
    expect(auth).toHaveBeenCalledWith({ ...data, jwt: 'a.b.c' });
    expect(outcome).toEqual({ kind: 'success' });
    expect(useSessionStore.getState().token).toBe('tok');
    expect(useSessionStore.getState().user).toEqual(user);
    expect(stopLoaderEvents).toBe(1);
  });

  it('resultCode 0 shows the technical-work notice', async () => {
    const outcome = await finishSignIn(data, 'a.b.c', async () => ({ resultCode: 0, message: 'Reyestr ishlamayapti', token: null, user: null }));
    expect(outcome).toEqual({ kind: 'technical', message: 'Reyestr ishlamayapti' });
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('any other resultCode shows the error dialog with the server message', async () => {
    const outcome = await finishSignIn(data, 'a.b.c', async () => ({ resultCode: 7, message: 'Yuz mos kelmadi', token: null, user: null }));
    expect(outcome).toEqual({ kind: 'error', message: 'Yuz mos kelmadi', retry: data });
  });

  it('…or the default text when there is none', async () => {
    const outcome = await finishSignIn(data, 'a.b.c', async () => ({ resultCode: 9 }) as unknown as AuthResponse);
    expect(outcome).toEqual({ kind: 'error', message: "Shaxsingizni tasdiqlashda xatolik yuz berdi. Qayta urinib ko'ring!", retry: data });
  });

  it('a failed call goes into the error dialog with the message of its code', async () => {
    const response = new Response('{}', { status: 429 });
    const error = new HTTPError(response, new Request('http://x/api/auth'), {} as never);
    (error as { data?: unknown }).data = { code: 'too_many_requests', message: 'Too many' };
    const outcome = await finishSignIn(data, 'a.b.c', async () => Promise.reject(error));
    expect(outcome).toEqual({ kind: 'error', message: "Juda ko'p urinish. Birozdan so'ng qayta urinib ko'ring", retry: data });
  });
});

describe('spec/shell.md 4: after the success dialog closes', () => {
  const navigate = vi.fn<(path: string) => void>();
  const openNotifyWarning = vi.fn<() => void>();
  beforeEach(() => {
    navigate.mockReset();
    openNotifyWarning.mockReset();
  });

  it('browser, terms accepted, invitation query → /enotarial_act/-1', () => {
    useSessionStore.setState({ token: 't', user, mode: 'browser', redirectUrl: '/equeue' });
    completeSignIn({ navigate, openNotifyWarning, search: '?pin=30101900000017&passserial=AA&passnum=1234567' });
    expect(navigate).toHaveBeenCalledWith('/enotarial_act/-1');
    expect(useSessionStore.getState().redirectUrl).toBe('/equeue');
    expect(openNotifyWarning).not.toHaveBeenCalled();
  });

  it('browser, terms accepted → the remembered redirect, then cleared', () => {
    useSessionStore.setState({ token: 't', user, mode: 'browser', redirectUrl: '/search_ban' });
    completeSignIn({ navigate, openNotifyWarning, search: '' });
    expect(navigate).toHaveBeenCalledWith('/search_ban');
    expect(useSessionStore.getState().redirectUrl).toBeNull();
  });

  it('browser, terms accepted, nothing remembered → /my_notarial_act', () => {
    useSessionStore.setState({ token: 't', user, mode: 'browser' });
    completeSignIn({ navigate, openNotifyWarning, search: '' });
    expect(navigate).toHaveBeenCalledWith('/my_notarial_act');
  });

  it('kiosk, terms accepted → the remembered redirect and the notify-warning dialog', () => {
    useSessionStore.setState({ token: 't', user, mode: 'kiosk', redirectUrl: '/kiosk/equeue' });
    completeSignIn({ navigate, openNotifyWarning, search: '' });
    expect(navigate).toHaveBeenCalledWith('/kiosk/equeue');
    expect(openNotifyWarning).toHaveBeenCalled();
    expect(useSessionStore.getState().redirectUrl).toBeNull();
  });

  it('kiosk, entering from the auth page → kiosk main and the notify-warning dialog', () => {
    useSessionStore.setState({ token: 't', user, mode: 'kiosk' });
    completeSignIn({ navigate, openNotifyWarning, search: '' });
    expect(navigate).toHaveBeenCalledWith('/kiosk/');
    expect(openNotifyWarning).toHaveBeenCalled();
  });

  it('terms not accepted → no navigation (the offer opens instead)', () => {
    useSessionStore.setState({ token: 't', user: { ...user, termsofuse: 0 }, mode: 'browser', redirectUrl: '/equeue' });
    useSignInStore.setState({ outcome: { kind: 'success' } });
    completeSignIn({ navigate, openNotifyWarning, search: '' });
    expect(navigate).not.toHaveBeenCalled();
    expect(useSignInStore.getState().outcome).toEqual({ kind: 'none' });
    expect(useSessionStore.getState().redirectUrl).toBe('/equeue');
  });
});
