import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
// A port the system hands out (a random one in 55000-60000 lies in Linux's ephemeral range and met a busy one in a CI run).
import { freePort } from '../../../../tools/ports.mjs';
import { openDatabase } from './data-source.js';
import { restartDelayMs, startEmbeddedPostgres } from './embedded.js';

// README: with no DATABASE_URL the product runs on an embedded PostgreSQL whose
// data lives in DATA_DIR/postgres, and a second start keeps the first one's data.
describe('embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'notary-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts, runs the migrations, and keeps its data across a restart', async () => {
    const port = await freePort();
    const first = await startEmbeddedPostgres(dataDir, port);
    try {
      const ds = await openDatabase(first.url);
      await ds.query(`INSERT INTO seed_run (name) VALUES ('restart-check')`);
      await ds.destroy();
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedPostgres(dataDir, port);
    try {
      const client = new pg.Client({ connectionString: second.url });
      await client.connect();
      const { rows } = await client.query(`SELECT name FROM seed_run WHERE name = 'restart-check'`);
      const { rows: migrations } = await client.query('SELECT count(*)::int AS n FROM migrations');
      await client.end();
      expect(rows).toHaveLength(1);
      expect(migrations[0].n).toBeGreaterThanOrEqual(1);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('restarts a killed PostgreSQL by itself, with its data (issue 12.6)', async () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(restartDelayMs)).toEqual([100, 200, 400, 800, 1600, 2000, 2000]);
    const port = await freePort();
    const db = await startEmbeddedPostgres(dataDir, port);
    try {
      const ds = await openDatabase(db.url);
      await ds.query(`INSERT INTO seed_run (name) VALUES ('before-kill')`);
      await ds.destroy();
      const killed = db.pid()!;
      const killedAt = Date.now();
      process.kill(killed, 'SIGKILL');
      let answered = false;
      while (!answered && Date.now() - killedAt < 10_000) {
        await new Promise((r) => setTimeout(r, 100));
        const again = new pg.Client({ connectionString: db.url });
        again.on('error', () => {});
        answered = await again.connect().then(
          async () => {
            const { rows } = await again.query(`SELECT name FROM seed_run WHERE name = 'before-kill'`);
            await again.end();
            return rows.length === 1;
          },
          () => false,
        );
      }
      expect({ answered, withinMs: Date.now() - killedAt <= 5000 }).toEqual({ answered: true, withinMs: true });
      expect(db.pid()).not.toBe(killed);
    } finally {
      await db.stop();
    }
    expect(db.pid()).toBeUndefined();
  }, 120_000);

  it('says which port is taken instead of failing silently', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      await expect(startEmbeddedPostgres(dataDir, port)).rejects.toThrow(`port ${port} for the embedded PostgreSQL is in use`);
    } finally {
      blocker.close();
    }
  });
});
