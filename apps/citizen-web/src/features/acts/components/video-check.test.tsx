import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SPEED_TEST_BYTES } from '@notary/domain/contracts';
import { activateLocale } from '@notary/ui/i18n';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createUser, mockApi, renderRoutes, renderWithProviders } from '@notary/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoTestingPage } from '../act-pages.tsx';
import { VideoCheck } from '@notary/ui/acts/video/prejoin';

// Issue 16.1: the check before a video conference (/video_testing).

type Track = { kind: string; stop: () => void; getSettings: () => MediaTrackSettings };
const track = (kind: 'video' | 'audio', settings: MediaTrackSettings = {}): Track => ({ kind, stop: vi.fn<() => void>(), getSettings: () => settings });
const stream = (tracks: Track[]) =>
  ({ getTracks: () => tracks, getVideoTracks: () => tracks.filter((t) => t.kind === 'video'), getAudioTracks: () => tracks.filter((t) => t.kind === 'audio') }) as unknown as MediaStream;
const domError = (name: string) => new DOMException('x', name);
const device = (kind: MediaDeviceKind) => ({ kind, deviceId: kind, groupId: '', label: '' }) as MediaDeviceInfo;

function mockMedia(getUserMedia: () => Promise<MediaStream>, devices: MediaDeviceInfo[] = [device('videoinput'), device('audioinput')]) {
  const gum = vi.fn<(constraints?: MediaStreamConstraints) => Promise<MediaStream>>(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: gum, enumerateDevices: async () => devices } });
  return gum;
}

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState, token: 't', user: createUser() });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
  useSessionStore.setState(initialSessionState);
  await activateLocale('oz');
});

async function checkDevices() {
  fireEvent.click(screen.getByTestId('video-check-devices'));
  return screen.findByTestId(/video-check-device(s-ok|-error)/);
}

describe('/video_testing: the page says what it checks and promises no conference', () => {
  it('shows the three checks and no button that joins a conference', () => {
    renderRoutes([{ path: '/video_testing', element: <VideoTestingPage /> }], '/video_testing');
    expect(screen.getByRole('heading', { level: 1, name: 'Videoaloqani sinash' })).toBeTruthy();
    expect(screen.getByTestId('video-check').textContent).toContain("Videokonferensiyaning o'zi bu sahifada o'tkazilmaydi");
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Qurilmalarni tekshirish', 'Aloqa tezligini tekshirish']);
    expect(screen.queryByText(/qo'shilish|ulanish/i)).toBeNull();
  });
});

describe('device check (getUserMedia)', () => {
  it('passes a webcam of 1280×720 with a microphone, shows the live preview and stops the tracks on leaving', async () => {
    const video = track('video', { width: 1280, height: 720 });
    const gum = mockMedia(async () => stream([video, track('audio')]));
    const { unmount } = renderWithProviders(<VideoCheck />);
    expect((await checkDevices()).dataset.testid).toBe('video-check-devices-ok');
    expect(gum).toHaveBeenCalledWith({ video: { width: { ideal: 1280 }, height: { ideal: 720 } }, audio: true });
    expect(screen.getByTestId('video-check-device-results').textContent).toContain('Veb-kamera: bor');
    expect(screen.getByTestId('video-check-device-results').textContent).toContain('Mikrofon: bor');
    expect(screen.getByTestId('video-check-resolution').textContent).toBe('Kamera tasvirining aniqligi: 1280×720');
    expect((screen.getByTestId('video-check-preview') as HTMLVideoElement).srcObject).toBeTruthy();
    unmount();
    expect(video.stop).toHaveBeenCalled();
  });

  it('says "resolution too low" for a 640×480 camera', async () => {
    mockMedia(async () => stream([track('video', { width: 640, height: 480 }), track('audio')]));
    renderWithProviders(<VideoCheck />);
    const alert = await checkDevices();
    expect(alert.dataset.error).toBe('resolution_too_low');
    expect(alert.textContent).toContain('1280×720');
    expect(screen.getByTestId('video-check-resolution').textContent).toBe('Kamera tasvirining aniqligi: 640×480');
  });

  it('says "no microphone" when the stream has no audio track', async () => {
    mockMedia(async () => stream([track('video', { width: 1920, height: 1080 })]));
    renderWithProviders(<VideoCheck />);
    expect((await checkDevices()).dataset.error).toBe('no_microphone');
  });

  const cases: [string, MediaDeviceKind[], string, string][] = [
    ['NotFoundError', [], 'no_webcam', 'Veb-kamera topilmadi'],
    ['NotFoundError', ['videoinput'], 'no_microphone', 'Mikrofon topilmadi'],
    ['NotAllowedError', ['videoinput', 'audioinput'], 'permission_denied', 'ruxsat berilmadi'],
    ['SecurityError', ['videoinput', 'audioinput'], 'webcam_blocked', 'bloklagan'],
    ['NotReadableError', ['videoinput', 'audioinput'], 'device_in_use', 'band'],
    ['OverconstrainedError', ['videoinput', 'audioinput'], 'resolution_too_low', '1280×720'],
    ['TypeError', ['videoinput', 'audioinput'], 'unknown', "noma'lum xatolik"],
  ];
  for (const [name, kinds, code, text] of cases) {
    it(`maps ${name} (devices: ${kinds.join(', ') || 'none'}) to ${code}`, async () => {
      mockMedia(
        () => Promise.reject(domError(name)),
        kinds.map((k) => device(k)),
      );
      renderWithProviders(<VideoCheck />);
      const alert = await checkDevices();
      expect(alert.dataset.error).toBe(code);
      expect(alert.textContent).toContain(text);
      expect(screen.queryByTestId('video-check-device-results')).toBeNull();
    });
  }

  it('says the browser blocks the camera when the page has no media devices API', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    renderWithProviders(<VideoCheck />);
    expect((await checkDevices()).dataset.error).toBe('webcam_blocked');
  });

  it('speaks Russian and Uzbek Cyrillic', async () => {
    await activateLocale('ru');
    mockMedia(() => Promise.reject(domError('NotReadableError')));
    renderWithProviders(<VideoCheck />);
    expect((await checkDevices()).textContent).not.toContain('band');
    await activateLocale('uz');
    expect(screen.getByTestId('video-check-devices').textContent).toMatch(/[а-яўқғҳ]/i);
  });
});

describe('connection speed test and the rule of being alone', () => {
  const run = async (ms: number) => {
    const api = mockApi({ 'GET /api/video-check/speed': () => new Response(new Uint8Array(SPEED_TEST_BYTES), { status: 200, headers: { 'content-type': 'application/octet-stream' } }) });
    let calls = 0;
    renderWithProviders(<VideoCheck clock={() => (calls++ % 2 === 0 ? 1000 : 1000 + ms)} />);
    fireEvent.click(screen.getByTestId('video-check-speed'));
    const result = await screen.findByTestId('video-check-speed-result');
    expect(api.calls.map((r) => new URL(r.url).pathname)).toEqual(['/api/video-check/speed']);
    return result;
  };

  it('1 MiB in 1 s (8.4 Mb/s) is recommended', async () => {
    const result = await run(1000);
    expect(result.dataset.verdict).toBe('recommended');
    expect(result.textContent).toContain('8.4 Mbit/s');
  });
  it('1 MiB in 3 s (2.8 Mb/s) is enough', async () => {
    expect((await run(3000)).dataset.verdict).toBe('enough');
  });
  it('1 MiB in 6 s (1.4 Mb/s) is insufficient', async () => {
    const result = await run(6000);
    expect(result.dataset.verdict).toBe('insufficient');
    expect(result.textContent).toContain('yetarli emas');
  });

  it('asks a signed-out visitor to sign in before the speed test', () => {
    useSessionStore.setState(initialSessionState);
    renderWithProviders(<VideoCheck />);
    expect(screen.queryByTestId('video-check-speed')).toBeNull();
    expect(screen.getByTestId('video-check-sign-in').textContent).toBe('Kirish');
  });

  it('is ready only with the devices, enough speed and the rule acknowledged', async () => {
    mockMedia(async () => stream([track('video', { width: 1280, height: 720 }), track('audio')]));
    await run(1000);
    await checkDevices();
    const summary = screen.getByTestId('video-check-summary');
    expect(summary.dataset.ready).toBe('false');
    fireEvent.click(screen.getByLabelText(/mendan boshqa hech kim/));
    await waitFor(() => expect(summary.dataset.ready).toBe('true'));
  });
});
