import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiEnvSchema, ConfigError, loadConfig } from './config.js';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const problems = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
};

// Issue 11.6: one valibot schema of the environment, checked at start; a bad value stops the start.
describe('the API configuration', () => {
  it('has the defaults the README gives', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      logLevel: 'log',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: resolve('.data'),
      embeddedPgPort: 54329,
      dbPoolMax: 20,
      redisUrl: undefined,
      faceCheckUrl: 'http://127.0.0.1:3100',
      seedDemo: false,
      publicUrl: undefined,
      trustProxy: ['loopback'],
      searchRatePerMinute: 30,
      baseCalculationValueTiyin: 41_200_000,
      payments: { gatewaySecret: 'dev-payment-gateway-secret', isSimulatorAllowedInProduction: false },
      sessions: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000, graceMs: 60_000, secret: undefined },
    });
    expect(loadConfig({ API_PORT: '', PORT: '4000', SEED_DEMO: '1', REDIS_URL: 'redis://cache:6379' })).toMatchObject({ port: 4000, seedDemo: true, redisUrl: 'redis://cache:6379' });
    expect([loadConfig({ NODE_ENV: 'test' }).logLevel, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'log' }).logLevel, loadConfig({ LOG_LEVEL: ' warn ' }).logLevel]).toEqual(['error', 'log', 'warn']);
  });

  it('names the variable, its value and what is expected; nothing falls back silently', () => {
    expect(problems({ API_PORT: 'abc' })).toBe('Invalid configuration:\n  API_PORT is "abc": expected a port number from 1 to 65535');
    expect(problems({ PORT: '70000' })).toContain('API_PORT (from PORT) is "70000": expected a port number from 1 to 65535');
    expect(problems({ LOG_LEVEL: 'debug' })).toBe('Invalid configuration:\n  LOG_LEVEL is "debug": expected error, warn or log');
    const many = problems({ EMBEDDED_PG_PORT: '5432x', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', NODE_ENV: 'prod', SESSION_SECRET: 'short', BCV_TIYIN: '-1' });
    expect(many.split('\n').slice(1).map((line) => line.trim())).toEqual([
      'NODE_ENV is "prod": expected development, production or test',
      'DATABASE_URL is "mysql://x": expected a URL (postgres: or postgresql://…)',
      'EMBEDDED_PG_PORT is "5432x": expected a port number from 1 to 65535',
      'SEED_DEMO is "maybe": expected 1 or 0 (true/false, on/off, yes/no)',
      'BCV_TIYIN is "-1": expected a whole number above 0',
      'SESSION_SECRET is "short": expected at least 32 characters',
    ]);
    expect(problems({ API_HOST: '', DATA_DIR: '', MAP_TILES_URL: '' })).toBe('');
    expect(problems({ FACE_CHECK_URL: 'x'.repeat(10_000) }).length).toBeLessThan(200);
  });

  it('refuses production without the keys whose known defaults would let anyone forge a session or a payment', () => {
    const message = problems({ NODE_ENV: 'production' });
    expect(message).toContain('SESSION_SECRET is not set: expected at least 32 characters (required when NODE_ENV=production)');
    expect(message).toContain('PAYMENT_GATEWAY_SECRET is not set');
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PAYMENT_GATEWAY_SECRET: 'k' })).toBe('');
  });

  it('keeps files in local folders by default, in an S3-compatible bucket with STORAGE_DRIVER=s3, and names every bad storage setting', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(loadConfig({ STORAGE_DRIVER: 'local' }).documents.dir).toBe(resolve('.data', 'documents'));
    expect(loadConfig({ STORAGE_DRIVER: 'S3', S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'notary-files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).storage).toEqual({
      driver: 's3',
      s3: { endpoint: 'http://minio:9000', region: 'us-east-1', bucket: 'notary-files', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, forcePathStyle: true },
    });
    // AWS itself: virtual-hosted addressing and the SDK's own credentials (an instance role) unless told otherwise.
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_REGION: 'eu-central-1', S3_BUCKET: 'notary.files-1' }).storage).toEqual({
      driver: 's3',
      s3: { endpoint: undefined, region: 'eu-central-1', bucket: 'notary.files-1', credentials: undefined, forcePathStyle: false },
    });
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'https://s3.example.uz', S3_BUCKET: 'b12', S3_FORCE_PATH_STYLE: 'off' }).storage).toMatchObject({ s3: { forcePathStyle: false } });

    const lines = (env: Record<string, string>) => problems(env).split('\n').slice(1).map((line) => line.trim());
    expect(lines({ STORAGE_DRIVER: 'disk' })).toEqual(['STORAGE_DRIVER is "disk": expected local or s3']);
    expect(lines({ STORAGE_DRIVER: 's3' })).toEqual(['S3_BUCKET is not set: expected the name of an existing bucket (required when STORAGE_DRIVER=s3)']);
    expect(lines({ STORAGE_DRIVER: 's3', S3_BUCKET: 'Notary_Files', S3_ENDPOINT: 'minio:9000', S3_REGION: 'us east', S3_FORCE_PATH_STYLE: 'sometimes' })).toEqual([
      'S3_ENDPOINT is "minio:9000": expected a URL (http: or https://…)',
      'S3_REGION is "us east": expected a region name: letters, digits and "-", at most 63 (us-east-1)',
      'S3_BUCKET is "Notary_Files": expected a bucket name: 3 to 63 lowercase letters, digits, "." or "-", starting and ending with a letter or digit',
      'S3_FORCE_PATH_STYLE is "sometimes": expected 1 or 0 (true/false, on/off, yes/no)',
    ]);
    const badBuckets = ['ab', 'a'.repeat(64), '-notary', 'notary-', 'no..tary', '192.168.1.10'];
    expect(badBuckets.filter((bucket) => !problems({ STORAGE_DRIVER: 's3', S3_BUCKET: bucket }).includes(`S3_BUCKET is "${bucket}": expected a bucket name`))).toEqual([]);
    // One key without the other; the secret itself is never printed.
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    expect(lines({ STORAGE_DRIVER: 's3', S3_BUCKET: 'notary', S3_SECRET_ACCESS_KEY: secret })).toEqual([
      "S3_ACCESS_KEY_ID is not set: expected both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK's own credentials)",
    ]);
    expect(problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'notary', S3_ACCESS_KEY_ID: 'id' })).toContain('S3_SECRET_ACCESS_KEY is not set');
    // S3 settings without STORAGE_DRIVER=s3 would quietly keep the files on the disk.
    expect(lines({ S3_BUCKET: 'notary', S3_SECRET_ACCESS_KEY: secret })).toEqual([
      'S3_BUCKET, S3_SECRET_ACCESS_KEY are set but STORAGE_DRIVER is local: expected STORAGE_DRIVER=s3, or none of the S3_ variables',
    ]);
    expect(problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'notary', S3_SECRET_ACCESS_KEY: secret })).not.toContain(secret);
    expect(problems({ STORAGE_DRIVER: '', S3_BUCKET: '', S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: '' })).toBe('');
  });

  it('lists every variable it reads in the README configuration table', () => {
    const readme = readFileSync(join(apiDir, '../../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('| variable | default | meaning |'));
    const missing = Object.keys(ApiEnvSchema.entries).filter((name) => !table.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('stops the start: API_PORT=abc exits 1 with the message, before anything starts', () => {
    const run = spawnSync(process.execPath, ['--conditions=source', '--import', './src/testing/ts-hooks.mjs', 'src/main.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, API_PORT: 'abc', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('[api] Invalid configuration:\n  API_PORT is "abc": expected a port number from 1 to 65535');
    expect(run.stdout).not.toContain('listening');
  });

  it('stops the start when the S3 bucket cannot be used, saying why, before the database starts', () => {
    const run = spawnSync(process.execPath, ['--conditions=source', '--import', './src/testing/ts-hooks.mjs', 'src/main.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://127.0.0.1:1', S3_BUCKET: 'notary', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.stderr).toContain('[api] S3 bucket "notary" at http://127.0.0.1:1 cannot be used: cannot reach the server (ECONNREFUSED): check S3_ENDPOINT');
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('embedded PostgreSQL');
  });
});
