import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { Statistics } from '@notary/domain/contracts';

export type { Statistics };

export type StatisticsFilters = { from?: string; to?: string; regionId?: number | null; typeId?: number | null; regtype?: number | null };

function params(f: StatisticsFilters): Record<string, string | number> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string | number>;
}

/** GET /api/statistics: registered acts by type, region, month and registration type. */
export async function getStatistics(f: StatisticsFilters): Promise<Statistics> {
  return api.get('statistics', { searchParams: params(f) }).json<Statistics>();
}

export const getStatisticsQueryOptions = (f: StatisticsFilters) =>
  queryOptions({ queryKey: ['statistics', params(f)], queryFn: () => getStatistics(f), placeholderData: keepPreviousData, staleTime: 60_000 });

export function useStatistics(f: StatisticsFilters) {
  return useQuery(getStatisticsQueryOptions(f));
}
