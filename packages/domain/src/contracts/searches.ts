import * as v from 'valibot';
import { BanSearchSchema, PowerOfAttorneyCheckSchema } from '../validation/index.js';
import { Localised, nullableString, optionalQueryDate, optionalQueryInt, optionalQueryText, optionalQueryUuid } from './primitives.js';

/** GET /api/searches/proxy: a power of attorney by registry number and date (dd.mm.yyyy). */
export const ProxyCheckQuery = PowerOfAttorneyCheckSchema;
export type ProxyCheckQuery = v.InferOutput<typeof ProxyCheckQuery>;

/** GET /api/searches/inheritance (search_inheritcase). */
export const InheritanceQuery = v.object({
  name: optionalQueryText(120),
  deathDate: optionalQueryDate(),
  caseNumber: optionalQueryText(40),
  openedOn: optionalQueryDate(),
  notaryId: optionalQueryUuid(),
  page: optionalQueryInt(1, 500),
});
export type InheritanceQuery = v.InferOutput<typeof InheritanceQuery>;
/** What a client puts in the inheritance query string (before parsing). */
export type InheritanceCriteria = { name?: string; deathDate?: string; caseNumber?: string; openedOn?: string; notaryId?: string; page?: number };

/** GET /api/searches/bans: own vehicle (plate + tech passport) or real estate (type + cadastre). */
export const BanSearchQuery = BanSearchSchema;
export type BanSearchQuery = v.InferOutput<typeof BanSearchQuery>;

/**
 * GET /api/searches/notarial-act: register number and date, and the office
 * (register numbers are unique per office only; the print form's QR link names it).
 */
export const ActCheckQuery = v.object({ ...PowerOfAttorneyCheckSchema.entries, office: optionalQueryUuid() }, PowerOfAttorneyCheckSchema.message);
export type ActCheckQuery = v.InferOutput<typeof ActCheckQuery>;

// --- Answers -------------------------------------------------------------------------

const ActState = v.picklist(['active', 'cancelled']);
export const SearchOffice = v.object({ id: v.string(), name: Localised, address: Localised, phone: v.string() });
export type SearchOffice = v.InferOutput<typeof SearchOffice>;

export const ProxyCheckItem = v.object({
  id: v.string(),
  regnum: v.string(),
  /** yyyy-mm-dd */
  regdate: v.string(),
  typeId: v.number(),
  typeName: Localised,
  state: ActState,
  validUntil: nullableString,
  isExpired: v.boolean(),
  cancelledAt: nullableString,
  office: v.nullable(SearchOffice),
  notary: nullableString,
  principal: v.pipe(v.string(), v.description('masked: surname and initials')),
  attorney: v.pipe(v.string(), v.description('masked: surname and initials')),
  canDelegate: v.boolean(),
});
export type ProxyCheckItem = v.InferOutput<typeof ProxyCheckItem>;
export const ProxyCheck = v.object({ items: v.array(ProxyCheckItem) });
export type ProxyCheck = v.InferOutput<typeof ProxyCheck>;

export const InheritanceCase = v.object({
  id: v.string(),
  caseNumber: v.string(),
  openedOn: v.string(),
  deceased: v.string(),
  deceasedCyr: v.string(),
  deathDate: v.string(),
  state: v.picklist(['open', 'closed', 'suspended']),
  closedOn: nullableString,
  heirsCount: v.number(),
  notary: v.object({ id: v.string(), fullName: v.string(), fullNameCyr: v.string() }),
  office: SearchOffice,
});
export type InheritanceCase = v.InferOutput<typeof InheritanceCase>;
export const InheritanceSearch = v.object({ items: v.array(InheritanceCase), page: v.number(), hasMore: v.boolean() });
export type InheritanceSearch = v.InferOutput<typeof InheritanceSearch>;

export const BanItem = v.object({
  id: v.string(),
  kind: v.picklist(['ban', 'arrest', 'restraint', 'fine']),
  state: v.picklist(['active', 'lifted']),
  imposedAt: v.string(),
  documentDate: nullableString,
  documentNumber: nullableString,
  documentName: nullableString,
  official: nullableString,
  organisation: nullableString,
  /** so'm (fines). */
  amount: v.nullable(v.number()),
  liftedAt: nullableString,
});
export type BanItem = v.InferOutput<typeof BanItem>;

export const BanSearchResult = v.object({
  found: v.boolean(),
  property: v.nullable(
    v.variant('kind', [
      v.object({ kind: v.literal('vehicle'), stateNumber: v.string(), make: v.string(), year: v.nullable(v.number()), colour: nullableString }),
      v.object({ kind: v.literal('real_estate'), cadastreNumber: v.string(), propertyType: v.string(), address: v.string(), area: v.nullable(v.number()) }),
    ]),
  ),
  bans: v.array(BanItem),
  activeFines: v.object({ count: v.number(), total: v.number() }),
});
export type BanSearchResult = v.InferOutput<typeof BanSearchResult>;

export const ActCheckItem = v.object({
  id: v.string(),
  regnum: v.string(),
  regdate: v.string(),
  typeId: v.number(),
  typeName: Localised,
  name: v.string(),
  state: ActState,
  office: v.nullable(SearchOffice),
  notary: nullableString,
  language: v.string(),
  phone: v.pipe(nullableString, v.description('masked')),
  registeredAt: nullableString,
  cancelledAt: nullableString,
  linkedActs: v.array(v.object({ regnum: nullableString, regdate: nullableString, typeName: Localised, state: v.string() })),
  notes: v.array(v.object({ text: v.string(), date: v.string() })),
});
export type ActCheckItem = v.InferOutput<typeof ActCheckItem>;
export const ActCheck = v.object({ items: v.array(ActCheckItem) });
export type ActCheck = v.InferOutput<typeof ActCheck>;
