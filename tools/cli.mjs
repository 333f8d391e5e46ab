#!/usr/bin/env node
// The two set-up commands of README.md (`npm start`, `npm test`) and `npm run setup`.
// Runs on the Node.js the machine has (20+); brings pnpm from the npm registry
// (corepack fails against this registry), installs the workspace, which brings
// Node 22 (the `node` package) that every pnpm script then runs on.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = 'pnpm@10.34.8';

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function pnpm(args) {
  return run('npx', ['--yes', PNPM, ...args], { env: { ...process.env, npm_config_update_notifier: 'false' } });
}

function must(status, what) {
  if (status !== 0) {
    console.error(`\n✗ ${what} failed (exit ${status})`);
    process.exit(status);
  }
}

function install() {
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) && process.env.CI ? ['--frozen-lockfile'] : [];
  must(pnpm(['install', ...frozen]), 'pnpm install');
}

/** The video conference's Debian packages (docs/video.md): the binary each brings. */
const MEDIA_PACKAGES = [
  ['janus', 'janus'],
  ['janus-tools', 'janus-pp-rec'],
  ['coturn', 'turnserver'],
];
const has = (binary) => spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;

/**
 * Janus, its recording converter and coturn when missing: installed with apt
 * when this runs as root on Debian (as .ci/run does), otherwise named. The
 * product starts without them; video conferences are then unavailable.
 */
function mediaPackages() {
  const missing = MEDIA_PACKAGES.filter(([, binary]) => !has(binary)).map(([pkg]) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log(`[setup] installing ${missing.join(' ')} (video conference) with apt-get`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok = run('apt-get', ['update', '-qq'], { env }) === 0 && run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env }) === 0;
    if (ok) return;
    console.warn(`[setup] apt-get could not install ${missing.join(' ')}`);
  }
  console.warn(`[setup] the video conference needs Debian's ${missing.join(', ')}: sudo apt-get install ${missing.join(' ')} (without them the product runs, conferences are unavailable)`);
}

const command = process.argv[2] ?? 'start';
switch (command) {
  case 'setup':
    mediaPackages();
    install();
    break;
  case 'start':
    mediaPackages();
    install();
    must(pnpm(['run', 'build']), 'build');
    process.exit(pnpm(['exec', 'node', 'tools/start.mjs', ...process.argv.slice(3)]));
    break;
  case 'test':
    install();
    must(pnpm(['exec', 'node', 'tools/test.mjs', ...process.argv.slice(3)]), 'tests');
    break;
  default:
    console.error(`unknown command ${command}: use start, test or setup`);
    process.exit(2);
}
