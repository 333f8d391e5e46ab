import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acquireLiveSocket, releaseLiveSocket } from '@notary/ui/acts';
import { useSessionStore } from '@notary/ui/session';
import { useEffect } from 'react';
import type { CheckIn, OfficeBooking, OfficeEqueue } from '@notary/domain/contracts';
import { api } from '@notary/ui/http';

export type { CheckIn, OfficeBooking, OfficeEqueue };

/**
 * The screen is live over socket.io (`equeue:changed` to the office's room); this slow
 * refetch is the fallback for a lost event or a dropped socket, and moves the lateness on.
 */
export const OFFICE_EQUEUE_POLL_MS = 120_000;

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

/**
 * Keeps the office's e-queue live (issue 14.7): the page's socket joins
 * `equeue:<officeId>` (the API lets only that office's notaries in) and every
 * `equeue:changed` — a booking, a move, a cancellation, an arrival at the
 * kiosk — reads the list again; after a reconnection it joins again and reads
 * what it may have missed.
 */
export function useOfficeEqueueLive(officeId: string | undefined): void {
  const client = useQueryClient();
  const isSignedIn = useSessionStore((s) => s.token !== null);
  useEffect(() => {
    if (!officeId || !isSignedIn) return;
    const socket = acquireLiveSocket();
    const refresh = () => void client.invalidateQueries({ queryKey: ['office-equeue', officeId] });
    const subscribe = () => socket.emit('equeue:subscribe', { officeId }, () => undefined);
    const onConnect = () => {
      subscribe();
      refresh();
    };
    const onChanged = (payload: { officeId: string }) => {
      if (payload.officeId === officeId) refresh();
    };
    socket.on('equeue:changed', onChanged);
    socket.on('connect', onConnect);
    if (socket.connected) subscribe();
    return () => {
      socket.off('equeue:changed', onChanged);
      socket.off('connect', onConnect);
      if (socket.connected) socket.emit('equeue:unsubscribe', { officeId });
      releaseLiveSocket(socket);
    };
  }, [client, officeId, isSignedIn]);
}
