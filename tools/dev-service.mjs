// `pnpm dev` for a Node service: TypeScript in watch mode and the service
// restarted by `node --watch` whenever a module it loaded changes
// (its own dist, and the dist of workspace packages such as @notary/domain).
// Usage (from the service's folder): node ../../tools/dev-service.mjs dist/main.js
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2] ?? 'dist/main.js';
const tsc = join(root, 'node_modules/.bin/tsc');
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'), SEED_DEMO: process.env.SEED_DEMO ?? '1' };

// One full build first, so the service starts from current sources.
if (spawnSync(tsc, ['-p', 'tsconfig.build.json'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const watcher = spawn(tsc, ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit' });
const service = spawn(process.execPath, ['--enable-source-maps', '--watch', entry], { stdio: 'inherit', env });
const stop = () => {
  watcher.kill('SIGTERM');
  service.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
service.on('exit', (code) => {
  watcher.kill('SIGTERM');
  process.exit(code ?? 0);
});
