import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 1. acts-domain 5 "only one unfinished act per vehicle, property, spouse,
 *    child or attorney": the object keys of every unfinished act
 *    (`unfinishedActKeys` of @notary/domain/rules). The primary key on `key`
 *    closes the race of two acts created at once for one object; an act's
 *    keys are dropped when it is registered or ends.
 * 2. The foreign keys to the users and notaries tables, which landed after
 *    the acts migration (see 1763803000000).
 */
export class ActsKeysAndLinks1763803100000 implements MigrationInterface {
  name = 'ActsKeysAndLinks1763803100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE act_unfinished_key (
      key text PRIMARY KEY,
      act_id uuid NOT NULL REFERENCES notarial_act(id) ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX act_unfinished_key_act_idx ON act_unfinished_key (act_id)`);
    await q.query(`ALTER TABLE notarial_act
      ADD CONSTRAINT notarial_act_notary_fk FOREIGN KEY (notary_id) REFERENCES notary(id),
      ADD CONSTRAINT notarial_act_office_fk FOREIGN KEY (office_id) REFERENCES notary_office(id),
      ADD CONSTRAINT notarial_act_created_by_fk FOREIGN KEY (created_by) REFERENCES users(id)`);
    await q.query(`ALTER TABLE act_payment ADD CONSTRAINT act_payment_created_by_fk FOREIGN KEY (created_by) REFERENCES users(id)`);
    await q.query(`ALTER TABLE act_note ADD CONSTRAINT act_note_author_fk FOREIGN KEY (author_id) REFERENCES users(id)`);
    await q.query(`ALTER TABLE register_counter ADD CONSTRAINT register_counter_office_fk FOREIGN KEY (office_id) REFERENCES notary_office(id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE register_counter DROP CONSTRAINT register_counter_office_fk`);
    await q.query(`ALTER TABLE act_note DROP CONSTRAINT act_note_author_fk`);
    await q.query(`ALTER TABLE act_payment DROP CONSTRAINT act_payment_created_by_fk`);
    await q.query(`ALTER TABLE notarial_act DROP CONSTRAINT notarial_act_notary_fk, DROP CONSTRAINT notarial_act_office_fk, DROP CONSTRAINT notarial_act_created_by_fk`);
    await q.query(`DROP TABLE act_unfinished_key`);
  }
}
