import * as v from 'valibot';
import { optionalInt, optionalNumber, optionalText } from '../../common/validation/query.js';

export const NOTARY_SORTS = ['alpha', 'ministry_rating', 'client_rating', 'distance'] as const;
export type NotarySort = (typeof NOTARY_SORTS)[number];

/** spec/acts-domain.md 2 "Notary directory": sorting and the filters of the list. */
export const NotaryListQuerySchema = v.object({
  regionId: optionalInt(1, 999_999),
  districtId: optionalInt(1, 99_999_999),
  name: optionalText(100),
  language: v.optional(v.picklist(['uz', 'ru', 'kaa', 'en', ''])),
  licenseStatus: v.optional(v.picklist(['active', 'terminated', 'cancelled', ''])),
  sort: v.optional(v.picklist(NOTARY_SORTS), 'alpha'),
  lat: optionalNumber(-90, 90),
  lng: optionalNumber(-180, 180),
  page: optionalInt(1, 10_000),
  size: optionalInt(1, 100),
});
export type NotaryListQuery = v.InferOutput<typeof NotaryListQuerySchema>;

export const ReviewBodySchema = v.object({
  actId: v.pipe(v.string(), v.uuid()),
  // A missing or zero rating is the spec's 'give a rating' error, answered by the service with its own code.
  rating: v.optional(v.nullable(v.number())),
  text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000)), ''),
});
export type ReviewBody = v.InferOutput<typeof ReviewBodySchema>;

export const PageQuerySchema = v.object({
  page: optionalInt(1, 10_000),
  size: optionalInt(1, 50),
});
