// Starts the whole product from its build: the API (on an embedded PostgreSQL
// unless DATABASE_URL is set), the face-check service and the one-origin
// gateway serving the three apps. Ctrl-C stops everything cleanly.
// Run through `npm start` (README), which installs and builds first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGateway } from './gateway.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const port = Number(env.PORT ?? 8080);
const apiPort = Number(env.API_PORT ?? 3000);
const faceCheckPort = Number(env.FACE_CHECK_PORT ?? 3100);
// Absolute, so the children (cwd root) and the banner name the same folder.
const dataDir = resolve(root, env.DATA_DIR ?? '.data');

const children = [];
function startChild(name, script, extraEnv) {
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping the product`);
      void stop(1);
    }
  });
  children.push({ name, child });
  return child;
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
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] stopping…');
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((r) => {
          if (child.exitCode !== null) return r();
          child.once('exit', r);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
        }),
    ),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const faceCheckUrl = `http://127.0.0.1:${faceCheckPort}`;
startChild('api', 'services/api/dist/main.js', {
  API_PORT: String(apiPort),
  FACE_CHECK_URL: faceCheckUrl,
  SEED_DEMO: env.SEED_DEMO ?? '1',
});
const faceCheckMain = join(root, 'services/face-check/dist/main.js');
const hasFaceCheck = existsSync(faceCheckMain);
if (hasFaceCheck) {
  startChild('face-check', faceCheckMain, { FACE_CHECK_PORT: String(faceCheckPort), FACE_CHECK_KEY_DIR: join(dataDir, 'face-check') });
} else {
  console.warn('[start] services/face-check is not built: the face check will be unavailable');
}

await startGateway({
  port,
  host: env.HOST ?? '127.0.0.1',
  apiUrl: `http://127.0.0.1:${apiPort}`,
  faceCheckUrl,
  apps: [
    { base: '/kiosk/', dir: join(root, 'apps/kiosk/dist') },
    { base: '/console/', dir: join(root, 'apps/notary-console/dist') },
    { base: '/', dir: join(root, 'apps/citizen-web/dist') },
  ],
});

try {
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 'the API');
  if (hasFaceCheck) await waitFor(`${faceCheckUrl}/face-check/health`, 'the face-check service');
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
    API health       ${base}/api/health
  data: ${dataDir}
  database: ${env.DATABASE_URL ? 'DATABASE_URL' : `embedded PostgreSQL, data in ${join(dataDir, 'postgres')}`}
`);
