import { type DataSource, MigrationExecutor, type QueryRunner } from 'typeorm';
import { runSeeders, type Seeder } from './seed.js';

/**
 * The key of the session-level advisory lock that serialises schema changes
 * and demo seeding: two API replicas starting at once on one database would
 * otherwise both run the same migration (the second fails on "already
 * exists", or both insert their row into `migrations`). Advisory locks are
 * scoped to the current database, so test databases on one server do not
 * wait for each other.
 */
export const SCHEMA_LOCK_KEY = 7_340_202_511n;

/**
 * Runs `work` on one dedicated connection while it holds the schema lock;
 * a second process blocks in `pg_advisory_lock` until the first is done. All
 * of the work uses that same connection, so it cannot wait on a pool that a
 * small `DB_POOL_MAX` has exhausted. The lock dies with the session if the
 * process does.
 */
export async function withSchemaLock<T>(ds: DataSource, work: (runner: QueryRunner) => Promise<T>): Promise<T> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY.toString()]);
    try {
      return await work(runner);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY.toString()]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Brings the schema up to date (each migration in its own transaction) and
 * then, when asked, applies the demo seeders not yet applied, all under the
 * schema lock. Returns the names of the seeders applied.
 */
export async function prepareDatabase(ds: DataSource, seeders: readonly Seeder[] = []): Promise<string[]> {
  return withSchemaLock(ds, async (runner) => {
    const executor = new MigrationExecutor(ds, runner);
    executor.transaction = 'each';
    await executor.executePendingMigrations();
    return seeders.length > 0 ? runSeeders(runner.manager, seeders) : [];
  });
}
