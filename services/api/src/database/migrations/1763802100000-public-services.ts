import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public services of spec/acts-domain.md 1–2 beside the acts themselves:
 * the act-type dictionary, the services catalogue, notary reviews, the
 * e-queue, the inheritance-case registry and the dictionary refresh log.
 * The power-of-attorney and notarial-act checks read `notarial_act` (the acts
 * feature's table) through its (regnum, regdate) index.
 */
export class PublicServices1763802100000 implements MigrationInterface {
  name = 'PublicServices1763802100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await q.query(`CREATE TABLE act_type (
      id integer PRIMARY KEY,
      name_oz text NOT NULL,
      name_uz text NOT NULL,
      name_ru text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);

    // Texts are { oz, uz, ru } objects; lists (documents, participants) are { oz: [...], uz: [...], ru: [...] }.
    await q.query(`CREATE TABLE service_group (
      id integer PRIMARY KEY,
      name jsonb NOT NULL,
      icon text NOT NULL DEFAULT 'file',
      sort integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE notarial_service (
      id integer PRIMARY KEY,
      group_id integer NOT NULL REFERENCES service_group (id),
      act_type_id integer NOT NULL,
      name jsonb NOT NULL,
      legal_description jsonb NOT NULL,
      simple_description jsonb NOT NULL,
      documents jsonb NOT NULL,
      participants jsonb NOT NULL,
      duration jsonb NOT NULL,
      result jsonb NOT NULL,
      conditions jsonb NOT NULL,
      related integer[] NOT NULL DEFAULT '{}',
      sort integer NOT NULL DEFAULT 0,
      -- Lower-cased names and descriptions of the three languages, for the catalogue search.
      search_text text NOT NULL DEFAULT '',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX notarial_service_group_idx ON notarial_service (group_id, sort)`);

    // spec/acts-domain.md 5: a review needs a rating and a sign-in; ours: one per completed act and reviewer.
    // 'legacy' reviews came from the ministry's earlier feedback system and carry no act.
    await q.query(`CREATE TABLE notary_review (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      notary_id uuid NOT NULL REFERENCES notary (id) ON DELETE CASCADE,
      act_id uuid,
      author_user_id uuid,
      author_pin text,
      author_name text NOT NULL,
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      text text NOT NULL DEFAULT '',
      source text NOT NULL DEFAULT 'portal' CHECK (source IN ('portal', 'legacy')),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (source = 'legacy' OR (act_id IS NOT NULL AND author_pin IS NOT NULL))
    )`);
    await q.query(`CREATE UNIQUE INDEX notary_review_act_author_uq ON notary_review (act_id, author_pin) WHERE act_id IS NOT NULL`);
    await q.query(`CREATE INDEX notary_review_notary_idx ON notary_review (notary_id, created_at DESC)`);

    // spec/shell.md 3 "E-queue fields". States: booked -> arrived (on time) | general_queue (over 15 minutes late)
    // -> served; booked -> cancelled; booked -> missed (never came).
    await q.query(`CREATE TABLE equeue_booking (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      user_pin text NOT NULL,
      office_id uuid NOT NULL REFERENCES notary_office (id),
      notary_id uuid NOT NULL REFERENCES notary (id),
      act_type_id integer NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      state text NOT NULL DEFAULT 'booked'
        CHECK (state IN ('booked', 'arrived', 'general_queue', 'served', 'cancelled', 'missed')),
      phone text NOT NULL,
      email text,
      description text,
      -- The language of the booking's SMS reminders: the one the citizen booked in.
      locale text NOT NULL DEFAULT 'oz' CHECK (locale IN ('oz', 'uz', 'ru')),
      moved_count integer NOT NULL DEFAULT 0,
      arrived_at timestamptz,
      cancelled_at timestamptz,
      reminded_day_at timestamptz,
      reminded_hour_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_at > starts_at)
    )`);
    // Two citizens racing for one slot: the second insert fails here, whatever the application checked before.
    await q.query(`CREATE UNIQUE INDEX equeue_notary_slot_uq ON equeue_booking (notary_id, starts_at)
      WHERE state IN ('booked', 'arrived', 'general_queue')`);
    await q.query(`CREATE UNIQUE INDEX equeue_user_slot_uq ON equeue_booking (user_id, starts_at)
      WHERE state IN ('booked', 'arrived', 'general_queue')`);
    await q.query(`CREATE INDEX equeue_user_idx ON equeue_booking (user_id, starts_at DESC)`);
    await q.query(`CREATE INDEX equeue_reminder_idx ON equeue_booking (starts_at) WHERE state = 'booked'`);

    await q.query(`CREATE TABLE inheritance_case (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      case_number text NOT NULL UNIQUE,
      opened_on date NOT NULL,
      deceased_full_name text NOT NULL,
      deceased_full_name_cyr text NOT NULL,
      deceased_birth_date date,
      death_date date NOT NULL,
      last_address text,
      notary_id uuid NOT NULL REFERENCES notary (id),
      office_id uuid NOT NULL REFERENCES notary_office (id),
      state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed', 'suspended')),
      closed_on date,
      heirs_count smallint NOT NULL DEFAULT 0,
      -- Both spellings, lower case, apostrophe variants folded: what the name search matches against.
      name_search text GENERATED ALWAYS AS (
        lower(translate(deceased_full_name || ' ' || deceased_full_name_cyr, 'ʻʼ‘’\`', repeat(chr(39), 5)))
      ) STORED,
      CHECK (death_date <= opened_on)
    )`);
    await q.query(`CREATE INDEX inheritance_case_name_trgm ON inheritance_case USING gin (name_search gin_trgm_ops)`);
    await q.query(`CREATE INDEX inheritance_case_death_idx ON inheritance_case (death_date)`);
    await q.query(`CREATE INDEX inheritance_case_opened_idx ON inheritance_case (opened_on)`);
    await q.query(`CREATE INDEX inheritance_case_notary_idx ON inheritance_case (notary_id, opened_on DESC)`);

    await q.query(`CREATE TABLE dictionary_refresh (
      id bigserial PRIMARY KEY,
      dictionary text NOT NULL,
      source text NOT NULL,
      started_at timestamptz NOT NULL,
      finished_at timestamptz NOT NULL DEFAULT now(),
      inserted integer NOT NULL DEFAULT 0,
      updated integer NOT NULL DEFAULT 0,
      unchanged integer NOT NULL DEFAULT 0,
      user_id uuid
    )`);
    await q.query(`CREATE INDEX dictionary_refresh_idx ON dictionary_refresh (dictionary, finished_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP TABLE dictionary_refresh, inheritance_case, equeue_booking, notary_review, notarial_service, service_group, act_type`,
    );
  }
}
