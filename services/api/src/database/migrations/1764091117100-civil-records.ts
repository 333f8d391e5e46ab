import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The civil registry simulator's marriage and divorce records (issue 13 part
 * 2; spec/acts-domain.md 3 "Marriage and divorce records: register number,
 * date, body"): the spouse consent (15003) names the marriage it rests on,
 * which the citizen chooses from the registry's records. `spouse_pin` is null
 * and `spouse_name` set when the other spouse is not in the registry.
 */
export class CivilRecords1764091117100 implements MigrationInterface {
  name = 'CivilRecords1764091117100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE registry_civil_record (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('marriage', 'divorce')),
      pin char(14) NOT NULL REFERENCES registry_person (pin) ON DELETE CASCADE,
      spouse_pin char(14) REFERENCES registry_person (pin) ON DELETE SET NULL,
      spouse_name text,
      regnum text NOT NULL,
      record_date date NOT NULL,
      body text NOT NULL,
      CHECK (spouse_pin IS NOT NULL OR spouse_name IS NOT NULL),
      UNIQUE (kind, body, regnum, record_date)
    )`);
    await q.query(`CREATE INDEX registry_civil_record_pin_idx ON registry_civil_record (pin)`);
    await q.query(`CREATE INDEX registry_civil_record_spouse_idx ON registry_civil_record (spouse_pin)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE registry_civil_record`);
  }
}
