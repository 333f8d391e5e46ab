import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { demoNotaryAccounts, seedDirectory } from '../notaries/notaries.seed.js';
import { upsertTerritories } from '../reference/reference.seed.js';
import { useTestApi } from '../testing/test-api.js';
import { DEMO_POWERS_OF_ATTORNEY, seedRegistries } from './registries.seed.js';
import { PROXY_SQL } from './search-queries.js';
import { POWER_OF_ATTORNEY_TYPES } from './searches.service.js';

class Rollback extends Error {}

// README "Try the public services" names these numbers and dates: the demo seed must give them.
describe('demo powers of attorney with fixed numbers', () => {
  const api = useTestApi();

  it('are found by the power-of-attorney check as active, cancelled and expired (rolled back)', async () => {
    await expect(
      api.app.get(DataSource).transaction(async (em) => {
        await upsertTerritories(em);
        await seedDirectory(em, demoNotaryAccounts());
        await seedRegistries(em, { powersOfAttorney: 50, otherActs: 20, inheritanceCases: 5 }, new Date('2025-06-30T12:00:00Z'));
        const found: Record<string, { state: string; validUntil: string; principal: string }> = {};
        for (const f of DEMO_POWERS_OF_ATTORNEY) {
          const [row] = (await em.query(PROXY_SQL, [f.regnum, f.regdate, POWER_OF_ATTORNEY_TYPES])) as { state: string; validUntil: string; principal: string }[];
          found[f.regnum] = row!;
        }
        expect(Object.fromEntries(Object.entries(found).map(([k, r]) => [k, r?.state]))).toEqual({
          '2025/700101': 'active',
          '2025/700102': 'cancelled',
          '2024/700103': 'active',
        });
        // The third one's term has ended (the check shows it as expired).
        expect(found['2024/700103']!.validUntil < '2025-06-30').toBe(true);
        expect(found['2025/700101']!.principal).toBe("KARIMOV AZIZ BAXTIYOR O'G'LI");
        // The office's counter continues past the fixed numbers.
        const [{ last }] = await em.query(
          `SELECT c.last_number AS last FROM register_counter c JOIN notarial_act a ON a.office_id = c.office_id AND a.reg_year = c.year
           WHERE a.regnum = '2025/700102'`,
        );
        expect(last).toBeGreaterThanOrEqual(700102);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  });
});
