import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17.1: every signed-in request updates its session's row (its token
 * counter and last use). A fifth of each page is kept free, so PostgreSQL can
 * write the new version beside the old one and leave the indexes alone (a
 * heap-only update); on full pages each request added an entry to each of
 * the table's three indexes.
 */
export class SessionsFillfactor1764310000000 implements MigrationInterface {
  name = 'SessionsFillfactor1764310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sessions SET (fillfactor = 80)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sessions RESET (fillfactor)`);
  }
}
