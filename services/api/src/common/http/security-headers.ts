import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * The API's security headers (issue 12.7), on every answer, errors included:
 * helmet's set (X-Content-Type-Options: nosniff, Referrer-Policy: no-referrer,
 * X-Frame-Options, Cross-Origin-Resource/Opener-Policy, HSTS …) with a CSP for
 * answers that are data, never pages: nothing loads, nothing frames them.
 * `Cache-Control: no-store` by default, so that no answer with personal data
 * (every authenticated one, 4xx and 5xx too) is kept by a browser or a proxy;
 * a route that may be cached says so itself (public configuration).
 * X-Powered-By is not sent (app.ts disables it).
 */
export function securityHeaders(): RequestHandler[] {
  const headers = helmetHeaders();
  // Issue 17.1: the same headers on every answer, set from one list (helmet's dozen middlewares cost 10 µs a request).
  const setAll = (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
  return [setAll];
}

/** Helmet's headers for these options, as it sets them (none depends on the request), and `Cache-Control: no-store`. */
function helmetHeaders(): [string, string][] {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const set = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => set.set(name, String(value)),
    removeHeader: (name: string) => set.delete(name),
  } as unknown as Response;
  let called = false;
  middleware({ headers: {} } as Request, res, () => (called = true));
  if (!called) throw new Error('helmet did not answer at once: its headers cannot be computed ahead');
  set.set('Cache-Control', 'no-store');
  return [...set];
}
