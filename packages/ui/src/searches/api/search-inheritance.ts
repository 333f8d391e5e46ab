import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../http/index.ts';
import type { Office } from './check-proxy.ts';

export type InheritanceCriteria = { name?: string; deathDate?: string; caseNumber?: string; openedOn?: string; notaryId?: string; page?: number };

export type InheritanceCase = {
  id: string;
  caseNumber: string;
  openedOn: string;
  deceased: string;
  deceasedCyr: string;
  deathDate: string;
  state: 'open' | 'closed' | 'suspended';
  closedOn: string | null;
  heirsCount: number;
  notary: { id: string; fullName: string; fullNameCyr: string };
  office: Office;
};

function params(criteria: InheritanceCriteria): Record<string, string> {
  return Object.fromEntries(Object.entries(criteria).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
}

/** GET /api/searches/inheritance (search_inheritcase). */
export async function searchInheritance(criteria: InheritanceCriteria): Promise<{ items: InheritanceCase[]; page: number; hasMore: boolean }> {
  return api.get('searches/inheritance', { searchParams: params(criteria), context: { silent: true } }).json();
}

export const searchInheritanceQueryOptions = (criteria: InheritanceCriteria) =>
  queryOptions({ queryKey: ['searches', 'inheritance', params(criteria)], queryFn: () => searchInheritance(criteria), retry: false, staleTime: 60_000 });

export function useInheritanceSearch(criteria: InheritanceCriteria | null) {
  return useQuery({ ...searchInheritanceQueryOptions(criteria ?? {}), enabled: criteria !== null });
}
