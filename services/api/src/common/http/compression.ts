import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than the headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Issue 17: API answers above a small size are compressed (brotli or gzip, as
 * the client accepts), for whoever serves the API — the start command's
 * gateway and nginx pass the encoding through. Answers sent whole are
 * compressed in one call at the fastest levels (sentBodyCompression); the
 * highest levels are for the assets compressed once at build time
 * (tools/vite-app.ts).
 * Files the API sends (PDF, PNG, JPEG) are already compressed: the filter's
 * compressible-type check leaves them alone, and the socket.io upgrade is not
 * an HTTP answer. BREACH needs a secret the browser adds by itself (a
 * cookie); the API's session is a bearer header set by the app's own code,
 * so a compressed answer reveals nothing to a third-party page.
 */
export function responseCompression(): RequestHandler[] {
  return [sentBodyCompression, streamCompression()];
}

/** Bodies above this are left to the streaming compressor (off the main thread). */
const ONE_SHOT_MAX_BYTES = 256 * 1024;

/** The encodings the client accepts with a weight above 0 ("br;q=0" refuses brotli; "*" stands for gzip unless gzip is named). */
export function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
    weights.set(token.trim() === 'x-gzip' ? 'gzip' : token.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (weights.get(name) ?? 0) > 0;
  return { br: ok('br'), gzip: weights.has('gzip') ? ok('gzip') : ok('*') };
}

/**
 * Issue 17.1: a JSON or text answer sent whole (`res.json`, `res.send`: every
 * handler's answer) is compressed in one call on the request's own turn —
 * brotli at quality 1 with a window sized to the body, or gzip at level 1 —
 * about 30–60 µs for a list of twenty acts, where a streaming compressor
 * allocated its window and crossed to the thread pool for every answer
 * (a millisecond of the API's time on "my acts"). The sizes come within 5 %
 * of the streaming levels'. Larger bodies and streams go on to
 * `streamCompression`, which leaves an answer that already has an encoding alone.
 */
function sentBodyCompression(req: Request, res: Response, next: NextFunction): void {
  const send = res.send;
  res.send = function (this: Response, body?: unknown) {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.isBuffer(body) ? body : null;
    const type = String(this.getHeader('Content-Type') ?? '');
    if (
      bytes === null ||
      bytes.length < COMPRESSION_THRESHOLD_BYTES ||
      bytes.length > ONE_SHOT_MAX_BYTES ||
      req.method === 'HEAD' ||
      this.getHeader('Content-Encoding') !== undefined ||
      !/^(application\/(json|problem\+json)|text\/)/i.test(type)
    )
      return send.call(this, body);
    this.vary('Accept-Encoding');
    const can = acceptedEncodings(req.headers['accept-encoding']);
    if (!can.br && !can.gzip) return send.call(this, body);
    const encoded = can.br
      ? brotliCompressSync(bytes, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 1,
            [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [zlib.BROTLI_PARAM_LGWIN]: Math.max(16, Math.min(22, Math.ceil(Math.log2(bytes.length + 1)))),
          },
        })
      : gzipSync(bytes, { level: 1 });
    this.setHeader('Content-Encoding', can.br ? 'br' : 'gzip');
    // send() adds the charset to a string's type only; the bytes are the same UTF-8.
    if (typeof body === 'string' && !/charset=/i.test(type)) this.setHeader('Content-Type', `${type}; charset=utf-8`);
    return send.call(this, encoded);
  };
  next();
}

/** Streamed answers and bodies too large for one call: the compression middleware, on the thread pool. */
function streamCompression(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // mime-db counts application/octet-stream as compressible; the API's octet
    // streams are files and the speed test's random bytes (issue 16.1), sent as they are.
    filter: (req, res) => !/^application\/octet-stream\b/i.test(String(res.getHeader('Content-Type') ?? '')) && compression.filter(req, res),
    level: 6,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
