import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAct, signedCitizen, signedNotary, testDb } from '../testing/acts-factories.js';
import { startS3Server } from '../testing/s3-server.js';
import { useTestApi } from '../testing/test-api.js';
import { makeMjrPair, type MjrPair, writeVideoroomPair } from '../video/recordings/mjr-fixtures.js';
import { RecordingProcessor } from '../video/recordings/recording-processor.js';
import { RecordingsRetentionJob } from '../video/recordings/recordings-retention.job.js';
import { S3FileStorage } from './s3-file-storage.js';

// Issues 13.2 and 16.4 with STORAGE_DRIVER=s3: the documents' and the recordings' modules both keep
// their files in the configured bucket (a real S3-protocol server), and nothing lands on the disk.
const s3 = await startS3Server();
const work = mkdtempSync(join(tmpdir(), 'notary-storage-driver-'));
const localDocuments = join(work, 'documents');
const localRecordings = join(work, 'recordings');
/** The whole bucket, to look at what the API stored. */
const bucket = new S3FileStorage({ ...s3.config, prefix: '' });
afterAll(async () => {
  bucket.client.destroy();
  await s3.stop();
  rmSync(work, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const binary = (r: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  const stream = r as unknown as NodeJS.ReadableStream;
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};
/** The local folders the config also names stay empty (or are never made). */
const nothingOnDisk = () => {
  for (const dir of [localDocuments, localRecordings]) expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
};
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x42), Buffer.from('\n%%EOF\n')]);

describe('STORAGE_DRIVER=s3', () => {
  const api = useTestApi({
    storage: { driver: 's3', s3: s3.config },
    documents: { maxBytes: 64 * 1024, dir: localDocuments },
    videoRecordings: { retentionDays: 30, dir: localRecordings, recDir: join(work, 'rec') },
  });
  let pair: MjrPair;
  beforeAll(async () => {
    pair = await makeMjrPair(1);
  }, 30_000);

  it('keeps an uploaded document in the bucket under documents/, serves it from there and deletes it there', async () => {
    const notary = await signedNotary();
    const author = await signedCitizen();
    const actId = await createAct(author, { step: 1, notary });
    const uploaded = await api.http().post(`/api/notarial_act/${actId}/documents`).set(author.auth).attach('file', PDF, { filename: 'scan.pdf', contentType: 'application/pdf' }).expect(201);
    const key = `documents/${actId}/${uploaded.body.id}`;
    expect(sha((await readObject(key))!)).toBe(sha(PDF));
    for (const who of [author, notary]) {
      const file = await api.http().get(`/api/notarial_act/${actId}/documents/${uploaded.body.id}`).set(who.auth).buffer(true).parse(binary).expect(200);
      expect(sha(file.body as Buffer)).toBe(uploaded.body.sha256);
    }
    await api.http().delete(`/api/notarial_act/${actId}/documents/${uploaded.body.id}`).set(author.auth).expect(200);
    expect(await readObject(key)).toBeNull();
    nothingOnDisk();
  });

  it('stores a conference recording in the bucket under video/recordings/, plays it by byte ranges from there, and retention deletes it there', async () => {
    const notary = await signedNotary();
    const citizen = await signedCitizen();
    const actId = await createAct(citizen, { step: 8, notary, regtype: 2 });
    const dir = join(work, 'rec', actId);
    await writeVideoroomPair(dir, '5', citizen.id, pair);
    const [saved] = await api.app.get(RecordingProcessor).process({ actId, dir });
    const key = `video/recordings/${actId}/${saved!.id}`;
    const stored = (await readObject(key))!;
    expect(sha(stored)).toBe(saved!.sha256);
    expect(stored.length).toBe(saved!.bytes);

    const url = (await api.http().get(`/api/notarial_act/${actId}/video/recordings`).set(citizen.auth).expect(200)).body[0].playbackUrl as string;
    const whole = await api.http().get(url).buffer(true).parse(binary).expect(200);
    expect(sha(whole.body as Buffer)).toBe(saved!.sha256);
    const part = await api.http().get(url).set('Range', 'bytes=100-199').buffer(true).parse(binary).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${stored.length}`);
    expect((part.body as Buffer).equals(stored.subarray(100, 200))).toBe(true);

    await testDb().query(`UPDATE video_recording SET created_at = now() - interval '31 days' WHERE id = $1`, [saved!.id]);
    expect(await api.app.get(RecordingsRetentionJob).run()).toContain(saved!.id);
    expect(await readObject(key)).toBeNull();
    nothingOnDisk();
  }, 30_000);
});

/** An object of the bucket by its full name; null when there is none. */
async function readObject(objectKey: string): Promise<Buffer | null> {
  try {
    const answer = await bucket.client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: objectKey }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } catch (e) {
    if ((e as Error).name === 'NoSuchKey') return null;
    throw e;
  }
}
