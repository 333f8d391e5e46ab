import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api.js';
import { claimJobPeriod } from './job-claims.js';

// Issue 17.3: several replicas tick; one of them runs a job per period.
describe('scheduled jobs claim their period once for all replicas', () => {
  const api = useTestApi();

  it('of replicas asking at once, exactly one claims the period; a later ask in the period is refused', async () => {
    const db = api.app.get(DataSource);
    const job = `test-job-${Date.now()}`;
    // Ten "replicas" on their own connections ask at the same moment.
    const answers = await Promise.all(Array.from({ length: 10 }, () => claimJobPeriod(db.manager, job, 60_000)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await claimJobPeriod(db.manager, job, 60_000)).toBe(false);
  });

  it('the next period is claimed once the last claim is older than 90 % of the period', async () => {
    const db = api.app.get(DataSource);
    const job = `test-job-next-${Date.now()}`;
    expect(await claimJobPeriod(db.manager, job, 60_000)).toBe(true);
    await db.query(`UPDATE scheduled_job_run SET started_at = now() - interval '55 seconds' WHERE name = $1`, [job]);
    expect(await claimJobPeriod(db.manager, job, 60_000)).toBe(true);
    expect(await claimJobPeriod(db.manager, job, 60_000)).toBe(false);
  });
});
