import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTestDatabase } from '../../tools/test-database.mjs';
import { freePort, isPortFree } from './ports.ts';
import { runRedis } from './redis.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    apiURL: string;
    /** The API replicas' own addresses (issue 17.3), behind the gateway at baseURL. */
    apiReplicaURLs: string[];
    /** The run's database and session key: minted sessions (sessions.ts), and data no screen makes (the video conference's act at step 8). */
    databaseUrl: string;
    sessionSecret: string;
  }
}

const root = join(import.meta.dirname, '../..');

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the product was not ready at ${url} after ${timeoutMs} ms`);
}

/** A free port whose next one is free too: the two API replicas listen on API_PORT and API_PORT + 1. */
async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port < 65535 && (await isPortFree(port + 1))) return port;
  }
}

/**
 * Starts the built product exactly as `npm start` does (tools/start.mjs), on a
 * fresh database of the run and free ports, with the demo data seeded, and
 * with two API replicas sharing a Redis (issue 17.3: every browser test runs
 * against replicas, as docker-compose does in production). The run's keys
 * and channels in Redis have their own prefix.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const db = await createTestDatabase('notary_e2e');
  const redis = await runRedis();
  const dataDir = mkdtempSync(join(tmpdir(), 'notary-e2e-'));
  const [port, apiPort, faceCheckPort] = [await freePort(), await freePortPair(), await freePort()];
  const sessionSecret = randomBytes(32).toString('hex');
  const child = spawn(process.execPath, ['tools/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // Everything the API logs goes into e2e/artifacts/product.log (teardown), for a failed run's post-mortem.
      LOG_LEVEL: 'log',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      API_PORT: String(apiPort),
      FACE_CHECK_PORT: String(faceCheckPort),
      SEED_DEMO: '1',
      SESSION_SECRET: sessionSecret,
      API_REPLICAS: '2',
      REDIS_URL: redis.url,
      REDIS_PREFIX: `e2e-${process.pid}-${Date.now().toString(36)}:`,
      // The recorded face (e2e fixture) closes then opens its eyes: fix that challenge for tests only.
      FACE_CHECK_FIXED_CHALLENGE: 'eyes',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseURL}/api/health`, child, 150_000);
    // The start script prints its banner once every service answered.
    const deadline = Date.now() + 150_000;
    while (!log.includes('is running') && Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error('the product exited before it was ready');
      await new Promise((r) => setTimeout(r, 300));
    }
  } catch (e) {
    console.error(log);
    child.kill('SIGKILL');
    await db.drop();
    redis.stop();
    throw e;
  }
  project.provide('baseURL', baseURL);
  project.provide('apiURL', `${baseURL}/api`);
  project.provide('apiReplicaURLs', [`http://127.0.0.1:${apiPort}`, `http://127.0.0.1:${apiPort + 1}`]);
  project.provide('databaseUrl', db.url);
  project.provide('sessionSecret', sessionSecret);
  return async () => {
    // A product that already died (its log says why) has no exit left to wait for: waiting hung a run's teardown.
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
        setTimeout(resolve, 30_000).unref();
      });
    } else console.error(`the product had exited (${child.exitCode ?? child.signalCode}) before the tests ended:\n${log}`);
    if (process.env.E2E_LOG) console.log(log);
    // Kept for a failed run's post-mortem (e2e/artifacts is git-ignored): what the product printed, errors included.
    const artifacts = join(import.meta.dirname, '../artifacts');
    mkdirSync(artifacts, { recursive: true });
    writeFileSync(join(artifacts, 'product.log'), log);
    await db.drop();
    redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
