import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BanItem, BanSearchQuery, BanSearchResult } from '@notary/domain/contracts';
import { api } from '../../http/index.ts';

export type { BanItem };
export type BanResult = BanSearchResult;

/**
 * GET /api/searches/bans (sign-in required; own property only). Not silent:
 * an expired session must still take the shell's sign-in path (spec/shell.md 8).
 */
export async function searchBans(input: BanSearchQuery): Promise<BanSearchResult> {
  return api.get('searches/bans', { searchParams: input as Record<string, string> }).json<BanSearchResult>();
}

export const searchBansQueryOptions = (input: BanSearchQuery) =>
  queryOptions({ queryKey: ['searches', 'bans', input], queryFn: () => searchBans(input), retry: false, staleTime: 0 });

export function useBanSearch(input: BanSearchQuery | null) {
  return useQuery({ ...searchBansQueryOptions(input ?? ({ kind: 'vehicle' } as BanSearchQuery)), enabled: input !== null });
}
