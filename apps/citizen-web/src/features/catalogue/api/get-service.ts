import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { ServiceDetails } from '@notary/domain/contracts';
import { isServiceId } from '../service-id.ts';

export type { ServiceDetails };

/** GET /api/catalogue/:id (na_details/{id}). */
export async function getService(id: number): Promise<ServiceDetails> {
  return api.get(`catalogue/${id}`).json<ServiceDetails>();
}

export const getServiceQueryOptions = (id: number) => queryOptions({ queryKey: ['catalogue', 'service', id], queryFn: () => getService(id), staleTime: 10 * 60_000 });

export function useService(id: number) {
  return useQuery({ ...getServiceQueryOptions(id), enabled: isServiceId(id) });
}
