import * as v from 'valibot';
import { LocalisedListSchema, LocalisedSchema } from '../../common/response-schemas.js';

export const CatalogueSchema = v.object({
  groups: v.array(
    v.object({
      id: v.number(),
      icon: v.string(),
      name: LocalisedSchema,
      count: v.number(),
      services: v.array(v.object({ id: v.number(), actTypeId: v.number(), name: LocalisedSchema, simpleDescription: LocalisedSchema })),
    }),
  ),
  total: v.number(),
});

export const ServiceDetailsSchema = v.object({
  id: v.number(),
  actTypeId: v.number(),
  group: v.object({ id: v.number(), name: LocalisedSchema }),
  name: LocalisedSchema,
  legalDescription: LocalisedSchema,
  simpleDescription: LocalisedSchema,
  documents: LocalisedListSchema,
  participants: LocalisedListSchema,
  duration: LocalisedSchema,
  result: LocalisedSchema,
  conditions: LocalisedSchema,
  related: v.array(v.object({ id: v.number(), name: LocalisedSchema })),
  registeredCount: v.pipe(v.number(), v.description('acts of this type registered across the country')),
});
