import * as v from 'valibot';
import { LocalisedSchema } from '../../common/response-schemas.js';

const isoDate = v.pipe(v.string(), v.description('yyyy-mm-dd'));
const AbsenceSchema = v.object({ kind: v.picklist(['vacation', 'medical_leave']), dateFrom: isoDate, dateTo: isoDate });
const DayHoursSchema = v.object({ open: v.string(), close: v.string(), breakFrom: v.optional(v.string()), breakTo: v.optional(v.string()) });
const day = v.optional(DayHoursSchema);
const TimetableSchema = v.pipe(
  v.object({ '1': day, '2': day, '3': day, '4': day, '5': day, '6': day, '7': day }),
  v.description('opening hours by ISO weekday (1 Monday); a missing day is closed'),
);

export const NotaryCardSchema = v.object({
  id: v.string(),
  fullName: v.string(),
  fullNameCyr: v.string(),
  licenseNumber: v.string(),
  licenseStatus: v.picklist(['active', 'terminated', 'cancelled']),
  licenseStatusDate: v.nullable(v.string()),
  phone: v.string(),
  languages: v.array(v.string()),
  workingDays: v.array(v.number()),
  ministryRating: v.number(),
  clientRating: v.number(),
  reviewsCount: v.number(),
  status: v.picklist(['on_duty', 'off_duty', 'vacation', 'medical_leave']),
  absence: v.pipe(v.nullable(AbsenceSchema), v.description('the leave under way now, or the next one within 30 days')),
  isDutyToday: v.boolean(),
  distanceKm: v.nullable(v.number()),
  office: v.object({
    id: v.string(),
    name: LocalisedSchema,
    address: LocalisedSchema,
    phone: v.string(),
    lat: v.number(),
    lng: v.number(),
    regionId: v.number(),
    districtId: v.number(),
    region: LocalisedSchema,
    district: LocalisedSchema,
    timetable: TimetableSchema,
    isState: v.boolean(),
  }),
});

export const NotaryPageSchema = v.object({ items: v.array(NotaryCardSchema), total: v.number(), page: v.number(), size: v.number() });

export const NotaryDetailsSchema = v.object({
  ...NotaryCardSchema.entries,
  licenseDate: v.string(),
  week: v.array(
    v.object({
      date: isoDate,
      weekday: v.number(),
      hours: v.nullable(DayHoursSchema),
      absence: v.nullable(v.picklist(['vacation', 'medical_leave'])),
      isDuty: v.boolean(),
    }),
  ),
  absences: v.array(AbsenceSchema),
  ratingDistribution: v.object({ '1': v.number(), '2': v.number(), '3': v.number(), '4': v.number(), '5': v.number() }),
});

export const NotaryMapOfficeSchema = v.object({
  id: v.string(),
  name: LocalisedSchema,
  address: LocalisedSchema,
  lat: v.number(),
  lng: v.number(),
  phone: v.string(),
  notaries: v.array(v.object({ id: v.string(), fullName: v.string(), fullNameCyr: v.string(), licenseStatus: v.string() })),
});

export const ReviewPageSchema = v.object({
  items: v.array(v.object({ id: v.string(), authorName: v.string(), rating: v.number(), text: v.string(), createdAt: v.string(), actTypeId: v.nullable(v.number()) })),
  total: v.number(),
});

export const VisitsSchema = v.object({
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

export const ReviewAddedSchema = v.object({ id: v.string(), clientRating: v.number(), reviewsCount: v.number() });
