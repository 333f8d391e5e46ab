import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The notary console's acts (issue 14 parts 1 and 5):
 * - notarial_act.parties_present_at / parties_present_by: the act's notary
 *   marked the parties present at an in-person visit; registration waits for it.
 * - act_party (lower(fullname) text_pattern_ops): the inbox's search by a
 *   party's name is a prefix match on this index (pin and regnum searches use
 *   act_party_pin_idx and notarial_act_regnum_idx).
 * - notarial_act (office_id, status, step): the inbox's counts per step of an office.
 */
export class ConsoleActs1763804410000 implements MigrationInterface {
  name = 'ConsoleActs1763804410000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notarial_act ADD COLUMN parties_present_at timestamptz, ADD COLUMN parties_present_by uuid`);
    await q.query(`CREATE INDEX act_party_fullname_prefix_idx ON act_party (lower(fullname) text_pattern_ops)`);
    await q.query(`CREATE INDEX notarial_act_office_step_idx ON notarial_act (office_id, status, step)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX notarial_act_office_step_idx`);
    await q.query(`DROP INDEX act_party_fullname_prefix_idx`);
    await q.query(`ALTER TABLE notarial_act DROP COLUMN parties_present_at, DROP COLUMN parties_present_by`);
  }
}
