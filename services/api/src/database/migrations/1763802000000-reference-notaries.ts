import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Territorial dictionary (regions, districts) and the notary directory's core:
 * offices, notaries, their leave and duty rosters. Other features point at
 * `notary.id` and `notary_office.id`.
 */
export class ReferenceNotaries1763802000000 implements MigrationInterface {
  name = 'ReferenceNotaries1763802000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE region (
      id integer PRIMARY KEY,
      name_oz text NOT NULL,
      name_uz text NOT NULL,
      name_ru text NOT NULL,
      lat double precision NOT NULL,
      lng double precision NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE district (
      id integer PRIMARY KEY,
      region_id integer NOT NULL REFERENCES region (id),
      name_oz text NOT NULL,
      name_uz text NOT NULL,
      name_ru text NOT NULL,
      lat double precision NOT NULL,
      lng double precision NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX district_region_idx ON district (region_id)`);

    // timetable: ISO weekday (1 = Monday) -> { open, close, breakFrom?, breakTo? } in Tashkent wall-clock time.
    await q.query(`CREATE TABLE notary_office (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name_oz text NOT NULL,
      name_uz text NOT NULL,
      name_ru text NOT NULL,
      is_state boolean NOT NULL DEFAULT true,
      region_id integer NOT NULL REFERENCES region (id),
      district_id integer NOT NULL REFERENCES district (id),
      address_oz text NOT NULL,
      address_uz text NOT NULL,
      address_ru text NOT NULL,
      lat double precision NOT NULL,
      lng double precision NOT NULL,
      phone text NOT NULL,
      languages text[] NOT NULL DEFAULT '{uz,ru}',
      timetable jsonb NOT NULL,
      slot_minutes integer NOT NULL DEFAULT 30 CHECK (slot_minutes BETWEEN 10 AND 120),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX notary_office_region_idx ON notary_office (region_id, district_id)`);

    await q.query(`CREATE TABLE notary (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      last_name text NOT NULL,
      first_name text NOT NULL,
      middle_name text NOT NULL DEFAULT '',
      full_name text NOT NULL,
      full_name_cyr text NOT NULL,
      license_number text NOT NULL UNIQUE,
      license_date date NOT NULL,
      license_status text NOT NULL DEFAULT 'active' CHECK (license_status IN ('active', 'terminated', 'cancelled')),
      license_status_date date,
      office_id uuid NOT NULL REFERENCES notary_office (id),
      person_pin text UNIQUE,
      phone text NOT NULL,
      languages text[] NOT NULL DEFAULT '{uz,ru}',
      working_days smallint[] NOT NULL DEFAULT '{1,2,3,4,5}',
      ministry_rating numeric(3, 2) NOT NULL DEFAULT 0 CHECK (ministry_rating BETWEEN 0 AND 5),
      client_rating numeric(3, 2) NOT NULL DEFAULT 0 CHECK (client_rating BETWEEN 0 AND 5),
      reviews_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX notary_office_idx ON notary (office_id)`);
    await q.query(`CREATE INDEX notary_name_idx ON notary (lower(full_name) text_pattern_ops)`);

    await q.query(`CREATE TABLE notary_absence (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      notary_id uuid NOT NULL REFERENCES notary (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('vacation', 'medical_leave')),
      date_from date NOT NULL,
      date_to date NOT NULL,
      CHECK (date_to >= date_from)
    )`);
    await q.query(`CREATE INDEX notary_absence_notary_idx ON notary_absence (notary_id, date_from, date_to)`);

    // Duty roster: the notary who serves on a day off or a holiday (navbatchi notarius).
    await q.query(`CREATE TABLE notary_duty (
      notary_id uuid NOT NULL REFERENCES notary (id) ON DELETE CASCADE,
      duty_date date NOT NULL,
      PRIMARY KEY (notary_id, duty_date)
    )`);
    await q.query(`CREATE INDEX notary_duty_date_idx ON notary_duty (duty_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notary_duty, notary_absence, notary, notary_office, district, region`);
  }
}
