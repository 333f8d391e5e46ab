import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, SESSION_STORAGE_KEY, useSessionStore } from '../session/index.ts';
import { createUser, mockApi } from '../testing/index.ts';
import { endKioskVisit, KIOSK_LOGOUT_WAIT_MS, signOut } from './sign-out.ts';

// Issue 15.3: a kiosk visit ends with the session revoked, the storage wiped and a fresh document.
beforeEach(() => useSessionStore.setState({ ...initialSessionState }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ending a kiosk visit', () => {
  it('revokes the session, clears token, user and remembered path, wipes storage, and reloads at the kiosk sign-in', async () => {
    const api = mockApi({ 'POST /api/logout': { ok: true } });
    useSessionStore.setState({ token: 'token', user: createUser(), redirectUrl: '/kiosk/my_notarial_act', mode: 'kiosk', locale: 'uz' });
    sessionStorage.setItem('left-behind', 'x');
    const reload = vi.fn<(url: string) => void>();
    await endKioskVisit(reload);
    expect(api.calls.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /api/logout']);
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, redirectUrl: null, mode: 'kiosk', locale: 'uz' });
    expect(sessionStorage.length).toBe(0);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state).toMatchObject({ token: null, user: null, redirectUrl: null });
    expect(reload).toHaveBeenCalledWith('/kiosk/auth');
  });

  it('wipes even when the server does not answer, after a short wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockApi({ 'POST /api/logout': () => new Promise<Response>(() => {}) });
    useSessionStore.setState({ token: 'token', user: createUser(), mode: 'kiosk' });
    const reload = vi.fn<(url: string) => void>();
    const ending = endKioskVisit(reload);
    await vi.advanceTimersByTimeAsync(KIOSK_LOGOUT_WAIT_MS);
    await ending;
    expect(useSessionStore.getState().token).toBeNull();
    expect(reload).toHaveBeenCalledWith('/kiosk/auth');
  });

  it('in the browser, sign-out stays a navigation to the home page', async () => {
    mockApi({ 'POST /api/logout': { ok: true } });
    useSessionStore.setState({ token: 'token', user: createUser(), mode: 'browser' });
    const navigate = vi.fn<(path: string) => void>();
    await signOut(navigate);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(useSessionStore.getState().token).toBeNull();
  });
});
