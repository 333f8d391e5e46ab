import * as v from 'valibot';
import { LICENSE_STATUSES } from './notaries.js';
import { Localised, finite, nullableString, optionalQueryText, optionalQueryUuid, queryInt, uuid } from './primitives.js';

/** GET /api/admin/notaries (issue 14, administrator): search by name or licence number, filter by licence status and office. */
export const AdminNotaryListQuery = v.object({
  search: optionalQueryText(100),
  licenseStatus: v.optional(v.picklist([...LICENSE_STATUSES, ''])),
  officeId: optionalQueryUuid(),
  page: v.optional(queryInt(1, 999_999, 'page must be a positive integer'), '1'),
  size: v.optional(queryInt(1, 100, 'size must be 1–100'), '20'),
});
export type AdminNotaryListQuery = v.InferOutput<typeof AdminNotaryListQuery>;

export const AdminNotary = v.object({
  id: v.string(),
  fullName: v.string(),
  licenseNumber: v.string(),
  licenseDate: v.string(),
  licenseStatus: v.picklist(LICENSE_STATUSES),
  licenseStatusDate: nullableString,
  officeId: v.string(),
  office: Localised,
  ministryRating: v.number(),
  clientRating: v.number(),
  reviewsCount: v.number(),
  /** The user signed in as this notary (linked by an administrator), if any. */
  user: v.nullable(v.object({ id: v.string(), fullname: v.string() })),
});
export type AdminNotary = v.InferOutput<typeof AdminNotary>;

export const AdminNotaryPage = v.object({ items: v.array(AdminNotary), total: v.number(), page: v.number(), size: v.number() });
export type AdminNotaryPage = v.InferOutput<typeof AdminNotaryPage>;

/** PATCH /api/admin/notaries/:id: licence status, office assignment, the ministry's rating. */
export const AdminNotaryPatch = v.strictObject(
  {
    licenseStatus: v.optional(v.picklist(LICENSE_STATUSES, `licenseStatus is ${LICENSE_STATUSES.join(', ')}`)),
    officeId: v.optional(uuid('officeId must be an office id (uuid)')),
    ministryRating: v.optional(finite(0, 5, 'ministryRating is 0–5')),
  },
  (issue) => `unknown field ${issue.expected ?? ''}`.trim(),
);
export type AdminNotaryPatch = v.InferOutput<typeof AdminNotaryPatch>;

/** GET /api/admin/offices: every notary office, for the office assignment. */
export const AdminOffice = v.object({ id: v.string(), name: Localised, regionId: v.number(), districtId: v.number(), notaries: v.number() });
export type AdminOffice = v.InferOutput<typeof AdminOffice>;
