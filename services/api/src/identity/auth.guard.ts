import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_HTTP_STATUS } from '@notary/domain/errors';
import { AppError } from '../common/app-error.js';
import { SessionsService } from '../sessions/sessions.service.js';
import type { Role } from '../users/user.entity.js';
import { accessDenied } from './access-denied.js';
import { resolveLocale } from './locale.js';
import { forbiddenMessage } from './messages.js';
import type { IdentifiedRequest, RequestIdentity } from './session-user.js';

/** The bearer token of a request (spec/shell.md 7: ordinary calls carry a bearer token). */
export function bearerToken(req: IdentifiedRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Authenticates the request's bearer token once and remembers the result on
 * the request (guards and the token interceptor share it), with the
 * session's next token stored in the same statement: the answer hands it
 * out if it is a 200 (identity/token-rotation.ts).
 */
export async function identify(req: IdentifiedRequest, sessions: SessionsService): Promise<RequestIdentity | undefined> {
  if (req.identity) return req.identity;
  const token = bearerToken(req);
  if (!token) return undefined;
  const session = await sessions.authenticate(token, { issueNext: true });
  if (!session) return undefined;
  const { user } = session;
  req.identity = {
    sessionId: session.sessionId,
    tokenSeq: session.tokenSeq,
    nextToken: session.nextToken,
    termsofuse: user.termsofuse,
    clientMode: session.clientMode,
    user: {
      id: user.id,
      pin: user.pin.trim(),
      roles: user.roles,
      fullname: user.fullname,
      notaryId: user.notaryId,
      officeId: user.officeId,
      locale: resolveLocale(req.headers['accept-language']),
      clientMode: session.clientMode,
    },
  };
  return req.identity;
}

/**
 * Requires a live session: without a bearer token, or with an unknown,
 * expired, revoked or retired one, the answer is 403 `{ code: 'access_denied',
 * message: 'Access Denied' }` (spec/shell.md 8: the client then clears the
 * session and asks to sign in again).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<IdentifiedRequest>();
    if (!(await identify(req, this.sessions))) throw accessDenied();
    return true;
  }
}

const ROLES_KEY = 'identity:roles';

/** The roles allowed to call a handler or a controller (any one of them suffices). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/**
 * Requires a live session (as `AuthGuard`) and one of the roles given with
 * `@Roles(...)`. A signed-in user without the role gets 403 `forbidden`, not
 * 'Access Denied', so the client shows /403 instead of signing them out
 * (spec/shell.md 8 "other 403").
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionsService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<IdentifiedRequest>();
    const identity = await identify(req, this.sessions);
    if (!identity) throw accessDenied();
    const required = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required || required.length === 0) return true;
    if (identity.user.roles.some((role) => required.includes(role))) return true;
    throw new AppError('forbidden', ERROR_HTTP_STATUS.forbidden, forbiddenMessage(identity.user.locale));
  }
}
