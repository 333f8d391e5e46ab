/** Anything that runs SQL: the DataSource, an EntityManager of a transaction, a QueryRunner. */
export type Sql = { query(sql: string, params?: unknown[]): Promise<unknown> };

/**
 * The rows of a raw query. TypeORM answers an UPDATE or DELETE as
 * `[rows, affectedCount]` and everything else as `rows`; the identity code
 * runs UPDATE … RETURNING statements and wants the rows either way.
 */
export function sqlRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}

/** The affected row count of a raw UPDATE or DELETE. */
export function sqlAffected(result: unknown): number {
  if (Array.isArray(result) && result.length === 2 && typeof result[1] === 'number') return result[1];
  return Array.isArray(result) ? result.length : 0;
}
