import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { Localised, Office } from '@notary/ui/searches';

export type ActCheckItem = {
  id: string;
  regnum: string;
  regdate: string;
  typeId: number;
  typeName: Localised;
  name: string;
  state: 'active' | 'cancelled';
  office: Office | null;
  notary: string | null;
  language: string;
  phone: string | null;
  registeredAt: string | null;
  cancelledAt: string | null;
  linkedActs: { regnum: string | null; regdate: string | null; typeName: Localised; state: string }[];
  notes: { text: string; date: string }[];
};

/** GET /api/searches/notarial-act (search_notarial_act); regdate dd.mm.yyyy. */
export async function checkNotarialAct(regnum: string, regdate: string): Promise<{ items: ActCheckItem[] }> {
  // The page shows the 'unexpected search error' with a retry itself (acts-domain 8).
  return api.get('searches/notarial-act', { searchParams: { regnum, regdate }, context: { silent: true } }).json();
}

export const checkNotarialActQueryOptions = (regnum: string, regdate: string) =>
  queryOptions({ queryKey: ['searches', 'notarial-act', regnum, regdate], queryFn: () => checkNotarialAct(regnum, regdate), retry: false, staleTime: 60_000 });

export function useNotarialActCheck(input: { regnum: string; regdate: string } | null) {
  return useQuery({ ...checkNotarialActQueryOptions(input?.regnum ?? '', input?.regdate ?? ''), enabled: input !== null });
}
