import compression from 'compression';
import type { RequestHandler } from 'express';
import { constants as zlib } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than the headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Issue 17: API answers above a small size are compressed (brotli or gzip, as
 * the client accepts), for whoever serves the API — the start command's
 * gateway and nginx pass the encoding through. Brotli at quality 4 and gzip
 * at level 6 cost about a millisecond on a list answer; the highest levels
 * are for the assets compressed once at build time (tools/vite-app.ts).
 * Files the API sends (PDF, PNG, JPEG) are already compressed: the filter's
 * compressible-type check leaves them alone, and the socket.io upgrade is not
 * an HTTP answer. BREACH needs a secret the browser adds by itself (a
 * cookie); the API's session is a bearer header set by the app's own code,
 * so a compressed answer reveals nothing to a third-party page.
 */
export function responseCompression(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // mime-db counts application/octet-stream as compressible; the API's octet
    // streams are files and the speed test's random bytes (issue 16.1), sent as they are.
    filter: (req, res) => !/^application\/octet-stream\b/i.test(String(res.getHeader('Content-Type') ?? '')) && compression.filter(req, res),
    level: 6,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
