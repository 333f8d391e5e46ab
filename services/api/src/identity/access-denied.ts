import { AppError } from '../common/app-error.js';

/**
 * spec/shell.md 8: a 403 whose message is exactly 'Access Denied' means the
 * session is over; the client clears token and user and asks to sign in
 * again. Any other 403 sends the user to /403, so the two must not be mixed.
 */
export const ACCESS_DENIED_CODE = 'access_denied';
export const ACCESS_DENIED_MESSAGE = 'Access Denied';

export function accessDenied(): AppError {
  return new AppError(ACCESS_DENIED_CODE, 403, ACCESS_DENIED_MESSAGE);
}
