import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 16.6: the parties are told when their video conference was missed and the act became inactive (kind `video_missed`). */
export class VideoMissedNotification1764262800000 implements MigrationInterface {
  name = 'VideoMissedNotification1764262800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_notification DROP CONSTRAINT user_notification_kind_check`);
    await q.query(
      `ALTER TABLE user_notification ADD CONSTRAINT user_notification_kind_check
         CHECK (kind IN ('invited', 'returned_with_defects', 'invoices_issued', 'time_set', 'registered', 'annulled', 'video_missed'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM user_notification WHERE kind = 'video_missed'`);
    await q.query(`ALTER TABLE user_notification DROP CONSTRAINT user_notification_kind_check`);
    await q.query(
      `ALTER TABLE user_notification ADD CONSTRAINT user_notification_kind_check
         CHECK (kind IN ('invited', 'returned_with_defects', 'invoices_issued', 'time_set', 'registered', 'annulled'))`,
    );
  }
}
