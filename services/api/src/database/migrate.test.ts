import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tools/test-database.mjs';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { dataSourceOptions } from './data-source.js';
import { prepareDatabase, SCHEMA_LOCK_KEY } from './migrate.js';
import { migrations } from './migrations/index.js';

// docker-compose starts two API replicas on one database: their migrations and
// demo seeding must take turns (an advisory lock), not race.
describe('migrations and seeding under the schema lock', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: INestApplication[] = [];
  beforeAll(async () => {
    db = await createTestDatabase('notary_migrate_test');
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await db?.drop();
  });

  it('two API apps starting at once on a fresh database both come up; each migration is applied once', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: db.url, seedDemo: false };
    const started = await Promise.allSettled([createApp(config, db.url), createApp(config, db.url)]);
    for (const s of started) if (s.status === 'fulfilled') apps.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(['up', 'up']);
    await Promise.all(apps.map((a) => a.init()));

    const rows = (await apps[0]!.get(DataSource).query(
      'SELECT name, count(*)::int AS n FROM migrations GROUP BY name ORDER BY name',
    )) as { name: string; n: number }[];
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect(rows.map((r) => r.name).sort()).toEqual(migrations.map((m) => m.name).sort());
  }, 120_000);

  it('a start waits while another process holds the lock, then seeds once', async () => {
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY.toString()]);
    const sources = [new DataSource(dataSourceOptions(db.url)), new DataSource(dataSourceOptions(db.url))];
    try {
      await Promise.all(sources.map((s) => s.initialize()));
      let runs = 0;
      const seeder = {
        name: 'lock-test-seeder',
        run: async () => {
          runs++;
          // Long enough that an unserialised second start would also see no seed_run row yet.
          await new Promise((r) => setTimeout(r, 300));
        },
      };
      let done = 0;
      const pending = sources.map((s) => prepareDatabase(s, [seeder]).then((applied) => (done++, applied)));
      await new Promise((r) => setTimeout(r, 500));
      expect(done).toBe(0);
      await holder.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY.toString()]);
      const applied = await Promise.all(pending);
      expect(applied.flat()).toEqual(['lock-test-seeder']);
      expect(runs).toBe(1);
    } finally {
      await holder.end();
      await Promise.all(sources.filter((s) => s.isInitialized).map((s) => s.destroy()));
    }
  }, 60_000);
});
