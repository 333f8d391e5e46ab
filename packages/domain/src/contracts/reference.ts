import * as v from 'valibot';
import { optionalQueryInt } from './primitives.js';

/** GET /api/reference/districts?regionId= */
export const DistrictsQuery = v.object({ regionId: optionalQueryInt(1, 999_999) });
export type DistrictsQuery = v.InferOutput<typeof DistrictsQuery>;

/** A region or district with its names in the three languages and its centre. */
export const Territory = v.object({ id: v.number(), nameOz: v.string(), nameUz: v.string(), nameRu: v.string(), lat: v.number(), lng: v.number() });
export type Territory = v.InferOutput<typeof Territory>;
export const District = v.object({ ...Territory.entries, regionId: v.number() });
export type District = v.InferOutput<typeof District>;
