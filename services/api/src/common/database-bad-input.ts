/**
 * Whether a database error says the request's data cannot be stored or
 * compared as sent (issue 12.3): SQLSTATE class 22 "data exception" (a NUL
 * byte or a lone surrogate in text or JSON, a number beyond the column's
 * range, an impossible date such as 2026-02-30, text too long for its
 * column) and 54000 "program limit exceeded" (a value too large for an
 * index). The shared schemas bound every field so that such a value is a 400
 * naming the field; this is the net under them: whatever value slips past a
 * schema still answers 400, never 500. Walks TypeORM's `driverError` and `cause`.
 */
export function isDatabaseBadInput(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; driverError?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && /^(22[0-9A-Z]{3}|54000)$/.test(e.code)) return true;
  if (e.driverError && e.driverError !== error && isDatabaseBadInput(e.driverError, depth + 1)) return true;
  return Boolean(e.cause && e.cause !== error && isDatabaseBadInput(e.cause, depth + 1));
}
