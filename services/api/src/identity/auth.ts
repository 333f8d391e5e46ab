/** The identity module's contract for the other features: the session guard and the signed-in user. */
export { AuthGuard } from './auth.guard.js';
export { CurrentUser, type SessionUser } from './current-user.decorator.js';
