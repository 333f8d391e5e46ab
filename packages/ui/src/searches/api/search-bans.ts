import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BanSearchOutput } from '@notary/domain/validation';
import { api } from '../../http/index.ts';

export type BanItem = {
  id: string;
  kind: 'ban' | 'arrest' | 'restraint' | 'fine';
  state: 'active' | 'lifted';
  imposedAt: string;
  documentDate: string | null;
  documentNumber: string | null;
  documentName: string | null;
  official: string | null;
  organisation: string | null;
  /** so'm (fines). */
  amount: number | null;
  liftedAt: string | null;
};

export type BanResult = {
  found: boolean;
  property:
    | { kind: 'vehicle'; stateNumber: string; make: string; year: number | null; colour: string | null }
    | { kind: 'real_estate'; cadastreNumber: string; propertyType: string; address: string; area: number | null }
    | null;
  bans: BanItem[];
  activeFines: { count: number; total: number };
};

/**
 * GET /api/searches/bans (sign-in required; own property only). Not silent:
 * an expired session must still take the shell's sign-in path (spec/shell.md 8).
 */
export async function searchBans(input: BanSearchOutput): Promise<BanResult> {
  return api.get('searches/bans', { searchParams: input as Record<string, string> }).json();
}

export const searchBansQueryOptions = (input: BanSearchOutput) =>
  queryOptions({ queryKey: ['searches', 'bans', input], queryFn: () => searchBans(input), retry: false, staleTime: 0 });

export function useBanSearch(input: BanSearchOutput | null) {
  return useQuery({ ...searchBansQueryOptions(input ?? ({ kind: 'vehicle' } as BanSearchOutput)), enabled: input !== null });
}
