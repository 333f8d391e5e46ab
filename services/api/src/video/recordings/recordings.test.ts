import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAct, signedCitizen, signedNotary, testDb } from '../../testing/acts-factories.js';
import { useTestApi } from '../../testing/test-api.js';
import { makeMjrPair, type MjrPair, writeVideoroomPair } from './mjr-fixtures.js';
import { RecordingProcessor } from './recording-processor.js';
import { RecordingsRetentionJob } from './recordings-retention.job.js';

const storageDir = mkdtempSync(join(tmpdir(), 'notary-recordings-'));
const recRoot = mkdtempSync(join(tmpdir(), 'notary-rec-'));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const binary = (r: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  const stream = r as unknown as NodeJS.ReadableStream;
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

// Issue 16.4: replay from the act card (list, ranged stream) and retention.
describe('video recordings of an act', () => {
  const api = useTestApi({ videoRecordings: { retentionDays: 30, dir: storageDir, recDir: join(storageDir, 'rec') } });
  let pair: MjrPair;
  beforeAll(async () => {
    pair = await makeMjrPair(1);
  }, 30_000);

  async function world() {
    const notary = await signedNotary();
    const citizen = await signedCitizen();
    const other = await signedCitizen();
    const otherNotary = await signedNotary();
    const actId = await createAct(citizen, { step: 8, notary, regtype: 2 });
    const dir = join(recRoot, actId);
    await writeVideoroomPair(dir, '5', citizen.id, pair);
    const [saved] = await api.app.get(RecordingProcessor).process({ actId, dir });
    return { notary, citizen, other, otherNotary, actId, recording: saved! };
  }
  const list = (who: { auth: Record<string, string> }, actId: string) => api.http().get(`/api/notarial_act/${actId}/video/recordings`).set(who.auth);

  it('lists the recordings to the parties and the notary with their SHA-256, and plays one whole and by byte ranges', async () => {
    const w = await world();
    const stored = readFileSync(join(storageDir, w.actId, w.recording.id));
    for (const who of [w.citizen, w.notary]) {
      const res = await list(who, w.actId).expect(200);
      expect(res.body).toHaveLength(1);
      expect(res.body[0]).toMatchObject({ id: w.recording.id, userId: w.citizen.id, userName: w.citizen.fullname, sha256: sha(stored), bytes: stored.length, mimeType: 'video/webm', deletedAt: null });
      const url = res.body[0].playbackUrl as string;
      const whole = await api.http().get(url).buffer(true).parse(binary).expect(200);
      expect(sha(whole.body as Buffer)).toBe(sha(stored));
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.headers['content-type']).toBe('video/webm');
      const part = await api.http().get(url).set('Range', 'bytes=100-199').buffer(true).parse(binary).expect(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${stored.length}`);
      expect((part.body as Buffer).equals(stored.subarray(100, 200))).toBe(true);
      const tail = await api.http().get(url).set('Range', 'bytes=-50').buffer(true).parse(binary).expect(206);
      expect((tail.body as Buffer).equals(stored.subarray(stored.length - 50))).toBe(true);
      const open = await api.http().get(url).set('Range', `bytes=${stored.length - 10}-`).buffer(true).parse(binary).expect(206);
      expect((open.body as Buffer).length).toBe(10);
      const beyond = await api.http().get(url).set('Range', `bytes=${stored.length}-`).expect(416);
      expect(beyond.body.code).toBe('recording_range_not_satisfiable');
      expect(beyond.headers['content-range']).toBe(`bytes */${stored.length}`);
    }
  }, 60_000);

  it('refuses a stranger, another office\'s notary, a missing, forged or foreign token, before reading anything', async () => {
    const w = await world();
    for (const who of [w.other, w.otherNotary]) {
      const res = await list(who, w.actId).expect(418);
      expect(res.body.code).toBe('pin_not_found_in_uuid');
    }
    await api.http().get(`/api/notarial_act/${w.actId}/video/recordings`).expect(403);
    const content = `/api/notarial_act/${w.actId}/video/recordings/${w.recording.id}/content`;
    expect((await api.http().get(content).expect(418)).body.code).toBe('download_forbidden');
    const url = (await list(w.citizen, w.actId).expect(200)).body[0].playbackUrl as string;
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const [body, signature] = token.split('.');
    await api.http().get(`${content}?token=${body}.${signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`).expect(418);
    // A token of this recording does not open another act's recording.
    const elsewhere = await world();
    await api.http().get(`/api/notarial_act/${elsewhere.actId}/video/recordings/${elsewhere.recording.id}/content?token=${encodeURIComponent(token)}`).expect(418);
  }, 60_000);

  it('stops playing for a party removed from the act, whose playback URL is still unexpired', async () => {
    const notary = await signedNotary();
    const author = await signedCitizen();
    const buyer = await signedCitizen();
    const actId = await createAct(author, { step: 8, notary, regtype: 2, parties: [{ user: buyer, role: 'buyer' }] });
    const dir = join(recRoot, actId);
    await writeVideoroomPair(dir, '6', buyer.id, pair);
    await api.app.get(RecordingProcessor).process({ actId, dir });
    const url = (await list(buyer, actId).expect(200)).body[0].playbackUrl as string;
    await api.http().get(url).set('Range', 'bytes=0-9').expect(206);
    await testDb().query('DELETE FROM act_party WHERE act_id = $1 AND NOT is_author', [actId]);
    expect((await api.http().get(url).set('Range', 'bytes=0-9').expect(418)).body.code).toBe('download_forbidden');
  }, 60_000);

  it('deletes files past VIDEO_RETENTION_DAYS, keeping the row and its SHA-256 marked "retention" and an audit entry', async () => {
    const w = await world();
    const fresh = await world();
    await testDb().query(`UPDATE video_recording SET created_at = now() - interval '31 days' WHERE id = $1`, [w.recording.id]);
    const url = (await list(w.citizen, w.actId).expect(200)).body[0].playbackUrl as string;

    const deleted = await api.app.get(RecordingsRetentionJob).run();
    expect(deleted).toContain(w.recording.id);
    expect(deleted).not.toContain(fresh.recording.id);
    expect(existsSync(join(storageDir, w.actId, w.recording.id))).toBe(false);
    expect(existsSync(join(storageDir, fresh.actId, fresh.recording.id))).toBe(true);

    const res = await list(w.citizen, w.actId).expect(200);
    expect(res.body[0]).toMatchObject({ id: w.recording.id, sha256: w.recording.sha256, deletedReason: 'retention', playbackUrl: null });
    expect(res.body[0].deletedAt).not.toBeNull();
    expect((await api.http().get(url).expect(410)).body.code).toBe('recording_deleted');
    const audit = await testDb().query<{ data: Record<string, unknown>; reason: string }>(`SELECT data, reason FROM act_audit WHERE act_id = $1 AND action = 'video.recording.deleted'`, [w.actId]);
    expect(audit.rows).toEqual([expect.objectContaining({ reason: 'retention', data: expect.objectContaining({ recordingId: w.recording.id, sha256: w.recording.sha256 }) })]);
    expect((await api.http().get(`/api/notarial_act/${w.actId}/audit/verify`).set(w.citizen.auth).expect(200)).body.isValid).toBe(true);
    // A second run finds nothing more to do.
    expect(await api.app.get(RecordingsRetentionJob).run()).not.toContain(w.recording.id);
  }, 60_000);
});
