import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../http/index.ts';
import type { Localised } from '../localised.ts';

export type Office = { id: string; name: Localised; address: Localised; phone: string };

export type ProxyCheckItem = {
  id: string;
  regnum: string;
  /** yyyy-mm-dd */
  regdate: string;
  typeId: number;
  typeName: Localised;
  state: 'active' | 'cancelled';
  validUntil: string | null;
  isExpired: boolean;
  cancelledAt: string | null;
  office: Office | null;
  notary: string | null;
  principal: string;
  attorney: string;
  canDelegate: boolean;
};

/** GET /api/searches/proxy: a power of attorney by registry number and date (dd.mm.yyyy). */
export async function checkProxy(regnum: string, regdate: string): Promise<{ items: ProxyCheckItem[] }> {
  // The page shows the 'unexpected search error' itself, with a retry (acts-domain 8).
  return api.get('searches/proxy', { searchParams: { regnum, regdate }, context: { silent: true } }).json();
}

export const checkProxyQueryOptions = (regnum: string, regdate: string) =>
  queryOptions({ queryKey: ['searches', 'proxy', regnum, regdate], queryFn: () => checkProxy(regnum, regdate), retry: false, staleTime: 60_000 });

export function useProxyCheck(input: { regnum: string; regdate: string } | null) {
  return useQuery({ ...checkProxyQueryOptions(input?.regnum ?? '', input?.regdate ?? ''), enabled: input !== null });
}
