/**
 * The face-check service: `node dist/main.js`. Listens at once (health says
 * `models: loading` until every worker has its models), keeps its signing key
 * in FACE_CHECK_KEY_DIR, and shuts down cleanly on SIGTERM/SIGINT.
 */
import { cropBestShot } from './analysis/best-shot.js';
import { AnalysisPool } from './analysis/pool.js';
import { ConfigError, readConfig, type FaceCheckConfig } from './config.js';
import { createFaceCheckServer } from './server.js';
import { loadOrCreateSigningKey } from './token/keys.js';

function log(event: string, fields: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ t: new Date().toISOString(), service: 'face-check', event, ...fields }));
}

let config: FaceCheckConfig;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`[face-check] configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const key = await loadOrCreateSigningKey(config.keyDir);
const pool = new AnalysisPool({ size: config.workers });
const started = Date.now();
pool.start().then(
  () => log('models_loaded', { workers: pool.workers, ms: Date.now() - started }),
  (error: Error) => {
    console.error(`[face-check] ${error.message}`);
    process.exit(1);
  },
);

const service = createFaceCheckServer({ config, analysis: pool, key, cropBestShot, log });
const address = await service.listen();
log('listening', { host: address.address, port: address.port, workers: config.workers, kid: key.kid, fixedChallenge: config.fixedChallenge });
if (config.fixedChallenge) console.warn(`[face-check] test-only fixed challenge order: ${config.fixedChallenge.join(', ')}`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log('stopping', { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await service.close();
  await pool.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
// Started by tools/start.mjs with an IPC channel: when the supervisor is gone (even killed), stop too.
if (process.send) process.on('disconnect', () => void stop('supervisor gone'));
