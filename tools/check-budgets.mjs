// Issue 11: the first page of each app stays small. Measures, per built app,
// the gzip size of the JavaScript and CSS its first page loads — the entry
// script, every chunk it imports statically (followed through the chunks),
// and what index.html preloads (modulepreload) or links (stylesheet) — and
// fails when one is over its budget. Run by `npm test` after the build stage;
// `node tools/check-budgets.mjs --build` builds the apps first.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const BUDGET = { js: 170 * 1024, css: 16 * 1024 };
export const APPS = [
  { name: '@notary/citizen-web', dir: 'apps/citizen-web' },
  { name: '@notary/kiosk', dir: 'apps/kiosk' },
  { name: '@notary/notary-console', dir: 'apps/notary-console' },
];

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];

/** What index.html makes the browser load before anything runs: module scripts, modulepreloads, stylesheets. */
export function firstPageAssets(html) {
  const files = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    if (/^<script/i.test(tag)) {
      const src = attribute(tag, 'src');
      if (src) files.push(src);
      continue;
    }
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (href && (rel === 'modulepreload' || rel === 'stylesheet')) files.push(href);
  }
  return files;
}

/** The chunks a JavaScript chunk imports statically (`import … from "./x.js"`, `import "./x.js"`); `import()` is lazy. */
export function staticImports(code) {
  const found = [];
  for (const m of code.matchAll(/(?:^|[;}\s)])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g)) {
    found.push(m[1]);
  }
  return found;
}

/** The chunks a JavaScript chunk imports lazily (`import("./x.js")`; the minifier writes template literals). */
export function dynamicImports(code) {
  return [...code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g)].map((m) => m[1]);
}

/** The language the apps open in (packages/ui/src/i18n/locales.ts): its messages load before the first screen. */
export const DEFAULT_LOCALE = (() => {
  const source = join(root, 'packages/ui/src/i18n/locales.ts');
  const found = readFileSync(source, 'utf8').match(/DEFAULT_LOCALE\b[^=]*=\s*'(\w+)'/)?.[1];
  if (!found) throw new Error(`${source} no longer declares DEFAULT_LOCALE = '<code>': update tools/check-budgets.mjs`);
  return found;
})();

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Gzip sizes of the first page of one built app (dist/), as { js, css, files, catalogue }. `catalogue` is the
 * chunk of the default language's messages (`<locale>-<hash>.js`, imported lazily by the first page's code and
 * awaited before the first screen renders; index.html's messages preload asks for the remembered language's
 * one at once, tools/vite-app.ts): printed beside the budget, not counted in it.
 */
export function measure(distDir, base) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const toFile = (url) => join(distDir, (url.startsWith(base) ? url.slice(base.length) : url.replace(/^\.?\//, '')).split('?')[0]);
  const seen = new Set();
  const lazy = new Set();
  const queue = firstPageAssets(html)
    .filter((u) => !/^[a-z]+:/i.test(u))
    .map(toFile);
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!existsSync(file)) throw new Error(`${file} is loaded by index.html but was not built`);
    if (/\.m?js$/.test(file)) {
      const code = readFileSync(file, 'utf8');
      const resolve = (spec) => (spec.startsWith('.') ? join(dirname(file), spec) : spec.startsWith(base) ? toFile(spec) : null);
      for (const spec of staticImports(code)) {
        const target = resolve(spec);
        if (target) queue.push(target);
      }
      for (const spec of dynamicImports(code)) {
        const target = resolve(spec);
        if (target) lazy.add(target);
      }
    }
  }
  const catalogueFile = [...lazy].find((f) => new RegExp(`(^|[\\\\/])${DEFAULT_LOCALE}-[\\w-]+\\.m?js$`).test(f) && existsSync(f));
  const relative = (file) => posix.relative(distDir.split('\\').join('/'), file.split('\\').join('/'));
  const result = {
    js: 0,
    css: 0,
    files: [],
    catalogue: catalogueFile ? { file: relative(catalogueFile), gzip: gzipSize(catalogueFile) } : null,
  };
  for (const file of seen) {
    const gzip = gzipSize(file);
    const kind = file.endsWith('.css') ? 'css' : 'js';
    result[kind] += gzip;
    result.files.push({ file: relative(file), kind, gzip });
  }
  result.files.sort((a, b) => b.gzip - a.gzip);
  return result;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function baseOf(dir) {
  const config = readFileSync(join(root, dir, 'vite.config.ts'), 'utf8');
  return config.match(/base:\s*'([^']+)'/)?.[1] ?? '/';
}

function main() {
  if (process.argv.includes('--build')) {
    const filters = APPS.flatMap((a) => ['--filter', a.name]);
    const r = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only', ...filters], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const over = [];
  console.log(`First page, gzip -9 (budget: JS ${kib(BUDGET.js)}, CSS ${kib(BUDGET.css)})`);
  for (const app of APPS) {
    const dist = join(root, app.dir, 'dist');
    if (!existsSync(join(dist, 'index.html'))) {
      console.error(`${app.dir} is not built: run pnpm build (or this script with --build)`);
      process.exit(1);
    }
    const m = measure(dist, baseOf(app.dir));
    const flag = (value, budget) => (value > budget ? ' ✗ over budget' : '');
    console.log(`  ${app.dir.padEnd(20)} JS ${kib(m.js).padStart(10)}${flag(m.js, BUDGET.js)}   CSS ${kib(m.css).padStart(9)}${flag(m.css, BUDGET.css)}   (${m.files.length} files)`);
    for (const f of m.files) console.log(`      ${kib(f.gzip).padStart(10)}  ${f.file}`);
    if (m.catalogue) {
      console.log(
        `    + ${kib(m.catalogue.gzip).padStart(10)}  ${m.catalogue.file}: the ${DEFAULT_LOCALE} messages, preloaded beside the first page and awaited before the first screen (not in the budget): JS ${kib(m.js + m.catalogue.gzip)} in all`,
      );
    }
    if (m.js > BUDGET.js) over.push(`${app.dir}: JS ${kib(m.js)} > ${kib(BUDGET.js)}`);
    if (m.css > BUDGET.css) over.push(`${app.dir}: CSS ${kib(m.css)} > ${kib(BUDGET.css)}`);
  }
  if (over.length > 0) {
    console.error(`\nOver budget (lazy-load what the first page does not need):\n  ${over.join('\n  ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
