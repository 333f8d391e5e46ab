import type { District, Territory } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';


@Injectable()
export class ReferenceService {
  constructor(private readonly db: DataSource) {}

  async regions(): Promise<Territory[]> {
    return this.db.query(
      `SELECT id, name_oz AS "nameOz", name_uz AS "nameUz", name_ru AS "nameRu", lat, lng FROM region ORDER BY name_oz`,
    );
  }

  async districts(regionId?: number): Promise<District[]> {
    return this.db.query(
      `SELECT id, region_id AS "regionId", name_oz AS "nameOz", name_uz AS "nameUz", name_ru AS "nameRu", lat, lng
       FROM district WHERE $1::int IS NULL OR region_id = $1 ORDER BY name_oz`,
      [regionId ?? null],
    );
  }
}
