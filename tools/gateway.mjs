// The product's one origin for the start command and the end-to-end tests,
// doing what the web server does in docker-compose.yml (deploy/nginx.conf):
// the citizen app at /, the kiosk at /kiosk, the notary console at /console,
// the API at /api with its socket.io beside it, and the face-check socket.
//
// No request can stop it: every request is checked before it is routed
// (malformed ones answer 400), each handler runs under its own try/catch, and
// the server's 'clientError' (requests Node's parser refuses: bad headers,
// oversized heads, smuggling attempts) answers 400 on the socket.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { Agent, createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createProxyServer } from 'http-proxy-3';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The Content-Security-Policy of the three apps (issue 12.7), the same in
 * deploy/security-headers.conf for nginx (a test compares them). Scripts only
 * from the origin: the built index.html files have no inline script. Styles
 * also inline: Mantine injects <style> elements (its CSS variables) at run
 * time and React renders `style` attributes; a nonce cannot cover attributes,
 * and a style runs no code. Images from any https origin: the notary map's
 * tiles come from MAP_TILES_URL, a run-time setting. Sockets (socket.io, the
 * face check) are same-origin ('self' covers ws:/wss: of the origin). Frames
 * from the origin and blob: only: the act card shows the print form, a PDF the
 * page fetched with the session's token, from a blob: URL.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers of every answer the gateway makes itself (pages, assets, its own
 * errors); the back ends' answers carry their own (the API's: helmet).
 * Referrer: the origin only, to other sites (the tile server's usage policy
 * wants one; paths and queries with personal numbers stay home).
 */
export const APP_SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(self), microphone=(self), geolocation=(self), payment=()',
};

/** Longest request target accepted (path and query), as nginx's default large_client_header_buffers (8k). */
export const MAX_URL_LENGTH = 8192;

const BAD_REQUEST = JSON.stringify({ code: 'bad_request', message: "So'rov noto'g'ri" });

/**
 * The request target's decoded path, or why the request is refused: a target
 * that is not a path ('*', absolute-form), longer than MAX_URL_LENGTH, with a
 * percent-encoding that is not UTF-8, NUL or other control characters,
 * backslashes, or `.`/`..` segments (also encoded: `%2e%2e`, `..%2f`).
 * @param {string | undefined} url
 * @returns {{ ok: true, pathname: string } | { ok: false, reason: string }}
 */
export function checkRequestTarget(url) {
  if (typeof url !== 'string' || !url.startsWith('/')) return { ok: false, reason: 'not a path' };
  if (url.length > MAX_URL_LENGTH) return { ok: false, reason: 'too long' };
  const raw = url.split(/[?#]/, 1)[0];
  if (raw.startsWith('//')) return { ok: false, reason: 'not a path' };
  let pathname;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return { ok: false, reason: 'bad percent-encoding' };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(pathname)) return { ok: false, reason: 'control character or backslash' };
  if (pathname.split('/').some((segment) => segment === '..' || segment === '.')) return { ok: false, reason: 'dot segment' };
  return { ok: true, pathname };
}

const isBackend = (path) =>
  ['/api', '/socket.io', '/face-check'].some((base) => path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`));

/**
 * @param {{ port: number, host?: string, apiUrl?: string, apiUrls?: string[], faceCheckUrl: string, apps: { base: string, dir: string }[], log?: (line: string) => void }} options
 * apps: most specific base first; the last one ('/') takes every other path.
 * apiUrls: the API replicas (issue 17.3; `apiUrl` for one).
 */
export function startGateway(options) {
  const log = options.log ?? ((line) => console.error(`[gateway] ${line}`));
  const proxy = createProxyServer({ xfwd: true });
  // One keep-alive pool per back end for plain requests (issue 17): without it
  // every proxied request opened (and closed) a new connection to the API.
  // Upgrades (socket.io, the face check) keep their own connection, unpooled.
  const agents = {
    api: new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 60_000 }),
    faceCheck: new Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 60_000 }),
  };
  proxy.on('error', (err, _req, res) => {
    // A back end that is down (or restarting) answers 502 with a JSON body, never hangs.
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { ...APP_SECURITY_HEADERS, 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ code: 'bad_gateway', message: 'Xizmat vaqtincha mavjud emas' }));
    } else if (res && 'destroy' in res) {
      res.destroy();
    }
    if (err) log(err.message);
  });

  const replicas = apiReplicas(options.apiUrls ?? [options.apiUrl]);
  proxy.on('error', (err, req) => {
    // A replica that refuses connections (stopped, restarting) is left out for a while.
    if (req?.apiReplica && ['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH'].includes(err?.code)) replicas.markDown(req.apiReplica);
  });
  /** The back end of a request; an API request remembers its replica (for the error handler above). */
  const target = (req) => {
    if (req.url.startsWith('/face-check')) return options.faceCheckUrl;
    req.apiReplica = replicas.pick(req);
    return req.apiReplica.url;
  };
  const agent = (url) => (url.startsWith('/face-check') ? agents.faceCheck : agents.api);

  const server = createServer((req, res) => {
    res.on('error', (e) => log(`response: ${e.message}`));
    try {
      const checked = checkRequestTarget(req.url);
      if (!checked.ok) {
        badRequest(res);
        return;
      }
      if (isBackend(checked.pathname)) {
        forgetForwardedHeaders(req);
        proxy.web(req, res, { target: target(req), agent: agent(req.url) });
        return;
      }
      serveApp(req, res, checked.pathname, options.apps, log);
    } catch (e) {
      // A defect of ours, not of the request: answer, log, keep serving.
      log(`${req.method} ${String(req.url).slice(0, 200)}: ${e?.stack ?? e}`);
      if (!res.headersSent) res.writeHead(500, { ...APP_SECURITY_HEADERS, 'content-type': 'application/json' }).end(JSON.stringify({ code: 'internal_error', message: 'Tizimda xatolik' }));
      else res.destroy();
    }
  });
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', (e) => log(`upgrade socket: ${e.message}`));
    try {
      const checked = checkRequestTarget(req.url);
      if (checked.ok && isBackend(checked.pathname)) {
        forgetForwardedHeaders(req);
        proxy.ws(req, socket, head, { target: target(req) });
      } else {
        socket.end(rawAnswer(400, BAD_REQUEST));
      }
    } catch (e) {
      log(`upgrade ${String(req.url).slice(0, 200)}: ${e?.stack ?? e}`);
      socket.destroy();
    }
  });
  // Requests Node's HTTP parser refuses (malformed request line or headers,
  // heads over the size limit, conflicting Content-Length/Transfer-Encoding):
  // answer 400 and close, as for every other malformed request.
  server.on('clientError', (err, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(rawAnswer(400, BAD_REQUEST));
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      server.on('error', (e) => log(`server: ${e.message}`));
      server.once('close', () => {
        agents.api.destroy();
        agents.faceCheck.destroy();
      });
      resolvePromise(server);
    });
  });
}

/** How long a replica that refused a connection is left out of the rotation. */
export const REPLICA_DOWN_MS = 2000;

/**
 * The API replicas behind the gateway (issue 17.3): plain requests go round
 * the replicas in turn; socket.io (its websocket, and its long-polling
 * requests, which must reach the replica that holds their session) goes by a
 * hash of the client's address, as nginx's ip_hash does in docker-compose. A
 * replica that refused a connection is skipped for REPLICA_DOWN_MS (that one
 * request answers 502), unless none is left.
 */
export function apiReplicas(urls, now = () => Date.now()) {
  if (urls.length === 0 || urls.some((u) => typeof u !== 'string')) throw new Error('the gateway needs at least one API address');
  const all = urls.map((url) => ({ url, downUntil: 0 }));
  let turn = 0;
  const live = () => {
    const up = all.filter((r) => r.downUntil <= now());
    return up.length > 0 ? up : all;
  };
  return {
    all,
    pick(req) {
      const pool = live();
      if (pool.length === 1) return pool[0];
      if (String(req.url).startsWith('/socket.io')) return pool[addressHash(req.socket?.remoteAddress ?? '') % pool.length];
      turn = (turn + 1) % pool.length;
      return pool[turn];
    },
    markDown(replica) {
      replica.downUntil = now() + REPLICA_DOWN_MS;
    },
  };
}

/** FNV-1a of the client's address: the same client, the same replica. */
function addressHash(address) {
  let h = 0x811c9dc5;
  for (let i = 0; i < address.length; i++) h = Math.imul(h ^ address.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The gateway is the edge: what a client claims about its own address or
 * protocol is dropped, and xfwd sets X-Forwarded-For/-Proto/-Host/-Port from
 * what the gateway saw. The API trusts them from loopback only (TRUST_PROXY),
 * so nobody picks their own rate-limit key.
 */
function forgetForwardedHeaders(req) {
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith('x-forwarded-') || name === 'forwarded' || name === 'x-real-ip') delete req.headers[name];
  }
}

function rawAnswer(status, body) {
  const reason = status === 400 ? 'Bad Request' : 'Error';
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`
  );
}

function badRequest(res) {
  res.writeHead(400, { ...APP_SECURITY_HEADERS, 'content-type': 'application/json', connection: 'close' }).end(BAD_REQUEST);
}

function serveApp(req, res, pathname, apps, log) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...APP_SECURITY_HEADERS, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
    return;
  }
  // `/kiosk` without its slash is the kiosk too.
  const app = apps.find((a) => pathname === a.base.replace(/\/$/, '') || pathname.startsWith(a.base)) ?? apps.at(-1);
  const root = resolve(app.dir);
  const relative = normalize(pathname.slice(app.base.length - 1) || '/');
  let file = join(root, relative);
  // checkRequestTarget refused dot segments already; this stays as the last guard.
  if (file !== root && !file.startsWith(root + sep)) {
    badRequest(res);
    return;
  }
  const isAsset = relative.startsWith('/assets/');
  // Source maps are for error reporting, never public: the build keeps them out of dist/ (tools/vite-app.ts), and one left there is not served either.
  if (extname(relative) === '.map') {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  if (!isFile(file)) {
    if (isAsset || extname(relative) !== '') {
      res.writeHead(404, { ...APP_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // Client-side routes: every other path gets the app's index.html (history mode).
    file = join(root, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(503, { ...APP_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' }).end(`${app.base} is not built: run pnpm build`);
      return;
    }
  }
  // The build writes .br and .gz beside each js/css/html/svg file (tools/vite-app.ts): send the
  // smallest one the client accepts, with the original file's type.
  const compressible = COMPRESSIBLE.has(extname(file));
  const encoding = compressible ? pickEncoding(req.headers['accept-encoding'], file) : undefined;
  const headers = {
    ...APP_SECURITY_HEADERS,
    'content-type': MIME[extname(file)] ?? 'application/octet-stream',
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding.name } : {}),
    // Hashed assets never change; index.html must always be fresh.
    'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (req.method === 'HEAD') {
    res.writeHead(200, headers).end();
    return;
  }
  const stream = createReadStream(encoding ? file + encoding.suffix : file);
  stream.once('open', () => {
    res.writeHead(200, headers);
    stream.pipe(res);
  });
  stream.once('error', (e) => {
    log(`${file}: ${e.message}`);
    if (!res.headersSent) res.writeHead(404, { ...APP_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    else res.destroy();
  });
}

/** Types the build pre-compresses (tools/vite-app.ts precompress()). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg']);
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/**
 * The pre-compressed copy of `file` the client accepts (brotli first), if the build wrote one.
 * Accept-Encoding is read as RFC 9110 says: a coding with q=0 is refused, `*` stands for any other.
 */
export function pickEncoding(acceptEncoding, file) {
  if (typeof acceptEncoding !== 'string' || acceptEncoding === '') return undefined;
  const q = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name) => (q.has(name) ? q.get(name) > 0 : (q.get('*') ?? 0) > 0);
  return ENCODINGS.find((e) => accepts(e.name) && isFile(file + e.suffix));
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    // ENOENT, ENAMETOOLONG, ENOTDIR: not a file of the app.
    return false;
  }
}
