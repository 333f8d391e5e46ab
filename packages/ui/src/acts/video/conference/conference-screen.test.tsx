import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { setLiveSocketFactory, type LiveSocket } from '../../live-updates.ts';
import type { ConferenceState } from './conference-client.ts';
import { ConferenceScreen, type ConferenceFactory, type ConferenceHandle } from './conference-screen.tsx';

class FakeSocket extends EventEmitter {
  connected = true;
  disconnect() {
    return this;
  }
}

/** A conference the test drives: its state and the notices it reports. */
function fakeConference(initial: Partial<ConferenceState> = {}) {
  let state: ConferenceState = { phase: 'idle', error: null, local: null, localState: 'connecting', remotes: [], ...initial };
  const listeners = new Set<() => void>();
  let notify: ((n: { state: 'established' | 'lost' | 'restoring'; name: string | null }) => void) | undefined;
  const handle: ConferenceHandle = {
    getState: () => state,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    join: vi.fn<() => Promise<void>>(async () => undefined),
    leave: vi.fn<() => void>(),
  };
  const factory: ConferenceFactory = (options) => {
    notify = options.onNotice;
    return handle;
  };
  return {
    handle,
    factory,
    set(patch: Partial<ConferenceState>) {
      state = { ...state, ...patch };
      listeners.forEach((l) => l());
    },
    notice: (n: { state: 'established' | 'lost' | 'restoring'; name: string | null }) => notify?.(n),
  };
}

beforeEach(() => setLiveSocketFactory(() => new FakeSocket() as unknown as LiveSocket));
afterEach(() => setLiveSocketFactory(null));

describe('ConferenceScreen (issue 16.2)', () => {
  it('prepares, joins, shows one named tile per remote feed with its connection state, and leaves', async () => {
    const fake = fakeConference();
    const prepare = vi.fn<() => Promise<void>>(async () => undefined);
    const onLeave = vi.fn<() => void>();
    const { unmount } = renderWithProviders(<ConferenceScreen actId="a1" prepare={prepare} getToken={async () => ({ token: 't' })} onLeave={onLeave} createConference={fake.factory} />);
    await waitFor(() => expect(fake.handle.join).toHaveBeenCalled());
    expect(prepare).toHaveBeenCalledOnce();
    fake.set({ phase: 'joined', localState: 'established' });
    expect(await screen.findByText('Boshqa ishtirokchilar hali ulanmagan')).toBeTruthy();
    fake.set({
      remotes: [
        { feed: { feedId: 1, userId: 'n', name: 'QODIROVA DILNOZA', role: 'notary' }, stream: null, state: 'established' },
        { feed: { feedId: 2, userId: 'p', name: 'KARIMOV JASUR', role: 'participant' }, stream: null, state: 'restoring' },
      ],
    });
    const tiles = await screen.findAllByTestId('remote-tile');
    expect(tiles).toHaveLength(2);
    expect(screen.getByLabelText('KARIMOV JASUR').tagName).toBe('VIDEO');
    expect(tiles[1]!.querySelector('[data-state]')?.getAttribute('data-state')).toBe('restoring');
    expect(screen.getByText('Aloqa tiklanmoqda')).toBeTruthy();

    fake.notice({ state: 'lost', name: 'KARIMOV JASUR' });
    expect(await screen.findByText('KARIMOV JASUR bilan aloqa uzildi')).toBeTruthy();

    fireEvent.click(screen.getByTestId('leave-conference'));
    expect(onLeave).toHaveBeenCalled();
    unmount();
    expect(fake.handle.leave).toHaveBeenCalled();
  });

  it('shows why the conference could not start, in words, with a retry', async () => {
    const fake = fakeConference();
    renderWithProviders(<ConferenceScreen actId="a1" getToken={async () => ({ token: 't' })} onLeave={() => undefined} createConference={fake.factory} />);
    await waitFor(() => expect(fake.handle.join).toHaveBeenCalled());
    fake.set({ phase: 'ended', error: 'video_server_unavailable' });
    expect((await screen.findByTestId('conference-error')).textContent).toContain('Videokonferensiya serveri hozir ishlamayapti');
    fireEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    await waitFor(() => expect(fake.handle.join).toHaveBeenCalledTimes(2));
  });
});
