import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { APP_SECURITY_HEADERS, startGateway } from '../../tools/gateway.mjs';
import { freePort } from './ports.ts';

/**
 * Issue 12.1: the one-origin gateway (tools/gateway.mjs) of the started
 * product answers 400 to every malformed request, of its own paths and of the
 * back ends' alike, and keeps serving: one request once stopped `npm start`.
 * Raw sockets, because fetch refuses to send most of these.
 */
const baseURL = inject('baseURL');
const { hostname, port } = new URL(baseURL);

/** Sends the bytes as they are and returns the status line's code (0: closed without an answer). */
function rawRequest(head: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let text = '';
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(head.slice(0, 80))}`));
    });
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', () => resolve({ status: 0, text }));
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.write(head, 'latin1');
  });
}

const get = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\n${headers}Connection: close\r\n\r\n`;

const MALFORMED: [string, string][] = [
  ['broken percent-encoding (the reported request)', get('/%E0%A4%A')],
  ['broken percent-encoding in an app', get('/kiosk/%E0%A4%A')],
  ['broken percent-encoding of an asset', get('/console/assets/%ZZ.js')],
  ['lone percent sign', get('/%')],
  ['percent-encoded invalid UTF-8', get('/%C0%AF')],
  ['NUL in the path', get('/%00')],
  ['control character in the path', get('/a%0Db')],
  ['traversal with encoded dots', get('/%2e%2e/%2e%2e/etc/passwd')],
  ['traversal with encoded slashes', get('/assets/..%2f..%2f..%2fpackage.json')],
  ['traversal with backslashes', get('/assets/..%5c..%5cpackage.json')],
  ['traversal in an app', get('/kiosk/../../../../etc/passwd')],
  ['traversal towards the API', get('/api/../../etc/passwd')],
  ['URL over 8 KB', get(`/${'a'.repeat(9000)}`)],
  ['URL over the header limit', get(`/${'a'.repeat(20_000)}`)],
  ['absolute-form target', get('http://evil.example/')],
  ['asterisk target on GET', get('*')],
  ['protocol-relative target', get('//evil.example/x')],
  ['header name with a control character', get('/', 'X-Bad\u0001: y\r\n')],
  ['header line without a colon', get('/', 'NoColonHere\r\n')],
  ['header value with a NUL', get('/', 'X-A: a\u0000b\r\n')],
  ['header over the size limit', get('/', `X-Big: ${'b'.repeat(20_000)}\r\n`)],
  ['conflicting Content-Length', `POST /api/health HTTP/1.1\r\nHost: ${hostname}\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab`],
  ['Content-Length with Transfer-Encoding', `POST /api/x HTTP/1.1\r\nHost: ${hostname}\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`],
  ['no Host header', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
  ['garbage request line', 'HELLO\r\n\r\n'],
  ['websocket upgrade with a broken path', get('/socket.io/%E0%A4%A', 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n')],
];

describe('gateway: malformed requests', () => {
  it('answers 400 to each, and the product keeps serving', async () => {
    const answers: Record<string, number> = {};
    for (const [name, head] of MALFORMED) answers[name] = (await rawRequest(head)).status;
    expect(answers).toEqual(Object.fromEntries(MALFORMED.map(([name]) => [name, 400])));

    // Still up: the apps and the API answer.
    for (const path of ['/', '/kiosk/', '/console/', '/api/health']) {
      expect({ path, status: (await fetch(`${baseURL}${path}`)).status }).toEqual({ path, status: 200 });
    }
  });

  it('still serves well-formed paths with encoded characters, and 405 to writes of app paths', async () => {
    // A client-side route with an encoded space gets the app's page (history mode).
    expect((await fetch(`${baseURL}/acts/some%20draft`)).status).toBe(200);
    expect((await fetch(`${baseURL}/assets/missing-file.js`)).status).toBe(404);
    expect((await fetch(`${baseURL}/kiosk/`, { method: 'POST', body: 'x' })).status).toBe(405);
  });
});

describe('gateway: the client address it forwards', () => {
  it("replaces the client's own X-Forwarded-For, Forwarded and X-Real-IP with the address it saw (issue 12.5)", async () => {
    const seen: IncomingHttpHeaders[] = [];
    const backend = createServer((req, res) => {
      seen.push(req.headers);
      res.end('{}');
    });
    const backendPort = await freePort();
    await new Promise<void>((r) => backend.listen(backendPort, '127.0.0.1', r));
    const dir = mkdtempSync(join(tmpdir(), 'gateway-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    const gatewayPort = await freePort();
    const gateway = await startGateway({
      port: gatewayPort,
      apiUrl: `http://127.0.0.1:${backendPort}`,
      faceCheckUrl: `http://127.0.0.1:${backendPort}`,
      apps: [{ base: '/', dir }],
      log: () => {},
    });
    try {
      await fetch(`http://127.0.0.1:${gatewayPort}/api/check_before_auth`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': '198.51.100.7', Forwarded: 'for=198.51.100.7', 'X-Real-IP': '198.51.100.7', 'X-Forwarded-Proto': 'https' },
        body: '{}',
      });
      expect(seen[0]).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' });
      expect(seen[0]!.forwarded).toBeUndefined();
      expect(seen[0]!['x-real-ip']).toBeUndefined();
    } finally {
      await new Promise((r) => gateway.close(r));
      await new Promise((r) => backend.close(r));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('gateway: no source maps in public', () => {
  const root = join(import.meta.dirname, '../..');
  const APPS: [string, string][] = [
    ['apps/citizen-web', '/'],
    ['apps/kiosk', '/kiosk/'],
    ['apps/notary-console', '/console/'],
  ];

  it.each(APPS)('%s: its scripts are served, their maps are kept aside and answer 404', async (dir, base) => {
    const scripts = readdirSync(join(root, dir, 'dist/assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // The build moved every map out of dist/ into sourcemaps/ (for error reporting) and no script names one.
    expect(readdirSync(join(root, dir, 'dist/assets')).filter((f) => f.endsWith('.map'))).toEqual([]);
    for (const script of scripts) expect(readFileSync(join(root, dir, 'dist/assets', script), 'utf8')).not.toContain('sourceMappingURL');
    // The first page's code (the `shell` chunk of tools/vite-app.ts, loaded by index.html): its map is kept, but not served.
    const script = /src="[^"]*\/assets\/(shell-[^"]+\.js)"/.exec(readFileSync(join(root, dir, 'dist/index.html'), 'utf8'))![1]!;
    expect(existsSync(join(root, dir, 'sourcemaps/assets', `${script}.map`))).toBe(true);
    expect((await fetch(`${baseURL}${base}assets/${script}`)).status).toBe(200);
    expect((await fetch(`${baseURL}${base}assets/${script}.map`)).status).toBe(404);
    expect((await fetch(`${baseURL}${base}${script}.map`)).status).toBe(404);
  });

  it('answers 404 to a map even where one was left in an app folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gateway-maps-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'assets/app-1.js'), 'export {};');
    writeFileSync(join(dir, 'assets/app-1.js.map'), '{"version":3}');
    const port = await freePort();
    const gateway = await startGateway({ port, apiUrl: 'http://127.0.0.1:9', faceCheckUrl: 'http://127.0.0.1:9', apps: [{ base: '/', dir }], log: () => {} });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/assets/app-1.js`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/assets/app-1.js.map`)).status).toBe(404);
    } finally {
      await new Promise((r) => gateway.close(r));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('gateway: pre-compressed assets (issue 17)', () => {
  const root = join(import.meta.dirname, '../..');
  /** The raw answer (not decoded, as fetch would) to a GET with the given Accept-Encoding. */
  const getRaw = (path: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(`${baseURL}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('sends the .br or .gz the build wrote beside a JS asset, as the client accepts, decoding to the same bytes', async () => {
    const html = readFileSync(join(root, 'apps/citizen-web/dist/index.html'));
    const script = /src="\/assets\/(shell-[^"]+\.js)"/.exec(html.toString('utf8'))![1]!;
    const original = readFileSync(join(root, 'apps/citizen-web/dist/assets', script));

    const br = await getRaw(`/assets/${script}`, 'br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(original.length);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);

    const gz = await getRaw(`/assets/${script}`, 'gzip, deflate, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(original)).toBe(true);

    const plain = await getRaw(`/assets/${script}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);

    // Pages too (the app's index.html, also for client-side routes).
    const page = await getRaw('/search_proxy', 'gzip, br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(page.body).equals(html)).toBe(true);
  });
});

describe('security headers (issue 12.7)', () => {
  const root = join(import.meta.dirname, '../..');

  it("on each app's pages and assets, and on the gateway's own errors", async () => {
    const asset = (app: string) => readdirSync(join(root, 'apps', app, 'dist/assets')).find((f) => f.endsWith('.js'))!;
    const paths = ['/', '/search_proxy', '/kiosk/', '/console/', `/assets/${asset('citizen-web')}`, `/kiosk/assets/${asset('kiosk')}`, `/console/assets/${asset('notary-console')}`, '/assets/missing.js'];
    for (const path of paths) {
      const res = await fetch(`${baseURL}${path}`);
      const headers = Object.fromEntries(Object.keys(APP_SECURITY_HEADERS).map((name) => [name, res.headers.get(name)]));
      expect({ path, headers, poweredBy: res.headers.get('x-powered-by') }).toEqual({ path, headers: APP_SECURITY_HEADERS, poweredBy: null });
    }
    const malformed = await rawRequest(get('/%E0%A4%A'));
    expect(malformed.text).toContain("frame-ancestors 'none'");
  });

  it('on API answers through the gateway: nosniff, no X-Powered-By, no-store also on errors', async () => {
    for (const [path, status] of [['/api/health', 200], ['/api/notarial_act', 403], ['/api/no-such-route', 404]] as const) {
      const res = await fetch(`${baseURL}${path}`);
      expect({
        path,
        status: res.status,
        nosniff: res.headers.get('x-content-type-options'),
        poweredBy: res.headers.get('x-powered-by'),
        cache: res.headers.get('cache-control'),
        frameAncestors: res.headers.get('content-security-policy')?.includes("frame-ancestors 'none'"),
        referrer: res.headers.get('referrer-policy'),
      }).toEqual({ path, status, nosniff: 'nosniff', poweredBy: null, cache: 'no-store', frameAncestors: true, referrer: 'no-referrer' });
    }
  });

  it("nginx of docker-compose sends the gateway's headers on the apps (deploy/security-headers.conf, included in every app location)", () => {
    const snippet = readFileSync(join(root, 'deploy/security-headers.conf'), 'utf8');
    const fromNginx = Object.fromEntries([...snippet.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map((m) => [m[1]!.toLowerCase(), m[2]]));
    expect(fromNginx).toEqual(APP_SECURITY_HEADERS);
    const conf = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
    for (const location of ['/assets/', '/kiosk/', '/console/', '/']) {
      const block = conf.slice(conf.indexOf(`location ${location} {`));
      expect({ location, included: block.slice(0, block.indexOf('}')).includes('include /etc/nginx/security-headers.conf;') }).toEqual({ location, included: true });
    }
    expect(readFileSync(join(root, 'deploy/web.Dockerfile'), 'utf8')).toContain('COPY deploy/security-headers.conf /etc/nginx/security-headers.conf');
  });
});
