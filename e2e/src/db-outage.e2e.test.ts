import { describe, expect, it } from 'vitest';
import { runDatabaseOutage } from '../../tools/db-outage.mjs';

// Issue 12.6: the embedded PostgreSQL killed under a bounded load of signed-in
// reads and writes (tools/db-outage.mjs; `pnpm bench db-outage` runs 10 rounds):
// the API restarts it and answers again within 5 s, answers 503 with
// Retry-After meanwhile and never 500, and every acknowledged write is kept.
describe('a database outage under load', () => {
  it('is survived: back within 5 s, no 500, no acknowledged write lost', async () => {
    const { rounds, apiLog, isApiAlive } = await runDatabaseOutage({ rounds: 1 });
    const [round] = rounds;
    expect(isApiAlive).toBe(true);
    expect(round!.recoveryMs).not.toBeNull();
    expect(round!.recoveryMs!).toBeLessThanOrEqual(5000);
    expect({ lost: round!.writesLost, answers500: round!.answers500, connectionFailures: round!.connectionFailures }).toEqual({
      lost: 0,
      answers500: 0,
      connectionFailures: 0,
    });
    // Writes were acknowledged on both sides of the kill, and the outage was answered 503 with Retry-After.
    expect(round!.writesAcknowledgedBeforeKill).toBeGreaterThan(0);
    expect(round!.writesAcknowledged).toBeGreaterThan(round!.writesAcknowledgedBeforeKill);
    expect(Object.keys(round!.statuses).sort()).toEqual(expect.arrayContaining(['200', '201']));
    expect(round!.statuses['503 without Retry-After']).toBeUndefined();
    expect(apiLog()).toContain('[api] the embedded PostgreSQL exited (SIGKILL); restarting it');
    expect(apiLog()).toMatch(/\[api\] embedded PostgreSQL restarted \d+ ms after it exited/);
  }, 300_000);
});
