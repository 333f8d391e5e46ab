import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17.1: the office inbox at national size (10 000 acts an office and more).
 * - Its page is read in index order: (office_id, entered_at DESC, id DESC) is the
 *   list's default order, so the newest twenty are the index's first twenty, not
 *   a sort of the office's every act.
 * - Its total without filters is kept per office by triggers (office_act_count),
 *   where a count read the office's every index entry on each page.
 */
export class OfficeInboxPath1764300000000 implements MigrationInterface {
  name = 'OfficeInboxPath1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX notarial_act_office_idx`);
    await q.query(`CREATE INDEX notarial_act_office_idx ON notarial_act (office_id, entered_at DESC, id DESC)`);
    await q.query(`CREATE TABLE office_act_count (office_id uuid PRIMARY KEY, acts bigint NOT NULL CHECK (acts >= 0))`);
    // Inserts and deletes are counted once a statement, per office (a seed of a million acts makes one
    // update an office); a move to another office, row by row, only when office_id changes.
    await q.query(`
      CREATE FUNCTION office_act_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO office_act_count (office_id, acts)
          SELECT office_id, count(*) FROM added WHERE office_id IS NOT NULL GROUP BY office_id
          ON CONFLICT (office_id) DO UPDATE SET acts = office_act_count.acts + excluded.acts;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION office_act_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE office_act_count c SET acts = c.acts - r.n
          FROM (SELECT office_id, count(*) AS n FROM removed WHERE office_id IS NOT NULL GROUP BY office_id) r
         WHERE c.office_id = r.office_id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION office_act_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.office_id IS NOT NULL THEN
          UPDATE office_act_count SET acts = acts - 1 WHERE office_id = OLD.office_id;
        END IF;
        IF NEW.office_id IS NOT NULL THEN
          INSERT INTO office_act_count (office_id, acts) VALUES (NEW.office_id, 1)
            ON CONFLICT (office_id) DO UPDATE SET acts = office_act_count.acts + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER office_act_count_insert AFTER INSERT ON notarial_act REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION office_act_count_added()`);
    await q.query(`CREATE TRIGGER office_act_count_delete AFTER DELETE ON notarial_act REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION office_act_count_removed()`);
    await q.query(`
      CREATE TRIGGER office_act_count_move AFTER UPDATE OF office_id ON notarial_act
        FOR EACH ROW WHEN (OLD.office_id IS DISTINCT FROM NEW.office_id) EXECUTE FUNCTION office_act_count_moved()`);
    await q.query(`INSERT INTO office_act_count (office_id, acts) SELECT office_id, count(*) FROM notarial_act WHERE office_id IS NOT NULL GROUP BY office_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER office_act_count_move ON notarial_act`);
    await q.query(`DROP TRIGGER office_act_count_delete ON notarial_act`);
    await q.query(`DROP TRIGGER office_act_count_insert ON notarial_act`);
    await q.query(`DROP FUNCTION office_act_count_moved(), office_act_count_removed(), office_act_count_added()`);
    await q.query(`DROP TABLE office_act_count`);
    await q.query(`DROP INDEX notarial_act_office_idx`);
    await q.query(`CREATE INDEX notarial_act_office_idx ON notarial_act (office_id, entered_at DESC)`);
  }
}
