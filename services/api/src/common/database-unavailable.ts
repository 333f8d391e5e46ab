/**
 * Whether an error means the database cannot be reached right now (issue 12.6):
 * the server refuses or drops connections (down, restarting, killed), shuts
 * down or is still starting (SQLSTATE class 08, 57P01–57P03), or the pool
 * timed out waiting for a connection. Such a request answers 503 with
 * Retry-After instead of 500: nothing is wrong with it, it may be retried.
 * Walks TypeORM's `driverError`, `cause` and AggregateError's `errors`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { name?: unknown; code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  // TypeORM releases a query runner whose connection broke; the transaction's next query (or its COMMIT) then throws one of these.
  if (e.name === 'QueryRunnerProviderAlreadyReleasedError' || e.name === 'QueryRunnerAlreadyReleasedError') return true;
  if (typeof e.code === 'string' && (CONNECTION_ERRNOS.has(e.code) || /^08|^57P0[123]$/.test(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  if (e.driverError && e.driverError !== error && isDatabaseUnavailable(e.driverError, depth + 1)) return true;
  if (e.cause && e.cause !== error && isDatabaseUnavailable(e.cause, depth + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** Seconds a client should wait before retrying: the embedded database is back within a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

// node-postgres and pg-pool say these without a code.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^Connection is not established/,
];
