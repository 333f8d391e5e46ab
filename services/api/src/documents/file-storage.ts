import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

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
}
