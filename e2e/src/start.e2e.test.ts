import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, isPortFree } from './ports.ts';

// Issue 2: the start command runs on an embedded PostgreSQL, stops cleanly on
// Ctrl-C, and a second start keeps the data of the first. The product of the
// run (global-setup) uses DATABASE_URL; this file starts its own, as a new
// user would, with no DATABASE_URL and its own data folder and ports.
const root = join(import.meta.dirname, '../..');

type Started = { child: ChildProcess; log: () => string; exited: Promise<number | null> };

async function start(env: NodeJS.ProcessEnv): Promise<Started> {
  // Its own process group, so the test can send Ctrl-C's SIGINT to the whole group as a terminal does.
  const child = spawn(process.execPath, ['tools/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 240_000;
  while (!log.includes('is running')) {
    if (child.exitCode !== null) throw new Error(`start.mjs exited (${child.exitCode}) before it was ready:\n${log}`);
    if (Date.now() > deadline) throw new Error(`start.mjs was not ready after 240 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return { child, log: () => log, exited };
}

async function ctrlC(started: Started, limitMs = 45_000): Promise<number | null> {
  process.kill(-started.child.pid!, 'SIGINT');
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), limitMs).unref());
  const result = await Promise.race([started.exited, timer]);
  if (result === 'timeout') {
    process.kill(-started.child.pid!, 'SIGKILL');
    throw new Error(`start.mjs did not stop within ${limitMs} ms after SIGINT:\n${started.log()}`);
  }
  return result;
}

/** The pid of the start process's child running this script. */
function servicePid(started: Started, script: string): number {
  const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(started.child.pid)], { encoding: 'utf8' }).split('\n');
  const line = lines.find((l) => l.includes(script));
  if (!line) throw new Error(`no child running ${script} under ${started.child.pid}:\n${lines.join('\n')}`);
  return Number(line.trim().split(/\s+/, 1)[0]);
}

async function until(what: string, check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return Date.now() - started;
}

describe('the start command (tools/start.mjs) on the embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'notary-start-'));
  let running: Started | undefined;
  afterAll(async () => {
    // The whole group: also services a failed test left behind their killed start process.
    if (running) {
      try {
        process.kill(-running.child.pid!, 'SIGKILL');
      } catch {
        // nothing left
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves with the embedded database, stops cleanly on Ctrl-C, and a second start keeps the data', async () => {
    const [port, apiPort, faceCheckPort, pgPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      API_PORT: String(apiPort),
      FACE_CHECK_PORT: String(faceCheckPort),
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: '1',
    };
    delete env.DATABASE_URL;
    const base = `http://127.0.0.1:${port}`;
    // A power of attorney the demo seed writes (README "Try the public services").
    const poaCheck = `${base}/api/searches/proxy?regnum=${encodeURIComponent('2025/700101')}&regdate=03.03.2025`;

    running = await start(env);
    expect(running.log()).toContain(`embedded PostgreSQL, data in ${join(dataDir, 'postgres')}`);
    const health = (await (await fetch(`${base}/api/health`)).json()) as { database: { status: string; migrations: number } };
    expect(health.database.status).toBe('up');
    expect(running.log()).toContain('demo data seeded');
    const first = (await (await fetch(poaCheck)).json()) as { items: { regnum: string; state: string }[] };
    expect(first.items.map((i) => [i.regnum, i.state])).toEqual([['2025/700101', 'active']]);

    // Issue 12.1: a service that dies is restarted (tools/start.mjs); the killed API's
    // embedded PostgreSQL, left running without it, is stopped and started afresh.
    const killedApi = servicePid(running, 'services/api/dist/main.js');
    process.kill(killedApi, 'SIGKILL');
    await until('the API restarted', async () => servicePid(running!, 'services/api/dist/main.js') !== killedApi && (await fetch(`${base}/api/health`)).ok, 90_000);
    expect(running.log()).toContain('[start] api exited (SIGKILL); restarting it');
    expect(running.log()).toContain('of a previous run is still running without it: stopping it');
    const afterRestart = (await (await fetch(poaCheck)).json()) as { items: { regnum: string; state: string }[] };
    expect(afterRestart.items.map((i) => [i.regnum, i.state])).toEqual([['2025/700101', 'active']]);
    const killedFaceCheck = servicePid(running, 'services/face-check/dist/main.js');
    process.kill(killedFaceCheck, 'SIGKILL');
    await until('the face-check service restarted', async () => servicePid(running!, 'services/face-check/dist/main.js') !== killedFaceCheck && (await fetch(`${base}/face-check/health`)).ok, 90_000);
    expect(running.log()).toContain('[start] face-check exited (SIGKILL); restarting it');

    expect(await ctrlC(running)).toBe(0);
    // PostgreSQL shut down cleanly (it removes its pid file) and every port is free again.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    for (const p of [pgPort, port, apiPort, faceCheckPort]) expect({ port: p, isFree: await isPortFree(p) }).toEqual({ port: p, isFree: true });

    running = await start(env);
    const again = (await (await fetch(`${base}/api/health`)).json()) as { database: { status: string; migrations: number } };
    expect(again.database).toMatchObject({ status: 'up', migrations: health.database.migrations });
    // The first start's data is there, and nothing was seeded a second time.
    expect(running.log()).not.toContain('demo data seeded');
    const second = (await (await fetch(poaCheck)).json()) as { items: { regnum: string; state: string }[] };
    expect(second.items.map((i) => [i.regnum, i.state])).toEqual([['2025/700101', 'active']]);
    expect(await ctrlC(running)).toBe(0);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // Issue 12.1: the start process itself killed (no chance to stop anything): its
    // services notice their supervisor is gone and stop, the database with them.
    running = await start(env);
    process.kill(running.child.pid!, 'SIGKILL');
    await until(
      'every service stopped after the start process was killed',
      async () => {
        for (const p of [pgPort, port, apiPort, faceCheckPort]) if (!(await isPortFree(p))) return false;
        return !existsSync(join(dataDir, 'postgres', 'postmaster.pid'));
      },
      30_000,
    );
  }, 900_000);
});
