import type { Localised } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export type StatisticsFilter = { from: string; to: string; regionId?: number; typeId?: number; regtype?: number };

/**
 * One GROUPING SETS row: `g` is the GROUPING bitmask (7 = only type grouped,
 * 11 = region, 13 = month, 14 = regtype, 15 = the grand total).
 */
export type StatisticsRow = {
  type_id: number | null; region_id: number | null; month: string | null; regtype: number | null; g: number; n: number; cancelled: number; video: number;
};

/** The statistics' data access; the service shapes the answer. */
@Injectable()
export class StatisticsRepository {
  constructor(private readonly db: DataSource) {}

  /** Registered acts (with a register number) dated in [from, to], counted by every breakdown in one pass. */
  async breakdowns(filter: StatisticsFilter): Promise<StatisticsRow[]> {
    const params: unknown[] = [filter.from, filter.to];
    const where = [`a.regnum IS NOT NULL`, `a.regdate BETWEEN $1 AND $2`];
    if (filter.regionId !== undefined) {
      params.push(filter.regionId);
      where.push(`o.region_id = $${params.length}`);
    }
    if (filter.typeId !== undefined) {
      params.push(filter.typeId);
      where.push(`a.type_id = $${params.length}`);
    }
    if (filter.regtype !== undefined) {
      params.push(filter.regtype);
      where.push(`a.regtype = $${params.length}`);
    }
    // One pass over the matching acts; GROUPING SETS gives every breakdown at once.
    return (await this.db.query(
      `SELECT a.type_id, o.region_id, to_char(a.regdate, 'YYYY-MM') AS month, a.regtype,
         GROUPING(a.type_id, o.region_id, to_char(a.regdate, 'YYYY-MM'), a.regtype) AS g,
         count(*)::int AS n, count(*) FILTER (WHERE a.state = 'cancelled')::int AS cancelled,
         count(*) FILTER (WHERE a.regtype = 2)::int AS video
       FROM notarial_act a LEFT JOIN notary_office o ON o.id = a.office_id
       WHERE ${where.join(' AND ')}
       GROUP BY GROUPING SETS ((a.type_id), (o.region_id), (to_char(a.regdate, 'YYYY-MM')), (a.regtype), ())`,
      params,
    )) as StatisticsRow[];
  }

  /** Every region's names. */
  async regions(): Promise<({ id: number } & Localised)[]> {
    return (await this.db.query(`SELECT id, name_oz AS oz, name_uz AS uz, name_ru AS ru FROM region`)) as ({ id: number } & Localised)[];
  }
}
