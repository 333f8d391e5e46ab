import type { DataSource, EntityManager } from 'typeorm';

/** Demo data of one feature, applied once per database (recorded in `seed_run`). */
export type Seeder = { name: string; run: (em: EntityManager) => Promise<void> };

/**
 * Runs the seeders not yet applied, each in its own transaction, in order
 * (on a manager bound to one connection when given one: `prepareDatabase`).
 */
export async function runSeeders(ds: DataSource | EntityManager, seeders: readonly Seeder[]): Promise<string[]> {
  const applied: string[] = [];
  for (const seeder of seeders) {
    await ds.transaction(async (em) => {
      const inserted = (await em.query(
        'INSERT INTO seed_run (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name',
        [seeder.name],
      )) as unknown[];
      if (inserted.length === 0) return;
      await seeder.run(em);
      applied.push(seeder.name);
    });
  }
  return applied;
}
