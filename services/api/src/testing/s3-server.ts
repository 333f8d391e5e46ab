import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../config.js';

export type TestS3Server = {
  /** STORAGE_DRIVER=s3's settings for this server: its endpoint, bucket, keys and path-style addressing. */
  config: S3StorageConfig;
  /** Stops the server and removes its folder. */
  stop: () => Promise<void>;
};

/** The keys s3rver accepts (it checks every request's SigV4 signature against them). */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server for tests (s3rver: HTTP, SigV4, multipart uploads,
 * ranged GETs, its objects in a folder of its own) on a free loopback port,
 * with one empty bucket.
 */
export async function startS3Server(bucket = 'notary-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'notary-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    config: { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket, credentials: KEYS, forcePathStyle: true },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
