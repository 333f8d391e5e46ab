import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SessionsService } from '../sessions/sessions.service.js';
import { bearerToken, identify } from './auth.guard.js';
import type { IdentifiedRequest } from './session-user.js';

/** The response header that carries the next bearer token (spec/shell.md 4). */
export const TOKEN_HEADER = 'token';

/**
 * spec/shell.md 4: "The token is replaced on every successful 200 response by
 * the value of the response header 'token'." An application-wide middleware,
 * so every module's handlers hand out the next token without doing anything:
 * a request with a live session whose answer is 200 carries in `token` the
 * token to use next (SessionsService.authenticate: a fresh one when the
 * session's expiry slides, the one shown otherwise). Public routes called
 * with a bearer token are identified here too (without refusing anyone), so
 * they slide and rotate the session as well; the guards reuse the identity.
 *
 * The header goes out with the head of the answer, whoever writes it (Nest
 * sending a handler's value, or a handler writing a file itself with
 * `res.send`), and only when its status is 200: a client ignores it on other
 * statuses (shell 4). Handlers that end the request's own session (logout,
 * refused terms) clear the next token (SessionsService.revokeCurrent), so
 * their answer has no header.
 *
 * A middleware rather than a Nest interceptor (issue 17.1): with no global
 * interceptor Nest calls a handler without an observable pipeline, which cost
 * "my acts" about 50 µs of the API's time a request. A failed check here
 * (the database away) is not an error: the guard asks again and answers it.
 */
export function tokenRotation(sessions: SessionsService): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const identified = req as IdentifiedRequest;
    if (!bearerToken(identified)) return next();
    beforeHeaders(res, (status) => {
      const token = identified.identity?.nextToken;
      if (status === 200 && token) setToken(res, token);
    });
    identify(identified, sessions).then(
      () => next(),
      () => next(),
    );
  };
}

function setToken(res: ServerResponse, token: string): void {
  res.setHeader(TOKEN_HEADER, token);
  // A bearer token must never sit in a shared cache.
  res.setHeader('Cache-Control', 'no-store');
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
