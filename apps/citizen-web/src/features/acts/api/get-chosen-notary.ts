import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { NotaryDetails } from '@notary/domain/contracts';

/** The part of GET /api/notaries/:id a new act shows: who and where. */
export type ChosenNotary = NotaryDetails;

export async function getChosenNotary(id: string): Promise<ChosenNotary> {
  // A notary id that no longer exists is said on the page itself, not by a redirect to /404.
  return api.get(`notaries/${encodeURIComponent(id)}`, { context: { silent: true } }).json<NotaryDetails>();
}

export const getChosenNotaryQueryOptions = (id: string) => queryOptions({ queryKey: ['notaries', 'details', id], queryFn: () => getChosenNotary(id) });

export function useChosenNotary(id: string | null) {
  return useQuery({ ...getChosenNotaryQueryOptions(id ?? ''), enabled: id !== null });
}
