import type { Statistics, StatisticsQuery } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import { ACT_TYPE_IDS, ACT_TYPES, isActTypeId } from '@notary/domain/act';
import { tashkentDateOf, toIsoDate } from '@notary/domain/time';
import { StatisticsRepository } from './statistics.repository.js';

/**
 * spec/acts-domain.md 2 "Statistics": registered acts (those with a register
 * number) by type, region, month and registration type, from `notarial_act`.
 * Dates are register dates (Tashkent calendar days).
 */
@Injectable()
export class StatisticsService {
  constructor(private readonly repo: StatisticsRepository) {}

  async get(query: StatisticsQuery, now = new Date()): Promise<Statistics> {
    const today = tashkentDateOf(now);
    const to = query.to ?? toIsoDate(today);
    // By default the last twelve whole months and this one.
    const from = query.from ?? toIsoDate({ year: today.year - 1, month: today.month, day: 1 });
    const rows = await this.repo.breakdowns({ from, to, regionId: query.regionId, typeId: query.typeId, regtype: query.regtype });
    const regions = await this.repo.regions();
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
