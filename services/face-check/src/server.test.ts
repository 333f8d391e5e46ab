/**
 * The service over a real socket: worker pool, protocol, limits, and a full
 * check on a recorded face whose token the exported verifier accepts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MAX_MESSAGE_CHARS, parseServerMessage, type ClientMessage, type ServerMessage } from '@notary/face-check/protocol';
import { cropBestShot } from './analysis/best-shot.js';
import { AnalysisPool } from './analysis/pool.js';
import { readConfig, type FaceCheckConfig } from './config.js';
import { createFaceCheckServer, WS_MAX_PAYLOAD, type FaceCheckServer } from './server.js';
import { frame } from './testing/fixtures.js';
import { loadOrCreateSigningKey } from './token/keys.js';
import { createFaceCheckJwks, verifyFaceCheckToken } from '@notary/face-check/token';

const auth = { pin: '12345678901234', passserial: 'AA', passnum: '1234567' };
let pool: AnalysisPool;
let keyDir: string;
const servers: FaceCheckServer[] = [];

async function start(overrides: Partial<FaceCheckConfig> = {}) {
  const config = { ...readConfig({ FACE_CHECK_FIXED_CHALLENGE: 'eyes', NODE_ENV: 'test', FACE_CHECK_KEY_DIR: keyDir }), port: 0, ...overrides };
  const key = await loadOrCreateSigningKey(keyDir);
  const service = createFaceCheckServer({ config, analysis: pool, key, cropBestShot });
  servers.push(service);
  const { port } = await service.listen();
  return { service, url: `ws://127.0.0.1:${port}/face-check/ws`, http: `http://127.0.0.1:${port}` };
}

type Client = {
  ws: WebSocket;
  messages: ServerMessage[];
  send(message: ClientMessage | string): void;
  next(type?: ServerMessage['type']): Promise<ServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
};

function connect(url: string, protocol = 'lpproto'): Promise<Client> {
  const ws = new WebSocket(url, protocol);
  const messages: ServerMessage[] = [];
  const waiters: { type?: string; resolve: (m: ServerMessage) => void }[] = [];
  let seen = 0;
  ws.on('message', (data) => {
    const parsed = parseServerMessage(data.toString());
    if (!parsed.ok) throw new Error(`the service sent an invalid message: ${parsed.reason}`);
    messages.push(parsed.message);
    const waiter = waiters.findIndex((w) => !w.type || w.type === parsed.message.type);
    if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(parsed.message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        messages,
        closed,
        send: (m) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)),
        next: (type) => {
          const found = messages.slice(seen).find((m) => !type || m.type === type);
          if (found) {
            seen = messages.indexOf(found) + 1;
            return Promise.resolve(found);
          }
          return new Promise((r) =>
            waiters.push({
              type,
              resolve: (m) => {
                seen = messages.indexOf(m) + 1;
                r(m);
              },
            }),
          );
        },
      }),
    );
  });
}

const sessionId = () => `test-${Math.random().toString(36).slice(2)}-${Date.now()}`;
const connectMessage = (id = sessionId()): ClientMessage => ({ type: 'CONNECT', sessionId: id, ...auth, locale: 'ru' });
const frameMessage = (seq: number, jpeg: Buffer): ClientMessage => ({ type: 'FRAME', seq, image: jpeg.toString('base64') });

beforeAll(async () => {
  keyDir = await mkdtemp(join(tmpdir(), 'face-check-server-'));
  pool = new AnalysisPool({ size: 2 });
  await pool.start();
});

afterAll(async () => {
  for (const s of servers) await s.close();
  await pool.close();
  await rm(keyDir, { recursive: true, force: true });
});

describe('the analysis pool', () => {
  it('analyses frames on both workers and leaves the caller its bytes', async () => {
    const jpeg = frame('cap12', 20);
    const copy = Buffer.from(jpeg);
    const results = await Promise.all([1, 2, 3, 4].map(() => pool.analyse(jpeg, { embedding: false })));
    expect(results.map((r) => r.faces.length)).toEqual([1, 1, 1, 1]);
    expect(jpeg.equals(copy)).toBe(true);
  });

  it('embeds a frame’s face crop as its own task: the embedding the frame gives with it', async () => {
    const jpeg = frame('franck', 25);
    const within = await pool.analyse(jpeg, { embedding: true });
    const cropped = await pool.analyse(jpeg, { embedding: false, crop: true });
    expect(cropped.faces[0]?.embedding).toBeUndefined();
    if (!cropped.faceCrop) throw new Error('no face crop');
    expect(cropped.faceCrop.shape).toEqual([1, 192, 192, 3]);
    const { embedding } = await pool.embed(cropped.faceCrop);
    expect(embedding).toEqual(within.faces[0]?.embedding);
    expect(embedding).toHaveLength(1024);
    expect(cropped.faceCrop.passive).toBeUndefined();
    await expect(pool.embed({ data: new Float32Array(12), shape: [1, 2, 2, 3] })).rejects.toThrow(/not a face crop/);
  });

  it('takes a baseline or final frame’s passive scores with its crop’s task, not within the frame: the scores the frame gives with them', async () => {
    const jpeg = frame('franck', 25);
    const within = await pool.analyse(jpeg, { embedding: true, passive: true });
    const face = within.faces[0];
    expect(face?.antispoof).toBeGreaterThan(0);
    expect(face?.liveness).toBeGreaterThan(0);
    const cropped = await pool.analyse(jpeg, { embedding: false, crop: true, passive: true });
    expect(cropped.faces[0]?.antispoof).toBeUndefined();
    expect(cropped.faces[0]?.liveness).toBeUndefined();
    if (!cropped.faceCrop) throw new Error('no face crop');
    expect(cropped.faceCrop.passive).toBe(true);
    const task = await pool.embed(cropped.faceCrop);
    expect(task).toMatchObject({ embedding: face?.embedding, antispoof: face?.antispoof, liveness: face?.liveness });
  });

  it('rejects a bad frame as BadFrameError and keeps working', async () => {
    await expect(pool.analyse(Buffer.from('not a jpeg'), { embedding: false })).rejects.toMatchObject({ name: 'BadFrameError' });
    expect((await pool.analyse(frame('cap12', 21), { embedding: false })).faces).toHaveLength(1);
  });
});

describe('HTTP', () => {
  it('answers health with the models loaded, and the public keys', async () => {
    const { http } = await start();
    expect(await (await fetch(`${http}/face-check/health`)).json()).toMatchObject({ status: 'ok', models: 'loaded' });
    const keys = (await (await fetch(`${http}/face-check/jwks.json`)).json()) as { keys: { alg: string; d?: string }[] };
    expect(keys.keys).toHaveLength(1);
    expect(keys.keys[0]?.alg).toBe('ES256');
    expect(keys.keys[0]?.d).toBeUndefined();
    expect((await fetch(`${http}/elsewhere`)).status).toBe(404);
  });
});

describe('a full face check', () => {
  it('guides, challenges, and signs a token the verifier accepts', async () => {
    // Frames arrive as fast as they are analysed here, so the flood limit is lifted for this test.
    const { url, http } = await start({ maxFramesPerWindow: 1000 });
    const client = await connect(url);
    const id = sessionId();
    client.send(connectMessage(id));
    const stats: ServerMessage[] = [];
    let outcome: ServerMessage | null = null;
    // franck: eyes open (frames 22–31), closed (32–37), open again.
    for (let n = 22, seq = 1; n <= 50 && !outcome; n += 1, seq += 1) {
      client.send(frameMessage(seq, frame('franck', n)));
      const reply = await client.next();
      if (reply.type === 'STATS') stats.push(reply);
      else outcome = reply;
    }
    expect(outcome?.type).toBe('SUCCESS');
    const codes = stats.flatMap((s) => (s.type === 'STATS' ? s.errors : []));
    expect(codes).toContain(62);
    expect(codes).toContain(61);
    expect(stats[0]).toMatchObject({ type: 'STATS', details: { frame: { width: 640, height: 480 }, phase: 'positioning' } });
    expect((await client.closed).code).toBe(1000);

    const jwt = outcome?.type === 'SUCCESS' ? outcome.jwt : '';
    const payload = await verifyFaceCheckToken(jwt, { jwks: createFaceCheckJwks(http) });
    expect(payload).toMatchObject({ sub: auth.pin, sid: id, isOk: true, livenessWasSuccessful: true });
    expect(payload.embedding).toHaveLength(1024);
    // The lowest passive scores of the baseline and the final frame (taken with their embedding tasks).
    expect(payload.passive?.antispoof).toBeGreaterThan(0);
    expect(payload.passive?.liveness).toBeGreaterThan(0);
    const shot = await sharp(Buffer.from(payload.bestshot, 'base64')).metadata();
    expect(shot.format).toBe('jpeg');
    expect(shot.width).toBeGreaterThan(150);
  });
});

describe('protocol errors', () => {
  it.each([
    ['garbage', 'hello{', 'bad_message'],
    ['an unknown message', JSON.stringify({ type: 'HELLO' }), 'bad_message'],
    ['a FRAME before CONNECT', JSON.stringify({ type: 'FRAME', seq: 1, image: '/9j/AAAA' }), 'not_connected'],
    ['an oversized message', JSON.stringify({ type: 'FRAME', seq: 1, image: 'A'.repeat(MAX_MESSAGE_CHARS + 500) }), 'message_too_large'],
    // Beyond what ws reads of a message: cut at its header, yet answered the same way.
    ['a message beyond ws’s limit', JSON.stringify({ type: 'FRAME', seq: 1, image: 'A'.repeat(WS_MAX_PAYLOAD + 10) }), 'message_too_large'],
    ['an 8 MiB message', JSON.stringify({ type: 'FRAME', seq: 1, image: 'A'.repeat(8 * 2 ** 20) }), 'message_too_large'],
  ])('answers %s with an ERROR and close 1002', async (_, text, code) => {
    const { url } = await start();
    const client = await connect(url);
    client.send(text);
    expect(await client.next('ERROR')).toMatchObject({ type: 'ERROR', code });
    expect((await client.closed).code).toBe(1002);
  });

  it('answers an oversized message in fragments, mid-session, with ERROR message_too_large and close 1002', async () => {
    const { url, service } = await start();
    const client = await connect(url);
    const id = sessionId();
    client.send(connectMessage(id));
    client.send({ type: 'HEARTBEAT', ts: 1 });
    await client.next('HEARTBEAT');
    // A message whose fragments each stay under the limit and together exceed it.
    const piece = `{"type":"FRAME","seq":1,"image":"${'A'.repeat(WS_MAX_PAYLOAD / 2)}`;
    client.ws.send(piece, { fin: false });
    client.ws.send('A'.repeat(WS_MAX_PAYLOAD / 2), { fin: false });
    client.ws.send('"}', { fin: true });
    expect(await client.next('ERROR')).toMatchObject({ type: 'ERROR', code: 'message_too_large' });
    expect(await client.closed).toEqual({ code: 1002, reason: 'message_too_large' });
    // The session waits for a reconnect like after any dropped socket; the client treats 1002 as final.
    expect(service.sessions.get(id)?.isAttached).toBe(false);
  });

  it('answers binary data and a second CONNECT with ERROR bad_message', async () => {
    const { url } = await start();
    const binary = await connect(url);
    binary.ws.send(Buffer.from([1, 2, 3]));
    expect(await binary.next('ERROR')).toMatchObject({ code: 'bad_message' });
    const twice = await connect(url);
    twice.send(connectMessage());
    twice.send(connectMessage());
    expect(await twice.next('ERROR')).toMatchObject({ code: 'bad_message' });
    expect((await twice.closed).code).toBe(1002);
  });

  it('ends the session on a frame that is not a JPEG', async () => {
    const { url } = await start();
    const client = await connect(url);
    client.send(connectMessage());
    client.send({ type: 'FRAME', seq: 1, image: Buffer.from('GIF89a not a jpeg at all').toString('base64') });
    expect(await client.next('ERROR')).toMatchObject({ code: 'bad_frame' });
    expect((await client.closed).code).toBe(4000);
  });

  it('refuses a socket without the lpproto subprotocol', async () => {
    const { url } = await start();
    await expect(connect(url, 'chat')).rejects.toThrow(/400/);
  });

  it('keeps running after all of that', async () => {
    const { http } = await start();
    expect((await fetch(`${http}/face-check/health`)).status).toBe(200);
  });
});

describe('limits', () => {
  it('answers heartbeats at once while frames are being analysed', async () => {
    const { url } = await start({ maxFramesPerWindow: 1000 });
    const client = await connect(url);
    client.send(connectMessage());
    client.send(frameMessage(1, frame('cap12', 20)));
    const sent = Date.now();
    client.send({ type: 'HEARTBEAT', ts: sent });
    const beat = await client.next('HEARTBEAT');
    expect(beat.type).toBe('HEARTBEAT');
    // The frame's analysis takes 50–150 ms on another thread; the heartbeat does not wait for it.
    expect(Date.now() - sent).toBeLessThan(40);
    expect(await client.next('STATS')).toMatchObject({ seq: 1, errors: [] });
    client.ws.close();
  });

  it('ends a session that floods frames', async () => {
    const { url } = await start();
    const client = await connect(url);
    client.send(connectMessage());
    const jpeg = frame('cap12', 20);
    for (let seq = 1; seq <= 25; seq += 1) client.send(frameMessage(seq, jpeg));
    expect(await client.next('ERROR')).toMatchObject({ code: 'too_many_frames' });
    expect((await client.closed).code).toBe(4000);
  });

  it('ends a session after its time-out (123 s in production)', async () => {
    const { url } = await start({ sessionTimeoutMs: 400 });
    const client = await connect(url);
    client.send(connectMessage());
    expect(await client.next('ERROR')).toMatchObject({ code: 'timeout' });
    expect((await client.closed).code).toBe(4000);
  });

  it('says busy (close 1013, the client retries) beyond its session limit', async () => {
    const { url } = await start({ maxSessions: 1 });
    const first = await connect(url);
    first.send(connectMessage());
    first.send({ type: 'HEARTBEAT', ts: 1 });
    await first.next('HEARTBEAT');
    const second = await connect(url);
    second.send(connectMessage());
    expect(await second.next('ERROR')).toMatchObject({ code: 'busy' });
    expect((await second.closed).code).toBe(1013);
    first.ws.close();
  });

  it('resumes a session after a reconnect with the same id, for the same person only', async () => {
    const { url, service } = await start({ maxFramesPerWindow: 1000 });
    const id = sessionId();
    const first = await connect(url);
    first.send(connectMessage(id));
    first.send(frameMessage(1, frame('cap12', 20)));
    await first.next('STATS');
    first.ws.close();
    await first.closed;
    expect(service.sessions.get(id)?.isAttached).toBe(false);

    const stranger = await connect(url);
    stranger.send({ ...connectMessage(id), pin: '99999999999999' } as ClientMessage);
    expect(await stranger.next('ERROR')).toMatchObject({ code: 'bad_message' });

    const again = await connect(url);
    again.send(connectMessage(id));
    again.send(frameMessage(2, frame('cap12', 21)));
    expect(await again.next('STATS')).toMatchObject({ seq: 2 });
    expect(service.sessions.get(id)?.isAttached).toBe(true);
    const meanwhile = await connect(url);
    meanwhile.send(connectMessage(id));
    expect(await meanwhile.next('ERROR')).toMatchObject({ code: 'session_in_use' });
    again.ws.close();
  });
});
