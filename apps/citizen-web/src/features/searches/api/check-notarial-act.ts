import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { ActCheck, ActCheckItem } from '@notary/domain/contracts';

export type { ActCheckItem };

/**
 * GET /api/searches/notarial-act (search_notarial_act); regdate dd.mm.yyyy.
 * Register numbers are unique per office only: the print form's QR link names
 * the office, which narrows the check to that act; without it every office's
 * act with that number and date is listed, each with its office.
 */
export async function checkNotarialAct(regnum: string, regdate: string, office: string | null = null): Promise<ActCheck> {
  const searchParams: Record<string, string> = { regnum, regdate };
  if (office) searchParams.office = office;
  // The page shows the 'unexpected search error' with a retry itself (acts-domain 8).
  return api.get('searches/notarial-act', { searchParams, context: { silent: true } }).json<ActCheck>();
}

export type ActCheckCriteria = { regnum: string; regdate: string; office?: string | null };

export const checkNotarialActQueryOptions = (regnum: string, regdate: string, office: string | null = null) =>
  queryOptions({ queryKey: ['searches', 'notarial-act', regnum, regdate, office], queryFn: () => checkNotarialAct(regnum, regdate, office), retry: false, staleTime: 60_000 });

export function useNotarialActCheck(input: ActCheckCriteria | null) {
  return useQuery({ ...checkNotarialActQueryOptions(input?.regnum ?? '', input?.regdate ?? '', input?.office ?? null), enabled: input !== null });
}
