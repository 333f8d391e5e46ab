import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14.8: a notary keeps their own hours (the console's schedule screen);
 * null means the office's timetable, as before. The directory, the e-queue's
 * slots and the notary's status read `coalesce(notary.timetable, office.timetable)`.
 */
export class NotaryOwnTimetable1763804140000 implements MigrationInterface {
  name = 'NotaryOwnTimetable1763804140000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notary ADD COLUMN timetable jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notary DROP COLUMN timetable`);
  }
}
