import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookBody, Booking, CheckIn, EqueueDay, EqueueOffice, EqueueSlot } from '@notary/domain/contracts';
import { api } from '../../http/index.ts';

export type { Booking, EqueueDay, EqueueOffice, EqueueSlot };
/** What a booking sends (POST /api/equeue). */
export type BookInput = BookBody;

const KEY = ['equeue'] as const;

/** GET /api/equeue/offices */
export async function getEqueueOffices(regionId: number | null, districtId: number | null): Promise<EqueueOffice[]> {
  const searchParams: Record<string, number> = {};
  if (regionId !== null) searchParams.regionId = regionId;
  if (districtId !== null) searchParams.districtId = districtId;
  return api.get('equeue/offices', { searchParams }).json<EqueueOffice[]>();
}

export const getEqueueOfficesQueryOptions = (regionId: number | null, districtId: number | null) =>
  queryOptions({ queryKey: [...KEY, 'offices', regionId, districtId], queryFn: () => getEqueueOffices(regionId, districtId), staleTime: 5 * 60_000 });

export function useEqueueOffices(regionId: number | null, districtId: number | null) {
  return useQuery(getEqueueOfficesQueryOptions(regionId, districtId));
}

/**
 * The free days and slots are asked again this often while the page is open
 * (not in a background tab): a slot closes an hour before its time and others
 * book, so a page left open keeps offering what can still be booked.
 */
const OFFER_REFRESH_MS = 60_000;

/** GET /api/equeue/days: the bookable Tashkent days and their free slots. */
export async function getEqueueDays(officeId: string, notaryId: string | null): Promise<EqueueDay[]> {
  return api.get('equeue/days', { searchParams: notaryId ? { officeId, notaryId } : { officeId } }).json<EqueueDay[]>();
}

export function useEqueueDays(officeId: string | null, notaryId: string | null) {
  return useQuery({
    queryKey: [...KEY, 'days', officeId, notaryId],
    queryFn: () => getEqueueDays(officeId!, notaryId),
    enabled: officeId !== null,
    staleTime: 0,
    refetchInterval: OFFER_REFRESH_MS,
  });
}

/** GET /api/equeue/slots */
export async function getEqueueSlots(officeId: string, date: string, notaryId: string | null): Promise<EqueueSlot[]> {
  return api.get('equeue/slots', { searchParams: notaryId ? { officeId, date, notaryId } : { officeId, date } }).json<EqueueSlot[]>();
}

export function useEqueueSlots(officeId: string | null, date: string | null, notaryId: string | null) {
  return useQuery({
    queryKey: [...KEY, 'slots', officeId, date, notaryId],
    queryFn: () => getEqueueSlots(officeId!, date!, notaryId),
    enabled: officeId !== null && date !== null,
    staleTime: 0,
    refetchInterval: OFFER_REFRESH_MS,
  });
}

/** GET /api/equeue: the signed-in citizen's bookings. */
export async function getMyBookings(): Promise<Booking[]> {
  return api.get('equeue').json<Booking[]>();
}

export const getMyBookingsQueryOptions = () => queryOptions({ queryKey: [...KEY, 'mine'], queryFn: getMyBookings, staleTime: 0 });

export function useMyBookings() {
  return useQuery(getMyBookingsQueryOptions());
}

function useEqueueMutation<I>(fn: (input: I) => Promise<Booking>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Any change frees or takes slots: every e-queue view refetches.
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const bookSlot = (input: BookInput) => api.post('equeue', { json: input }).json<Booking>();
export const moveBooking = ({ id, startsAt, notaryId }: { id: string; startsAt: string; notaryId?: string | null }) =>
  api.put(`equeue/${id}`, { json: { startsAt, notaryId: notaryId ?? null } }).json<Booking>();
export const cancelBooking = (id: string) => api.post(`equeue/${id}/cancel`).json<Booking>();
export const checkInBooking = (id: string) => api.post(`equeue/${id}/check-in`).json<CheckIn>();

export const useBookSlot = () => useEqueueMutation(bookSlot);
export const useMoveBooking = () => useEqueueMutation(moveBooking);
export const useCancelBooking = () => useEqueueMutation(cancelBooking);
export const useCheckInBooking = () => useEqueueMutation(checkInBooking);
