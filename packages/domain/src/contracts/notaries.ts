import * as v from 'valibot';
import { Localised, dateOut, int, optionalQueryInt, optionalQueryNumber, optionalQueryText, text, uuid } from './primitives.js';

export const NOTARY_SORTS = ['alpha', 'ministry_rating', 'client_rating', 'distance'] as const;
export type NotarySort = (typeof NOTARY_SORTS)[number];
export const LICENSE_STATUSES = ['active', 'terminated', 'cancelled'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];
export const NOTARY_STATUSES = ['on_duty', 'off_duty', 'vacation', 'medical_leave'] as const;
export type NotaryStatus = (typeof NOTARY_STATUSES)[number];

/** GET /api/notaries and /api/notaries/map — acts-domain 2 "Notary directory": sorting and the filters of the list. */
export const NotaryListQuery = v.object({
  regionId: optionalQueryInt(1, 999_999),
  districtId: optionalQueryInt(1, 99_999_999),
  name: optionalQueryText(100),
  language: v.optional(v.picklist(['uz', 'ru', 'kaa', 'en', ''])),
  licenseStatus: v.optional(v.picklist([...LICENSE_STATUSES, ''])),
  sort: v.optional(v.picklist(NOTARY_SORTS), 'alpha'),
  lat: optionalQueryNumber(-90, 90),
  lng: optionalQueryNumber(-180, 180),
  page: optionalQueryInt(1, 10_000),
  size: optionalQueryInt(1, 100),
});
export type NotaryListQuery = v.InferOutput<typeof NotaryListQuery>;

/** POST /api/notaries/:id/reviews */
export const ReviewBody = v.object({
  actId: uuid(),
  // A missing or zero rating is the spec's 'give a rating' error, answered by the service with its own code.
  rating: v.optional(v.nullable(int(0, 5))),
  text: v.optional(text(2000), ''),
});
export type ReviewBody = v.InferOutput<typeof ReviewBody>;

/** GET /api/notaries/:id/reviews */
export const ReviewPageQuery = v.object({
  page: optionalQueryInt(1, 10_000),
  size: optionalQueryInt(1, 50),
});
export type ReviewPageQuery = v.InferOutput<typeof ReviewPageQuery>;

// --- Answers -------------------------------------------------------------------------

export const Absence = v.object({ kind: v.picklist(['vacation', 'medical_leave']), dateFrom: dateOut, dateTo: dateOut });
export type Absence = v.InferOutput<typeof Absence>;
export const DayHours = v.object({ open: v.string(), close: v.string(), breakFrom: v.optional(v.string()), breakTo: v.optional(v.string()) });
export type DayHours = v.InferOutput<typeof DayHours>;
const day = v.optional(DayHours);
export const Timetable = v.pipe(
  v.object({ '1': day, '2': day, '3': day, '4': day, '5': day, '6': day, '7': day }),
  v.description('opening hours by ISO weekday (1 Monday); a missing day is closed'),
);
export type Timetable = v.InferOutput<typeof Timetable>;

export const NotaryCard = v.object({
  id: v.string(),
  fullName: v.string(),
  fullNameCyr: v.string(),
  licenseNumber: v.string(),
  licenseStatus: v.picklist(LICENSE_STATUSES),
  licenseStatusDate: v.nullable(v.string()),
  phone: v.string(),
  languages: v.array(v.string()),
  workingDays: v.array(v.number()),
  ministryRating: v.number(),
  clientRating: v.number(),
  reviewsCount: v.number(),
  status: v.picklist(NOTARY_STATUSES),
  absence: v.pipe(v.nullable(Absence), v.description('the leave under way now, or the next one within 30 days')),
  isDutyToday: v.boolean(),
  distanceKm: v.nullable(v.number()),
  office: v.object({
    id: v.string(),
    name: Localised,
    address: Localised,
    phone: v.string(),
    lat: v.number(),
    lng: v.number(),
    regionId: v.number(),
    districtId: v.number(),
    region: Localised,
    district: Localised,
    timetable: Timetable,
    isState: v.boolean(),
  }),
});
export type NotaryCard = v.InferOutput<typeof NotaryCard>;

export const NotaryPage = v.object({ items: v.array(NotaryCard), total: v.number(), page: v.number(), size: v.number() });
export type NotaryPage = v.InferOutput<typeof NotaryPage>;

export const NotaryDetails = v.object({
  ...NotaryCard.entries,
  licenseDate: v.string(),
  week: v.array(
    v.object({
      date: dateOut,
      weekday: v.number(),
      hours: v.nullable(DayHours),
      absence: v.nullable(v.picklist(['vacation', 'medical_leave'])),
      isDuty: v.boolean(),
    }),
  ),
  absences: v.array(Absence),
  ratingDistribution: v.object({ '1': v.number(), '2': v.number(), '3': v.number(), '4': v.number(), '5': v.number() }),
});
export type NotaryDetails = v.InferOutput<typeof NotaryDetails>;

export const NotaryMapOffice = v.object({
  id: v.string(),
  name: Localised,
  address: Localised,
  lat: v.number(),
  lng: v.number(),
  phone: v.string(),
  notaries: v.array(v.object({ id: v.string(), fullName: v.string(), fullNameCyr: v.string(), licenseStatus: v.string() })),
});
export type NotaryMapOffice = v.InferOutput<typeof NotaryMapOffice>;

export const Review = v.object({ id: v.string(), authorName: v.string(), rating: v.number(), text: v.string(), createdAt: v.string(), actTypeId: v.nullable(v.number()) });
export type Review = v.InferOutput<typeof Review>;
export const ReviewPage = v.object({ items: v.array(Review), total: v.number() });
export type ReviewPage = v.InferOutput<typeof ReviewPage>;

export const Visits = v.object({
  acts: v.array(
    v.object({
      id: v.string(),
      typeId: v.number(),
      name: v.string(),
      regnum: v.nullable(v.string()),
      regdate: v.nullable(v.string()),
      visitAt: v.nullable(v.string()),
      status: v.string(),
      canReview: v.boolean(),
      reviewed: v.boolean(),
    }),
  ),
  bookings: v.array(v.object({ id: v.string(), startsAt: v.string(), state: v.string(), actTypeId: v.number() })),
});
export type Visits = v.InferOutput<typeof Visits>;

export const ReviewAdded = v.object({ id: v.string(), clientRating: v.number(), reviewsCount: v.number() });
export type ReviewAdded = v.InferOutput<typeof ReviewAdded>;
