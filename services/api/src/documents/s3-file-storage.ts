import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageConfig } from '../config.js';
import { type ByteRange, checkedKey, checkedRange, FileStorage, FileStorageError } from './file-storage.js';

/**
 * Parts of a streamed upload (`putFile`): a recording is read from its file
 * and sent 8 MiB at a time, at most two parts in flight, so an hour-long
 * recording costs the API about 16 MiB of memory, not its size. Below one
 * part it is a single PutObject.
 */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
const UPLOAD_QUEUE = 2;

/** S3's limit on an object key, in bytes of UTF-8. */
const MAX_OBJECT_KEY_BYTES = 1024;

/** What `S3FileStorage` needs: the bucket's settings and the prefix of this store's objects (`documents/`). */
export type S3FileStorageOptions = S3StorageConfig & { prefix: string };

/** An S3 error's HTTP status and code, whichever way the SDK surfaced it. */
function failure(e: unknown): { status: number | undefined; code: string } {
  const err = e as { $metadata?: { httpStatusCode?: number }; name?: string; Code?: string; code?: string };
  return { status: err?.$metadata?.httpStatusCode, code: String(err?.Code ?? err?.name ?? err?.code ?? 'Error') };
}
/** A 404 about the object, not about the bucket (a missing bucket is a configuration error, never "no content"). */
const isMissingObject = (e: unknown): boolean => {
  const { status, code } = failure(e);
  return code !== 'NoSuchBucket' && (code === 'NoSuchKey' || code === 'NotFound' || status === 404);
};

/**
 * The S3-compatible adapter (STORAGE_DRIVER=s3): one bucket of AWS S3, MinIO,
 * Ceph RGW, Garage or the like, each store under its own prefix
 * (`documents/`, `video/recordings/`), so the objects have the same names as
 * the files of the local folders and `aws s3 sync` or `mc mirror` moves a
 * local install over unchanged (docs/operations.md).
 *
 * - Streaming both ways: `putFile` sends the file in parts (lib-storage's
 *   multipart upload), `read` hands out GetObject's response body as it
 *   arrives; nothing holds a whole recording in memory. `put` and `get` take
 *   and give a Buffer: they serve the documents, which the upload route has
 *   already bounded (DOCUMENT_MAX_BYTES) and holds in memory anyway.
 * - Integrity: `put` sends Content-MD5, which the server checks; after
 *   `putFile` the object's size is read back and must be the file's. The SDK's
 *   own flexible checksums (on by default since 3.729) are asked only where an
 *   operation requires them: several S3-compatible servers refuse their
 *   `x-amz-checksum-crc32` headers (Cloudflare R2 answered 501), and on a
 *   streamed body they come as an `aws-chunked` trailer that some store
 *   verbatim as part of the object (s3rver did: a streamed 12 MiB PutObject
 *   came back 1.7 KiB larger).
 * - Keys: `checkedKey` (ids and slashes only) before anything is sent, the
 *   full object key at most 1024 bytes; a ranged read must come back as the
 *   range asked for (a server ignoring Range would otherwise pass off the
 *   whole object as the part).
 */
export class S3FileStorage extends FileStorage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly where: string;

  constructor(options: S3FileStorageOptions) {
    super();
    if (!/^([a-z0-9][a-z0-9._-]*\/)*$/.test(options.prefix)) throw new Error(`bad S3 prefix ${JSON.stringify(options.prefix)}`);
    this.bucket = options.bucket;
    this.prefix = options.prefix;
    this.where = `S3 bucket "${options.bucket}" ${options.endpoint ? `at ${options.endpoint}` : `in AWS region ${options.region}`}`;
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // An unreachable endpoint fails in seconds, and a stalled transfer after a minute of silence.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
    };
    this.client = new S3Client(config);
  }

  /** The object key of a storage key: the store's prefix and the checked key. */
  private objectKey(key: string): string {
    const objectKey = `${this.prefix}${checkedKey(key)}`;
    if (Buffer.byteLength(objectKey) > MAX_OBJECT_KEY_BYTES) throw new Error(`storage key too long for S3: ${objectKey.length} characters`);
    return objectKey;
  }

  /** A probe object written, measured and removed: the bucket exists, the keys may write and delete, the region is right. */
  async check(): Promise<void> {
    const key = `${this.prefix}.probe-${randomUUID()}`;
    const body = Buffer.from('notary storage check\n');
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: body.length, ContentMD5: md5(body) }));
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      if (head.ContentLength !== body.length) throw new Error(`the probe object came back with ${String(head.ContentLength)} bytes instead of ${body.length}`);
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (e) {
      throw new FileStorageError(`${this.where} cannot be used: ${explain(e)}`);
    }
  }

  async put(key: string, content: Buffer, mimeType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: content, ContentLength: content.length, ContentType: mimeType, ContentMD5: md5(content) }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const body = await this.body(key);
    if (!body) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async remove(key: string): Promise<void> {
    // S3 answers 204 for a key it does not have.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async putFile(key: string, path: string, mimeType: string): Promise<void> {
    const objectKey = this.objectKey(key);
    const { size } = await stat(path);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: objectKey, Body: createReadStream(path), ContentType: mimeType },
      partSize: UPLOAD_PART_BYTES,
      queueSize: UPLOAD_QUEUE,
      // A failed multipart upload is aborted, so its parts do not linger (and cost) in the bucket.
      leavePartsOnError: false,
    });
    await upload.done();
    const stored = await this.size(key);
    if (stored !== size) {
      await this.remove(key).catch(() => undefined);
      throw new Error(`${this.where}: ${objectKey} was stored with ${String(stored)} bytes instead of the file's ${size}`);
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return head.ContentLength ?? null;
    } catch (e) {
      if (isMissingObject(e)) return null;
      throw e;
    }
  }

  read(key: string, range?: ByteRange): Promise<Readable | null> {
    return this.body(key, range);
  }

  /** GetObject's body as a Node stream, checked to be the range asked for; null for a missing object. */
  private async body(key: string, range?: ByteRange): Promise<Readable | null> {
    const objectKey = this.objectKey(key);
    const asked = range ? checkedRange(range) : undefined;
    let answer;
    try {
      answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey, Range: asked ? `bytes=${asked.start}-${asked.end}` : undefined }));
    } catch (e) {
      if (isMissingObject(e)) return null;
      throw e;
    }
    const body = answer.Body;
    if (!(body instanceof Readable)) throw new Error(`${this.where}: GetObject ${objectKey} answered no stream`);
    if (asked && !answer.ContentRange?.startsWith(`bytes ${asked.start}-`)) {
      body.destroy();
      throw new Error(`${this.where}: GetObject ${objectKey} answered ${JSON.stringify(answer.ContentRange ?? 'the whole object')} for bytes ${asked.start}-${asked.end}`);
    }
    return body;
  }

  /** Closes the client's sockets when the API stops. */
  onModuleDestroy(): void {
    this.client.destroy();
  }
}

const md5 = (content: Buffer): string => createHash('md5').update(content).digest('base64');

/** What an operator should fix, from the start check's failure. */
function explain(e: unknown): string {
  const { status, code } = failure(e);
  const message = e instanceof Error ? e.message : String(e);
  if (code === 'NoSuchBucket' || (status === 404 && code !== 'NoSuchKey')) return 'no such bucket (create it first; the API never creates buckets)';
  if (status === 403 || code === 'AccessDenied' || code === 'InvalidAccessKeyId' || code === 'SignatureDoesNotMatch') {
    return `access denied (${code}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may put, get and delete objects in the bucket`;
  }
  if (status === 301 || code === 'PermanentRedirect' || code === 'AuthorizationHeaderMalformed') return `wrong region (${code}): set S3_REGION to the bucket's region`;
  const network = (e as { code?: string })?.code ?? (e as { cause?: { code?: string } })?.cause?.code;
  if (network && /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH)$/.test(network)) return `cannot reach the server (${network}): check S3_ENDPOINT`;
  if (code === 'TimeoutError') return `no answer in time (${message}): check S3_ENDPOINT`;
  return `${code}${status ? ` (HTTP ${status})` : ''}: ${message}`;
}
