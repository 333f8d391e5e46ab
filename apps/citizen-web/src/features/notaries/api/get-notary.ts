import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { Absence, DayHours, NotaryCard } from './list-notaries.ts';

export type NotaryDetails = NotaryCard & {
  licenseDate: string;
  week: { date: string; weekday: number; hours: DayHours | null; absence: Absence['kind'] | null; isDuty: boolean }[];
  absences: Absence[];
  ratingDistribution: Record<'1' | '2' | '3' | '4' | '5', number>;
};

/** GET /api/notaries/:id (notary/{id}). */
export async function getNotary(id: string): Promise<NotaryDetails> {
  return api.get(`notaries/${id}`).json();
}

export const getNotaryQueryOptions = (id: string) => queryOptions({ queryKey: ['notaries', 'details', id], queryFn: () => getNotary(id) });

export function useNotary(id: string) {
  return useQuery(getNotaryQueryOptions(id));
}
