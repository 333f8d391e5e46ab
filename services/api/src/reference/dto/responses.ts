import * as v from 'valibot';

export const TerritorySchema = v.object({ id: v.number(), nameOz: v.string(), nameUz: v.string(), nameRu: v.string(), lat: v.number(), lng: v.number() });
export const DistrictSchema = v.object({ ...TerritorySchema.entries, regionId: v.number() });
