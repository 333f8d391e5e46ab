import type { TestProject } from 'vitest/node';
import { createTestDatabase } from '../../../../tools/test-database.mjs';
import { openDatabase } from '../database/data-source.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** One fresh database per test run; migrations run once here, each test makes its own data. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const db = await createTestDatabase('notary_api_test');
  const ds = await openDatabase(db.url);
  await ds.destroy();
  project.provide('databaseUrl', db.url);
  return () => db.drop();
}
