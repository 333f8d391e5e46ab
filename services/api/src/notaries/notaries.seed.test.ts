import { DataSource, type EntityManager } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { upsertTerritories } from '../reference/reference.seed.js';
import { useTestApi } from '../testing/test-api.js';
import { buildDirectory, demoAbsencePlan, DUTY_DAYS_AHEAD, rollDemoRosters, seedDirectory } from './notaries.seed.js';
import { seedLegacyReviews } from './reviews.seed.js';

class Rollback extends Error {}

describe('notary directory seed', () => {
  const api = useTestApi();

  /** The directory seeded afresh inside a transaction that is always rolled back. */
  async function inSeededDirectory(check: (em: EntityManager) => Promise<void>): Promise<void> {
    const db = api.app.get(DataSource);
    await expect(
      db.transaction(async (em) => {
        await em.query('DELETE FROM notary_duty');
        await upsertTerritories(em);
        await seedDirectory(em);
        await check(em);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  }

  it('builds at least 60 offices and notaries across all 14 regions, with demo pins on active notaries', () => {
    const { offices, notaries } = buildDirectory([
      { pin: '30101850000011', surname: 'ABDULLAYEV', name: 'RUSTAM', patronym: "ERKIN O'G'LI", regionId: 1726, districtId: 172602 },
      { pin: '30101850000022', surname: 'NAZAROVA', name: 'FERUZA', patronym: 'ALISHER QIZI', regionId: 1726, districtId: 172604 },
    ]);
    expect(offices.length).toBeGreaterThanOrEqual(60);
    expect(notaries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(offices.map((o) => o.regionId)).size).toBe(14);
    const linked = notaries.filter((n) => n.personPin);
    expect(linked.map((n) => n.licenseStatus)).toEqual(['active', 'active']);
    expect(linked.map((n) => n.fullName)).toEqual(["Abdullayev Rustam Erkin o'g'li", 'Nazarova Feruza Alisher qizi']);
    // Each account works in a state office of their own district.
    expect(linked.map((n) => offices.find((o) => o.id === n.officeId)!.districtId)).toEqual([172602, 172604]);
    expect(notaries.some((n) => n.licenseStatus === 'terminated')).toBe(true);
    expect(notaries.some((n) => n.licenseStatus === 'cancelled')).toBe(true);
    // Every office lies inside Uzbekistan's bounding box.
    for (const o of offices) {
      expect(o.lat).toBeGreaterThan(37);
      expect(o.lat).toBeLessThan(45.6);
      expect(o.lng).toBeGreaterThan(56);
      expect(o.lng).toBeLessThan(73.2);
    }
  });

  it('inserts into a real database with leave and weekend duty (rolled back)', async () => {
    await inSeededDirectory(async (em) => {
      const [counts] = await em.query(`SELECT
        (SELECT count(*)::int FROM region) AS regions,
        (SELECT count(*)::int FROM district) AS districts,
        (SELECT count(*)::int FROM notary_office) AS offices,
        (SELECT count(*)::int FROM notary_absence) AS absences,
        (SELECT count(*)::int FROM notary_duty) AS duties`);
      expect(counts.regions).toBeGreaterThanOrEqual(14);
      expect(counts.districts).toBeGreaterThanOrEqual(200);
      expect(counts.offices).toBeGreaterThanOrEqual(60);
      expect(counts.absences).toBeGreaterThanOrEqual(5);
      expect(counts.duties).toBeGreaterThan(0);
      // Legacy reviews set every reviewed notary's client rating to the average of its reviews.
      await seedLegacyReviews(em);
      const seeded = buildDirectory().notaries.map((n) => n.id);
      const mismatched = await em.query(
        `SELECT n.id FROM notary n
         JOIN (SELECT notary_id, round(avg(rating), 2) AS a, count(*)::int AS c FROM notary_review GROUP BY notary_id) r ON r.notary_id = n.id
         WHERE n.id = ANY ($1::uuid[]) AND (n.client_rating <> r.a OR n.reviews_count <> r.c)`,
        [seeded],
      );
      expect(mismatched).toEqual([]);
      const [{ n }] = await em.query(`SELECT count(*)::int AS n FROM notary_review WHERE source = 'legacy' AND act_id IS NULL`);
      expect(n).toBeGreaterThan(100);
    });
  });
  it('rolls the demo leave and weekend duty forward around a later day, idempotently (rolled back)', async () => {
    await inSeededDirectory(async (em) => {
      const { notaries } = buildDirectory();
      const plan = demoAbsencePlan(notaries);
      expect(plan).toHaveLength(5);
      const planned = plan.map((a) => a.notaryId);
      // 40 days on: every seeded leave has ended, and the duty roster (56 days) covers only part of the window.
      const [{ later }] = await em.query(`SELECT ((now() AT TIME ZONE 'Asia/Tashkent')::date + 40)::text AS later`);
      const added = await rollDemoRosters(em, { notaries, today: later });
      expect(added.absences).toBe(5);
      expect(added.duties).toBeGreaterThan(0);
      // The leaves planned around "now" (from <= 0 <= to) cover the later day again.
      const onLeave = (await em.query(
        `SELECT DISTINCT notary_id FROM notary_absence WHERE notary_id = ANY ($1::uuid[]) AND $2::date BETWEEN date_from AND date_to`,
        [planned, later],
      )) as { notary_id: string }[];
      const nowPlanned = plan.filter((a) => a.from <= 0 && a.to >= 0).map((a) => a.notaryId);
      expect(onLeave.map((r) => r.notary_id).sort()).toEqual([...nowPlanned].sort());
      // A notary's leaves never overlap; the earlier ones stay as history.
      const [{ overlaps }] = await em.query(
        `SELECT count(*)::int AS overlaps FROM notary_absence a JOIN notary_absence b
           ON a.notary_id = b.notary_id AND a.id < b.id AND a.date_from <= b.date_to AND b.date_from <= a.date_to
         WHERE a.notary_id = ANY ($1::uuid[])`,
        [planned],
      );
      expect(overlaps).toBe(0);
      const [{ total }] = await em.query(`SELECT count(*)::int AS total FROM notary_absence WHERE notary_id = ANY ($1::uuid[])`, [planned]);
      expect(total).toBe(10);
      // Every Saturday and Sunday of the window has 1 to 3 notaries on duty.
      const weekends = (await em.query(
        `SELECT d::date::text AS day, (SELECT count(*)::int FROM notary_duty x WHERE x.duty_date = d::date) AS n
         FROM generate_series($1::date, $1::date + $2::int, '1 day') d WHERE extract(isodow FROM d) IN (6, 7)`,
        [later, DUTY_DAYS_AHEAD],
      )) as { day: string; n: number }[];
      expect(weekends.length).toBeGreaterThanOrEqual(16);
      expect(weekends.filter((w) => w.n < 1 || w.n > 3)).toEqual([]);
      // Idempotent: a second run the same day adds nothing.
      expect(await rollDemoRosters(em, { notaries, today: later })).toEqual({ absences: 0, duties: 0 });
    });
  });
});
