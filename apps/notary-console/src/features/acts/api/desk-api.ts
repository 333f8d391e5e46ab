import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActGeneral, ActList, AuditVerification, Note, Payment, RegistryFacts, VisitCalendar } from '@notary/domain/contracts';
import { ACTS_KEY, actKeys, toApiQuery, type ActListFilters } from '@notary/ui/acts';
import { api } from '@notary/ui/http';

const actPath = (uuid: string) => `notarial_act/${encodeURIComponent(uuid)}`;

/** The inbox's own slice of the acts cache: under ACTS_KEY, so a live change of any act refreshes it too. */
export const officeKeys = {
  list: (filters: ActListFilters, q: string) => [...ACTS_KEY, 'office', filters, q] as const,
};

/** GET /api/notarial_act?scope=office&counts=1: the office's acts, its counts per step and today's visits (issue 14.1). */
export const officeActsQueryOptions = (filters: ActListFilters, q: string) =>
  queryOptions({
    queryKey: officeKeys.list(filters, q),
    queryFn: () => {
      const { tab: _tab, ...rest } = toApiQuery(filters);
      const searchParams: Record<string, string | number> = { ...rest, scope: 'office', counts: 1 };
      if (q.trim().length >= 2) searchParams.q = q.trim();
      return api.get('notarial_act', { searchParams }).json<ActList>();
    },
    placeholderData: keepPreviousData,
  });

export function useOfficeActs(filters: ActListFilters, q: string) {
  return useQuery(officeActsQueryOptions(filters, q));
}

/** GET …/registry-facts: the review's registry facts and every failing rule (the act's notary only). */
export function useRegistryFacts(uuid: string, enabled = true) {
  return useQuery({ queryKey: actKeys.tab(uuid, 'registry-facts'), queryFn: () => api.get(`${actPath(uuid)}/registry-facts`).json<RegistryFacts>(), enabled });
}

/** GET …/visit-calendar?date=: the notary's slots on a Tashkent day. */
export function useVisitCalendar(uuid: string, date: string) {
  return useQuery({
    queryKey: actKeys.tab(uuid, `visit-calendar:${date}`),
    queryFn: () => api.get(`${actPath(uuid)}/visit-calendar`, { searchParams: { date } }).json<VisitCalendar>(),
    placeholderData: keepPreviousData,
  });
}

function useActMutation<TVars, TResult>(uuid: string, run: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      // An answer that is the general tab replaces it at once; every other view of the act is refreshed.
      if (result && typeof result === 'object' && 'events' in (result as object)) client.setQueryData(actKeys.act(uuid), result);
      void client.invalidateQueries({ queryKey: ACTS_KEY });
    },
  });
}

/** POST …/presence: the parties came (or the mark is withdrawn). */
export function useMarkPresence(uuid: string) {
  return useActMutation(uuid, (present: boolean) => api.post(`${actPath(uuid)}/presence`, { json: { present } }).json<ActGeneral>());
}

/** POST …/payments/invoices: the state duty and the notary fee from the calculator. */
export function useCreateInvoices(uuid: string) {
  return useActMutation(uuid, () => api.post(`${actPath(uuid)}/payments/invoices`).json<Payment[]>());
}

/** PATCH …: the free-of-charge flag and its reason (the notary, while checking). */
export function useSetFreeOfCharge(uuid: string) {
  return useActMutation(uuid, (input: { isFree: boolean; freeReason: string | null }) => api.patch(actPath(uuid), { json: input }).json<ActGeneral>());
}

/** POST/PATCH …/notes[/:id] */
export function useSaveNote(uuid: string) {
  return useActMutation(uuid, ({ id, text }: { id?: string; text: string }) =>
    (id ? api.patch(`${actPath(uuid)}/notes/${encodeURIComponent(id)}`, { json: { text } }) : api.post(`${actPath(uuid)}/notes`, { json: { text } })).json<Note>(),
  );
}

/** GET …/audit/verify: the hash chain's verification, asked for when the notary presses "verify". */
export function useAuditVerification(uuid: string, enabled: boolean) {
  return useQuery({ queryKey: actKeys.tab(uuid, 'audit-verify'), queryFn: () => api.get(`${actPath(uuid)}/audit/verify`).json<AuditVerification>(), enabled });
}

export { actPath };
