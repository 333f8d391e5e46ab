import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from './migrations/index.js';
import { prepareDatabase } from './migrate.js';
import { PreparingClient } from './prepared-client.js';

/** Entities register themselves here from their modules (see `entities.ts`). */
import { entities } from './entities.js';

/** How long a connection of the pool may stay idle before it is closed. */
export const POOL_IDLE_MS = 5 * 60_000;

/** `poolMax`: PostgreSQL connections per API process (DB_POOL_MAX). */
export function dataSourceOptions(url: string, poolMax = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: ['error'],
    // Each connection keeps the statements it ran prepared (prepared-client.ts), so a connection closed
    // costs its reopening (a PostgreSQL backend started, the session set up) and every statement parsed
    // and planned again: an idle one is kept five minutes, not node-postgres's ten seconds, after which
    // a lull of ten seconds made the next burst of requests open the pool again (issue 17.1).
    extra: { max: poolMax, idleTimeoutMillis: POOL_IDLE_MS, connectionTimeoutMillis: 10_000, Client: PreparingClient },
  };
}

/** Opens a connection and brings the schema up to date (under the schema lock, see `migrate.ts`). */
export async function openDatabase(url: string): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize();
  await prepareDatabase(ds);
  return ds;
}
