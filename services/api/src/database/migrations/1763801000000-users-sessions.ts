import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users (spec/shell.md 3: every field of the user plus the admin screen's
 * state, isdeleted, instime, comments, notary) and the session tables behind
 * the bearer token of spec/shell.md 4 and 7.
 */
export class UsersSessions1763801000000 implements MigrationInterface {
  name = 'UsersSessions1763801000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- The legacy numeric user id the clients show (shell 3 "userid").
      userid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
      pin char(14) NOT NULL UNIQUE CHECK (pin ~ '^[0-9]{14}$'),
      name text NOT NULL DEFAULT '',
      surname text NOT NULL DEFAULT '',
      -- The patronymic: shell 3 names it "lastname".
      lastname text NOT NULL DEFAULT '',
      fullname text NOT NULL DEFAULT '',
      -- 1 natural person, 2 representative of an organisation (orginn, orgname).
      typeid smallint NOT NULL DEFAULT 1,
      -- 1 male, 2 female (the first digit of the pin carries the same).
      gender smallint,
      birthdate date,
      birthcountry text,
      inn varchar(9) CHECK (inn ~ '^[0-9]{9}$'),
      passserial varchar(10),
      passnum varchar(20),
      issueorg text,
      issuedate date,
      exprdate date,
      citizenship text,
      nationality text,
      phone varchar(9) CHECK (phone ~ '^[0-9]{9}$'),
      email text,
      regionid integer,
      regionru text,
      regionuz text,
      districtid integer,
      districtru text,
      districtuz text,
      regaddress text,
      actaddress text,
      orginn varchar(9),
      orgname text,
      -- 1 when the civil registry has verified the personal data (acts-domain 8:
      -- unverified data blocks video registration).
      valid smallint NOT NULL DEFAULT 0 CHECK (valid IN (0, 1)),
      -- shell 3: 0 = terms of use not accepted, 1 = accepted.
      termsofuse smallint NOT NULL DEFAULT 0 CHECK (termsofuse IN (0, 1)),
      roles text[] NOT NULL DEFAULT '{citizen}'
        CHECK (roles <@ ARRAY['citizen', 'notary', 'admin']::text[] AND cardinality(roles) > 0),
      -- Admin fields: 1 active, 2 blocked; isdeleted 0/1; comments free text.
      state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2)),
      isdeleted smallint NOT NULL DEFAULT 0 CHECK (isdeleted IN (0, 1)),
      instime timestamptz NOT NULL DEFAULT now(),
      updtime timestamptz NOT NULL DEFAULT now(),
      comments text,
      -- The notary record of a notary user; the notaries table belongs to another module, so no FK yet.
      notary_id uuid
    )`);
    await q.query(`CREATE INDEX users_fullname_idx ON users (lower(fullname) text_pattern_ops)`);
    await q.query(`CREATE INDEX users_notary_idx ON users (notary_id) WHERE notary_id IS NOT NULL`);

    // A session is one sign-in. Tokens are random 256-bit values; only their
    // SHA-256 is stored, so a database leak yields no usable bearer token.
    await q.query(`CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      -- Sliding idle expiry, never past the absolute one.
      expires_at timestamptz NOT NULL,
      absolute_expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      revoked_reason text,
      -- Serialises token rotation: each new token takes the next number.
      token_seq integer NOT NULL DEFAULT 0,
      locale text NOT NULL DEFAULT 'oz',
      ip text,
      user_agent text
    )`);
    await q.query(`CREATE INDEX sessions_user_idx ON sessions (user_id)`);
    await q.query(`CREATE INDEX sessions_expires_idx ON sessions (expires_at)`);
    await q.query(`CREATE TABLE session_tokens (
      token_hash bytea PRIMARY KEY,
      session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      seq integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      -- Set when the client has shown a newer token of the same session; the
      -- old one then lives only for the grace period (parallel requests).
      retired_at timestamptz,
      UNIQUE (session_id, seq)
    )`);
    await q.query(`CREATE INDEX session_tokens_retired_idx ON session_tokens (retired_at) WHERE retired_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE session_tokens`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE users`);
  }
}
