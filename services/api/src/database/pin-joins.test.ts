import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tools/test-database.mjs';
import { RECIPIENTS_SQL } from '../notifications/notifications.repository.js';
import { ACT_AUDIENCE_SQL } from '../realtime/realtime.repository.js';
import { dataSourceOptions } from './data-source.js';
import { prepareDatabase } from './migrate.js';

// Issue 17.2: every change of an act asks who may hear of it and whom to notify. users.pin is char(14) and
// act_party.pin text: compared as text, PostgreSQL could not use users_pin_key and read every user at each
// transition (166 ms and parallel workers at 200 000 users). With sequential scans priced out, a query that
// can use the index does; one that cannot still scans, which this test sees.
describe('queries that find accounts by a party’s pin use users_pin_key', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase('notary_pin_joins_test');
    ds = new DataSource(dataSourceOptions(db.url, 1));
    await ds.initialize();
    await prepareDatabase(ds);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const plan = async (sql: string, params: unknown[]) =>
    ds.transaction(async (em) => {
      await em.query('SET LOCAL enable_seqscan = off');
      return ((await em.query(`EXPLAIN ${sql}`, params)) as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
    });
  const act = '00000000-0000-4000-8000-000000000001';

  it('the act’s audience (realtime) and its recipients (notifications)', async () => {
    for (const [sql, params] of [[ACT_AUDIENCE_SQL, [act]], [RECIPIENTS_SQL, [act, 'citizens']]] as const) {
      const text = await plan(sql, [...params]);
      expect(text).not.toMatch(/Seq Scan on users/);
      expect(text).toMatch(/users_pin_key/);
    }
  });
});
