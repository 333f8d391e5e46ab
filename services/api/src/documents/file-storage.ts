import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Bytes `start`..`end` of a content, both included (an HTTP Range). */
export type ByteRange = { start: number; end: number };

/**
 * Where the documents' bytes live (issue 13.2): the rows of `act_document`
 * keep the metadata and the SHA-256, an adapter keeps the content under an
 * opaque key the API chose (`<actId>/<documentId>`). Every method is a plain
 * object-store operation, so an S3-compatible adapter (PutObject, GetObject,
 * DeleteObject on a bucket) fits without a change to the service:
 * docs/acts.md "Documents".
 */
export abstract class FileStorage {
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

/** Keys are made of ids and slashes only: nothing can climb out of the root folder. */
const SAFE_KEY = /^[0-9a-f-]{36}(\/[0-9a-f-]{36})*$/;

/**
 * The default adapter: a folder on the API's disk (DATA_DIR/documents). A
 * file is written under a temporary name and renamed, so a crash never
 * leaves a half-written document under its key. With several API replicas
 * the folder must be shared, or the S3-compatible adapter used.
 */
export class LocalFolderStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  private path(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
    return join(this.root, key);
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
    const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
    return new Promise((resolve, reject) => {
      stream.once('open', () => resolve(stream));
      stream.once('error', (e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? resolve(null) : reject(e)));
    });
  }
}
