import type { EntityManager } from 'typeorm';
import type { Seeder } from '../database/seed.js';
import { DISTRICTS, REGIONS } from './regions.data.js';

/**
 * Writes the territorial dictionary, inserting new rows and updating names of
 * existing ones (ids are stable), so the same code serves the first seed and a
 * dictionary refresh.
 */
export async function upsertTerritories(em: EntityManager): Promise<{ regions: number; districts: number }> {
  await em.query(
    `INSERT INTO region (id, name_oz, name_uz, name_ru, lat, lng)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id int, "nameOz" text, "nameUz" text, "nameRu" text, lat float8, lng float8)
     ON CONFLICT (id) DO UPDATE SET name_oz = excluded.name_oz, name_uz = excluded.name_uz, name_ru = excluded.name_ru,
       lat = excluded.lat, lng = excluded.lng, updated_at = now()`,
    [JSON.stringify(REGIONS)],
  );
  await em.query(
    `INSERT INTO district (id, region_id, name_oz, name_uz, name_ru, lat, lng)
     SELECT * FROM jsonb_to_recordset($1::jsonb)
       AS d(id int, "regionId" int, "nameOz" text, "nameUz" text, "nameRu" text, lat float8, lng float8)
     ON CONFLICT (id) DO UPDATE SET region_id = excluded.region_id, name_oz = excluded.name_oz, name_uz = excluded.name_uz,
       name_ru = excluded.name_ru, lat = excluded.lat, lng = excluded.lng, updated_at = now()`,
    [JSON.stringify(DISTRICTS)],
  );
  return { regions: REGIONS.length, districts: DISTRICTS.length };
}

export const referenceSeeder: Seeder = {
  name: 'reference-territories',
  run: async (em) => {
    await upsertTerritories(em);
  },
};
