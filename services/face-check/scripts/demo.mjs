#!/usr/bin/env node
// The face check's development page (demo/index.html + demo/demo.js), bundled
// in memory by Vite with the browser client and overlay from their sources.
// For a person at a real camera, and for browser tests (see docs/face-check.md):
//
//   node services/face-check/scripts/demo.mjs [--port 3101] [--ws ws://127.0.0.1:3100/face-check/ws]
//
// then open http://127.0.0.1:3101/ (cameras need localhost or https). Browser
// tests can instead take `buildDemoPage()` and serve or inject the HTML on the
// product's own origin, where the page connects to /face-check/ws.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const demoDir = resolve(here, '../demo');

/** The page as one HTML string, script inlined. */
export async function buildDemoPage() {
  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: demoDir,
    // Workspace packages from their TypeScript sources, like the apps' builds.
    resolve: { conditions: ['source', 'module', 'browser', 'production'] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, target: 'es2022', lib: { entry: join(demoDir, 'demo.js'), formats: ['iife'], name: 'FaceCheckDemo' } },
  });
  const chunk = [output].flat()[0].output[0];
  const html = await readFile(join(demoDir, 'index.html'), 'utf8');
  // Escapes a closing tag inside the bundle so it cannot end the inline script early.
  return html.replace('/*DEMO_BUNDLE*/', () => chunk.code.replaceAll('</script', '<\\/script'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: { port: { type: 'string', default: '3101' }, ws: { type: 'string' } } });
  const page = await buildDemoPage();
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page);
  });
  server.listen(Number(values.port), '127.0.0.1', () => {
    const ws = values.ws ?? 'ws://127.0.0.1:3100/face-check/ws';
    console.log(`face-check development page: http://127.0.0.1:${values.port}/?ws=${encodeURIComponent(ws)}`);
  });
}
