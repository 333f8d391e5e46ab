import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * acts-domain 4 "Shortcomings are shown first", per field (issue 13.6): the
 * fields the notary marked when returning an act with defects, each naming
 * the act's own term, a party or a subject, with its note
 * (`DefectField` of @notary/domain/contracts). Read and written whole, never
 * searched, so jsonb.
 */
export class ActDefectFields1764074100000 implements MigrationInterface {
  name = 'ActDefectFields1764074100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notarial_act ADD COLUMN defect_fields jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notarial_act DROP COLUMN defect_fields`);
  }
}
