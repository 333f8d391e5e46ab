// Every test of the project, in the order CI wants them: lint (with the
// dependency boundaries), build, the first-page budgets, typecheck, unit + API integration (real PostgreSQL), browser end-to-end
// (Debian's Chromium through playwright-core). Run through `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = '.vitest-results.json';
const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const wants = (stage) => only.length === 0 || only.includes(stage);

function run(title, cmd, args, env = {}) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✗ ${title} failed after ${seconds} s`);
    summary();
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
  const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
  if (!has('ffmpeg')) missing.push('ffmpeg');
  if (!has('docker-compose')) missing.push('docker-compose');
  // pdftoppm renders the print form so the tests read its QR code from the pixels.
  if (!has('pdftoppm')) missing.push('poppler-utils');
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`Install Debian's ${missing.join(' and ')} first (sudo apt-get install -y ${missing.join(' ')}).`);
    process.exit(1);
  }
  run(`apt-get install ${missing.join(' ')}`, 'sh', [
    '-c',
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')} fonts-dejavu-core >/dev/null`,
  ]);
}

function resultFiles() {
  const files = [];
  for (const group of ['apps', 'packages', 'services']) {
    for (const name of readdirSync(join(root, group))) files.push(join(root, group, name, RESULTS));
  }
  files.push(join(root, 'e2e', RESULTS), join(root, 'tools', RESULTS));
  return files;
}

function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of resultFiles()) {
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
}

for (const file of resultFiles()) rmSync(file, { force: true });
const reporters = ['--reporter=default', '--reporter=json', `--outputFile=${RESULTS}`];

if (wants('lint') || wants('compose')) ensureSystemPackages();
if (wants('lint')) run('lint (oxlint)', 'pnpm', ['run', 'lint']);
if (wants('compose')) run('docker-compose.yml', 'node', ['tools/check-compose.mjs']);
if (wants('lint')) run('translations (lingui catalogs)', 'node', ['tools/check-i18n.mjs']);
// Who may import whom (shared/DESIGN.md), no import cycles, manifests that list what their code imports.
if (wants('lint')) run('dependency boundaries (dependency-cruiser)', 'node', ['tools/check-boundaries.mjs']);
if (wants('unit') || wants('e2e') || wants('typecheck') || wants('budgets')) run('build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
// What each app's first page loads, gzip: JS at most 170 KiB, CSS 40 KiB (prints each app's figures).
if (wants('budgets')) run('first-page budgets', 'node', ['tools/check-budgets.mjs']);
if (wants('typecheck')) run('typecheck', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']);
if (wants('unit')) {
  // The API's integration tests run one file at a time on one core (they share the run's
  // database): they go beside the other packages' tests, which use both cores, instead of after
  // them. Their output is kept in a file and printed when they end.
  const apiLog = join(mkdtempSync(join(tmpdir(), 'notary-api-tests-')), 'output.log');
  const apiOut = openSync(apiLog, 'w');
  const apiStarted = Date.now();
  const apiTests = spawn('pnpm', ['--filter', '@notary/api', 'run', 'test', '--', ...reporters], { cwd: root, stdio: ['ignore', apiOut, apiOut] });
  const apiDone = new Promise((resolve) => apiTests.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  process.once('exit', () => apiTests.exitCode === null && apiTests.kill('SIGTERM'));
  run('unit tests (every package but the API)', 'pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=1', '--filter=!@notary/api', '--', ...reporters]);
  const apiStatus = await apiDone;
  closeSync(apiOut);
  console.log(`\n━━ API integration tests (real PostgreSQL), run beside the unit tests`);
  process.stdout.write(readFileSync(apiLog, 'utf8'));
  const apiSeconds = ((Date.now() - apiStarted) / 1000).toFixed(1);
  if (apiStatus !== 0) {
    console.error(`✗ API integration tests failed after ${apiSeconds} s`);
    summary();
    process.exit(typeof apiStatus === 'number' ? apiStatus : 1);
  }
  console.log(`✓ API integration tests (${apiSeconds} s since they started)`);
  // The repository's own checks (boundaries on planted bad imports, the budget measure).
  run('tests of the checks (tools/tests)', 'pnpm', ['exec', 'vitest', 'run', '--config', 'tools/vitest.config.mjs', ...reporters]);
}
if (wants('e2e')) {
  run('browser end-to-end tests (headless Chromium)', 'pnpm', ['--filter', '@notary/e2e', 'run', 'e2e', ...reporters]);
}
summary();
