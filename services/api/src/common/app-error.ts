/**
 * The one error the services throw. `code` is a member of the domain error
 * catalogue (`@notary/domain/errors`) or one of the spec's literal codes; the
 * global filter turns it into `{ code, message, details }` with `status`.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }
}
