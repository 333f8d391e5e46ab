import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from './migrations/index.js';
import { prepareDatabase } from './migrate.js';
import { PreparingClient } from './prepared-client.js';

/** Entities register themselves here from their modules (see `entities.ts`). */
import { entities } from './entities.js';

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
    // Each connection keeps the statements it ran prepared (prepared-client.ts).
    extra: { max: poolMax, connectionTimeoutMillis: 10_000, Client: PreparingClient },
  };
}

/** Opens a connection and brings the schema up to date (under the schema lock, see `migrate.ts`). */
export async function openDatabase(url: string): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize();
  await prepareDatabase(ds);
  return ds;
}
