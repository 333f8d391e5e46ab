import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The simulated civil registry (DESIGN.md "External state systems … behind
 * adapter interfaces … simulators backed by the API's own tables"): persons
 * with their documents, the registry photo as a face embedding, and kinship
 * links. Region and district ids are the SOATO ids of the reference tables.
 */
export class CivilRegistry1763801100000 implements MigrationInterface {
  name = 'CivilRegistry1763801100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE registry_person (
      pin char(14) PRIMARY KEY CHECK (pin ~ '^[0-9]{14}$'),
      surname text NOT NULL,
      name text NOT NULL,
      patronym text NOT NULL DEFAULT '',
      -- 1 male, 2 female.
      gender smallint NOT NULL CHECK (gender IN (1, 2)),
      birth_date date NOT NULL,
      birth_place text,
      birth_country text NOT NULL DEFAULT 'O''ZBEKISTON',
      citizenship text NOT NULL DEFAULT 'O''ZBEKISTON',
      nationality text,
      inn varchar(9) CHECK (inn ~ '^[0-9]{9}$'),
      region_id integer,
      district_id integer,
      reg_address text,
      act_address text,
      death_date date,
      phone varchar(9) CHECK (phone ~ '^[0-9]{9}$'),
      is_phone_active boolean NOT NULL DEFAULT false,
      is_personal_data_verified boolean NOT NULL DEFAULT false,
      -- The registry photo as a face embedding (the model of services/face-check).
      photo_embedding real[],
      photo_source text CHECK (photo_source IN ('registry', 'demo_enrolment')),
      photo_updated_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE registry_document (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      pin char(14) NOT NULL REFERENCES registry_person (pin) ON DELETE CASCADE,
      -- Document type ids of spec/shell.md 5 (see civil-registry/document-types.ts).
      type_id integer NOT NULL,
      series varchar(10) NOT NULL,
      number varchar(20) NOT NULL,
      issue_org text,
      issue_date date,
      expiry_date date,
      is_active boolean NOT NULL DEFAULT true,
      UNIQUE (type_id, series, number)
    )`);
    await q.query(`CREATE INDEX registry_document_pin_idx ON registry_document (pin)`);
    await q.query(`CREATE INDEX registry_document_number_idx ON registry_document (series, number)`);
    // Stored links: 'spouse' (either order) and 'parent' (pin_a is a parent of pin_b);
    // children, siblings, grandparents and grandchildren are derived.
    await q.query(`CREATE TABLE registry_kinship (
      pin_a char(14) NOT NULL REFERENCES registry_person (pin) ON DELETE CASCADE,
      pin_b char(14) NOT NULL REFERENCES registry_person (pin) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('spouse', 'parent')),
      since date,
      PRIMARY KEY (pin_a, pin_b, kind),
      CHECK (pin_a <> pin_b)
    )`);
    await q.query(`CREATE INDEX registry_kinship_b_idx ON registry_kinship (pin_b)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE registry_kinship, registry_document, registry_person`);
  }
}
