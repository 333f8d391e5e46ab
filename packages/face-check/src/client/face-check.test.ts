import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaceCheckStats } from '../protocol/index.js';
import { FakeSocket } from '../testing/fake-socket.js';
import { FaceCheckError, reconnectDelay, startFaceCheck, type StartFaceCheckOptions } from './index.js';

const auth = { pin: '12345678901234', passserial: 'AA', passnum: '1234567' };
const video = { srcObject: {} } as unknown as HTMLVideoElement;

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
const jwt = `${base64url({ alg: 'ES256' })}.${base64url({ isOk: true, livenessWasSuccessful: true, bestshot: '/9j/AAAA', sub: auth.pin })}.c2ln`;

function stats(seq: number, errors: number[] = []): FaceCheckStats {
  return {
    type: 'STATS',
    seq,
    isOk: errors.length === 0,
    errors,
    details: { faceFramePosition: { faceRect: null }, frame: { width: 640, height: 480 }, phase: 'positioning', challenge: null },
  };
}

function start(extra: Partial<StartFaceCheckOptions> = {}) {
  const onStats = vi.fn<(stats: FaceCheckStats) => void>();
  const promise = startFaceCheck({
    url: 'ws://service.test/face-check/ws',
    auth,
    locale: 'ru',
    video,
    onStats,
    createWebSocket: (url, protocol) => new FakeSocket(url, protocol),
    captureFrame: () => '/9j/4AAQ',
    sessionId: 'session-0123456789abcdef',
    ...extra,
  });
  // Keep unhandled-rejection noise out of tests that settle it later.
  promise.catch(() => undefined);
  return { promise, onStats };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startFaceCheck timing', () => {
  it('waits the 3 s start delay, then connects with subprotocol lpproto and sends CONNECT', async () => {
    start();
    await vi.advanceTimersByTimeAsync(2999);
    expect(FakeSocket.all).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.last.url).toBe('ws://service.test/face-check/ws');
    expect(FakeSocket.last.requestedProtocol).toBe('lpproto');
    FakeSocket.last.open();
    expect(FakeSocket.last.messages()[0]).toEqual({ type: 'CONNECT', sessionId: 'session-0123456789abcdef', ...auth, locale: 'ru' });
  });

  it('sends a frame every 300 ms, never two awaiting their STATS', async () => {
    const { onStats } = start();
    await vi.advanceTimersByTimeAsync(3000);
    const socket = FakeSocket.last;
    socket.open();
    const frames = () => socket.messages().filter((m) => m.type === 'FRAME');
    expect(frames()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(900);
    expect(frames()).toHaveLength(1);
    socket.receive(stats(1, [8]));
    expect(onStats).toHaveBeenCalledWith(stats(1, [8]));
    await vi.advanceTimersByTimeAsync(300);
    expect(frames().map((f) => f.seq)).toEqual([1, 2]);
    socket.receive(stats(2));
    await vi.advanceTimersByTimeAsync(300);
    expect(frames()).toHaveLength(3);
    expect(frames()[2]).toMatchObject({ type: 'FRAME', seq: 3, image: '/9j/4AAQ' });
  });

  it('sends a heartbeat every 3000 ms', async () => {
    start();
    await vi.advanceTimersByTimeAsync(3000);
    const socket = FakeSocket.last;
    socket.open();
    for (let i = 0; i < 3; i += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      socket.receive({ type: 'HEARTBEAT', ts: Date.now() });
    }
    expect(socket.messages().filter((m) => m.type === 'HEARTBEAT')).toHaveLength(3);
  });

  it('backs off from 1 s to 10 s by ×1.3 while the socket does not open within 4 s', async () => {
    start({ timing: { overallTimeoutMs: 600_000 } });
    await vi.advanceTimersByTimeAsync(3000);
    const startedAt: number[] = [Date.now()];
    for (let i = 0; i < 11; i += 1) {
      const before = FakeSocket.all.length;
      while (FakeSocket.all.length === before) await vi.advanceTimersByTimeAsync(10);
      startedAt.push(Date.now());
    }
    const gaps = startedAt.slice(1).map((t, i) => t - (startedAt[i] ?? 0));
    // Each gap is the 4 s connection time-out plus the back-off delay.
    const expected = [1000, 1300, 1690, 2197, 2856, 3713, 4827, 6275, 8157, 10000, 10000];
    gaps.forEach((gap, i) => expect(Math.abs(gap - 4000 - (expected[i] ?? 0))).toBeLessThanOrEqual(10));
    expect(FakeSocket.all.slice(0, -1).every((s) => s.closedWith !== null)).toBe(true);
  });

  it('computes the back-off of spec/shell.md 9', () => {
    expect([0, 1, 2, 3, 8, 9, 20].map((a) => reconnectDelay(a))).toEqual([1000, 1300, 1690, 2197, 8157, 10000, 10000]);
  });

  it('reconnects with the same session id after a non-final close and resets the back-off after STATS', async () => {
    start();
    await vi.advanceTimersByTimeAsync(3000);
    FakeSocket.last.open();
    FakeSocket.last.serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.last.serverClose(1006);
    await vi.advanceTimersByTimeAsync(1299);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);
    const third = FakeSocket.last;
    third.open();
    expect(third.messages()[0]).toMatchObject({ type: 'CONNECT', sessionId: 'session-0123456789abcdef' });
    third.receive(stats(1));
    third.serverClose(1001);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('reconnects when the service falls silent for three heartbeats', async () => {
    start();
    await vi.advanceTimersByTimeAsync(3000);
    const first = FakeSocket.last;
    first.open();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(first.closedWith).toBe(4001);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('fails with timeout at 123 s and leaves no timer behind', async () => {
    const { promise } = start();
    await vi.advanceTimersByTimeAsync(3000);
    FakeSocket.last.open();
    await vi.advanceTimersByTimeAsync(119_999);
    await expect(Promise.race([promise, Promise.resolve('pending')])).resolves.toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await expect(promise).rejects.toMatchObject({ name: 'FaceCheckError', code: 'timeout' });
    expect(FakeSocket.all.every((s) => s.closedWith !== null || s.readyState === 3)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('startFaceCheck outcomes', () => {
  it('resolves with the token payload on SUCCESS and closes the socket', async () => {
    const { promise } = start();
    await vi.advanceTimersByTimeAsync(3000);
    FakeSocket.last.open();
    FakeSocket.last.receive({ type: 'SUCCESS', jwt });
    await expect(promise).resolves.toEqual({ isOk: true, livenessWasSuccessful: true, bestshot: '/9j/AAAA', jwt });
    expect(FakeSocket.last.closedWith).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the service error code on ERROR', async () => {
    const { promise } = start();
    await vi.advanceTimersByTimeAsync(3000);
    FakeSocket.last.open();
    FakeSocket.last.receive({ type: 'ERROR', code: 'liveness_failed', message: 'challenge failed' });
    await expect(promise).rejects.toEqual(new FaceCheckError('liveness_failed', 'challenge failed'));
  });

  it('retries with the back-off when the service is busy (ERROR busy, close 1013)', async () => {
    start();
    await vi.advanceTimersByTimeAsync(3000);
    FakeSocket.last.open();
    FakeSocket.last.receive({ type: 'ERROR', code: 'busy', message: 'too many face checks at once' });
    FakeSocket.last.serverClose(1013);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it.each([4000, 1002])('does not reconnect after the final close code %i', async (code) => {
    const { promise } = start();
    await vi.advanceTimersByTimeAsync(3000);
    FakeSocket.last.open();
    FakeSocket.last.serverClose(code);
    await expect(promise).rejects.toMatchObject({ code: 'closed' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it.each([
    ['not JSON', 'garbage{'],
    ['an unknown message', { type: 'WHAT' }],
    ['STATS without details', { type: 'STATS', seq: 1, isOk: true, errors: [] }],
  ])('rejects a malformed service message (%s) without crashing', async (_, message) => {
    const { promise, onStats } = start();
    await vi.advanceTimersByTimeAsync(3000);
    FakeSocket.last.open();
    FakeSocket.last.receive(message);
    await expect(promise).rejects.toMatchObject({ code: 'bad_message' });
    expect(onStats).not.toHaveBeenCalled();
    expect(FakeSocket.last.closedWith).toBe(1002);
  });

  it('stops on abort', async () => {
    const controller = new AbortController();
    const { promise } = start({ signal: controller.signal });
    await vi.advanceTimersByTimeAsync(3000);
    FakeSocket.last.open();
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
