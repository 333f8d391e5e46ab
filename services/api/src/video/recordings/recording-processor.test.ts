import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAct, signedCitizen, signedNotary, testDb } from '../../testing/acts-factories.js';
import { useTestApi } from '../../testing/test-api.js';
import { makeMjrPair, type MjrPair, writeVideoroomPair } from './mjr-fixtures.js';
import { probeMedia } from './recording-media.js';
import { RecordingProcessor } from './recording-processor.js';

const storageDir = mkdtempSync(join(tmpdir(), 'notary-recordings-'));
const recRoot = mkdtempSync(join(tmpdir(), 'notary-rec-'));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const SECONDS = 2;

// Issue 16.4: real .mjr recordings (RTP from ffmpeg, written as Janus's recorder does) through the real janus-pp-rec and ffmpeg.
describe('RecordingProcessor', () => {
  const api = useTestApi({ videoRecordings: { retentionDays: 30, dir: storageDir, recDir: join(storageDir, 'rec') } });
  let notaryPair: MjrPair;
  let citizenPair: MjrPair;
  const sockets: Socket[] = [];
  let url = '';
  beforeAll(async () => {
    await api.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`;
    [notaryPair, citizenPair] = await Promise.all([makeMjrPair(SECONDS, 440), makeMjrPair(SECONDS, 660)]);
  }, 30_000);
  afterAll(() => sockets.forEach((s) => s.close()));

  it('makes one WebM (VP8 + Opus) per participant, stores it, and keeps its SHA-256 in the table and the audit trail', async () => {
    const notary = await signedNotary();
    const citizen = await signedCitizen();
    const actId = await createAct(citizen, { step: 8, notary, regtype: 2 });
    const dir = join(recRoot, actId);
    await writeVideoroomPair(dir, '1234', '1001', notaryPair);
    // A feed id that is the user's own id needs no mapping.
    await writeVideoroomPair(dir, '1234', citizen.id, citizenPair);

    // The act's room hears the video being saved, then saved.
    const socket = io(url, { auth: { token: citizen.token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const heard: string[] = [];
    socket.on('video:recording', (p: { actId: string; state: string }) => heard.push(`${p.actId === actId ? 'act' : 'other'}:${p.state}`));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    expect(await socket.emitWithAck('act:subscribe', { actId })).toEqual({ ok: true });

    const processor = api.app.get(RecordingProcessor);
    const saved = await processor.process({ actId, dir, participants: { '1001': notary.id } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['act:saving', 'act:saved']);
    expect(saved).toHaveLength(2);
    expect(saved.map((r) => r.userId).sort()).toEqual([notary.id, citizen.id].sort());
    // The tracks are the stored files now.
    expect(readdirSync(dir).filter((n) => n.endsWith('.mjr'))).toEqual([]);

    const { rows } = await testDb().query<{ id: string; storage_key: string; sha256: string; bytes: string; duration_ms: number; started_at: Date; stopped_at: Date; user_id: string }>(
      'SELECT * FROM video_recording WHERE act_id = $1',
      [actId],
    );
    expect(rows).toHaveLength(2);
    const audit = await testDb().query<{ data: Record<string, unknown>; actor_role: string }>(`SELECT data, actor_role FROM act_audit WHERE act_id = $1 AND action = 'video.recording.saved'`, [actId]);
    expect(audit.rows).toHaveLength(2);
    for (const row of rows) {
      const path = join(storageDir, row.storage_key);
      const bytes = readFileSync(path);
      expect(sha(bytes)).toBe(row.sha256);
      expect(Number(row.bytes)).toBe(bytes.length);
      const probed = await probeMedia(path);
      expect(probed.codecs.sort()).toEqual(['opus', 'vp8']);
      expect(probed.durationMs).toBeGreaterThan((SECONDS - 0.5) * 1000);
      expect(probed.durationMs).toBeLessThan((SECONDS + 1.5) * 1000);
      expect(Math.abs(row.duration_ms - probed.durationMs)).toBeLessThan(50);
      expect(row.stopped_at.getTime() - row.started_at.getTime()).toBe(row.duration_ms);
      expect(audit.rows.find((a) => a.data.recordingId === row.id)).toMatchObject({ actor_role: 'system:video-recording', data: { sha256: row.sha256, bytes: bytes.length, userId: row.user_id } });
    }
    const verify = await api.http().get(`/api/notarial_act/${actId}/audit/verify`).set(citizen.auth).expect(200);
    expect(verify.body.isValid).toBe(true);

    // Called again (the room closing after the stop): nothing new.
    expect(await processor.process({ actId, dir })).toEqual([]);
  }, 60_000);

  it('stores a participant with audio only, and leaves alone a file that is not a recording', async () => {
    const citizen = await signedCitizen();
    const actId = await createAct(citizen, { step: 8, regtype: 2 });
    const dir = join(recRoot, actId);
    await writeVideoroomPair(dir, '77', 'feed-a', citizenPair);
    const onlyAudio = readdirSync(dir).find((n) => n.endsWith('-video-1.mjr'))!;
    writeFileSync(join(dir, onlyAudio), Buffer.from('not a recording'));
    // A group whose only track is not a recording is skipped (no header); the audio is stored.
    const saved = await api.app.get(RecordingProcessor).process({ actId, dir });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ participant: 'feed-a', userId: null });
    const probed = await probeMedia(join(storageDir, actId, saved[0]!.id));
    expect(probed.codecs).toEqual(['opus']);
    // The stored track is removed; the file that is not a recording is left alone.
    expect(readdirSync(dir)).toEqual([onlyAudio]);
    expect(existsSync(join(dir, onlyAudio))).toBe(true);
  }, 60_000);

  it('keeps the tracks of a participant it could not convert, for the next try, and stores nothing of them', async () => {
    const citizen = await signedCitizen();
    const actId = await createAct(citizen, { step: 8, regtype: 2 });
    const dir = join(recRoot, actId);
    // A video track whose header names H.264: janus-pp-rec will not make a WebM of it (no transcoding).
    const vp8 = citizenPair.video;
    const infoLength = vp8.readUInt16BE(8);
    const info = Buffer.from(vp8.subarray(10, 10 + infoLength).toString('utf8').replace('"c":"vp8"', '"c":"h264"'));
    const length = Buffer.alloc(2);
    length.writeUInt16BE(info.length);
    const h264 = Buffer.concat([vp8.subarray(0, 8), length, info, vp8.subarray(10 + infoLength)]);
    await writeVideoroomPair(dir, '9', 'feed-b', { audio: citizenPair.audio, video: h264 });
    await expect(api.app.get(RecordingProcessor).process({ actId, dir })).rejects.toThrow(/Command failed: (janus-pp-rec|ffmpeg)/);
    expect(readdirSync(dir).filter((n) => n.endsWith('.mjr'))).toHaveLength(2);
    expect((await testDb().query('SELECT 1 FROM video_recording WHERE act_id = $1', [actId])).rows).toEqual([]);
  }, 60_000);
});
