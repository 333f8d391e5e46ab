import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { NotaryDetails } from '@notary/domain/contracts';

export type { NotaryDetails };

/** GET /api/notaries/:id (notary/{id}). */
export async function getNotary(id: string): Promise<NotaryDetails> {
  return api.get(`notaries/${id}`).json<NotaryDetails>();
}

export const getNotaryQueryOptions = (id: string) => queryOptions({ queryKey: ['notaries', 'details', id], queryFn: () => getNotary(id) });

export function useNotary(id: string) {
  return useQuery(getNotaryQueryOptions(id));
}
