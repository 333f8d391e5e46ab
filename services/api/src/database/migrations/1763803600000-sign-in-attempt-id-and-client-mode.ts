import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ties a face check to one sign-in attempt and records the client a session
 * signed in from.
 * - auth_attempt.attempt_id: the one-time id a successful /check_before_auth
 *   answers (header `x-auth-attempt`); the browser runs the face check with it
 *   as the session id, so the face-check token's `sid` names the attempt, and
 *   /auth spends it (`used_at`).
 * - sessions.client_mode: 'kiosk' when the sign-in came from the kiosk shell
 *   (header `x-client-mode`), which the e-queue check-in asks for.
 */
export class SignInAttemptIdAndClientMode1763803600000 implements MigrationInterface {
  name = 'SignInAttemptIdAndClientMode1763803600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_attempt ADD COLUMN attempt_id text, ADD COLUMN used_at timestamptz`);
    await q.query(`CREATE UNIQUE INDEX auth_attempt_attempt_id_idx ON auth_attempt (attempt_id) WHERE attempt_id IS NOT NULL`);
    await q.query(
      `ALTER TABLE sessions ADD COLUMN client_mode text NOT NULL DEFAULT 'browser' CHECK (client_mode IN ('browser', 'kiosk'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sessions DROP COLUMN client_mode`);
    await q.query(`DROP INDEX auth_attempt_attempt_id_idx`);
    await q.query(`ALTER TABLE auth_attempt DROP COLUMN attempt_id, DROP COLUMN used_at`);
  }
}
