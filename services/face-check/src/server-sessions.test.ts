/**
 * Nothing stays behind when sessions end. The service runs for weeks: a
 * session left in the map, or a timer left armed (the 123 s time-out, the
 * reconnect grace, a socket's idle and CONNECT deadlines), would grow it with
 * every check. Many sessions end here in every way a session ends, over real
 * sockets, with a stand-in for the models (synthetic measurements chosen by
 * the frame's bytes), so that hundreds of sessions take seconds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { ClientMessage } from '@notary/face-check/protocol';
import { BadFrameError, type AnalyseOptions, type EmbeddingResult, type FaceCrop, type FrameAnalysis } from './analysis/types.js';
import { readConfig } from './config.js';
import { createFaceCheckServer, type FaceCheckServer } from './server.js';
import { embedding, measurement, type Pose } from './testing/synthetic-face.js';
import { loadOrCreateSigningKey } from './token/keys.js';

/** Timers armed by the service's own code (server.ts, session/), still pending. */
const live = new Map<ReturnType<typeof setTimeout>, string>();
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const serviceCode = /\/face-check\/src\/(server\.ts|session\/)/;

function trackTimers() {
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    // The first frame of the caller's stack within the first few: the service's own code, or not.
    const origin = new Error().stack?.split('\n').slice(1, 5).find((line) => serviceCode.test(line));
    const handle = realSetTimeout(() => {
      live.delete(handle);
      fn(...args);
    }, ms);
    if (origin) live.set(handle, origin.trim());
    return handle;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, 'clearTimeout').mockImplementation(((handle?: ReturnType<typeof setTimeout>) => {
    if (handle) live.delete(handle);
    realClearTimeout(handle);
  }) as typeof clearTimeout);
}

/** The frame's bytes say what the "models" see: a pose as JSON, or `bad` for an unreadable frame. */
const encode = (pose: Pose | 'bad') => Buffer.from(pose === 'bad' ? 'bad!' : JSON.stringify(pose)).toString('base64');
const fakeAnalysis = {
  isReady: true,
  analyse: async (bytes: Uint8Array, options: AnalyseOptions): Promise<FrameAnalysis> => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const text = Buffer.from(bytes).toString();
    if (text === 'bad!') throw new BadFrameError('not a JPEG');
    const pose = JSON.parse(text) as Pose;
    const frame: FrameAnalysis = { width: 640, height: 480, brightness: 120, faces: [measurement({ ...pose, withEmbedding: options.embedding })], ms: 1 };
    // The face crop says whose face it is; embed() turns it into that person's embedding.
    if (options.crop) frame.faceCrop = { data: Float32Array.of(1), shape: [1, 1, 1, 1] };
    return frame;
  },
  embed: async (crop: FaceCrop): Promise<EmbeddingResult> => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return { embedding: embedding(crop.data[0] ?? 1), ms: 1 };
  },
};

const auth = { pin: '12345678901234', passserial: 'AA', passnum: '1234567' };
let keyDir: string;
let service: FaceCheckServer;
let url: string;
/** The same service with a 123 s time-out shortened to 300 ms. */
let quick: FaceCheckServer;
let quickUrl: string;

beforeAll(async () => {
  trackTimers();
  keyDir = await mkdtemp(join(tmpdir(), 'face-check-sessions-'));
  const config = {
    ...readConfig({ FACE_CHECK_FIXED_CHALLENGE: 'eyes', NODE_ENV: 'test', FACE_CHECK_KEY_DIR: keyDir }),
    port: 0,
    maxSessions: 1000,
    // Short enough for a test: the reconnect grace and a step deadline. The
    // session time-out stays long, so a time-out left armed is still pending when counted.
    resumeGraceMs: 300,
    stepTimeoutMs: 1000,
    maxAttempts: 1,
  };
  const key = await loadOrCreateSigningKey(keyDir);
  const cropBestShot = async () => '/9j/AAAA';
  service = createFaceCheckServer({ config, analysis: fakeAnalysis, key, cropBestShot });
  url = `ws://127.0.0.1:${(await service.listen()).port}/face-check/ws`;
  quick = createFaceCheckServer({ config: { ...config, sessionTimeoutMs: 300 }, analysis: fakeAnalysis, key, cropBestShot });
  quickUrl = `ws://127.0.0.1:${(await quick.listen()).port}/face-check/ws`;
});

afterAll(async () => {
  await service.close();
  await quick.close();
  vi.restoreAllMocks();
  await rm(keyDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

type Ending = 'success' | 'flood' | 'bad_frame' | 'liveness_failed' | 'timeout' | 'dropped' | 'garbage' | 'no_connect';

/** One browser doing one kind of session; resolves with what the service said last and its close code. */
function session(kind: Ending, n: number): Promise<{ last: string; code: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(kind === 'timeout' ? quickUrl : url, 'lpproto');
    let last = '';
    let seq = 0;
    const send = (m: ClientMessage | string) => ws.send(typeof m === 'string' ? m : JSON.stringify(m));
    const frame = (pose: Pose | 'bad') => send({ type: 'FRAME', seq: ++seq, image: encode(pose) });
    // The eyes challenge: three frontal frames (baseline), closed, open, a final frontal frame.
    const script: Pose[] = [{}, {}, {}, { eyes: 0.1 }, { eyes: 1 }, {}, {}];
    ws.on('error', reject);
    ws.on('close', (code) => resolve({ last, code }));
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; code?: string };
      last = message.type === 'ERROR' ? `ERROR ${message.code}` : message.type;
      if (message.type !== 'STATS') return;
      if (kind === 'success') frame(script[Math.min(seq, script.length - 1)] ?? {});
      else if (kind === 'liveness_failed') realSetTimeout(() => ws.readyState === ws.OPEN && frame({}), 200);
      else if (kind === 'dropped' && seq >= 2) ws.close();
      else if (kind === 'dropped') frame({});
      else if (kind === 'garbage') send('{"type":"FRAME"');
    });
    ws.on('open', () => {
      if (kind === 'no_connect') {
        ws.close();
        return;
      }
      send({ type: 'CONNECT', sessionId: `s-${kind}-${n}-${Math.random().toString(36).slice(2)}`, ...auth, locale: 'oz' });
      if (kind === 'flood') for (let i = 0; i < 25; i += 1) frame({});
      else if (kind === 'bad_frame') frame('bad');
      else if (kind === 'timeout') send({ type: 'HEARTBEAT', ts: n });
      else frame({});
    });
  });
}

describe('after many sessions', () => {
  it('no session and no timer of the service is left', async () => {
    const expected: Record<Ending, { last: string; code: number }> = {
      success: { last: 'SUCCESS', code: 1000 },
      flood: { last: 'ERROR too_many_frames', code: 4000 },
      bad_frame: { last: 'ERROR bad_frame', code: 4000 },
      liveness_failed: { last: 'ERROR liveness_failed', code: 4000 },
      timeout: { last: 'ERROR timeout', code: 4000 },
      dropped: { last: 'STATS', code: 1005 },
      garbage: { last: 'ERROR bad_message', code: 1002 },
      no_connect: { last: '', code: 1005 },
    };
    const kinds = Object.keys(expected) as Ending[];
    let total = 0;
    for (let round = 0; round < 5; round += 1) {
      // 40 sessions at once, 200 in all.
      const runs = kinds.flatMap((kind) => Array.from({ length: 5 }, (_, i) => session(kind, round * 5 + i).then((r) => ({ kind, ...r }))));
      for (const r of await Promise.all(runs)) expect({ kind: r.kind, last: r.last, code: r.code }).toEqual({ kind: r.kind, ...expected[r.kind] });
      total += runs.length;
    }
    expect(total).toBe(200);
    // Abandoned sessions (the socket dropped mid-check) wait out the reconnect grace, then go.
    for (let waited = 0; (service.sessions.size > 0 || quick.sessions.size > 0) && waited < 2000; waited += 50) await sleep(50);
    await sleep(50);
    expect(service.sessions.size).toBe(0);
    expect(quick.sessions.size).toBe(0);
    expect([...live.values()]).toEqual([]);
    const connections = (s: FaceCheckServer) => new Promise<number>((resolve, reject) => s.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    expect(await connections(service)).toBe(0);
    expect(await connections(quick)).toBe(0);
  }, 60_000);

  it('counted the timers it checks: a session arms its time-out, a dropped one its grace', async () => {
    // The tracking above sees the service's timers (else an empty list proves nothing).
    const ws = new WebSocket(url, 'lpproto');
    await new Promise((resolve) => ws.on('open', resolve));
    const socketTimers = live.size;
    expect(socketTimers).toBeGreaterThanOrEqual(2);
    ws.send(JSON.stringify({ type: 'CONNECT', sessionId: `s-count-${Date.now()}`, ...auth, locale: 'oz' }));
    await sleep(100);
    expect([...live.values()].some((origin) => /session/.test(origin))).toBe(true);
    ws.close();
    for (let waited = 0; service.sessions.size > 0 && waited < 2000; waited += 50) await sleep(50);
    expect(service.sessions.size).toBe(0);
    expect(live.size).toBe(0);
  });
});
