// The product's one origin for the start command and the end-to-end tests,
// doing what the web server does in docker-compose.yml (deploy/nginx.conf):
// the citizen app at /, the kiosk at /kiosk, the notary console at /console,
// the API at /api with its socket.io beside it, and the face-check socket.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createProxyServer } from 'http-proxy-3';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

/**
 * @param {{ port: number, host?: string, apiUrl: string, faceCheckUrl: string, apps: { base: string, dir: string }[] }} options
 * apps: most specific base first; the last one ('/') takes every other path.
 */
export function startGateway(options) {
  const proxy = createProxyServer({ xfwd: true });
  proxy.on('error', (err, _req, res) => {
    // A back end that is down (or restarting) answers 502 with a JSON body, never hangs.
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'bad_gateway', message: 'Xizmat vaqtincha mavjud emas' }));
    } else if (res && 'destroy' in res) {
      res.destroy();
    }
    if (err) console.error('[gateway]', err.message);
  });

  const target = (url) => (url.startsWith('/face-check') ? options.faceCheckUrl : options.apiUrl);
  const isBackend = (url) => url.startsWith('/api') || url.startsWith('/socket.io') || url.startsWith('/face-check');

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (isBackend(url)) {
      proxy.web(req, res, { target: target(url) });
      return;
    }
    serveApp(req, res, url, options.apps);
  });
  server.on('upgrade', (req, socket, head) => {
    const url = req.url ?? '/';
    if (isBackend(url)) proxy.ws(req, socket, head, { target: target(url) });
    else socket.destroy();
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolvePromise(server));
  });
}

function serveApp(req, res, url, apps) {
  const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  // `/kiosk` without its slash is the kiosk too.
  const app = apps.find((a) => pathname === a.base.replace(/\/$/, '') || pathname.startsWith(a.base)) ?? apps.at(-1);
  const root = resolve(app.dir);
  const relative = normalize(pathname.slice(app.base.length - 1)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, relative);
  if (!file.startsWith(root)) {
    res.writeHead(400).end();
    return;
  }
  const isAsset = relative.startsWith('/assets/');
  if (!existsSync(file) || statSync(file).isDirectory()) {
    if (isAsset || extname(relative) !== '') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // Client-side routes: every other path gets the app's index.html (history mode).
    file = join(root, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end(`${app.base} is not built: run pnpm build`);
      return;
    }
  }
  res.writeHead(200, {
    'content-type': MIME[extname(file)] ?? 'application/octet-stream',
    // Hashed assets never change; index.html must always be fresh.
    'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}
