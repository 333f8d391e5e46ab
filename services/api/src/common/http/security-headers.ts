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
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const noStore = (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
  return [headers, noStore];
}
