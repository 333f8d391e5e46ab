import type { ApiConfig } from '../config.js';
import { type FileStorage, LocalFolderStorage } from './file-storage.js';
import type { S3FileStorage } from './s3-file-storage.js';

/** The two stores of the API: the acts' documents (issue 13.2) and the conference recordings (issue 16.4). */
export type StorageArea = 'documents' | 'videoRecordings';

/** Each store's prefix in the bucket: the same names as its folder under DATA_DIR. */
export const S3_PREFIXES: Readonly<Record<StorageArea, string>> = { documents: 'documents/', videoRecordings: 'video/recordings/' };

type StorageSettings = Pick<ApiConfig, 'storage' | 'documents' | 'videoRecordings'>;

/**
 * The adapter STORAGE_DRIVER chose for one store: its local folder
 * (`documents.dir`, `videoRecordings.dir`), or its prefix in the S3 bucket.
 * The documents' and the recordings' modules both get theirs here, and nothing
 * else in the API touches stored files. The AWS SDK is loaded only for the S3
 * driver (a few hundred ms of every start otherwise).
 */
export async function createFileStorage(config: StorageSettings, area: StorageArea): Promise<FileStorage> {
  if (config.storage.driver === 's3') {
    const { S3FileStorage } = await import('./s3-file-storage.js');
    return new S3FileStorage({ ...config.storage.s3, prefix: S3_PREFIXES[area] });
  }
  return new LocalFolderStorage(config[area].dir);
}

/** Both stores checked as configured (main.ts, before anything starts); throws `FileStorageError`. */
export async function checkFileStorage(config: StorageSettings): Promise<void> {
  for (const area of Object.keys(S3_PREFIXES) as StorageArea[]) {
    const storage = await createFileStorage(config, area);
    try {
      await storage.check();
    } finally {
      if (config.storage.driver === 's3') (storage as S3FileStorage).client.destroy();
    }
  }
}
