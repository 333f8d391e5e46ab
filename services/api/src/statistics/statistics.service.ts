import type { Localised, Statistics, StatisticsQuery } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import { ACT_TYPE_IDS, ACT_TYPES, isActTypeId } from '@notary/domain/act';
import { tashkentDateOf, toIsoDate } from '@notary/domain/time';
import { DataSource } from 'typeorm';



/**
 * spec/acts-domain.md 2 "Statistics": registered acts (those with a register
 * number) by type, region, month and registration type, from `notarial_act`.
 * Dates are register dates (Tashkent calendar days).
 */
@Injectable()
export class StatisticsService {
  constructor(private readonly db: DataSource) {}

  async get(query: StatisticsQuery, now = new Date()): Promise<Statistics> {
    const today = tashkentDateOf(now);
    const to = query.to ?? toIsoDate(today);
    // By default the last twelve whole months and this one.
    const from = query.from ?? toIsoDate({ year: today.year - 1, month: today.month, day: 1 });
    const params: unknown[] = [from, to];
    const where = [`a.regnum IS NOT NULL`, `a.regdate BETWEEN $1 AND $2`];
    if (query.regionId !== undefined) {
      params.push(query.regionId);
      where.push(`o.region_id = $${params.length}`);
    }
    if (query.typeId !== undefined) {
      params.push(query.typeId);
      where.push(`a.type_id = $${params.length}`);
    }
    if (query.regtype !== undefined) {
      params.push(query.regtype);
      where.push(`a.regtype = $${params.length}`);
    }
    // One pass over the matching acts; GROUPING SETS gives every breakdown at once.
    const rows = (await this.db.query(
      `SELECT a.type_id, o.region_id, to_char(a.regdate, 'YYYY-MM') AS month, a.regtype,
         GROUPING(a.type_id, o.region_id, to_char(a.regdate, 'YYYY-MM'), a.regtype) AS g,
         count(*)::int AS n, count(*) FILTER (WHERE a.state = 'cancelled')::int AS cancelled,
         count(*) FILTER (WHERE a.regtype = 2)::int AS video
       FROM notarial_act a LEFT JOIN notary_office o ON o.id = a.office_id
       WHERE ${where.join(' AND ')}
       GROUP BY GROUPING SETS ((a.type_id), (o.region_id), (to_char(a.regdate, 'YYYY-MM')), (a.regtype), ())`,
      params,
    )) as { type_id: number | null; region_id: number | null; month: string | null; regtype: number | null; g: number; n: number; cancelled: number; video: number }[];
    const regions = (await this.db.query(`SELECT id, name_oz AS oz, name_uz AS uz, name_ru AS ru FROM region`)) as ({ id: number } & Localised)[];
    const regionName = new Map(regions.map((r) => [r.id, { oz: r.oz, uz: r.uz, ru: r.ru }]));
    // GROUPING bitmask: 7 = only type grouped, 11 = region, 13 = month, 14 = regtype, 15 = the grand total.
    const all = rows.find((r) => r.g === 15);
    const byTypeCounts = new Map(rows.filter((r) => r.g === 7).map((r) => [r.type_id!, r.n]));
    const months: string[] = [];
    for (let d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`); d.toISOString().slice(0, 7) <= to.slice(0, 7); d.setUTCMonth(d.getUTCMonth() + 1)) {
      months.push(d.toISOString().slice(0, 7));
    }
    const byMonth = new Map(rows.filter((r) => r.g === 13).map((r) => [r.month!, r]));
    return {
      from,
      to,
      total: all?.n ?? 0,
      cancelled: all?.cancelled ?? 0,
      // Every act type appears, zero included, so the chart's axis is the same whatever the filter.
      byType: ACT_TYPE_IDS.map((typeId): Statistics['byType'][number] => ({ typeId, name: ACT_TYPES[typeId].names, count: byTypeCounts.get(typeId) ?? 0 }))
        .concat(
          [...byTypeCounts.entries()]
            .filter(([id]) => !isActTypeId(id))
            .map(([typeId, count]) => ({ typeId, name: { oz: String(typeId), uz: String(typeId), ru: String(typeId) }, count })),
        )
        .sort((a, b) => b.count - a.count),
      byRegion: rows
        .filter((r) => r.g === 11 && r.region_id !== null)
        .map((r) => ({ regionId: r.region_id!, name: regionName.get(r.region_id!) ?? { oz: '?', uz: '?', ru: '?' }, count: r.n }))
        .sort((a, b) => b.count - a.count),
      byMonth: months.map((month) => ({ month, count: byMonth.get(month)?.n ?? 0, video: byMonth.get(month)?.video ?? 0 })),
      byRegType: ([1, 2] as const).map((regtype) => ({ regtype, count: rows.find((r) => r.g === 14 && r.regtype === regtype)?.n ?? 0 })),
    };
  }
}
