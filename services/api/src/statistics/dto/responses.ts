import * as v from 'valibot';
import { LocalisedSchema } from '../../common/response-schemas.js';

export const StatisticsSchema = v.object({
  from: v.pipe(v.string(), v.description('yyyy-mm-dd')),
  to: v.pipe(v.string(), v.description('yyyy-mm-dd')),
  total: v.number(),
  cancelled: v.number(),
  byType: v.array(v.object({ typeId: v.number(), name: LocalisedSchema, count: v.number() })),
  byRegion: v.array(v.object({ regionId: v.number(), name: LocalisedSchema, count: v.number() })),
  byMonth: v.array(v.object({ month: v.pipe(v.string(), v.description('yyyy-mm')), count: v.number(), video: v.number() })),
  byRegType: v.array(v.object({ regtype: v.picklist([1, 2]), count: v.number() })),
});
