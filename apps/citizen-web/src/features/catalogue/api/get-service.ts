import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { Localised } from '@notary/ui/searches';
import { isServiceId } from '../service-id.ts';

type LocalisedList = { oz: string[]; uz: string[]; ru: string[] };

export type ServiceDetails = {
  id: number;
  actTypeId: number;
  group: { id: number; name: Localised };
  name: Localised;
  legalDescription: Localised;
  simpleDescription: Localised;
  documents: LocalisedList;
  participants: LocalisedList;
  duration: Localised;
  result: Localised;
  conditions: Localised;
  related: { id: number; name: Localised }[];
  registeredCount: number;
};

/** GET /api/catalogue/:id (na_details/{id}). */
export async function getService(id: number): Promise<ServiceDetails> {
  return api.get(`catalogue/${id}`).json();
}

export const getServiceQueryOptions = (id: number) => queryOptions({ queryKey: ['catalogue', 'service', id], queryFn: () => getService(id), staleTime: 10 * 60_000 });

export function useService(id: number) {
  return useQuery({ ...getServiceQueryOptions(id), enabled: isServiceId(id) });
}
