import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActTypeId } from '@notary/domain/act';
import type { CompanyLookup, NotaryPage, PartyInput, PersonLookup, SubjectInput } from '@notary/domain/contracts';
import { isHTTPError } from 'ky';
import { api } from '../../http/index.ts';
import { ACTS_KEY, actKeys } from '../api/acts-api.ts';
import type { ActGeneral, ActParty, ActSubject } from '../api/types.ts';

/**
 * The acts API calls of the act wizard (issue 13): the draft is created on
 * the first step (POST /api/notarial_act) and every later step saves through
 * the parties and subjects routes and the act's events, so a citizen who
 * leaves finds the act where they left it.
 */

const actPath = (uuid: string) => `notarial_act/${encodeURIComponent(uuid)}`;

/** Every view of the act is refreshed after a save (the card, the list, the wizard's own reads). */
function useRefresh(uuid: string | null) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: uuid ? actKeys.act(uuid) : ACTS_KEY });
}

export function useCreateDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { typeId: ActTypeId; regtype: 1 | 2 }) => api.post('notarial_act', { json: input }).json<ActGeneral>(),
    onSuccess: (general) => {
      client.setQueryData(actKeys.act(general.uuid), general);
      void client.invalidateQueries({ queryKey: actKeys.lists() });
    },
  });
}

/** The notary chosen on its card before the act existed, as the new draft's first notary (change_notary, manual). */
export function usePresetNotary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, notaryId }: { uuid: string; notaryId: string }) =>
      api.post(`${actPath(uuid)}/events/change_notary`, { json: { confirmed: true, notaryChoice: { mode: 'manual', notaryId } } }).json<ActGeneral>(),
    onSuccess: (general) => client.setQueryData(actKeys.act(general.uuid), general),
  });
}

export function useLookupPerson(uuid: string) {
  return useMutation({
    mutationFn: (pin: string) => api.post(`${actPath(uuid)}/parties/lookup`, { json: { pin } }).json<PersonLookup>(),
  });
}

/** A legal entity of the tax registry by tax number (STIR); a liquidated one is refused (`company_liquidated`). */
export function useLookupCompany(uuid: string) {
  return useMutation({
    mutationFn: (inn: string) => api.post(`${actPath(uuid)}/parties/lookup`, { json: { inn } }).json<CompanyLookup>(),
  });
}

export function useAddParty(uuid: string) {
  const refresh = useRefresh(uuid);
  return useMutation({
    mutationFn: (input: PartyInput) => api.post(`${actPath(uuid)}/parties`, { json: { ...input, confirmed: true } }).json<ActParty>(),
    onSuccess: refresh,
  });
}

export function useRemoveParty(uuid: string) {
  const refresh = useRefresh(uuid);
  return useMutation({
    mutationFn: (partyId: string) => api.delete(`${actPath(uuid)}/parties/${encodeURIComponent(partyId)}`, { searchParams: { confirmed: 'true' } }).json<unknown>(),
    onSuccess: refresh,
  });
}

export function useAddSubject(uuid: string) {
  const refresh = useRefresh(uuid);
  return useMutation({
    mutationFn: (input: SubjectInput) => api.post(`${actPath(uuid)}/subjects`, { json: input }).json<ActSubject>(),
    onSuccess: refresh,
  });
}

export function useRemoveSubject(uuid: string) {
  const refresh = useRefresh(uuid);
  return useMutation({
    mutationFn: (subjectId: string) => api.delete(`${actPath(uuid)}/subjects/${encodeURIComponent(subjectId)}`).json<unknown>(),
    onSuccess: refresh,
  });
}

/** The notaries of a region and district whose name has `name` (GET /api/notaries), for the manual choice. */
export function useNotarySearch(filter: { regionId: number | null; districtId: number | null; name: string }) {
  return useQuery({
    queryKey: ['notaries', 'wizard', filter],
    queryFn: () => {
      const searchParams: Record<string, string | number> = { size: 50, sort: 'alpha', regionId: filter.regionId ?? 0 };
      if (filter.districtId !== null) searchParams['districtId'] = filter.districtId;
      if (filter.name.trim().length >= 2) searchParams['name'] = filter.name.trim();
      return api.get('notaries', { searchParams }).json<NotaryPage>();
    },
    enabled: filter.regionId !== null,
    staleTime: 60_000,
  });
}

/** The issues of a 400 `validation_failed` (their message keys), else null. */
export async function validationIssuesOf(error: unknown): Promise<{ path: string; message: string }[] | null> {
  if (!isHTTPError(error)) return null;
  const data = error.data as { details?: { issues?: { path: string; message: string }[] } } | undefined;
  return Array.isArray(data?.details?.issues) ? data.details.issues : null;
}
