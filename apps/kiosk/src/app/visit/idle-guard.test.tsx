import { act, fireEvent, screen } from '@testing-library/react';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createUser, mockApi, renderWithProviders } from '@notary/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KioskIdleGuard } from './idle-guard.tsx';

// Issue 15.3: the kiosk's idle time-out, on fake timers: 60 s idle and a 10 s countdown from the API's settings.
const CONFIG = { mapTilesUrl: null, mapAttribution: '', kioskIdleSeconds: 60, kioskCountdownSeconds: 10 };

async function advance(seconds: number) {
  await act(() => vi.advanceTimersByTimeAsync(seconds * 1000));
}

/** The dialog's code comes in its own chunk (a real dynamic import, not a timer): wait for it to be shown. */
async function dialogShown(): Promise<void> {
  await vi.waitFor(() => screen.getByTestId('kiosk-idle-seconds'), { timeout: 5000, interval: 20 });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  useSessionStore.setState({ ...initialSessionState, mode: 'kiosk' });
  mockApi({ 'GET /api/config/public': CONFIG });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.querySelector('[data-testid="face-capture-overlay"]')?.remove();
});

describe('the kiosk idle time-out', () => {
  it('asks after the idle time with a countdown, and ends the visit once when nobody answers', async () => {
    useSessionStore.setState({ token: 'token', user: createUser() });
    const onExpire = vi.fn<() => void>();
    renderWithProviders(<KioskIdleGuard onExpire={onExpire} />);
    await advance(59);
    expect(screen.queryByTestId('kiosk-idle-seconds')).toBeNull();
    await advance(2);
    await dialogShown();
    expect(screen.getByText('Siz hali shu yerdamisiz?')).toBeTruthy();
    expect(Number(screen.getByTestId('kiosk-idle-seconds').textContent)).toBeLessThanOrEqual(10);
    expect(Number(screen.getByTestId('kiosk-idle-seconds').textContent)).toBeGreaterThanOrEqual(8);
    await advance(10);
    expect(onExpire).toHaveBeenCalledTimes(1);
    await advance(30);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('a touch during the countdown keeps the visit going, and the clock starts again', async () => {
    useSessionStore.setState({ token: 'token', user: createUser() });
    const onExpire = vi.fn<() => void>();
    renderWithProviders(<KioskIdleGuard onExpire={onExpire} />);
    await advance(65);
    await dialogShown();
    fireEvent.pointerDown(document.body);
    await advance(1);
    expect(screen.queryByTestId('kiosk-idle-seconds')).toBeNull();
    await advance(50);
    expect(onExpire).not.toHaveBeenCalled();
    await advance(25);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('"continue" answers the question; "end" ends the visit at once', async () => {
    useSessionStore.setState({ token: 'token', user: createUser() });
    const onExpire = vi.fn<() => void>();
    renderWithProviders(<KioskIdleGuard onExpire={onExpire} />);
    await advance(62);
    await dialogShown();
    fireEvent.click(screen.getByTestId('kiosk-idle-continue'));
    await advance(1);
    expect(screen.queryByTestId('kiosk-idle-seconds')).toBeNull();
    await advance(62);
    await dialogShown();
    fireEvent.click(screen.getByTestId('kiosk-idle-end'));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('an untouched sign-in page has no visit to end; something typed there has', async () => {
    const onExpire = vi.fn<() => void>();
    renderWithProviders(<KioskIdleGuard onExpire={onExpire} />);
    await advance(200);
    expect(onExpire).not.toHaveBeenCalled();
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.input(input, { target: { value: '3' } });
    await advance(71);
    expect(onExpire).toHaveBeenCalledTimes(1);
    input.remove();
  });

  it('stands still while the live face check runs (the visitor looks at the camera)', async () => {
    useSessionStore.setState({ token: 'token', user: createUser() });
    const onExpire = vi.fn<() => void>();
    renderWithProviders(<KioskIdleGuard onExpire={onExpire} />);
    const overlay = document.createElement('div');
    overlay.dataset.testid = 'face-capture-overlay';
    document.body.append(overlay);
    await advance(150);
    expect(onExpire).not.toHaveBeenCalled();
    expect(screen.queryByTestId('kiosk-idle-seconds')).toBeNull();
    overlay.remove();
    await advance(71);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
