import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tax registry simulator (issue 13.2 "legal entities by tax number"):
 * companies by STIR with their legal form, director (personal number),
 * registered address and status. A liquidated company keeps its row and its
 * liquidation date, as the registry keeps it.
 */
export class TaxRegistry1764263000000 implements MigrationInterface {
  name = 'TaxRegistry1764263000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE sim_company (
      inn char(9) PRIMARY KEY CHECK (inn ~ '^[0-9]{9}$'),
      name text NOT NULL,
      legal_form text NOT NULL CHECK (legal_form IN ('llc', 'jsc', 'private_enterprise', 'family_enterprise', 'farm', 'state_unitary')),
      director_pin char(14),
      address text NOT NULL,
      status text NOT NULL CHECK (status IN ('active', 'liquidated')),
      registered_at date NOT NULL,
      liquidated_at date,
      CHECK ((status = 'liquidated') = (liquidated_at IS NOT NULL))
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sim_company`);
  }
}
