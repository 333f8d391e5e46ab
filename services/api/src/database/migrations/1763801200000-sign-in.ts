import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in records (spec/shell.md 4 and 7): every /check_before_auth attempt,
 * the face-check tokens already used (single use), and the answers to the
 * terms-of-use offer (shell 2.6: acceptance and refusal are both kept).
 */
export class SignIn1763801200000 implements MigrationInterface {
  name = 'SignIn1763801200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE auth_attempt (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      pin text NOT NULL,
      passserial text NOT NULL,
      passnum text NOT NULL,
      -- ok: the documents matched the registry, so the face check may follow.
      outcome text NOT NULL CHECK (outcome IN ('ok', 'not_found', 'deceased', 'document_expired', 'blocked')),
      ip text,
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX auth_attempt_pin_idx ON auth_attempt (pin, created_at DESC)`);
    await q.query(`CREATE TABLE face_token_use (
      jti text PRIMARY KEY,
      pin text NOT NULL,
      sid text,
      used_at timestamptz NOT NULL DEFAULT now(),
      -- Kept until the token could no longer be valid anyway.
      expires_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE sign_in (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      pin text NOT NULL,
      result_code smallint NOT NULL,
      similarity real,
      jti text,
      ip text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX sign_in_pin_idx ON sign_in (pin, created_at DESC)`);
    await q.query(`CREATE TABLE offer_decision (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- 1 accepted, 0 refused (spec/shell.md 7 offer_accept?action=1|0).
      action smallint NOT NULL CHECK (action IN (0, 1)),
      ip text,
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX offer_decision_user_idx ON offer_decision (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE offer_decision, sign_in, face_token_use, auth_attempt`);
  }
}
