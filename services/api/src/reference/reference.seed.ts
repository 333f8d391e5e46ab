import type { EntityManager } from 'typeorm';
import type { Seeder } from '../database/seed.js';
import { DISTRICTS, REGIONS, type DistrictRow, type RegionRow } from './regions.data.js';

export type UpsertCounts = { inserted: number; updated: number; unchanged: number };

/** Counts from `INSERT … ON CONFLICT DO UPDATE … WHERE <changed> RETURNING (xmax = 0)`: unchanged rows return nothing. */
export function upsertCounts(rows: { inserted: boolean }[], total: number): UpsertCounts {
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted, unchanged: total - rows.length };
}

/**
 * Writes the territorial dictionary: new rows are inserted, changed names or
 * centres updated, ids never change. The same code serves the first seed and
 * the administrators' dictionary refresh.
 */
export async function upsertRegions(em: EntityManager, regions: readonly RegionRow[] = REGIONS): Promise<UpsertCounts> {
  const rows = (await em.query(
    `INSERT INTO region (id, name_oz, name_uz, name_ru, lat, lng)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id int, "nameOz" text, "nameUz" text, "nameRu" text, lat float8, lng float8)
     ON CONFLICT (id) DO UPDATE SET name_oz = excluded.name_oz, name_uz = excluded.name_uz, name_ru = excluded.name_ru,
       lat = excluded.lat, lng = excluded.lng, updated_at = now()
     WHERE (region.name_oz, region.name_uz, region.name_ru, region.lat, region.lng)
       IS DISTINCT FROM (excluded.name_oz, excluded.name_uz, excluded.name_ru, excluded.lat, excluded.lng)
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(regions)],
  )) as { inserted: boolean }[];
  return upsertCounts(rows, regions.length);
}

export async function upsertDistricts(em: EntityManager, districts: readonly DistrictRow[] = DISTRICTS): Promise<UpsertCounts> {
  const rows = (await em.query(
    `INSERT INTO district (id, region_id, name_oz, name_uz, name_ru, lat, lng)
     SELECT * FROM jsonb_to_recordset($1::jsonb)
       AS d(id int, "regionId" int, "nameOz" text, "nameUz" text, "nameRu" text, lat float8, lng float8)
     ON CONFLICT (id) DO UPDATE SET region_id = excluded.region_id, name_oz = excluded.name_oz, name_uz = excluded.name_uz,
       name_ru = excluded.name_ru, lat = excluded.lat, lng = excluded.lng, updated_at = now()
     WHERE (district.region_id, district.name_oz, district.name_uz, district.name_ru, district.lat, district.lng)
       IS DISTINCT FROM (excluded.region_id, excluded.name_oz, excluded.name_uz, excluded.name_ru, excluded.lat, excluded.lng)
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(districts)],
  )) as { inserted: boolean }[];
  return upsertCounts(rows, districts.length);
}

export async function upsertTerritories(em: EntityManager): Promise<{ regions: UpsertCounts; districts: UpsertCounts }> {
  return { regions: await upsertRegions(em), districts: await upsertDistricts(em) };
}

export const referenceSeeder: Seeder = {
  name: 'reference-territories',
  run: async (em) => {
    await upsertTerritories(em);
  },
};
