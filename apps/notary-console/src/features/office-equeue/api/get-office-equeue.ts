import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckIn, OfficeBooking, OfficeEqueue } from '@notary/domain/contracts';
import { api } from '@notary/ui/http';

export type { CheckIn, OfficeBooking, OfficeEqueue };

/** How often the screen asks again: arrivals at the kiosk and lateness change while it is open. */
export const OFFICE_EQUEUE_POLL_MS = 30_000;

export type OfficeEqueueFilters = { from?: string; days: number };

/** GET /api/equeue/office/:officeId (the office's own notaries only, issue 14.7). */
export async function getOfficeEqueue(officeId: string, filters: OfficeEqueueFilters): Promise<OfficeEqueue> {
  const searchParams: Record<string, string> = { days: String(filters.days) };
  if (filters.from) searchParams.from = filters.from;
  return api.get(`equeue/office/${encodeURIComponent(officeId)}`, { searchParams }).json<OfficeEqueue>();
}

export const getOfficeEqueueQueryOptions = (officeId: string, filters: OfficeEqueueFilters) =>
  queryOptions({
    queryKey: ['office-equeue', officeId, filters.from ?? null, filters.days],
    queryFn: () => getOfficeEqueue(officeId, filters),
    refetchInterval: OFFICE_EQUEUE_POLL_MS,
    staleTime: 0,
  });

export function useOfficeEqueue(officeId: string | undefined, filters: OfficeEqueueFilters) {
  return useQuery({ ...getOfficeEqueueQueryOptions(officeId ?? '', filters), enabled: Boolean(officeId) });
}

/** POST /api/equeue/:id/check-in by the office's notary: more than 15 minutes late goes to the general queue. */
export async function checkInBooking(id: string): Promise<CheckIn> {
  return api.post(`equeue/${encodeURIComponent(id)}/check-in`).json<CheckIn>();
}

export function useCheckInBooking() {
  const client = useQueryClient();
  return useMutation({ mutationFn: checkInBooking, onSuccess: () => client.invalidateQueries({ queryKey: ['office-equeue'] }) });
}
