// coturn (Debian `coturn`, binary `turnserver`): the STUN/TURN server of the video
// conference (issue 16.2) for `npm start` when TURN_URLS is not set. It listens on
// the loopback only, so it serves the browsers of this machine (two windows of a
// demo, the browser tests); production runs coturn as its own service
// (docker-compose `coturn`) and gives the API TURN_URLS and TURN_SECRET.
// Credentials are coturn's TURN REST API ones (`use-auth-secret`): the API signs
// them with the shared secret (services/api/src/video/ice), nothing is stored.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The `turnserver` on the PATH, or undefined. */
export function findTurnserver() {
  const found = spawnSync('sh', ['-c', 'command -v turnserver'], { encoding: 'utf8' });
  const path = found.status === 0 ? found.stdout.trim() : '';
  return path || undefined;
}

function freeTcpPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** coturn's configuration for a loopback run (a file, so the secret is not in `ps`). */
export function coturnConfig({ port, secret, dataDir }) {
  return [
    `listening-ip=127.0.0.1`,
    `relay-ip=127.0.0.1`,
    `listening-port=${port}`,
    'use-auth-secret',
    `static-auth-secret=${secret}`,
    'realm=notary.local',
    // A browser on this machine relays to Janus on the loopback.
    'allow-loopback-peers',
    'no-tls',
    'no-dtls',
    'no-cli',
    'fingerprint',
    `log-file=${join(dataDir, 'video/turnserver.log')}`,
    'simple-log',
    `pidfile=${join(dataDir, 'video/turnserver.pid')}`,
    '',
  ].join('\n');
}

/**
 * Starts coturn on the loopback with a fresh shared secret when it is
 * installed; answers the API's environment for it (TURN_URLS, TURN_SECRET)
 * and the process, or undefined (not installed). It is stopped when this
 * process exits.
 */
export async function startCoturn({ dataDir, log = console }) {
  const binary = findTurnserver();
  if (!binary) return undefined;
  const port = await freeTcpPort();
  const secret = randomBytes(24).toString('base64url');
  const dir = join(dataDir, 'video');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'turnserver.conf');
  writeFileSync(file, coturnConfig({ port, secret, dataDir }), { mode: 0o600 });
  // Its log goes to DATA_DIR/video/turnserver.log; its stderr only repeats "socket: Protocol not supported" (SCTP probes).
  // A small shell keeps watch: coturn stops when this process is gone, even after a SIGKILL that runs no exit handler.
  const watch = `"$0" -c "$1" & t=$!; trap 'kill $t 2>/dev/null; exit 0' TERM INT; while kill -0 ${process.pid} 2>/dev/null && kill -0 $t 2>/dev/null; do sleep 1; done; kill $t 2>/dev/null; wait $t`;
  const child = spawn('sh', ['-c', watch, binary, file], { stdio: 'ignore' });
  let stopping = false;
  child.on('error', (e) => log.warn(`[start] coturn: ${e.message}`));
  child.on('exit', (code, signal) => {
    if (!stopping) log.warn(`[start] coturn exited (${signal ?? `code ${code}`}): conferences go without TURN until the next start`);
  });
  const stop = () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  return {
    child,
    stop,
    env: { TURN_URLS: `turn:127.0.0.1:${port}?transport=udp,turn:127.0.0.1:${port}?transport=tcp`, TURN_SECRET: secret },
  };
}
