import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tools/test-database.mjs';
import { MAX_PREPARED_PER_CONNECTION, PreparingClient, rowsAsArrays, statementName } from './prepared-client.js';

// Issue 17.1: the API's connections keep their data statements prepared (parsed once, planned once when
// PostgreSQL's generic plan serves), on a real PostgreSQL.
describe('PreparingClient: the statement cache of the API connections', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase('notary_prepared_test');
    ds = new DataSource({ type: 'postgres', url: db.url, extra: { max: 1, Client: PreparingClient } });
    await ds.initialize();
    await ds.query('CREATE TABLE thing (id int PRIMARY KEY, name text NOT NULL)');
    await ds.query(`INSERT INTO thing SELECT g, 'n' || g FROM generate_series(1, 50) g`);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const prepared = async () => (await ds.query('SELECT name, statement, generic_plans::int AS generic FROM pg_prepared_statements')) as { name: string; statement: string; generic: number }[];

  it('names a data statement after its text, runs it with each call’s parameters, and plans it once after five runs', async () => {
    const text = 'SELECT name FROM thing WHERE id = $1';
    for (let id = 1; id <= 10; id++) expect(await ds.query(text, [id])).toEqual([{ name: `n${id}` }]);
    const row = (await prepared()).find((p) => p.name === statementName(text));
    expect(row?.statement).toBe(text);
    // Runs six to ten used the generic plan: no planning per request.
    expect(row?.generic).toBeGreaterThanOrEqual(5);
  });

  it('leaves transaction control, SET and DDL unnamed, and a transaction still commits and rolls back', async () => {
    await ds.transaction(async (em) => {
      await em.query("SET LOCAL statement_timeout = '5s'");
      await em.query('UPDATE thing SET name = $2 WHERE id = $1', [1, 'one']);
    });
    await ds
      .transaction(async (em) => {
        await em.query('UPDATE thing SET name = $2 WHERE id = $1', [2, 'two']);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await ds.query('SELECT id, name FROM thing WHERE id IN (1, 2) ORDER BY id')).toEqual([
      { id: 1, name: 'one' },
      { id: 2, name: 'n2' },
    ]);
    const names = (await prepared()).map((p) => p.statement);
    expect(names.some((s) => /^(BEGIN|START|COMMIT|ROLLBACK|SET)/i.test(s))).toBe(false);
  });

  it('a table changed under a prepared SELECT * answers with the new columns (the stale statement is replaced)', async () => {
    const text = 'SELECT * FROM thing WHERE id = $1';
    expect(await ds.query(text, [3])).toEqual([{ id: 3, name: 'n3' }]);
    await ds.query(`ALTER TABLE thing ADD COLUMN note text NOT NULL DEFAULT 'x'`);
    expect(await ds.query(text, [3])).toEqual([{ id: 3, name: 'n3', note: 'x' }]);
  });

  it('builds the parsers of a statement’s columns once and parses each run’s values with them', async () => {
    const client = new PreparingClient({ connectionString: db.url });
    await client.connect();
    try {
      const text = `SELECT $1::int AS n, ($1::int * 1.5)::numeric(10, 2) AS money, to_timestamp($1::int) AS at, json_build_object('n', $1::int) AS doc,
                           ARRAY['a', $1::text] AS tags, $1::int > 1 AS big, NULL::date AS none`;
      type Parsed = { rows: unknown[]; _parsers: unknown[] };
      const runs = [] as Parsed[];
      for (const n of [1, 2, 3]) runs.push((await client.query(text, [n])) as unknown as Parsed);
      expect(runs.map((r) => r.rows[0])).toEqual(
        [1, 2, 3].map((n) => ({ n, money: (n * 1.5).toFixed(2), at: new Date(n * 1000), doc: { n }, tags: ['a', String(n)], big: n > 1, none: null })),
      );
      // The second and third answers reuse what the first one's columns built.
      expect(runs[1]!._parsers).toBe(runs[0]!._parsers);
      expect(runs[2]!._parsers).toBe(runs[0]!._parsers);
      // Rows are separate objects, not the kept empty row.
      expect(runs[1]!.rows[0]).not.toBe(runs[2]!.rows[0]);
    } finally {
      await client.end();
    }
  });

  it('answers the rows of a statement marked rowsAsArrays as arrays of its values in order, others as objects', async () => {
    const text = rowsAsArrays('SELECT id, name, id * 2 AS twice FROM thing WHERE id BETWEEN $1 AND $2 ORDER BY id');
    for (let run = 0; run < 3; run++) expect(await ds.query(text, [10, 11])).toEqual([[10, 'n10', 20], [11, 'n11', 22]]);
    expect(await ds.query('SELECT id, name FROM thing WHERE id = $1', [10])).toEqual([{ id: 10, name: 'n10' }]);
    // Unnamed too: a text that is not a data statement PostgreSQL could hold prepared.
    expect(await ds.query(rowsAsArrays('VALUES ($1::int, $2::text)'), [5, 'five'])).toEqual([[5, 'five']]);
  });

  it('a column whose type changed under a prepared statement is parsed as its new type', async () => {
    await ds.query('CREATE TABLE gauge (id int PRIMARY KEY, v int NOT NULL)');
    await ds.query('INSERT INTO gauge VALUES (1, 7)');
    const text = 'SELECT id, v FROM gauge WHERE id = $1';
    expect(await ds.query(text, [1])).toEqual([{ id: 1, v: 7 }]);
    await ds.query('ALTER TABLE gauge ALTER COLUMN v TYPE text');
    expect(await ds.query(text, [1])).toEqual([{ id: 1, v: '7' }]);
  });

  it('a statement PostgreSQL refuses is an error as before, and the connection keeps working', async () => {
    await expect(ds.query('SELECT nope FROM thing WHERE id = $1', [1])).rejects.toThrow(/nope/);
    expect(await ds.query('SELECT count(*)::int AS n FROM thing WHERE id > $1', [0])).toEqual([{ n: 50 }]);
  });

  it('keeps at most MAX_PREPARED_PER_CONNECTION statements on a connection; more texts still run', async () => {
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 20; i++) await ds.query(`SELECT $1::int + ${i} AS v`, [1]);
    expect((await prepared()).length).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
    expect(await ds.query(`SELECT $1::int + ${MAX_PREPARED_PER_CONNECTION + 100} AS v`, [1])).toEqual([{ v: MAX_PREPARED_PER_CONNECTION + 101 }]);
  });
});
