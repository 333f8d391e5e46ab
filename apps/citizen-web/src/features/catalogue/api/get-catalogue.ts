import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { Localised } from '@notary/ui/searches';

export type CatalogueService = { id: number; actTypeId: number; name: Localised; simpleDescription: Localised };
export type CatalogueGroup = { id: number; icon: string; name: Localised; count: number; services: CatalogueService[] };
export type Catalogue = { groups: CatalogueGroup[]; total: number };

/** GET /api/catalogue (na_details): groups, services and counts, optionally searched. */
export async function getCatalogue(search: string): Promise<Catalogue> {
  return api.get('catalogue', { searchParams: search ? { search } : {} }).json();
}

export const getCatalogueQueryOptions = (search: string) =>
  queryOptions({ queryKey: ['catalogue', search], queryFn: () => getCatalogue(search), staleTime: 10 * 60_000, placeholderData: (previous) => previous });

export function useCatalogue(search: string) {
  return useQuery(getCatalogueQueryOptions(search));
}
