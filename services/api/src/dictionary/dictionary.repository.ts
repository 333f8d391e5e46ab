import type { Dictionary } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { UpsertCounts } from '../reference/reference.seed.js';

const TABLE: Record<Dictionary, string> = {
  regions: 'region',
  districts: 'district',
  offices: 'notary_office',
  act_types: 'act_type',
  catalogue: 'notarial_service',
};

export type RefreshRow = { finished_at: Date; source: string; inserted: number; updated: number; unchanged: number };

/** update_dict's data access: the dictionaries' sizes and their refresh log. */
@Injectable()
export class DictionaryRepository {
  constructor(private readonly db: DataSource) {}

  /** How many rows the dictionary's table holds. */
  async count(dictionary: Dictionary): Promise<number> {
    const [{ n }] = (await this.db.query(`SELECT count(*)::int AS n FROM ${TABLE[dictionary]}`)) as [{ n: number }];
    return n;
  }

  /** The dictionary's latest logged refresh, if any. */
  async lastRefresh(dictionary: Dictionary): Promise<RefreshRow | undefined> {
    const [last] = (await this.db.query(
      `SELECT finished_at, source, inserted, updated, unchanged FROM dictionary_refresh WHERE dictionary = $1 ORDER BY finished_at DESC LIMIT 1`,
      [dictionary],
    )) as RefreshRow[];
    return last;
  }

  /** Logs a refresh inside the caller's transaction. */
  async logRefresh(em: EntityManager, dictionary: Dictionary, source: string, started: Date, c: UpsertCounts, userId: string): Promise<void> {
    await em.query(
      `INSERT INTO dictionary_refresh (dictionary, source, started_at, inserted, updated, unchanged, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [dictionary, source, started, c.inserted, c.updated, c.unchanged, userId],
    );
  }
}
