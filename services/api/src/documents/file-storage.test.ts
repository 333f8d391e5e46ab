import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../testing/s3-server.js';
import { type FileStorage, FileStorageError, LocalFolderStorage } from './file-storage.js';
import { createFileStorage } from './file-storage-factory.js';
import { S3FileStorage, UPLOAD_PART_BYTES } from './s3-file-storage.js';

// Issues 13.2 and 16.4: documents and recordings are kept through one storage port; the local
// folder and the S3-compatible adapter pass the same contract, the latter against a real S3-protocol
// server (s3rver on a free port: SigV4, multipart uploads, ranged GETs).
const s3 = await startS3Server();
const work = mkdtempSync(join(tmpdir(), 'notary-storage-'));
afterAll(async () => {
  await s3.stop();
  rmSync(work, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const key = () => `${randomUUID()}/${randomUUID()}`;
async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every file or object a store holds, as keys under its root or prefix. */
function listLocal(root: string): string[] {
  try {
    return (readdirSync(root, { recursive: true, withFileTypes: true }) as { isFile(): boolean; parentPath: string; name: string }[])
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
      .sort();
  } catch {
    return [];
  }
}
async function listS3(storage: S3FileStorage, prefix: string): Promise<string[]> {
  const answer = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }));
  return (answer.Contents ?? []).map((o) => o.Key!.slice(prefix.length)).sort();
}

const localRoot = join(work, 'documents');
const drivers: { name: string; storage: () => FileStorage; stored: () => Promise<string[]> }[] = [
  { name: 'local folder', storage: () => new LocalFolderStorage(localRoot), stored: async () => listLocal(localRoot) },
  {
    name: 'S3-compatible',
    storage: () => new S3FileStorage({ ...s3.config, prefix: 'documents/' }),
    stored: () => listS3(new S3FileStorage({ ...s3.config, prefix: 'documents/' }), 'documents/'),
  },
];

describe.each(drivers)('the $name file storage', ({ storage: make, stored }) => {
  const storage = make();

  it('passes its start check, stores a content under a new key, and gives it back whole, by ranges and by size', async () => {
    await storage.check();
    const k = key();
    const content = Buffer.from('%PDF-1.7\n% the contract\n%%EOF\n');
    expect(await storage.size(k)).toBeNull();
    await storage.put(k, content, 'application/pdf');
    expect(await stored()).toContain(k);
    expect((await storage.get(k))!.equals(content)).toBe(true);
    expect(await storage.size(k)).toBe(content.length);
    expect((await bytesOf(await storage.read(k)))!.equals(content)).toBe(true);
    expect((await bytesOf(await storage.read(k, { start: 2, end: 6 })))!.toString()).toBe('DF-1.');
    expect((await bytesOf(await storage.read(k, { start: content.length - 1, end: content.length - 1 })))!.toString()).toBe('\n');
  });

  it('answers null for a key that holds nothing, and removes a content (a missing one too) for good', async () => {
    const k = key();
    expect(await storage.get(k)).toBeNull();
    expect(await storage.read(k)).toBeNull();
    expect(await storage.read(k, { start: 0, end: 9 })).toBeNull();
    await storage.remove(k);
    await storage.put(k, Buffer.from('x'), 'text/plain');
    await storage.remove(k);
    expect(await storage.size(k)).toBeNull();
    expect(await storage.get(k)).toBeNull();
    expect(await stored()).not.toContain(k);
  });

  it('streams a multi-MB file in (several upload parts) and out (whole and across a part boundary), byte for byte', async () => {
    const file = join(work, `recording-${randomUUID()}.webm`);
    const content = randomBytes(2 * UPLOAD_PART_BYTES + 123_457);
    writeFileSync(file, content);
    const k = key();
    await storage.putFile(k, file, 'video/webm');
    expect(await storage.size(k)).toBe(content.length);
    expect(sha((await bytesOf(await storage.read(k)))!)).toBe(sha(content));
    const range = { start: UPLOAD_PART_BYTES - 1000, end: UPLOAD_PART_BYTES + 999 };
    expect((await bytesOf(await storage.read(k, range)))!.equals(content.subarray(range.start, range.end + 1))).toBe(true);
    await storage.remove(k);
    expect(await storage.size(k)).toBeNull();
  }, 20_000);

  it('refuses every key but one to four lowercase ids joined by slashes, and any bad range, before touching the store', async () => {
    const id = randomUUID();
    const before = await stored();
    const file = join(work, 'small');
    writeFileSync(file, 'x');
    const unsafe = [
      '',
      '../etc/passwd',
      `${id}/../../${id}`,
      `/${id}`,
      `${id}/`,
      `${id}//${id}`,
      id.toUpperCase(),
      `${id}\0`,
      `${id}/.probe`,
      `${id}/x`,
      Array.from({ length: 5 }, () => id).join('/'),
      'a'.repeat(2000),
    ];
    const outcome = (p: Promise<unknown>) => p.then(() => 'accepted', (e: Error) => (/unsafe storage key|bad byte range/.test(e.message) ? 'refused' : e.message));
    const results: string[] = [];
    for (const k of unsafe) {
      const shown = JSON.stringify(k).slice(0, 60);
      results.push(`put ${shown}: ${await outcome(storage.put(k, Buffer.from('x'), 'text/plain'))}`);
      results.push(`putFile ${shown}: ${await outcome(storage.putFile(k, file, 'text/plain'))}`);
      results.push(`get ${shown}: ${await outcome(storage.get(k))}`);
      results.push(`read ${shown}: ${await outcome(storage.read(k))}`);
      results.push(`size ${shown}: ${await outcome(storage.size(k))}`);
      results.push(`remove ${shown}: ${await outcome(storage.remove(k))}`);
    }
    const k = key();
    await storage.put(k, Buffer.from('0123456789'), 'text/plain');
    for (const range of [{ start: -1, end: 3 }, { start: 5, end: 4 }, { start: 0.5, end: 3 }, { start: 0, end: Number.NaN }]) {
      results.push(`read ${JSON.stringify(range)}: ${await outcome(storage.read(k, range))}`);
    }
    expect(results).toHaveLength(unsafe.length * 6 + 4);
    expect(results.filter((r) => !r.endsWith(': refused'))).toEqual([]);
    await storage.remove(k);
    expect(await stored()).toEqual(before);
  });
});

describe('the S3-compatible adapter', () => {
  it('keeps each store under its prefix with the names of the local folders, so a sync moves an install over unchanged', async () => {
    const config = { storage: { driver: 's3' as const, s3: s3.config }, documents: { maxBytes: 1, dir: join(work, 'unused-d') }, videoRecordings: { retentionDays: 1, dir: join(work, 'unused-v'), recDir: join(work, 'unused-rec') } };
    const documents = (await createFileStorage(config, 'documents')) as S3FileStorage;
    const recordings = (await createFileStorage(config, 'videoRecordings')) as S3FileStorage;
    expect([documents, recordings].every((s) => s instanceof S3FileStorage)).toBe(true);
    const k = key();
    await documents.put(k, Buffer.from('document'), 'application/pdf');
    await recordings.put(k, Buffer.from('recording'), 'video/webm');
    expect(await listS3(documents, 'documents/')).toContain(k);
    expect(await listS3(documents, 'video/recordings/')).toContain(k);
    expect((await documents.get(k))!.toString()).toBe('document');
    expect((await recordings.get(k))!.toString()).toBe('recording');
    expect(listLocal(join(work, 'unused-d'))).toEqual([]);
    expect(listLocal(join(work, 'unused-v'))).toEqual([]);
  });

  it('stops the start with what to fix: a missing bucket, wrong keys, an unreachable endpoint', async () => {
    const failure = async (options: Partial<typeof s3.config>): Promise<string> => {
      const storage = new S3FileStorage({ ...s3.config, ...options, prefix: 'documents/' });
      const error = await storage.check().then(() => null, (e: unknown) => e);
      storage.client.destroy();
      return error instanceof FileStorageError ? error.message : `not a FileStorageError: ${String(error)}`;
    };
    expect(await failure({ bucket: 'no-such-bucket' })).toBe(`S3 bucket "no-such-bucket" at ${s3.config.endpoint} cannot be used: no such bucket (create it first; the API never creates buckets)`);
    expect(await failure({ credentials: { accessKeyId: 'WRONG', secretAccessKey: 'wrong' } })).toMatch(/cannot be used: access denied \(\w+\): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(await failure({ endpoint: 'http://127.0.0.1:1' })).toBe('S3 bucket "notary-test" at http://127.0.0.1:1 cannot be used: cannot reach the server (ECONNREFUSED): check S3_ENDPOINT');
    // The probe objects of the checks are gone.
    expect((await listS3(new S3FileStorage({ ...s3.config, prefix: '' }), '')).filter((k) => k.includes('.probe'))).toEqual([]);
  });
});
