import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../http/index.ts';
import type { InheritanceCase, InheritanceCriteria, InheritanceSearch } from '@notary/domain/contracts';

export type { InheritanceCase, InheritanceCriteria };

function params(criteria: InheritanceCriteria): Record<string, string> {
  return Object.fromEntries(Object.entries(criteria).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
}

/** GET /api/searches/inheritance (search_inheritcase). */
export async function searchInheritance(criteria: InheritanceCriteria): Promise<InheritanceSearch> {
  return api.get('searches/inheritance', { searchParams: params(criteria), context: { silent: true } }).json<InheritanceSearch>();
}

export const searchInheritanceQueryOptions = (criteria: InheritanceCriteria) =>
  queryOptions({ queryKey: ['searches', 'inheritance', params(criteria)], queryFn: () => searchInheritance(criteria), retry: false, staleTime: 60_000 });

export function useInheritanceSearch(criteria: InheritanceCriteria | null) {
  return useQuery({ ...searchInheritanceQueryOptions(criteria ?? {}), enabled: criteria !== null });
}
