import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, dynamicImports, firstPageAssets, measure, staticImports } from '../check-budgets.mjs';

const dirs = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the first-page budget check (issue 11.9)', () => {
  it("reads index.html's module scripts, modulepreloads and stylesheets, not its other links", () => {
    const html = `<script type="module" crossorigin src="/kiosk/assets/shell-1.js"></script>
      <link rel="modulepreload" crossorigin href="/kiosk/assets/vendor-2.js">
      <link rel="stylesheet" crossorigin href="/kiosk/assets/shell-3.css">
      <link rel="icon" href="/kiosk/favicon.ico">`;
    expect(firstPageAssets(html)).toEqual(['/kiosk/assets/shell-1.js', '/kiosk/assets/vendor-2.js', '/kiosk/assets/shell-3.css']);
  });

  it('follows static imports and leaves dynamic ones', () => {
    const code = 'import{a as b}from"./shell-1.js";import"./side-2.js";export{c}from"./re-3.js";const m=()=>import("./lazy-4.js");';
    expect(staticImports(code)).toEqual(['./shell-1.js', './side-2.js', './re-3.js']);
    expect(dynamicImports(code + 'const n=()=>import(`./oz-5.js`);')).toEqual(['./lazy-4.js', './oz-5.js']);
  });

  it("prints the default language's messages beside the budget: the first page imports them lazily and awaits them", () => {
    const dist = mkdtempSync(join(tmpdir(), 'budget-'));
    dirs.push(dist);
    mkdirSync(join(dist, 'assets'));
    const messages = `export const messages=JSON.parse(${JSON.stringify(JSON.stringify({ a: 'Xush kelibsiz'.repeat(300) }))});`;
    const files = {
      'assets/entry.js': `const c={${DEFAULT_LOCALE}:()=>import(\`./${DEFAULT_LOCALE}-Ab_1.js\`),ru:()=>import(\`./ru-Cd2.js\`)};export{c};`,
      [`assets/${DEFAULT_LOCALE}-Ab_1.js`]: messages,
      'assets/ru-Cd2.js': messages.replace('Xush', 'Dobro'),
    };
    for (const [path, text] of Object.entries(files)) writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/entry.js"></script>');
    const result = measure(dist, '/');
    expect(DEFAULT_LOCALE).toBe('oz');
    expect(result.js).toBe(gzipSync(files['assets/entry.js'], { level: 9 }).length);
    expect(result.catalogue).toEqual({ file: `assets/${DEFAULT_LOCALE}-Ab_1.js`, gzip: gzipSync(messages, { level: 9 }).length });
  });

  it('sums the gzip sizes of what the first page loads, never a lazily loaded chunk', () => {
    const dist = mkdtempSync(join(tmpdir(), 'budget-'));
    dirs.push(dist);
    mkdirSync(join(dist, 'assets'));
    const files = {
      'assets/entry.js': 'import"./shared.js";const l=()=>import("./lazy.js");export{l};',
      'assets/shared.js': `export const s=${JSON.stringify('x'.repeat(5000))};`,
      'assets/lazy.js': `export const big=${JSON.stringify('y'.repeat(90000))};`,
      'assets/app.css': 'body{margin:0}',
    };
    for (const [path, text] of Object.entries(files)) writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/entry.js"></script><link rel="stylesheet" href="/assets/app.css">');
    const gz = (path) => gzipSync(files[path], { level: 9 }).length;
    const result = measure(dist, '/');
    expect(result.js).toBe(gz('assets/entry.js') + gz('assets/shared.js'));
    expect(result.css).toBe(gz('assets/app.css'));
    expect(result.files.map((f) => f.file).sort()).toEqual(['assets/app.css', 'assets/entry.js', 'assets/shared.js']);
  });
});
