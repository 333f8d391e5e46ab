import type { DataSource } from 'typeorm';
import { createTestDatabase } from '../../../../tools/test-database.mjs';
import { openDatabase } from '../database/data-source.js';

/**
 * Runs `work` on a database of its own, migrated and empty, then drops it. For a test of a
 * seed, which runs on an empty database in production: on the run's shared database the
 * other files' acts are already there (an act registered at a demo office took the register
 * number the seed then gave its own act, in a CI run).
 */
export async function withFreshDatabase<T>(work: (ds: DataSource) => Promise<T>): Promise<T> {
  const db = await createTestDatabase('notary_api_seed');
  try {
    const ds = await openDatabase(db.url);
    try {
      return await work(ds);
    } finally {
      await ds.destroy();
    }
  } finally {
    await db.drop();
  }
}
