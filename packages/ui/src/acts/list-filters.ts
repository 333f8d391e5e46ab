import { ACT_STATUSES, ACT_STATES, isActStep, isActTypeId, REG_SYSTEMS, REG_TYPES, type ActStatus, type ActState, type ActStep } from '@notary/domain/act';

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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pick<T extends string>(value: string | null, options: readonly T[]): T | undefined {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : undefined;
}

function matching(value: string | null, pattern: RegExp): string | undefined {
  return value !== null && pattern.test(value) ? value : undefined;
}

function integer(value: string | null, isValid: (n: number) => boolean): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return isValid(n) ? n : undefined;
}

/** The filters in `params`; a value that is not one of the API's is dropped, never sent. */
export function readFilters(params: URLSearchParams): ActListFilters {
  const filters: ActListFilters = {
    tab: pick(params.get('tab'), LIST_TABS) ?? DEFAULT_FILTERS.tab,
    dateFrom: matching(params.get('dateFrom'), ISO_DATE),
    dateTo: matching(params.get('dateTo'), ISO_DATE),
    state: pick(params.get('state'), ACT_STATES),
    status: pick(params.get('status'), ACT_STATUSES),
    regnum: params.get('regnum')?.trim() || undefined,
    regdate: matching(params.get('regdate'), ISO_DATE),
    visitDate: matching(params.get('visitDate'), ISO_DATE),
    visitTime: matching(params.get('visitTime'), TIME),
    typeId: integer(params.get('typeId'), isActTypeId),
    officeId: matching(params.get('officeId'), UUID),
    notaryId: matching(params.get('notaryId'), UUID),
    step: integer(params.get('step'), isActStep) as ActStep | undefined,
    regsystem: integer(params.get('regsystem'), (n) => (REG_SYSTEMS as readonly number[]).includes(n)),
    regtype: integer(params.get('regtype'), (n) => (Object.values(REG_TYPES) as number[]).includes(n)),
    page: integer(params.get('page'), (n) => n >= 1) ?? DEFAULT_FILTERS.page,
    pageSize: integer(params.get('pageSize'), (n) => (PAGE_SIZES as readonly number[]).includes(n)) ?? DEFAULT_FILTERS.pageSize,
    sort: pick(params.get('sort'), LIST_SORTS) ?? DEFAULT_FILTERS.sort,
    order: pick(params.get('order'), ['asc', 'desc'] as const) ?? DEFAULT_FILTERS.order,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as ActListFilters;
}

/** The search params of `filters`: only what differs from the defaults, so a plain list has a plain address. */
export function writeFilters(filters: ActListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (DEFAULT_FILTERS[key as keyof ActListFilters] === value) continue;
    params.set(key, String(value));
  }
  return params;
}

/** What GET /api/notarial_act is asked: every set field (the defaults included, so the answer never depends on the API's). */
export function toApiQuery(filters: ActListFilters): Record<string, string | number> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
}

/** How many filter fields are set (the badge on the filters' toggle). */
export function countActiveFilters(filters: ActListFilters): number {
  return FILTER_FIELDS.filter((field) => filters[field] !== undefined).length;
}
