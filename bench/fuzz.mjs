// The long run of the API fuzz (issue 12 tests): services/api/src/fuzz.test.ts
// with many more malformed requests per route than `npm test` sends, on every
// route of the OpenAPI document, each as anonymous, a citizen, a notary and an
// administrator. It prints the requests sent and the counts by status, and
// fails on any 5xx or an error answer over the size limit.
//
//   pnpm bench fuzz                 (FUZZ_PER_ROUTE=300, FUZZ_SEED=1 by default)
//   FUZZ_PER_ROUTE=2000 FUZZ_SEED=42 pnpm bench fuzz    (every case of every route)
//
// It needs PostgreSQL at 127.0.0.1:5432 like the API tests (a fresh database per run).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  FUZZ_PER_ROUTE: process.env.FUZZ_PER_ROUTE ?? '300',
  FUZZ_SEED: process.env.FUZZ_SEED ?? '1',
  FUZZ_EVERY_IDENTITY: process.env.FUZZ_EVERY_IDENTITY ?? '1',
};

console.log(`[bench] fuzz: up to ${env.FUZZ_PER_ROUTE} malformed requests per route${env.FUZZ_EVERY_IDENTITY === '1' ? ', each as anonymous, citizen, notary and admin' : ''}, seed ${env.FUZZ_SEED}`);
// The API's workspace dependencies are read from their builds (turbo, cached when nothing changed).
const built = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@notary/api^...', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const run = spawnSync('pnpm', ['--filter', '@notary/api', 'exec', 'vitest', 'run', 'src/fuzz.test.ts', '--silent=false'], {
  cwd: root,
  env,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  maxBuffer: 512 * 1024 * 1024,
});
// The test logs the API's own error lines too; the summary and the verdict are what the bench shows.
const lines = (run.stdout ?? '').split('\n');
for (const line of lines) {
  if (/\[fuzz\]|Test Files|Tests |→ 5\d\d|bytes$|FAIL/.test(line)) console.log(line);
}
process.exit(run.status ?? 1);
