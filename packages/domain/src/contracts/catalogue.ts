import * as v from 'valibot';
import { CLOSE_KINSHIPS } from '../rules/index.js';
import { FEE_PARAM_KEYS } from '../fees/index.js';
import { INT32_MAX, Localised, LocalisedList, optionalQueryText, queryInt } from './primitives.js';

/** A catalogue service id in a path (`/api/catalogue/:id`, `/api/calculator/:serviceId`): an int4. */
export const ServiceIdParam = queryInt(1, INT32_MAX);

/** GET /api/catalogue */
export const CatalogueQuery = v.object({ search: optionalQueryText(100) });
export type CatalogueQuery = v.InferOutput<typeof CatalogueQuery>;

export const CatalogueService = v.object({ id: v.number(), actTypeId: v.number(), name: Localised, simpleDescription: Localised });
export type CatalogueService = v.InferOutput<typeof CatalogueService>;
export const CatalogueGroup = v.object({ id: v.number(), icon: v.string(), name: Localised, count: v.number(), services: v.array(CatalogueService) });
export type CatalogueGroup = v.InferOutput<typeof CatalogueGroup>;
export const Catalogue = v.object({ groups: v.array(CatalogueGroup), total: v.number() });
export type Catalogue = v.InferOutput<typeof Catalogue>;

export const ServiceDetails = v.object({
  id: v.number(),
  actTypeId: v.number(),
  group: v.object({ id: v.number(), name: Localised }),
  name: Localised,
  legalDescription: Localised,
  simpleDescription: Localised,
  documents: LocalisedList,
  participants: LocalisedList,
  duration: Localised,
  result: Localised,
  conditions: Localised,
  related: v.array(v.object({ id: v.number(), name: Localised })),
  registeredCount: v.pipe(v.number(), v.description('acts of this type registered across the country')),
});
export type ServiceDetails = v.InferOutput<typeof ServiceDetails>;

// --- The fee calculator (na_details/calc/{nadid}) --------------------------------------

/** GET /api/calculator/:serviceId?kinship= ('' or 'none': no close kinship). */
export const CalculationQuery = v.object({
  kinship: v.optional(v.pipe(v.string(), v.transform((s) => (s === '' || s === 'none' ? undefined : s)), v.union([v.undefined(), v.picklist(CLOSE_KINSHIPS)]))),
});
export type CalculationQuery = v.InferOutput<typeof CalculationQuery>;

const tiyin = v.pipe(v.number(), v.description('tiyin'));

export const Calculation = v.object({
  serviceId: v.number(),
  actTypeId: v.number(),
  name: Localised,
  bcv: v.pipe(v.number(), v.description('the base calculation value, tiyin')),
  bcvWords: v.string(),
  hasKinshipReduction: v.pipe(v.boolean(), v.description('the close-relative option changes the duty')),
  kinships: v.array(v.picklist(CLOSE_KINSHIPS)),
  /** spec/shell.md 3 "Calculator fields: params, total"; amounts in tiyin, each with its words. */
  params: v.array(v.object({ key: v.picklist(FEE_PARAM_KEYS), label: v.string(), value: tiyin, words: v.string() })),
  total: tiyin,
  totalWords: v.string(),
});
export type Calculation = v.InferOutput<typeof Calculation>;
