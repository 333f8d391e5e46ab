// Issue 11: the dependency rules hold by check, not by habit. Runs
// dependency-cruiser with .dependency-cruiser.cjs over the workspace (which
// part may import which, no import cycles, every npm import listed in its
// package's manifest) and then checks the other way round: each manifest's
// `dependencies` lists only packages its code imports. Run by `npm test`
// (lint stage); `node tools/check-boundaries.mjs [--root <dir>]`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['apps', 'packages', 'services', 'e2e', 'tools'];

/**
 * Dependencies a package needs at run time without importing them, each with
 * the reason; everything else in `dependencies` must be imported.
 */
export const NOT_IMPORTED = {
  // Nest loads the socket.io adapter itself for the @WebSocketGateway classes.
  '@notary/api': { '@nestjs/platform-socket.io': 'loaded by @nestjs/websockets', 'dejavu-fonts-ttf': 'font files found with require.resolve' },
  // Human loads its TensorFlow backend and model converter by name.
  '@notary/face-check-service': { '@tensorflow/tfjs-backend-wasm': 'loaded by @vladmandic/human', '@tensorflow/tfjs-converter': 'loaded by @vladmandic/human' },
};

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function workspacePackages(root) {
  const dirs = [];
  for (const group of ['apps', 'packages', 'services']) {
    if (!existsSync(join(root, group))) continue;
    for (const name of readdirSync(join(root, group))) if (existsSync(join(root, group, name, 'package.json'))) dirs.push(`${group}/${name}`);
  }
  if (existsSync(join(root, 'e2e/package.json'))) dirs.push('e2e');
  return dirs;
}

/** Manifest dependencies that no module of the package imports. */
export function unusedDependencies(root, modules) {
  const problems = [];
  for (const dir of workspacePackages(root)) {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    const imported = new Set();
    for (const module of modules) {
      if (!module.source.startsWith(`${dir}/`)) continue;
      for (const dependency of module.dependencies) {
        if (dependency.coreModule || dependency.module.startsWith('.') || dependency.module.startsWith('/')) continue;
        imported.add(packageOf(dependency.module));
      }
    }
    const allowed = NOT_IMPORTED[manifest.name] ?? {};
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (!imported.has(name) && !(name in allowed)) problems.push(`${dir}/package.json lists ${name}, which its code never imports: remove it`);
    }
  }
  return problems;
}

/** Runs the check in `root` (the repository, or a test's fixture); returns the problems found. */
export function checkBoundaries(root = repo) {
  const dirs = SCANNED.filter((d) => existsSync(join(root, d)));
  const r = spawnSync(join(repo, 'node_modules/.bin/depcruise'), ['--config', join(repo, '.dependency-cruiser.cjs'), '--output-type', 'json', ...dirs], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  let result;
  try {
    result = JSON.parse(r.stdout);
  } catch {
    throw new Error(`dependency-cruiser failed (exit ${r.status}):\n${r.stderr}${r.stdout.slice(0, 2000)}`);
  }
  const problems = result.summary.violations.map((v) => {
    const path = v.cycle ? [v.from, ...v.cycle.map((c) => c.name)].join(' → ') : `${v.from} → ${v.to}`;
    return `${v.rule.name}: ${path}`;
  });
  problems.push(...unusedDependencies(root, result.modules));
  return { problems, modules: result.modules.length };
}

function main() {
  const at = process.argv.indexOf('--root');
  const root = at > 0 ? resolve(process.argv[at + 1]) : repo;
  const { problems, modules } = checkBoundaries(root);
  if (problems.length > 0) {
    console.error(`✗ ${problems.length} dependency problem(s) (rules: .dependency-cruiser.cjs, tools/check-boundaries.mjs):`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`dependency boundaries, cycles and manifests: ${modules} modules, no problem`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
