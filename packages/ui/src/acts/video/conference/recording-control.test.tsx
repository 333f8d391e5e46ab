import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n/index.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { setLiveSocketFactory, type LiveSocket } from '../../live-updates.ts';
import type { ConferenceState } from './conference-client.ts';
import { ConferenceScreen, type ConferenceFactory } from './conference-screen.tsx';
import { RecordingControl } from './recording-control.tsx';

/** The page's socket: the test plays the server's `video:recording` events and answers the notary's requests. */
class FakeSocket extends EventEmitter {
  connected = true;
  emitWithAck = vi.fn<(event: string, body: unknown) => Promise<unknown>>(async () => ({ ok: true }));
  disconnect() {
    return this;
  }
  server(state: 'started' | 'stopped' | 'saving' | 'saved', actId = 'a1') {
    act(() => {
      this.emit('video:recording', { actId, state });
    });
  }
}

let socket: FakeSocket;
beforeEach(() => {
  socket = new FakeSocket();
  setLiveSocketFactory(() => socket as unknown as LiveSocket);
});
afterEach(async () => {
  setLiveSocketFactory(null);
  await act(() => activateLocale('oz'));
});

describe('RecordingControl (issue 16.4)', () => {
  it("lets the notary start and stop the recording, and shows the server's state and notices", async () => {
    const before = renderWithProviders(<RecordingControl actId="a1" canRecord isJoined={false} />);
    const button = screen.getByTestId('recording-toggle');
    expect(button.textContent).toBe('Yozishni boshlash');
    // Not in the conference yet: nothing to record.
    expect(button.hasAttribute('disabled')).toBe(true);
    before.unmount();
    renderWithProviders(<RecordingControl actId="a1" canRecord isJoined />);
    fireEvent.click(screen.getByTestId('recording-toggle'));
    await waitFor(() => expect(socket.emitWithAck).toHaveBeenCalledWith('video:recording', { actId: 'a1', state: 'started' }));
    // The button alone changes nothing: the server's event does.
    expect(screen.queryByTestId('recording-indicator')).toBeNull();

    socket.server('started');
    expect((await screen.findByTestId('recording-indicator')).textContent).toContain('Yozib olinmoqda');
    expect(await screen.findByText('Videoyozuv boshlandi')).toBeTruthy();
    // Another conference's events are not this one's.
    socket.server('stopped', 'other');
    expect(screen.getByTestId('recording-indicator')).toBeTruthy();

    fireEvent.click(screen.getByTestId('recording-toggle'));
    await waitFor(() => expect(socket.emitWithAck).toHaveBeenLastCalledWith('video:recording', { actId: 'a1', state: 'stopped' }));
    socket.server('stopped');
    await waitFor(() => expect(screen.queryByTestId('recording-indicator')).toBeNull());
    expect(await screen.findByText("Videoyozuv to'xtatildi")).toBeTruthy();

    socket.server('saving');
    expect((await screen.findByTestId('recording-saving')).textContent).toBe('Video saqlanmoqda, konferensiyadan chiqmang');
    // While the video is being saved the notary does not start another.
    expect(screen.getByTestId('recording-toggle').hasAttribute('disabled')).toBe(true);
    socket.server('saved');
    await waitFor(() => expect(screen.queryByTestId('recording-saving')).toBeNull());
    expect(await screen.findByText('Video saqlandi')).toBeTruthy();
    expect(screen.getByTestId('recording-toggle').textContent).toBe('Yozishni boshlash');
  });

  it('gives a party no button, only the mark and the notices, in their language', async () => {
    await act(() => activateLocale('ru'));
    renderWithProviders(<RecordingControl actId="a1" canRecord={false} isJoined />);
    expect(screen.queryByTestId('recording-toggle')).toBeNull();
    socket.server('started');
    expect((await screen.findByTestId('recording-indicator')).textContent).toContain('Идёт запись');
    expect(await screen.findByText('Запись видео началась')).toBeTruthy();
    socket.server('saving');
    expect((await screen.findByTestId('recording-saving')).textContent).toBe('Видео сохраняется, не выходите из конференции');
  });

  it("shows the server's refusal in words", async () => {
    socket.emitWithAck.mockResolvedValueOnce({ ok: false, code: 'video_recording_notary_only' });
    renderWithProviders(<RecordingControl actId="a1" canRecord isJoined />);
    fireEvent.click(screen.getByTestId('recording-toggle'));
    expect(await screen.findByText("Videoyozuvni faqat notarius boshlaydi va to'xtatadi")).toBeTruthy();
    expect(screen.queryByTestId('recording-indicator')).toBeNull();
  });
});

describe('the conference screen with the recording control (issue 16.4)', () => {
  const conference = (phase: ConferenceState['phase']): ConferenceFactory => {
    const state: ConferenceState = { phase, error: null, local: null, localState: 'established', remotes: [] };
    return () => ({
    getState: () => state,
    subscribe: () => () => undefined,
    join: async () => undefined,
    leave: () => undefined,
    });
  };
  it("gives the notary's screen the button once in the conference, and a party's screen only the mark", async () => {
    const joining = renderWithProviders(<ConferenceScreen actId="a1" canRecord getToken={async () => ({ token: 't' })} onLeave={() => undefined} createConference={conference('joining')} />);
    expect((await screen.findByTestId('recording-toggle')).hasAttribute('disabled')).toBe(true);
    joining.unmount();
    const joined = renderWithProviders(<ConferenceScreen actId="a1" canRecord getToken={async () => ({ token: 't' })} onLeave={() => undefined} createConference={conference('joined')} />);
    await waitFor(() => expect(screen.getByTestId('recording-toggle').hasAttribute('disabled')).toBe(false));
    joined.unmount();
    renderWithProviders(<ConferenceScreen actId="a1" getToken={async () => ({ token: 't' })} onLeave={() => undefined} createConference={conference('joined')} />);
    socket.server('started');
    expect(await screen.findByTestId('recording-indicator')).toBeTruthy();
    expect(screen.queryByTestId('recording-toggle')).toBeNull();
  });
});
