import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications of the citizens (issue 13.10): one row per user and moment
 * of an act (invited, returned with defects, invoices issued, time set,
 * registered, annulled), read by the bell; `read_at` null is unread.
 * `users.locale` is the interface language the user last used (oz, uz, ru),
 * so SMS and notifications made while they are away speak it.
 */
export class UserNotifications1764089913000 implements MigrationInterface {
  name = 'UserNotifications1764089913000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE user_notification (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      act_id uuid NOT NULL REFERENCES notarial_act(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('invited', 'returned_with_defects', 'invoices_issued', 'time_set', 'registered', 'annulled')),
      params jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz
    )`);
    await q.query(`CREATE INDEX user_notification_user_idx ON user_notification (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX user_notification_unread_idx ON user_notification (user_id) WHERE read_at IS NULL`);
    await q.query(`ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'oz' CHECK (locale IN ('oz', 'uz', 'ru'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN locale`);
    await q.query(`DROP TABLE user_notification`);
  }
}
