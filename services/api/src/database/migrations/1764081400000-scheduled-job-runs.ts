import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17.3: with several API replicas, each scheduled job (missed video
 * conferences, e-queue reminders, demo rosters) runs once per period for the
 * whole product, not once per replica: the replica that claims the period
 * (common/jobs/job-claims.ts) runs it, the others skip.
 */
export class ScheduledJobRuns1764081400000 implements MigrationInterface {
  name = 'ScheduledJobRuns1764081400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE scheduled_job_run (
      name varchar(64) PRIMARY KEY,
      started_at timestamptz NOT NULL,
      started_by varchar(128) NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE scheduled_job_run`);
  }
}
