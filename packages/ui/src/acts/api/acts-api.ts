import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActEvent } from '@notary/domain/act';
import type { InvitationEvent } from '@notary/domain/party';
import { api, fetchFile } from '../../http/index.ts';
import type { ActListFilters } from '../list-filters.ts';
import { toApiQuery } from '../list-filters.ts';
import type { EventBody } from '@notary/domain/contracts';
import type {
  ActAuditEntry,
  ActGeneral,
  ActListResponse,
  ActNote,
  ActParty,
  ActPayment,
  ActReferences,
  ActResult,
  ActSubject,
  ActVideo,
} from './types.ts';

/** Every acts query starts with this key, so a live change refreshes them all at once. */
export const ACTS_KEY = ['acts'] as const;

export const actKeys = {
  all: ACTS_KEY,
  lists: () => [...ACTS_KEY, 'list'] as const,
  list: (filters: ActListFilters) => [...ACTS_KEY, 'list', filters] as const,
  act: (uuid: string) => [...ACTS_KEY, 'act', uuid] as const,
  tab: (uuid: string, tab: string) => [...ACTS_KEY, 'act', uuid, tab] as const,
};

const actPath = (uuid: string) => `notarial_act/${encodeURIComponent(uuid)}`;

/** GET /api/notarial_act: one tab, the filters, a page and its order. */
export async function listActs(filters: ActListFilters): Promise<ActListResponse> {
  return api.get('notarial_act', { searchParams: toApiQuery(filters) }).json<ActListResponse>();
}

export const listActsQueryOptions = (filters: ActListFilters) =>
  queryOptions({ queryKey: actKeys.list(filters), queryFn: () => listActs(filters), placeholderData: keepPreviousData });

export function useActList(filters: ActListFilters) {
  return useQuery(listActsQueryOptions(filters));
}

export const actGeneralQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: actKeys.act(uuid), queryFn: () => api.get(actPath(uuid)).json<ActGeneral>() });

export function useActGeneral(uuid: string) {
  return useQuery(actGeneralQueryOptions(uuid));
}

function tabQuery<T>(uuid: string, tab: string, enabled: boolean) {
  return { queryKey: actKeys.tab(uuid, tab), queryFn: () => api.get(`${actPath(uuid)}/${tab}`).json<T>(), enabled };
}

export const useActParties = (uuid: string, enabled = true) => useQuery(tabQuery<ActParty[]>(uuid, 'parties', enabled));
export const useActSubjects = (uuid: string, enabled = true) => useQuery(tabQuery<ActSubject[]>(uuid, 'subjects', enabled));
export const useActPayments = (uuid: string, enabled = true) => useQuery(tabQuery<ActPayment[]>(uuid, 'payments', enabled));
export const useActNotes = (uuid: string, enabled = true) => useQuery(tabQuery<ActNote[]>(uuid, 'notes', enabled));
export const useActAudit = (uuid: string, enabled = true) => useQuery(tabQuery<ActAuditEntry[]>(uuid, 'audit', enabled));
export const useActResult = (uuid: string, enabled = true) => useQuery(tabQuery<ActResult>(uuid, 'result', enabled));
export const useActVideo = (uuid: string, enabled = true) => useQuery(tabQuery<ActVideo>(uuid, 'video', enabled));
export const useActReferences = (uuid: string, enabled = true) => useQuery(tabQuery<ActReferences>(uuid, 'references', enabled));

/** The print form PDF (GET …/print-form.pdf, bearer-authenticated), as a blob for the viewer and the download. */
export function usePrintForm(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: actKeys.tab(uuid, 'print-form'),
    queryFn: () => fetchFile(api, `${actPath(uuid)}/print-form.pdf`, {}, `act-${uuid}.pdf`),
    enabled,
    staleTime: Infinity,
  });
}

export type SendEventInput = { event: ActEvent; body?: EventBody };

/** POST …/events/:event; the answer is the general tab again, and every other view of the act is refreshed. */
export function useSendActEvent(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ event, body }: SendEventInput) => api.post(`${actPath(uuid)}/events/${event}`, { json: body ?? {} }).json<ActGeneral>(),
    onSuccess: (general) => {
      client.setQueryData(actKeys.act(uuid), general);
      void client.invalidateQueries({ queryKey: ACTS_KEY });
    },
  });
}

/** The invited party's answer: POST …/invitation/accept | reject | exit (exit asks to confirm). */
export function useAnswerInvitation(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ event }: { event: Exclude<InvitationEvent, 'reinvite'> }) =>
      api.post(`${actPath(uuid)}/invitation/${event}`, { json: event === 'exit' ? { confirmed: true } : {} }).json<ActParty>(),
    onSuccess: () => void client.invalidateQueries({ queryKey: ACTS_KEY }),
  });
}

/** POST …/parties/:partyId/resend-sms: the open invitation's SMS again (refused within the cooldown: invitation_sms_too_soon). */
export function useResendInvitationSms(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (partyId: string) => api.post(`${actPath(uuid)}/parties/${encodeURIComponent(partyId)}/resend-sms`).json<ActParty>(),
    onSuccess: () => void client.invalidateQueries({ queryKey: actKeys.act(uuid) }),
  });
}

/** POST …/payments/:id/bank-paid: the payer marks an invoice paid at a bank; the notary then confirms it. */
export function useMarkBankPaid(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => api.post(`${actPath(uuid)}/payments/${encodeURIComponent(paymentId)}/bank-paid`).json<ActPayment>(),
    onSuccess: () => void client.invalidateQueries({ queryKey: actKeys.act(uuid) }),
  });
}
