// Starts the whole product from its build: the API (on an embedded PostgreSQL
// unless DATABASE_URL is set), the face-check service and the one-origin
// gateway serving the three apps. Ctrl-C stops everything cleanly.
// Run through `npm start` (README), which installs and builds first.
//
// Supervision: a service that dies after it was ready is restarted with a
// back-off (0.5 s, 1 s, 2 s … 8 s); one that dies 5 times within 2 minutes, or
// before it was ever ready, stops the whole product (exit 1). Nothing is left
// running when this process ends: the services are stopped on every exit path,
// and each service also stops itself when this process disappears (its IPC
// channel closes), even after a SIGKILL.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCoturn } from './coturn.mjs';
import { startGateway } from './gateway.mjs';
import { startJanus } from './janus.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const port = Number(env.PORT ?? 8080);
const apiPort = Number(env.API_PORT ?? 3000);
const faceCheckPort = Number(env.FACE_CHECK_PORT ?? 3100);
// Absolute, so the children (cwd root) and the banner name the same folder.
const dataDir = resolve(root, env.DATA_DIR ?? '.data');

// STUN/TURN of the video conference (issue 16.2, tools/coturn.mjs): TURN_URLS unset, coturn on the
// loopback when installed; the API processes inherit its TURN_URLS and TURN_SECRET.
const turn = env.TURN_URLS ? undefined : await startCoturn({ dataDir });
if (turn) Object.assign(env, turn.env);
else if (!env.TURN_URLS) console.warn('[start] coturn (Debian package "coturn") is not installed: conferences offer no STUN/TURN (fine on one machine)');

const RESTART_WINDOW_MS = 120_000;
const RESTART_LIMIT = 5;

/** @type {{ name: string, script: string, env: Record<string, string>, child: import('node:child_process').ChildProcess, isReady: boolean, deaths: number[] }[]} */
const services = [];

function spawnService(service) {
  const child = spawn(process.execPath, ['--enable-source-maps', service.script], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, ...service.env },
    // fd 3 is an IPC channel: the service stops itself when it closes (this process is gone).
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('error', (e) => console.error(`[start] ${service.name}: ${e.message}`));
  child.on('exit', (code, signal) => onExit(service, code, signal));
  service.child = child;
}

function onExit(service, code, signal) {
  if (stopping) return;
  const how = signal ?? `code ${code}`;
  if (!service.isReady) {
    console.error(`[start] ${service.name} exited (${how}) before it was ready; stopping the product`);
    void stop(1);
    return;
  }
  const now = Date.now();
  service.deaths = service.deaths.filter((t) => now - t < RESTART_WINDOW_MS);
  service.deaths.push(now);
  if (service.deaths.length >= RESTART_LIMIT) {
    console.error(`[start] ${service.name} exited (${how}) ${service.deaths.length} times within ${RESTART_WINDOW_MS / 1000} s; stopping the product`);
    void stop(1);
    return;
  }
  const delay = Math.min(500 * 2 ** (service.deaths.length - 1), 8000);
  console.error(`[start] ${service.name} exited (${how}); restarting it in ${delay} ms`);
  setTimeout(() => {
    if (stopping) return;
    spawnService(service);
    console.error(`[start] ${service.name} restarted (pid ${service.child.pid})`);
  }, delay);
}

function startService(name, script, extraEnv) {
  const service = { name, script, env: extraEnv, child: undefined, isReady: false, deaths: [] };
  services.push(service);
  spawnService(service);
  return service;
}

async function waitFor(url, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (stopping) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not become ready at ${url}`);
}

let stopping = false;
/** The media server this script started (none with JANUS_URL set or Janus not installed). */
let janus;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] stopping…');
  await Promise.all([
    janus?.stop(),
    ...services.map(
      ({ child }) =>
        new Promise((r) => {
          if (!child || child.exitCode !== null || child.signalCode !== null) return r();
          child.once('exit', r);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
        }),
    ),
  ]);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// A defect here must not leave the services running without their supervisor.
process.on('uncaughtException', (e) => {
  console.error('[start] unexpected error; stopping the product', e);
  void stop(1);
});
process.on('unhandledRejection', (e) => {
  console.error('[start] unexpected error; stopping the product', e);
  void stop(1);
});

const faceCheckUrl = `http://127.0.0.1:${faceCheckPort}`;
// API_REPLICAS (issue 17.3): that many API processes on API_PORT, API_PORT + 1, …, behind the
// gateway. They share the database and, through Redis (REDIS_URL), socket.io's rooms and the rate
// limits; the scheduled jobs run once per period for all (common/jobs/job-claims.ts).
const replicaCount = Number(env.API_REPLICAS ?? 1);
if (!Number.isInteger(replicaCount) || replicaCount < 1 || replicaCount > 16) {
  console.error(`[start] API_REPLICAS must be a whole number from 1 to 16, not "${env.API_REPLICAS}"`);
  process.exit(1);
}
if (replicaCount > 1 && !env.REDIS_URL) {
  console.error('[start] API_REPLICAS above 1 needs REDIS_URL: the replicas share socket.io rooms and rate limits through Redis');
  process.exit(1);
}
// The video conference's media server (issue 16.2): JANUS_URL names a running one (docker-compose);
// unset, Janus is started here when installed, with a configuration written into DATA_DIR/video/janus.
// Without it the product still starts and a conference answers 503 video_server_unavailable.
if (!env.JANUS_URL) {
  let failure;
  try {
    janus = await startJanus({ dataDir });
  } catch (e) {
    failure = e;
    console.warn(`[start] Janus did not start (${e.message}): video conferences will be unavailable`);
  }
  if (!janus && !failure) console.warn('[start] Janus (Debian package "janus") is not installed: video conferences will be unavailable');
  else {
    janus.child.on('exit', (code, signal) => {
      if (!stopping) console.error(`[start] Janus exited (${signal ?? `code ${code}`}): video conferences are unavailable until the next start`);
    });
    // A crash of this script must not leave the media server running.
    process.on('exit', () => janus.child.kill('SIGKILL'));
  }
}
const apiEnv = { FACE_CHECK_URL: faceCheckUrl, SEED_DEMO: env.SEED_DEMO ?? '1', ...(janus ? { JANUS_URL: janus.url } : {}) };
const api = startService(replicaCount > 1 ? 'api-1' : 'api', 'services/api/dist/main.js', { ...apiEnv, API_PORT: String(apiPort) });
const apiUrls = Array.from({ length: replicaCount }, (_, i) => `http://127.0.0.1:${apiPort + i}`);
const faceCheckMain = join(root, 'services/face-check/dist/main.js');
const faceCheck = existsSync(faceCheckMain)
  ? startService('face-check', faceCheckMain, { FACE_CHECK_PORT: String(faceCheckPort), FACE_CHECK_KEY_DIR: join(dataDir, 'face-check') })
  : undefined;
if (!faceCheck) console.warn('[start] services/face-check is not built: the face check will be unavailable');

try {
  await startGateway({
    port,
    host: env.HOST ?? '127.0.0.1',
    apiUrls,
    faceCheckUrl,
    apps: [
      { base: '/kiosk/', dir: join(root, 'apps/kiosk/dist') },
      { base: '/console/', dir: join(root, 'apps/notary-console/dist') },
      { base: '/', dir: join(root, 'apps/citizen-web/dist') },
    ],
  });
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 'the API');
  api.isReady = true;
  // The other replicas once the first has migrated (and, without DATABASE_URL, started the
  // embedded PostgreSQL, which they then use).
  const databaseUrl = env.DATABASE_URL ?? `postgres://notary:notary@127.0.0.1:${env.EMBEDDED_PG_PORT ?? 54329}/notary`;
  const others = apiUrls.slice(1).map((url, i) =>
    startService(`api-${i + 2}`, 'services/api/dist/main.js', { ...apiEnv, API_PORT: String(apiPort + i + 1), DATABASE_URL: databaseUrl }),
  );
  for (const [i, replica] of others.entries()) {
    await waitFor(`${apiUrls[i + 1]}/api/health`, `API replica ${i + 2}`);
    replica.isReady = true;
  }
  if (faceCheck) {
    await waitFor(`${faceCheckUrl}/face-check/health`, 'the face-check service');
    faceCheck.isReady = true;
  }
} catch (e) {
  console.error(`[start] ${e.message}`);
  await stop(1);
}
const base = `http://${env.HOST ?? '127.0.0.1'}:${port}`;
console.log(`
  E-notary portal is running (Ctrl-C stops it)
    citizen portal   ${base}/
    kiosk            ${base}/kiosk/
    notary console   ${base}/console/
    video server     ${env.JANUS_URL ?? janus?.url ?? 'unavailable (Janus is not installed)'}
    API health       ${base}/api/health${replicaCount > 1 ? `\n    API replicas     ${apiUrls.join(', ')}` : ''}
  data: ${dataDir}
  database: ${env.DATABASE_URL ? 'DATABASE_URL' : `embedded PostgreSQL, data in ${join(dataDir, 'postgres')}`}
`);
