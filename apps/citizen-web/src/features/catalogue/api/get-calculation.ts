import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { Calculation } from '@notary/domain/contracts';
import { isServiceId } from '../service-id.ts';

export type { Calculation };

/** GET /api/calculator/:serviceId (na_details/calc/{nadid}); the labels and words come in the request's language. */
export async function getCalculation(serviceId: number, kinship: string | null): Promise<Calculation> {
  return api.get(`calculator/${serviceId}`, { searchParams: kinship ? { kinship } : {} }).json<Calculation>();
}

export const getCalculationQueryOptions = (serviceId: number, kinship: string | null, locale: string) =>
  queryOptions({ queryKey: ['calculator', serviceId, kinship, locale], queryFn: () => getCalculation(serviceId, kinship), placeholderData: keepPreviousData });

export function useCalculation(serviceId: number, kinship: string | null, locale: string) {
  return useQuery({ ...getCalculationQueryOptions(serviceId, kinship, locale), enabled: isServiceId(serviceId) });
}
