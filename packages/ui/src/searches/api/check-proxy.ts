import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../http/index.ts';
import type { ProxyCheck, ProxyCheckItem, SearchOffice } from '@notary/domain/contracts';

/** An office as the searches answer it. */
export type Office = SearchOffice;
export type { ProxyCheckItem };

/** GET /api/searches/proxy: a power of attorney by registry number and date (dd.mm.yyyy). */
export async function checkProxy(regnum: string, regdate: string): Promise<ProxyCheck> {
  // The page shows the 'unexpected search error' itself, with a retry (acts-domain 8).
  return api.get('searches/proxy', { searchParams: { regnum, regdate }, context: { silent: true } }).json<ProxyCheck>();
}

export const checkProxyQueryOptions = (regnum: string, regdate: string) =>
  queryOptions({ queryKey: ['searches', 'proxy', regnum, regdate], queryFn: () => checkProxy(regnum, regdate), retry: false, staleTime: 60_000 });

export function useProxyCheck(input: { regnum: string; regdate: string } | null) {
  return useQuery({ ...checkProxyQueryOptions(input?.regnum ?? '', input?.regdate ?? ''), enabled: input !== null });
}
