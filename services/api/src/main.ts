import { ConfigError, loadConfig } from './config.js';

// The environment first, before anything starts: a bad value stops here with its name, value and what is expected.
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`[api] ${error.message}`);
    process.exit(1);
  }
})();
// The file storage next (STORAGE_DRIVER): a missing bucket, wrong keys or an unwritable folder stop the start with the reason.
{
  const { checkFileStorage } = await import('./documents/file-storage-factory.js');
  const { FileStorageError } = await import('./documents/file-storage.js');
  try {
    await checkFileStorage(config);
  } catch (error) {
    if (!(error instanceof FileStorageError)) throw error;
    console.error(`[api] ${error.message}`);
    process.exit(1);
  }
}
const { createApp } = await import('./app.js');
const { startEmbeddedPostgres } = await import('./database/embedded.js');
const { DataSource } = await import('typeorm');
let stopDatabase: () => Promise<void> = async () => {};
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  const started = performance.now();
  const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort);
  databaseUrl = embedded.url;
  stopDatabase = embedded.stop;
  console.log(`[api] embedded PostgreSQL up in ${Math.round(performance.now() - started)} ms (data in ${config.dataDir}/postgres)`);
}

const app = await createApp(config, databaseUrl);
// The embedded cluster flushes what the migrations and the seed wrote, so a crash soon after
// the start recovers quickly (its end-of-recovery checkpoint has little left to write).
if (!config.databaseUrl) await app.get(DataSource).query('CHECKPOINT');
await app.listen(config.port, config.host);
console.log(`[api] listening on http://${config.host}:${config.port}/api`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[api] ${signal}: stopping`);
  await app.close().catch((e: unknown) => console.error(e));
  await stopDatabase().catch((e: unknown) => console.error(e));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// Started by tools/start.mjs with an IPC channel: when the supervisor is gone (even killed), stop too.
if (process.send) process.on('disconnect', () => void shutdown('supervisor gone'));
