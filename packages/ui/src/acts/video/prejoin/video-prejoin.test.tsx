import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SPEED_TEST_BYTES } from '@notary/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n/index.ts';
import { useSignInStore } from '../../../auth/index.ts';
import { initialSessionState, useSessionStore } from '../../../session/index.ts';
import { createUser } from '../../../testing/factories.ts';
import { mockApi } from '../../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { VideoPrejoin } from './video-prejoin.tsx';

// Issue 16.1: the screen before joining a conference: sign-in, verified personal data, devices, speed, alone.

type Track = { kind: string; stop: () => void; getSettings: () => MediaTrackSettings };
const track = (kind: 'video' | 'audio', settings: MediaTrackSettings = {}): Track => ({ kind, stop: vi.fn<() => void>(), getSettings: () => settings });
const stream = (tracks: Track[]) =>
  ({ getTracks: () => tracks, getVideoTracks: () => tracks.filter((t) => t.kind === 'video'), getAudioTracks: () => tracks.filter((t) => t.kind === 'audio') }) as unknown as MediaStream;

function mockMedia(getUserMedia: () => Promise<MediaStream>) {
  const devices = [{ kind: 'videoinput' }, { kind: 'audioinput' }] as MediaDeviceInfo[];
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn<() => Promise<MediaStream>>(getUserMedia), enumerateDevices: async () => devices } });
}

/** The speed test's download takes `ms` milliseconds by the clock the component reads. */
function speedIn(ms: number) {
  mockApi({ 'GET /api/video-check/speed': () => new Response(new Uint8Array(SPEED_TEST_BYTES), { status: 200, headers: { 'content-type': 'application/octet-stream' } }) });
  let calls = 0;
  return () => (calls++ % 2 === 0 ? 1000 : 1000 + ms);
}

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState, token: 't', user: createUser() });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
  useSessionStore.setState(initialSessionState);
  await act(() => activateLocale('oz'));
});

async function passChecks() {
  fireEvent.click(screen.getByTestId('video-check-devices'));
  await screen.findByTestId('video-check-devices-ok');
  fireEvent.click(screen.getByTestId('video-check-speed'));
  return screen.findByTestId('video-check-speed-result');
}

describe('VideoPrejoin', () => {
  it('asks a signed-out visitor to sign in and shows no check', () => {
    useSessionStore.setState(initialSessionState);
    renderWithProviders(<VideoPrejoin onReady={vi.fn<() => void>()} />);
    expect(screen.getByTestId('video-prejoin-sign-in').textContent).toContain('tizimga kiring');
    expect(screen.queryByTestId('video-check')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(useSignInStore.getState().isDialogOpen).toBe(true);
  });

  it('refuses a user whose personal data is not verified, with the catalogue message and its way out', () => {
    useSessionStore.setState({ ...initialSessionState, token: 't', user: createUser({ valid: false }) });
    renderWithProviders(<VideoPrejoin onReady={vi.fn<() => void>()} />);
    const notice = screen.getByTestId('blocking-personal_data_not_verified');
    expect(notice.textContent).toContain("Shaxsiy ma'lumotlar tasdiqlanmagan, videokonferensiya orqali ro'yxatdan o'tkazish mumkin emas");
    expect(screen.getByTestId('blocking-way-out').textContent).toContain('Shaxsan');
    expect(screen.queryByTestId('video-prejoin-join')).toBeNull();
  });

  it('says it in Russian too', async () => {
    useSessionStore.setState({ ...initialSessionState, token: 't', user: createUser({ valid: false }) });
    await act(() => activateLocale('ru'));
    renderWithProviders(<VideoPrejoin onReady={vi.fn<() => void>()} />);
    expect(screen.getByTestId('blocking-message').textContent).toMatch(/[а-я]/);
  });

  it('enables "Join" only after devices, enough speed and the "nobody else" acknowledgement; then calls onReady', async () => {
    mockMedia(async () => stream([track('video', { width: 1280, height: 720 }), track('audio')]));
    const onReady = vi.fn<() => void>();
    renderWithProviders(<VideoPrejoin onReady={onReady} clock={speedIn(1000)} />);
    const join = screen.getByTestId('video-prejoin-join') as HTMLButtonElement;
    expect(join.disabled).toBe(true);
    // The join screen's own words: the check comes before the conference (not video_testing's "not held here").
    expect(screen.getByTestId('video-check-intro').textContent).toContain("Videokonferensiyaga qo'shilishdan oldin");
    expect(screen.getByTestId('video-check-intro').textContent).not.toContain("o'tkazilmaydi");
    expect((await passChecks()).dataset.verdict).toBe('recommended');
    expect(join.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/mendan boshqa hech kim/));
    await waitFor(() => expect(join.disabled).toBe(false));
    fireEvent.click(join);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('keeps "Join" disabled on a connection below 2 Mb/s, with the verdict shown', async () => {
    mockMedia(async () => stream([track('video', { width: 1280, height: 720 }), track('audio')]));
    renderWithProviders(<VideoPrejoin onReady={vi.fn<() => void>()} clock={speedIn(8000)} />);
    const verdict = await passChecks();
    expect(verdict.dataset.verdict).toBe('insufficient');
    expect(verdict.textContent).toContain('yetarli emas');
    fireEvent.click(screen.getByLabelText(/mendan boshqa hech kim/));
    expect((screen.getByTestId('video-prejoin-join') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps "Join" disabled when the camera is below 1280×720', async () => {
    mockMedia(async () => stream([track('video', { width: 640, height: 480 }), track('audio')]));
    renderWithProviders(<VideoPrejoin onReady={vi.fn<() => void>()} clock={speedIn(1000)} />);
    fireEvent.click(screen.getByTestId('video-check-devices'));
    expect((await screen.findByTestId('video-check-device-error')).dataset.error).toBe('resolution_too_low');
    fireEvent.click(screen.getByLabelText(/mendan boshqa hech kim/));
    expect((screen.getByTestId('video-prejoin-join') as HTMLButtonElement).disabled).toBe(true);
  });
});
