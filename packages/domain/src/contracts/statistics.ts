import * as v from 'valibot';
import { Localised, dateOut, optionalQueryDate, optionalQueryInt } from './primitives.js';

/** GET /api/statistics (default: the last twelve months). */
export const StatisticsQuery = v.object({
  from: optionalQueryDate(),
  to: optionalQueryDate(),
  regionId: optionalQueryInt(1, 999_999),
  typeId: optionalQueryInt(1, 999_999),
  regtype: optionalQueryInt(1, 2),
});
export type StatisticsQuery = v.InferOutput<typeof StatisticsQuery>;

export const Statistics = v.object({
  from: dateOut,
  to: dateOut,
  total: v.number(),
  cancelled: v.number(),
  byType: v.array(v.object({ typeId: v.number(), name: Localised, count: v.number() })),
  byRegion: v.array(v.object({ regionId: v.number(), name: Localised, count: v.number() })),
  byMonth: v.array(v.object({ month: v.pipe(v.string(), v.description('yyyy-mm')), count: v.number(), video: v.number() })),
  byRegType: v.array(v.object({ regtype: v.picklist([1, 2]), count: v.number() })),
});
export type Statistics = v.InferOutput<typeof Statistics>;
