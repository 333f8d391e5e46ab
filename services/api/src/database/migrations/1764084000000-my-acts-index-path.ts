import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17.1: "my acts" finds a person's acts through indexes on the person.
 * A legal entity's party row names its manager (manager->>'pin'), who sees
 * the act too: indexed here, for legal parties only, beside act_party_pin_idx
 * and notarial_act_created_by_idx.
 */
export class MyActsIndexPath1764084000000 implements MigrationInterface {
  name = 'MyActsIndexPath1764084000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX act_party_manager_pin_idx ON act_party ((manager->>'pin'), act_id) WHERE party_class = 'legal'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX act_party_manager_pin_idx`);
  }
}
