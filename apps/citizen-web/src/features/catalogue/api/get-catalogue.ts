import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { Catalogue, CatalogueGroup, CatalogueService } from '@notary/domain/contracts';

export type { Catalogue, CatalogueGroup, CatalogueService };

/** GET /api/catalogue (na_details): groups, services and counts, optionally searched. */
export async function getCatalogue(search: string): Promise<Catalogue> {
  return api.get('catalogue', { searchParams: search ? { search } : {} }).json<Catalogue>();
}

export const getCatalogueQueryOptions = (search: string) =>
  queryOptions({ queryKey: ['catalogue', search], queryFn: () => getCatalogue(search), staleTime: 10 * 60_000, placeholderData: (previous) => previous });

export function useCatalogue(search: string) {
  return useQuery(getCatalogueQueryOptions(search));
}
