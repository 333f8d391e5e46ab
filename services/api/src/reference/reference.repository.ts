import type { District, Territory } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The territories' data access. */
@Injectable()
export class ReferenceRepository {
  constructor(private readonly db: DataSource) {}

  /** Every region, by Latin name. */
  async regions(): Promise<Territory[]> {
    return (await this.db.query(
      `SELECT id, name_oz AS "nameOz", name_uz AS "nameUz", name_ru AS "nameRu", lat, lng FROM region ORDER BY name_oz`,
    )) as Territory[];
  }

  /** The region's districts (all of them without one), by Latin name. */
  async districts(regionId?: number): Promise<District[]> {
    return (await this.db.query(
      `SELECT id, region_id AS "regionId", name_oz AS "nameOz", name_uz AS "nameUz", name_ru AS "nameRu", lat, lng
       FROM district WHERE $1::int IS NULL OR region_id = $1 ORDER BY name_oz`,
      [regionId ?? null],
    )) as District[];
  }
}
