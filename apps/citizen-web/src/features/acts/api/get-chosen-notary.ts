import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { Localised } from '@notary/ui/searches';

/** The part of GET /api/notaries/:id a new act shows: who and where. */
export type ChosenNotary = {
  id: string;
  fullName: string;
  fullNameCyr: string;
  phone: string;
  office: { id: string; name: Localised; address: Localised };
};

export async function getChosenNotary(id: string): Promise<ChosenNotary> {
  // A notary id that no longer exists is said on the page itself, not by a redirect to /404.
  return api.get(`notaries/${encodeURIComponent(id)}`, { context: { silent: true } }).json();
}

export const getChosenNotaryQueryOptions = (id: string) => queryOptions({ queryKey: ['notaries', 'details', id], queryFn: () => getChosenNotary(id) });

export function useChosenNotary(id: string | null) {
  return useQuery({ ...getChosenNotaryQueryOptions(id ?? ''), enabled: id !== null });
}
