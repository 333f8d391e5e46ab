import type { ServerResponse } from 'node:http';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { RESPONSE_PASSTHROUGH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { Response } from 'express';
import { from, map, type Observable, switchMap } from 'rxjs';
import { SessionsService } from '../sessions/sessions.service.js';
import { bearerToken, identify } from './auth.guard.js';
import type { IdentifiedRequest } from './session-user.js';

/** The response header that carries the next bearer token (spec/shell.md 4). */
export const TOKEN_HEADER = 'token';

/**
 * spec/shell.md 4: "The token is replaced on every successful 200 response by
 * the value of the response header 'token'." Registered application-wide, so
 * every module's handlers rotate without doing anything: a request with a
 * live session whose answer is 200 gets a fresh token in `token`. Public
 * routes called with a bearer token are identified here too (without
 * refusing anyone), so they slide and rotate the session as well.
 *
 * The next token is stored in the same statement that checked the
 * request's token (identify, SessionsService.authenticate with issueNext):
 * one round trip and one commit a request (issue 17.1). A token stored for
 * an answer that turned out otherwise is never shown to anyone; it costs a
 * row, not security, and goes with its session.
 *
 * Two ways a handler answers, both covered:
 * - It returns a value and Nest writes it: the header is set after the
 *   handler, once its status is known, and only for a 200. Handlers that
 *   end the request's own session (logout, refused terms) clear the next
 *   token (SessionsService.revokeCurrent), so their answer has no header.
 * - It writes the response itself (`@Res()` without passthrough: file
 *   downloads sending a PDF with `res.send`): nothing runs after it that
 *   could still set a header, and the header must go out with the first
 *   byte. So a hook on `writeHead` puts it on the response only if the
 *   status being written is 200.
 *
 * The header is set only on 200: a client ignores it on other statuses
 * (shell 4), and an unread token would only lengthen the chain.
 */
@Injectable()
export class TokenRotationInterceptor implements NestInterceptor {
  constructor(private readonly sessions: SessionsService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<IdentifiedRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const identified = req.identity || !bearerToken(req) ? Promise.resolve(undefined) : identify(req, this.sessions);
    const writesItself = handlerWritesResponse(context);
    return from(identified).pipe(
      switchMap(() => {
        const identity = req.identity;
        if (identity && writesItself) beforeHeaders(res, (status) => status === 200 && identity.nextToken !== null && setToken(res, identity.nextToken));
        return next.handle();
      }),
      map((body: unknown) => {
        const token = req.identity?.nextToken;
        if (token && !writesItself && res.statusCode === 200 && !res.headersSent) setToken(res, token);
        return body;
      }),
    );
  }
}

function setToken(res: ServerResponse, token: string): void {
  res.setHeader(TOKEN_HEADER, token);
  // A bearer token must never sit in a shared cache.
  res.setHeader('Cache-Control', 'no-store');
}

/**
 * Whether Nest leaves the response to the handler: it takes `@Res()` or
 * `@Next()` without `passthrough` (the rule Nest's router applies itself
 * before deciding not to write the handler's result).
 */
function handlerWritesResponse(context: ExecutionContext): boolean {
  const controller = context.getClass();
  const method = context.getHandler().name;
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, unknown>;
  const takesResponse = Object.keys(args).some((key) => {
    const type = Number(key.split(':')[0]);
    return type === RouteParamtypes.RESPONSE || type === RouteParamtypes.NEXT;
  });
  return takesResponse && !Reflect.getMetadata(RESPONSE_PASSTHROUGH_METADATA, controller, method);
}

/**
 * Calls `listener` with the status just before the response's head is
 * written, whoever writes it (`res.send`, `res.end`, a piped stream, an
 * explicit `writeHead`): Node writes every head through `writeHead`. Headers
 * set here are merged with any passed to `writeHead`.
 */
function beforeHeaders(res: ServerResponse, listener: (status: number) => void): void {
  const writeHead = res.writeHead;
  let isDone = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!isDone) {
      isDone = true;
      listener(typeof args[0] === 'number' ? args[0] : this.statusCode);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
