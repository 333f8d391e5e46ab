import { hostname } from 'node:os';
import type { EntityManager } from 'typeorm';

/** Who claimed a period, for the operator reading `scheduled_job_run`. */
const INSTANCE = `${hostname()}:${process.pid}`.slice(0, 128);

/**
 * Issue 17.3: a scheduled job runs once per period for the whole product,
 * however many API replicas tick. Each replica's timer asks here; the first
 * to ask in a period claims it (one atomic upsert, so two replicas asking at
 * once cannot both win) and runs the job; the others, whenever in the period
 * they tick, skip. A period is claimed when the last claim is older than 90 %
 * of it, so timers that drift a little still run the job every period.
 */
export async function claimJobPeriod(em: EntityManager, job: string, periodMs: number): Promise<boolean> {
  const rows = (await em.query(
    `INSERT INTO scheduled_job_run (name, started_at, started_by) VALUES ($1, now(), $3)
     ON CONFLICT (name) DO UPDATE SET started_at = now(), started_by = $3
       WHERE scheduled_job_run.started_at <= now() - make_interval(secs => $2)
     RETURNING name`,
    [job, (periodMs * 0.9) / 1000, INSTANCE],
  )) as { name: string }[];
  return rows.length === 1;
}
