import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';

/**
 * Answers smaller than this go as they are. An answer of a few KiB arrives in
 * the first round trip of a connection whether compressed or not (TCP's
 * initial window is ten segments, about 14 KiB), so compressing it saves a
 * slow mobile link a few milliseconds of transfer, while it costs the API's
 * one event loop 60–80 µs an answer (issue 17.1: a citizen's list of ten acts,
 * 2.7 KiB, where the whole rest of the request costs about 700 µs). A full
 * page of a list (twenty acts, about 5.5 KiB), a card and the documents are
 * compressed.
 */
export const COMPRESSION_THRESHOLD_BYTES = 4096;

/**
 * Issue 17: API answers above a small size are compressed (brotli or gzip, as
 * the client accepts), for whoever serves the API — the start command's
 * gateway and nginx pass the encoding through. Answers sent whole are
 * compressed in one call at the fastest levels (sentBodyCompression); the
 * highest levels are for the assets compressed once at build time
 * (tools/vite-app.ts).
 * Files the API sends (PDF, PNG, JPEG, the recordings it streams) are already
 * compressed: only JSON and text are, and the socket.io upgrade is not an
 * HTTP answer. BREACH needs a secret the browser adds by itself (a
 * cookie); the API's session is a bearer header set by the app's own code,
 * so a compressed answer reveals nothing to a third-party page.
 */
export function responseCompression(): RequestHandler[] {
  return [sentBodyCompression];
}

/** Bodies above this are compressed on the thread pool, off the request's turn. */
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
 * of the streaming levels'. Bodies over ONE_SHOT_MAX_BYTES are compressed
 * the same way on the thread pool. Only these answers are looked at: no
 * wrapper around every response's writes (the `compression` middleware's
 * cost 20 µs a request where it had nothing left to do).
 */
function sentBodyCompression(req: Request, res: Response, next: NextFunction): void {
  const send = res.send;
  res.send = function (this: Response, body?: unknown) {
    // A string's size is counted, not copied: most answers are below the threshold and go as they are.
    const size = typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : Buffer.isBuffer(body) ? body.length : -1;
    if (size < COMPRESSION_THRESHOLD_BYTES || req.method === 'HEAD' || this.getHeader('Content-Encoding') !== undefined) return send.call(this, body);
    const type = String(this.getHeader('Content-Type') ?? '');
    if (!/^(application\/(json|problem\+json)|text\/)/i.test(type)) return send.call(this, body);
    this.vary('Accept-Encoding');
    const can = acceptedEncodings(req.headers['accept-encoding']);
    if (!can.br && !can.gzip) return send.call(this, body);
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : (body as Buffer);
    const options = can.br
      ? {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 1,
            [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [zlib.BROTLI_PARAM_LGWIN]: Math.max(16, Math.min(22, Math.ceil(Math.log2(bytes.length + 1)))),
          },
        }
      : { level: 1 };
    const sendEncoded = (encoded: Buffer) => {
      this.setHeader('Content-Encoding', can.br ? 'br' : 'gzip');
      // send() adds the charset to a string's type only; the bytes are the same UTF-8.
      if (typeof body === 'string' && !/charset=/i.test(type)) this.setHeader('Content-Type', `${type}; charset=utf-8`);
      return send.call(this, encoded);
    };
    if (bytes.length <= ONE_SHOT_MAX_BYTES) return sendEncoded(can.br ? brotliCompressSync(bytes, options) : gzipSync(bytes, options));
    const done = (error: Error | null, encoded: Buffer) => (error ? send.call(this, body) : sendEncoded(encoded));
    if (can.br) brotliCompress(bytes, options, done);
    else gzip(bytes, options, done);
    return this;
  };
  next();
}
