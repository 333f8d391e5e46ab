import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { from, type Observable, mergeMap, switchMap } from 'rxjs';
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
 * The header is set only on 200: a client ignores it on other statuses
 * (shell 4), and an unread token would only lengthen the chain. Handlers that
 * revoke the session (logout, refused terms) get no header because rotation
 * of a revoked session yields nothing.
 */
@Injectable()
export class TokenRotationInterceptor implements NestInterceptor {
  constructor(private readonly sessions: SessionsService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<IdentifiedRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const identified = req.identity || !bearerToken(req) ? Promise.resolve(undefined) : identify(req, this.sessions);
    return from(identified).pipe(
      switchMap(() => next.handle()),
      mergeMap(async (body: unknown) => {
        const identity = req.identity;
        if (identity && res.statusCode === 200 && !res.headersSent) {
          const token = await this.sessions.rotate(identity.sessionId);
          if (token) {
            res.setHeader(TOKEN_HEADER, token);
            // A bearer token must never sit in a shared cache.
            res.setHeader('Cache-Control', 'no-store');
          }
        }
        return body;
      }),
    );
  }
}
