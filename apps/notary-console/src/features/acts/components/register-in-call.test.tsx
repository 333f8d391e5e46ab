import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { VideoIdentityState } from '@notary/domain/contracts';
import { setLiveSocketFactory, type LiveSocket } from '@notary/ui/acts';
import { activateLocale } from '@notary/ui/i18n';
import type { VideoIdentityApi } from '@notary/ui/acts/video/conference';
import { jsonResponse, mockApi, renderWithProviders } from '@notary/ui/testing';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACT_ID, generalAt, snapshotAt } from '../test-fixtures.ts';
import { RegisterInCall, registerInCallAvailability } from './register-in-call.tsx';

class FakeSocket extends EventEmitter {
  connected = true;
  disconnect() {
    return this;
  }
}

const identity = (isComplete: boolean): VideoIdentityState => ({
  actId: ACT_ID,
  room: 77,
  actStatus: 'active',
  regnum: null,
  parties: [{ userId: 'u1', name: 'KARIMOV JASUR', isAuthor: true, status: isComplete ? 'confirmed' : 'pending', failure: null, isRequested: false, checkedAt: null }],
  isComplete,
});
const identityApi = (state: VideoIdentityState): VideoIdentityApi => ({
  state: async () => state,
  attempt: async () => {
    throw new Error('not used');
  },
  confirm: async () => {
    throw new Error('not used');
  },
  request: async () => state,
});
// A video act at Registration, paid, its visit time come: the machine lets the notary register.
const videoAct = (overrides: Parameters<typeof snapshotAt>[1] = {}) => generalAt(snapshotAt(8, { regType: 2, ...overrides }), { regtype: 2 });

beforeEach(() => setLiveSocketFactory(() => new FakeSocket() as unknown as LiveSocket));
afterEach(() => {
  setLiveSocketFactory(null);
  vi.restoreAllMocks();
});

describe('registering the act from the conference (issue 16.5)', () => {
  it('is available only when the machine allows register and every party is identity-confirmed', () => {
    expect(registerInCallAvailability(videoAct(), identity(true))).toEqual({ isAvailable: true, reason: null });
    expect(registerInCallAvailability(videoAct(), identity(false)).isAvailable).toBe(false);
    expect(registerInCallAvailability(videoAct(), undefined).isAvailable).toBe(false);
    const unpaid = registerInCallAvailability(videoAct({ isPaid: false }), identity(true));
    expect(unpaid).toEqual({ isAvailable: false, reason: "To'lov tasdiqlanmagan" });
    expect(registerInCallAvailability(videoAct({ status: 'registered', step: 9 }), identity(true)).isAvailable).toBe(false);
  });

  it('keeps the button disabled with the reason until every party is confirmed', async () => {
    mockApi({ [`GET /api/notarial_act/${ACT_ID}`]: videoAct() });
    renderWithProviders(<RegisterInCall uuid={ACT_ID} identityApi={identityApi(identity(false))} />);
    expect((await screen.findByTestId('register-in-call-reason')).textContent).toContain('yuzni tekshirish orqali tasdiqlanmaguncha');
    expect((screen.getByTestId('register-in-call-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens when the set time comes while the notary waits in the call, on the page clock, without a reload', async () => {
    // The page's clock (Date and the 10-second check) is faked; promises and fetches run as usual.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const start = new Date('2026-03-10T06:59:45Z');
      vi.setSystemTime(start);
      const visitAt = new Date(start.getTime() + 15_000);
      // The API answers from its own clock: registration held back until the visit time.
      const current = () => videoAct({ visitAt, now: new Date() });
      mockApi({ [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, current()) });
      renderWithProviders(<RegisterInCall uuid={ACT_ID} identityApi={identityApi(identity(true))} />);
      expect((await screen.findByTestId('register-in-call-reason')).textContent).toContain('Belgilangan tashrif vaqti hali kelmagan');
      const button = screen.getByTestId('register-in-call-button') as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      vi.advanceTimersByTime(10_000);
      expect(button.disabled).toBe(true);
      // Past the set minute: the act is asked again and the machine now allows registering.
      vi.advanceTimersByTime(10_000);
      await waitFor(() => expect((screen.getByTestId('register-in-call-button') as HTMLButtonElement).disabled).toBe(false));
      expect(screen.queryByTestId('register-in-call-reason')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the reason again in the language the notary switches to, in the call', async () => {
    mockApi({ [`GET /api/notarial_act/${ACT_ID}`]: videoAct() });
    renderWithProviders(<RegisterInCall uuid={ACT_ID} identityApi={identityApi(identity(false))} />);
    expect((await screen.findByTestId('register-in-call-reason')).textContent).toContain('yuzni tekshirish orqali tasdiqlanmaguncha');
    try {
      await act(() => activateLocale('ru'));
      await waitFor(() => expect(screen.getByTestId('register-in-call-reason').textContent).toMatch(/[а-я]/));
    } finally {
      await act(() => activateLocale('oz'));
    }
  });

  it("registers with the console's registration dialog: blank series and number", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [`GET /api/notarial_act/${ACT_ID}`]: videoAct(),
      [`POST /api/notarial_act/${ACT_ID}/events/register`]: async (request: Request) => {
        bodies.push(await request.json());
        return jsonResponse(200, videoAct({ step: 9, status: 'registered' }));
      },
    });
    renderWithProviders(<RegisterInCall uuid={ACT_ID} identityApi={identityApi(identity(true))} />);
    const button = await screen.findByTestId('register-in-call-button');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('register-in-call-reason')).toBeNull();
    fireEvent.click(button);
    fireEvent.change(await screen.findByTestId('blank-series'), { target: { value: 'NT' } });
    fireEvent.change(screen.getByTestId('blank-number'), { target: { value: '0000042' } });
    fireEvent.click(screen.getByTestId('event-confirm'));
    await waitFor(() => expect(bodies).toEqual([{ blankSeries: 'NT', blankNumber: '0000042' }]));
  });
});
