import { isActStep, isActTypeId, REG_SYSTEMS, REG_TYPES, type ActStatus, type ActState, type ActStep } from '@notary/domain/act';
import { ListActsQuery } from '@notary/domain/contracts';
import * as v from 'valibot';
import { parseUrlFilters, urlParam, writeUrlFilters, type UrlFilterSchemas, type UrlFilters } from '../forms/index.ts';

/**
 * "My notarial acts" (acts-domain 2): the tab, every filter, the page and
 * the order, read from and written to the address's search params, so a
 * filtered list can be reloaded, shared and gone back to. The names are the
 * API's query names (GET /api/notarial_act).
 */
export const LIST_TABS = ['acts', 'awaiting'] as const;
export type ListTab = (typeof LIST_TABS)[number];

export const LIST_SORTS = ['entered_at', 'regdate', 'visit_at', 'step', 'type_id', 'regnum'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const PAGE_SIZES = [10, 20, 50] as const;

export type ActListFilters = {
  tab: ListTab;
  /** yyyy-mm-dd, the act's entry date from (Tashkent day) */
  dateFrom?: string;
  dateTo?: string;
  state?: ActState;
  status?: ActStatus;
  regnum?: string;
  regdate?: string;
  visitDate?: string;
  /** HH:mm */
  visitTime?: string;
  typeId?: number;
  officeId?: string;
  notaryId?: string;
  step?: ActStep;
  regsystem?: number;
  regtype?: number;
  page: number;
  pageSize: number;
  sort: ListSort;
  order: 'asc' | 'desc';
};

export const DEFAULT_FILTERS: ActListFilters = { tab: 'acts', page: 1, pageSize: 20, sort: 'entered_at', order: 'desc' };

/** The filter fields a user sets (the tab, page and order aside). */
export const FILTER_FIELDS = [
  'dateFrom',
  'dateTo',
  'state',
  'status',
  'regnum',
  'regdate',
  'visitDate',
  'visitTime',
  'typeId',
  'officeId',
  'notaryId',
  'step',
  'regsystem',
  'regtype',
] as const satisfies readonly (keyof ActListFilters)[];
export type FilterField = (typeof FILTER_FIELDS)[number];

const integerIn = (isValid: (n: number) => boolean) => v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.check(isValid));

/**
 * The list's query parameters (the shared `useUrlFilters` of forms/): the
 * API's own query schema (ListActsQuery of @notary/domain/contracts) for
 * what the screen takes as the API does, narrower schemas where the screen
 * offers fewer values (a known act type, step, system, registration type, a
 * page size of the picker, a page as a plain id). A value refused is dropped, never sent.
 * `region` only narrows the office and notary pickers; the API is not asked it.
 */
const Q = ListActsQuery.entries;
export const ACT_LIST_PARAMS = {
  tab: Q.tab,
  dateFrom: Q.dateFrom,
  dateTo: Q.dateTo,
  state: Q.state,
  status: Q.status,
  regnum: Q.regnum,
  regdate: Q.regdate,
  visitDate: Q.visitDate,
  visitTime: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  typeId: integerIn(isActTypeId),
  officeId: Q.officeId,
  notaryId: Q.notaryId,
  step: integerIn(isActStep),
  regsystem: integerIn((n) => (REG_SYSTEMS as readonly number[]).includes(n)),
  regtype: integerIn((n) => (Object.values(REG_TYPES) as number[]).includes(n)),
  region: urlParam.id(),
  page: urlParam.id(),
  pageSize: integerIn((n) => (PAGE_SIZES as readonly number[]).includes(n)),
  sort: Q.sort,
  order: Q.order,
} satisfies UrlFilterSchemas;

export type ActListParams = UrlFilters<typeof ACT_LIST_PARAMS>;

/** The list's filters from the parameters read: the defaults where a parameter is absent; `region` aside. */
export function filtersOf(params: ActListParams): ActListFilters {
  const { region: _region, ...rest } = params;
  return { ...DEFAULT_FILTERS, ...(rest as Partial<ActListFilters>) };
}

/** The parameters of `filters`: only what differs from the defaults, so a plain list has a plain address. */
export function paramsOf(filters: ActListFilters, region?: number | null): ActListParams {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (DEFAULT_FILTERS[key as keyof ActListFilters] === value) continue;
    params[key] = value;
  }
  if (region) params.region = region;
  return params as ActListParams;
}

/** The filters in `params` (a query string). */
export function readFilters(params: URLSearchParams): ActListFilters {
  return filtersOf(parseUrlFilters(ACT_LIST_PARAMS, params));
}

/** The query string of `filters`. */
export function writeFilters(filters: ActListFilters): URLSearchParams {
  return writeUrlFilters(ACT_LIST_PARAMS, paramsOf(filters), new URLSearchParams());
}

/** What GET /api/notarial_act is asked: every set field (the defaults included, so the answer never depends on the API's). */
export function toApiQuery(filters: ActListFilters): Record<string, string | number> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
}

/** How many filter fields are set (the badge on the filters' toggle). */
export function countActiveFilters(filters: ActListFilters): number {
  return FILTER_FIELDS.filter((field) => filters[field] !== undefined).length;
}
