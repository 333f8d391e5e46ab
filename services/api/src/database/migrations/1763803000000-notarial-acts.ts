import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The notarial acts of spec/acts-domain.md 3: the act, its parties, subjects,
 * payments, notes, the register-number counters, the audit trail, the SMS
 * outbox and the simulated state registries.
 *
 * Column layout: the fields that the screens filter, sort or join on (acts-domain
 * 2 "My notarial acts" filters, the act check by register number and date, the
 * duplicate-act rule by object) are typed columns with indexes. The blocks that
 * are only read and written whole with their act and never searched (credit,
 * marriage/divorce records, travel, enforcement-writ debt, power-of-attorney
 * rights, a party's document/address/guardian/manager groups, a vehicle's
 * technical details) are jsonb groups, each validated by a valibot schema at the
 * API: one column per block keeps the row narrow and lets the form evolve
 * without a migration per field.
 *
 * `notary_id` and `office_id` reference the notaries module's tables; their
 * foreign keys are added by a later migration once those tables exist, so this
 * one does not depend on the order in which the two features land.
 */
export class NotarialActs1763803000000 implements MigrationInterface {
  name = 'NotarialActs1763803000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE notarial_act (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- Identity and registry (acts-domain 3)
      type_id integer NOT NULL,
      name text NOT NULL,
      lang text NOT NULL DEFAULT 'oz',
      phone text,
      linked_act_ids uuid[] NOT NULL DEFAULT '{}',
      regnum text,
      regdate date,
      reg_year integer,
      -- Notary and registration
      office_id uuid,
      notary_id uuid,
      notary_name text,
      notary_phone text,
      regsystem smallint NOT NULL DEFAULT 2 CHECK (regsystem IN (2, 3, 4)),
      regtype smallint NOT NULL CHECK (regtype IN (1, 2)),
      visit_at timestamptz,
      -- Tashkent date and time of the visit, for the list's "visit date and time" filter (acts-domain 9: Tashkent time).
      visit_date date GENERATED ALWAYS AS ((visit_at AT TIME ZONE 'Asia/Tashkent')::date) STORED,
      visit_time time GENERATED ALWAYS AS ((visit_at AT TIME ZONE 'Asia/Tashkent')::time) STORED,
      step smallint NOT NULL DEFAULT 1 CHECK (step BETWEEN 1 AND 9),
      status text NOT NULL DEFAULT 'active'
        CHECK (status IN ('active', 'registered', 'annulled', 'refused', 'stopped', 'deleted', 'inactive')),
      -- acts-domain 4 "An act is either active or cancelled": derived from status (domain actStateOf).
      state text GENERATED ALWAYS AS (CASE WHEN status IN ('active', 'registered') THEN 'active' ELSE 'cancelled' END) STORED,
      remark text,
      -- Who created it (the applicant / author) and the simplified-wizard flag.
      created_by uuid NOT NULL,
      author_pin text NOT NULL,
      is_simplified boolean NOT NULL DEFAULT false,
      -- Location and charges
      location text,
      address text,
      is_free boolean NOT NULL DEFAULT false,
      free_reason text,
      -- Dates
      entered_at timestamptz NOT NULL DEFAULT now(),
      registered_at timestamptz,
      cancelled_at timestamptz,
      annul_at timestamptz,
      annul_reason text,
      valid_until date,
      -- Attributes and history
      attributes jsonb NOT NULL DEFAULT '[]',
      template text,
      summary text,
      -- Outer registry
      outer_reg_date date,
      outer_reg_number text,
      -- Blank
      blank_series text,
      blank_number text,
      blank_code text,
      -- Counts
      page_count integer,
      sheet_count integer,
      storage_days integer,
      descriptions jsonb NOT NULL DEFAULT '{}',
      -- Terms and sums
      term_from date,
      term_to date,
      sum numeric(18, 2),
      total_sum numeric(18, 2),
      loan_sum numeric(18, 2),
      loan_term integer,
      -- Rarely-queried blocks
      credit jsonb,
      marriage_record jsonb,
      divorce_record jsonb,
      proxy jsonb,
      main_act_id uuid REFERENCES notarial_act(id),
      travel jsonb,
      enforcement_debt jsonb,
      -- Notary's decisions (acts-domain 4)
      defects text,
      stop_reason text,
      refusal_file bytea,
      refusal_file_name text,
      refusal_file_type text,
      -- Video-conference registration tab
      video jsonb NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT regnum_with_office CHECK (regnum IS NULL OR (office_id IS NOT NULL AND reg_year IS NOT NULL))
    )`);
    // acts-domain 8 "register number is unique": per office and year (the counter guarantees it; this is the backstop).
    await q.query(`CREATE UNIQUE INDEX notarial_act_regnum_uq ON notarial_act (office_id, reg_year, regnum) WHERE regnum IS NOT NULL`);
    // Filters of acts-domain 2 "My notarial acts" and the public act check.
    await q.query(`CREATE INDEX notarial_act_created_by_idx ON notarial_act (created_by, entered_at DESC)`);
    await q.query(`CREATE INDEX notarial_act_office_idx ON notarial_act (office_id, entered_at DESC)`);
    await q.query(`CREATE INDEX notarial_act_notary_idx ON notarial_act (notary_id, entered_at DESC)`);
    await q.query(`CREATE INDEX notarial_act_regnum_idx ON notarial_act (regnum, regdate)`);
    await q.query(`CREATE INDEX notarial_act_regdate_idx ON notarial_act (regdate)`);
    await q.query(`CREATE INDEX notarial_act_visit_idx ON notarial_act (visit_date, visit_time)`);
    await q.query(`CREATE INDEX notarial_act_entered_idx ON notarial_act (entered_at DESC)`);
    await q.query(`CREATE INDEX notarial_act_type_idx ON notarial_act (type_id)`);
    await q.query(`CREATE INDEX notarial_act_step_status_idx ON notarial_act (step, status)`);
    await q.query(`CREATE INDEX notarial_act_state_idx ON notarial_act (state)`);
    await q.query(`CREATE INDEX notarial_act_sys_idx ON notarial_act (regsystem, regtype)`);
    // The missed-video-conference job scans only live video acts with a slot.
    await q.query(`CREATE INDEX notarial_act_video_due_idx ON notarial_act (visit_at) WHERE regtype = 2 AND status = 'active'`);

    await q.query(`CREATE TABLE act_party (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      act_id uuid NOT NULL REFERENCES notarial_act(id) ON DELETE CASCADE,
      role text NOT NULL,
      is_author boolean NOT NULL DEFAULT false,
      -- Identity and document (hot: pin joins a user to their acts)
      party_class text NOT NULL DEFAULT 'natural' CHECK (party_class IN ('natural', 'legal')),
      person_type text,
      pin text,
      inn text,
      fullname text NOT NULL,
      birth_date date,
      phone text,
      document jsonb NOT NULL DEFAULT '{}',
      -- gender, birth place, death date, parents
      personal jsonb NOT NULL DEFAULT '{}',
      consular jsonb,
      addresses jsonb NOT NULL DEFAULT '{}',
      -- representative, reason for not signing, sign-language interpreter, translation languages
      representation jsonb,
      participation text,
      participation_mode text CHECK (participation_mode IN ('meeting', 'video')),
      regtype smallint CHECK (regtype IN (1, 2)),
      proxy_document jsonb,
      guardian jsonb,
      manager jsonb,
      branch jsonb,
      marriage jsonb,
      rights jsonb,
      delegation_right boolean NOT NULL DEFAULT false,
      is_payer boolean NOT NULL DEFAULT false,
      kinship text,
      -- acts-domain 3/4: null means awaiting confirmation.
      status text CHECK (status IN ('accepted', 'rejected', 'exited')),
      answered_at timestamptz,
      invite_token text UNIQUE,
      invite_link text,
      qr_code text,
      sms_sent boolean NOT NULL DEFAULT false,
      sms_sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX act_party_act_idx ON act_party (act_id)`);
    // "A person sees only acts they take part in": the list joins parties by pin.
    await q.query(`CREATE INDEX act_party_pin_idx ON act_party (pin, act_id)`);

    await q.query(`CREATE TABLE act_subject (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      act_id uuid NOT NULL REFERENCES notarial_act(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('vehicle', 'real_estate', 'other')),
      -- acts-domain 5 "one unfinished act per vehicle, property…": the object's normalised key.
      object_key text,
      owner_party_id uuid REFERENCES act_party(id) ON DELETE SET NULL,
      -- Vehicle: the identifiers that the registries and the ban search look up
      state_number text,
      tech_passport_series text,
      tech_passport_number text,
      body_number text,
      -- Real estate
      cadastre_number text,
      -- Other property
      description text,
      -- Prices (the vehicle sale price with its words version, acts-domain 5)
      price numeric(18, 2),
      price_words text,
      inventory_price numeric(18, 2),
      sum numeric(18, 2),
      vehicle jsonb,
      real_estate jsonb,
      -- Common fields: ownership basis, payment method, credit organisation, insurance, balance/appraisal
      ownership jsonb,
      payment jsonb,
      credit jsonb,
      insurance jsonb,
      balance_price numeric(18, 2),
      appraisal_price numeric(18, 2),
      shares jsonb NOT NULL DEFAULT '[]',
      disposal_types text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX act_subject_act_idx ON act_subject (act_id)`);
    await q.query(`CREATE INDEX act_subject_object_idx ON act_subject (object_key)`);

    await q.query(`CREATE TABLE act_payment (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      act_id uuid NOT NULL REFERENCES notarial_act(id) ON DELETE CASCADE,
      number text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('state_duty', 'notary_fee')),
      payer_party_id uuid REFERENCES act_party(id) ON DELETE SET NULL,
      payer_name text,
      amount numeric(18, 2) NOT NULL CHECK (amount >= 0),
      basis jsonb NOT NULL DEFAULT '{}',
      state text NOT NULL DEFAULT 'issued' CHECK (state IN ('issued', 'marked_paid', 'paid', 'confirmed', 'refunded', 'cancelled')),
      method text CHECK (method IN ('bank', 'gateway')),
      gateway_ref text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid NOT NULL,
      paid_at timestamptz,
      confirmed_at timestamptz,
      confirmed_by uuid,
      refunded_at timestamptz,
      refund_reason text
    )`);
    await q.query(`CREATE INDEX act_payment_act_idx ON act_payment (act_id)`);

    await q.query(`CREATE TABLE act_note (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      act_id uuid NOT NULL REFERENCES notarial_act(id) ON DELETE CASCADE,
      author_id uuid NOT NULL,
      author_name text,
      text text NOT NULL,
      history jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX act_note_act_idx ON act_note (act_id, created_at)`);

    // One row per office and year; a registration locks its row FOR UPDATE, so two
    // notaries registering at once serialise on it and never get the same number.
    await q.query(`CREATE TABLE register_counter (
      office_id uuid NOT NULL,
      year integer NOT NULL,
      last_number integer NOT NULL DEFAULT 0,
      PRIMARY KEY (office_id, year)
    )`);

    // Append-only, hash-chained per act (DESIGN.md data flow 3).
    await q.query(`CREATE TABLE act_audit (
      id bigserial PRIMARY KEY,
      act_id uuid NOT NULL,
      seq integer NOT NULL,
      at timestamptz NOT NULL,
      actor_id uuid,
      actor_role text NOT NULL,
      action text NOT NULL,
      from_step smallint,
      to_step smallint,
      from_status text,
      to_status text,
      reason text,
      request_id text,
      data jsonb NOT NULL DEFAULT '{}',
      prev_hash text NOT NULL,
      hash text NOT NULL,
      UNIQUE (act_id, seq)
    )`);
    await q.query(`CREATE FUNCTION act_audit_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'act_audit is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`CREATE TRIGGER act_audit_no_update BEFORE UPDATE OR DELETE ON act_audit
      FOR EACH ROW EXECUTE FUNCTION act_audit_forbid_change()`);
    await q.query(`CREATE TRIGGER act_audit_no_truncate BEFORE TRUNCATE ON act_audit
      FOR EACH STATEMENT EXECUTE FUNCTION act_audit_forbid_change()`);
    // The trigger binds even the table owner; REVOKE adds a second line for other roles.
    await q.query(`REVOKE UPDATE, DELETE, TRUNCATE ON act_audit FROM PUBLIC`);

    // The shipped SMS gateway writes here; the console shows it (issue 5.6).
    await q.query(`CREATE TABLE sms_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      phone text NOT NULL,
      text text NOT NULL,
      act_id uuid,
      party_id uuid,
      status text NOT NULL DEFAULT 'queued',
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX sms_outbox_created_idx ON sms_outbox (created_at DESC)`);
    await q.query(`CREATE INDEX sms_outbox_act_idx ON sms_outbox (act_id)`);

    // --- Simulated state registries (DESIGN.md data flow 5) ---------------------------
    await q.query(`CREATE TABLE sim_vehicle (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      state_number text NOT NULL UNIQUE,
      tech_passport_series text NOT NULL,
      tech_passport_number text NOT NULL,
      body_number text NOT NULL,
      motor_number text,
      chassis_number text,
      make text NOT NULL,
      colour text,
      year integer,
      horsepower integer,
      country text,
      owner_pins text[] NOT NULL,
      UNIQUE (tech_passport_series, tech_passport_number)
    )`);
    await q.query(`CREATE TABLE sim_vehicle_encumbrance (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      vehicle_id uuid NOT NULL REFERENCES sim_vehicle(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('ban', 'arrest', 'restraint', 'fine')),
      amount numeric(18, 2),
      imposed_at date NOT NULL,
      document_date date,
      document_number text,
      document_name text,
      official text,
      organisation text,
      lifted_at date
    )`);
    await q.query(`CREATE INDEX sim_vehicle_encumbrance_vehicle_idx ON sim_vehicle_encumbrance (vehicle_id)`);
    await q.query(`CREATE TABLE sim_cadastre (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      cadastre_number text NOT NULL UNIQUE,
      property_type text NOT NULL CHECK (property_type IN ('residential', 'non_residential')),
      address text NOT NULL,
      area numeric(12, 2),
      living_area numeric(12, 2),
      rooms integer,
      owner_pins text[] NOT NULL
    )`);
    await q.query(`CREATE TABLE sim_cadastre_ban (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      cadastre_id uuid NOT NULL REFERENCES sim_cadastre(id) ON DELETE CASCADE,
      imposed_at date NOT NULL,
      document_date date,
      document_number text,
      document_name text,
      official text,
      organisation text,
      lifted_at date
    )`);
    await q.query(`CREATE INDEX sim_cadastre_ban_idx ON sim_cadastre_ban (cadastre_id)`);
    await q.query(`CREATE TABLE sim_enforcement_debt (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      pin text NOT NULL,
      amount numeric(18, 2) NOT NULL,
      paid numeric(18, 2) NOT NULL DEFAULT 0,
      document text,
      opened_at date NOT NULL DEFAULT current_date
    )`);
    await q.query(`CREATE INDEX sim_enforcement_debt_pin_idx ON sim_enforcement_debt (pin)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'sim_enforcement_debt',
      'sim_cadastre_ban',
      'sim_cadastre',
      'sim_vehicle_encumbrance',
      'sim_vehicle',
      'sms_outbox',
      'act_audit',
      'register_counter',
      'act_note',
      'act_payment',
      'act_subject',
      'act_party',
      'notarial_act',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS act_audit_forbid_change()`);
  }
}
