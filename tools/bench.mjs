// `pnpm bench`: runs every benchmark of the workspace (a `bench` script in a
// package, or a script under bench/) one after another; each prints figures.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];
const jobs = [];
for (const group of ['packages', 'services', 'apps']) {
  for (const name of readdirSync(join(root, group))) {
    const pkgFile = join(root, group, name, 'package.json');
    if (!existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
    if (pkg.scripts?.bench) jobs.push({ name: pkg.name, cmd: 'pnpm', args: ['--filter', pkg.name, 'run', 'bench'] });
  }
}
for (const file of existsSync(join(root, 'bench')) ? readdirSync(join(root, 'bench')) : []) {
  if (/\.(mjs|js)$/.test(file)) jobs.push({ name: `bench/${file}`, cmd: process.execPath, args: [join(root, 'bench', file)] });
}
let failed = 0;
for (const job of jobs.filter((j) => !only || j.name.includes(only))) {
  console.log(`\n━━ ${job.name}`);
  const r = spawnSync(job.cmd, job.args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
if (jobs.length === 0) console.log('no benchmarks yet');
process.exit(failed ? 1 : 0);
