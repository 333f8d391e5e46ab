import { SetMetadata } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { ErrorCode } from '@notary/domain/errors';
import { type Ctor, routesOf } from './routes.js';

const BODY_LIMIT = 'notary:body-limit';

/** A JSON body of any route unless it says more (`@BodyLimit`): every form of the portal fits many times over. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** A route that takes a document or a recording accepts a body up to `bytes` (issue 12.4). */
export const BodyLimit = (bytes: number) => SetMetadata(BODY_LIMIT, bytes);

type RequestWithRaw = Request & { rawBody?: Buffer };

function kib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB` : `${Math.round(bytes / 1024)} KiB`;
}

/**
 * The request body parsers (JSON, keeping its exact bytes in `req.rawBody` for
 * signed callbacks; text/plain; forms), each capped at the route's limit: a
 * body over it answers 413 `payload_too_large` naming the limit before the
 * rest of it is read; a malformed body answers 400. Routes are matched with
 * the controllers' own paths, so a limit is declared where the route is.
 */
export function bodyParsers(controllers: Iterable<Ctor>, globalPrefix = 'api', defaultLimit = DEFAULT_BODY_LIMIT): RequestHandler {
  const limits: { method: string; pattern: RegExp; limit: number }[] = [];
  for (const { handler, verb, path } of routesOf(controllers, globalPrefix)) {
    const limit = Reflect.getMetadata(BODY_LIMIT, handler) as number | undefined;
    if (limit === undefined) continue;
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`);
    limits.push({ method: verb.toUpperCase(), pattern, limit });
  }
  const parsers = new Map<number, RequestHandler[]>();
  const parsersOf = (limit: number): RequestHandler[] => {
    let list = parsers.get(limit);
    if (!list) {
      list = [
        express.json({ limit, verify: (req, _res, buf) => void ((req as RequestWithRaw).rawBody = buf) }),
        express.text({ limit, type: 'text/plain' }),
        express.urlencoded({ limit, extended: true }),
      ];
      parsers.set(limit, list);
    }
    return list;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    // A request without a body (every GET) has nothing to parse: the parsers are not asked (issue 17.1: 21 k of
    // the 1 600 k instructions "my acts" costs, bench/request-instructions.mjs). The test is type-is's `hasBody`:
    // a body announces its length or comes chunked.
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return next();
    const limit = limits.find((l) => l.method === req.method && l.pattern.test(req.path))?.limit ?? defaultLimit;
    const [json, text, form] = parsersOf(limit);
    const done = (error?: unknown): void => {
      if (!error) return next();
      const { status, type } = error as { status?: number; type?: string };
      if (type === 'entity.too.large' || status === 413) {
        res.status(413).json({ code: 'payload_too_large' satisfies ErrorCode, message: `The request body is larger than this route accepts (${kib(limit)})`, details: { limit } });
      } else if (typeof status === 'number' && status >= 400 && status < 500) {
        res.status(status === 415 ? 415 : 400).json({ code: 'bad_request', message: String((error as Error).message).slice(0, 200) });
      } else {
        next(error);
      }
    };
    json!(req, res, (e?: unknown) => (e ? done(e) : text!(req, res, (e2?: unknown) => (e2 ? done(e2) : form!(req, res, done)))));
  };
}
