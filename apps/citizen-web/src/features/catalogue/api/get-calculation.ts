import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { Localised } from '@notary/ui/searches';
import { isServiceId } from '../service-id.ts';

export type Calculation = {
  serviceId: number;
  actTypeId: number;
  name: Localised;
  /** Base calculation value, tiyin. */
  bcv: number;
  bcvWords: string;
  hasKinshipReduction: boolean;
  kinships: string[];
  /** spec/shell.md 3 "Calculator fields: params, total"; amounts in tiyin, each with its words. */
  params: { key: string; label: string; value: number; words: string }[];
  total: number;
  totalWords: string;
};

/** GET /api/calculator/:serviceId (na_details/calc/{nadid}); the labels and words come in the request's language. */
export async function getCalculation(serviceId: number, kinship: string | null): Promise<Calculation> {
  return api.get(`calculator/${serviceId}`, { searchParams: kinship ? { kinship } : {} }).json();
}

export const getCalculationQueryOptions = (serviceId: number, kinship: string | null, locale: string) =>
  queryOptions({ queryKey: ['calculator', serviceId, kinship, locale], queryFn: () => getCalculation(serviceId, kinship), placeholderData: keepPreviousData });

export function useCalculation(serviceId: number, kinship: string | null, locale: string) {
  return useQuery({ ...getCalculationQueryOptions(serviceId, kinship, locale), enabled: isServiceId(serviceId) });
}
