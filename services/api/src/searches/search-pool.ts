import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { dataSourceOptions } from '../database/data-source.js';

/** The name of the public searches' own connection pool (`@InjectDataSource(SEARCH_DATA_SOURCE)`). */
export const SEARCH_DATA_SOURCE = 'searches';

/** A search must answer quickly or fail visibly; the page offers a retry. */
export const SEARCH_TIMEOUT_MS = 5000;

/**
 * How the searches' statements are planned: once per connection, for any
 * value (PostgreSQL's generic plan of a prepared statement), not again on
 * every search with its values. Each search is a lookup by its key through
 * an index whatever the value, so the values would not change the plan; they
 * cost its planning every time (the name search 0.75 ms of its 4.8, where
 * PostgreSQL, estimating the generic plan dearer, kept planning each one).
 * `pnpm bench public-searches` checks the plans this way (EXPLAIN EXECUTE).
 */
export const SEARCH_PLAN_CACHE_MODE = 'force_generic_plan';

/**
 * Issue 17: the public searches read through a pool of their own, whose
 * connections are read-only and time-limited from their start
 * (`default_transaction_read_only`, `statement_timeout`: PostgreSQL's startup
 * options). A search's statement is then one round trip in a transaction of
 * its own, where opening a read-only transaction with its limit, the
 * statement and the commit took three on the API's shared pool: the searches
 * answered 46–57 % more a second without them (the name search 246 → 360, the
 * case number 811 → 1 273, measured on 200 000 cases). A write on this pool
 * fails (`cannot execute … in a read-only transaction`), so no search can
 * change data, and no other work of the API runs under the searches' limit.
 *
 * Its statements are planned once for any value (`SEARCH_PLAN_CACHE_MODE`).
 *
 * `poolMax` connections at most (half the API's pool by default, opened as
 * searches come: an idle process holds one).
 */
export function searchDataSourceOptions(url: string, poolMax: number, timeoutMs = SEARCH_TIMEOUT_MS): TypeOrmModuleOptions & { name: string } {
  // The API's own pool's settings (idle time, the preparing client), without entities or migrations.
  const api = dataSourceOptions(url, poolMax);
  return {
    ...api,
    name: SEARCH_DATA_SOURCE,
    entities: [],
    migrations: [],
    extra: { ...api.extra, options: `-c default_transaction_read_only=on -c statement_timeout=${Math.trunc(timeoutMs)} -c plan_cache_mode=${SEARCH_PLAN_CACHE_MODE}` },
  } as TypeOrmModuleOptions & { name: string };
}
