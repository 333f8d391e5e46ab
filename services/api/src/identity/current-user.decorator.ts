import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { accessDenied } from './access-denied.js';
import type { IdentifiedRequest, SessionUser } from './session-user.js';

export type { SessionUser } from './session-user.js';

/**
 * The signed-in user of a handler guarded by `AuthGuard` or `RolesGuard`.
 * Used without a guard it refuses with 'Access Denied' rather than handing
 * out `undefined`.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const identity = context.switchToHttp().getRequest<IdentifiedRequest>().identity;
  if (!identity) throw accessDenied();
  return identity.user;
});
