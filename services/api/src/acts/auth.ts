/** The one place the acts feature takes authentication from (the identity module's contract). */
export { AuthGuard } from '../identity/auth.guard.js';
export { CurrentUser, type SessionUser } from '../identity/current-user.decorator.js';
