import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Bytes `start`..`end` of a content, both included (an HTTP Range). */
export type ByteRange = { start: number; end: number };

/**
 * Where the documents' and the recordings' bytes live (issues 13.2, 16.4):
 * the rows of `act_document` and `video_recording` keep the metadata and the
 * SHA-256, an adapter keeps the content under an opaque key the API chose
 * (`<actId>/<id>`). Every method is a plain object-store operation: the
 * adapters are `LocalFolderStorage` (the default) and `S3FileStorage`
 * (s3-file-storage.ts), chosen by STORAGE_DRIVER in file-storage-factory.ts;
 * docs/acts.md "Documents", docs/operations.md "Files on S3-compatible storage".
 */
export abstract class FileStorage {
  /**
   * Proves at start that the storage can be written (main.ts), so a bad
   * bucket, key or folder stops the start with its reason instead of failing
   * the first upload. Throws `FileStorageError` naming what to fix.
   */
  abstract check(): Promise<void>;
  /** Stores the content under `key`, replacing nothing: keys are new ids. */
  abstract put(key: string, content: Buffer, mimeType: string): Promise<void>;
  /** The content under `key`; null when nothing is stored there. */
  abstract get(key: string): Promise<Buffer | null>;
  /** Removes the content under `key`; a missing key is not an error. */
  abstract remove(key: string): Promise<void>;
  /**
   * Stores the file at `path` under `key`, streamed (video recordings are too
   * large to hold in memory): S3's multipart upload in an object-store adapter.
   */
  abstract putFile(key: string, path: string, mimeType: string): Promise<void>;
  /** The size in bytes of the content under `key` (S3's HeadObject); null when nothing is stored there. */
  abstract size(key: string): Promise<number | null>;
  /**
   * The content under `key` as a stream, the whole of it or one byte range
   * (S3's GetObject with a Range header); null when nothing is stored there.
   */
  abstract read(key: string, range?: ByteRange): Promise<Readable | null>;
}

/** A storage that cannot be used as configured (main.ts prints the message and stops). */
export class FileStorageError extends Error {
  override readonly name = 'FileStorageError';
}

/**
 * Keys are one to four ids (lowercase UUIDs) joined by slashes: nothing can
 * climb out of the root folder or the bucket's prefix, and a key is at most
 * 4 × 36 + 3 = 147 characters, far inside S3's 1024 bytes of object key.
 */
const SAFE_KEY = /^[0-9a-f-]{36}(\/[0-9a-f-]{36}){0,3}$/;

/** The key, checked before any storage sees it; throws on anything else (a bug, never user input). */
export function checkedKey(key: string): string {
  if (typeof key !== 'string' || !SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)?.slice(0, 200)}`);
  return key;
}

/** A byte range of whole non-negative numbers, first ≤ last; throws otherwise. */
export function checkedRange(range: ByteRange): ByteRange {
  if (!Number.isSafeInteger(range.start) || !Number.isSafeInteger(range.end) || range.start < 0 || range.end < range.start) {
    throw new Error(`bad byte range ${JSON.stringify(range)}`);
  }
  return range;
}

/**
 * The default adapter: a folder on the API's disk (DATA_DIR/documents). A
 * file is written under a temporary name and renamed, so a crash never
 * leaves a half-written document under its key. With several API replicas
 * the folder must be shared, or the S3-compatible adapter used.
 */
export class LocalFolderStorage extends FileStorage {
  private readonly root: string;

  // No parameter property: main.ts checks the storage before the first decorated module, a path
  // config.test.ts runs under Node's type stripping (src/testing/ts-hooks.mjs).
  constructor(root: string) {
    super();
    this.root = root;
  }

  private path(key: string): string {
    return join(this.root, checkedKey(key));
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
    } catch (e) {
      throw new FileStorageError(`file storage folder ${this.root} cannot be written: ${(e as Error).message} (DATA_DIR, or STORAGE_DRIVER=s3)`);
    }
  }

  async put(key: string, content: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.part`;
    await writeFile(temporary, content, { flag: 'wx' });
    await rename(temporary, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async putFile(key: string, source: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.part`;
    await pipeline(createReadStream(source), createWriteStream(temporary, { flags: 'wx' }));
    await rename(temporary, path);
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.path(key))).size;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const path = this.path(key);
    // Opened before it is handed out, so a missing file is a null here, not a stream error later.
    const stream = createReadStream(path, range ? checkedRange(range) : {});
    return new Promise((resolve, reject) => {
      stream.once('open', () => resolve(stream));
      stream.once('error', (e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? resolve(null) : reject(e)));
    });
  }
}
