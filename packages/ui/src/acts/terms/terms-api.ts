import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActCivilRecords, ActFields, Ok, PersonLookup, SubjectPatch } from '@notary/domain/contracts';
import { POWER_OF_ATTORNEY_TYPE_IDS } from '@notary/domain/act';
import { api } from '../../http/index.ts';
import { ACTS_KEY, actKeys, listActs } from '../api/acts-api.ts';
import type { ActGeneral, ActParty, ActSubject } from '../api/types.ts';
import { DEFAULT_FILTERS } from '../list-filters.ts';

const actPath = (uuid: string) => `notarial_act/${encodeURIComponent(uuid)}`;

/** PATCH /api/notarial_act/:uuid with a term block; the answer is the general tab, every view of the act is refreshed. */
export function usePatchActTerms(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ActFields) => api.patch(actPath(uuid), { json: body }).json<ActGeneral>(),
    onSuccess: (general) => {
      client.setQueryData(actKeys.act(uuid), general);
      void client.invalidateQueries({ queryKey: ACTS_KEY });
    },
  });
}

/** PATCH /api/notarial_act/:uuid/subjects/:id with a vehicle's price, payment and shares. */
export function usePatchSubjectTerms(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ subjectId, body }: { subjectId: string; body: SubjectPatch }) =>
      api.patch(`${actPath(uuid)}/subjects/${encodeURIComponent(subjectId)}`, { json: body }).json<ActSubject>(),
    onSuccess: () => void client.invalidateQueries({ queryKey: ACTS_KEY }),
  });
}

/**
 * The registered powers of attorney the user takes part in (GET
 * /api/notarial_act, one query per type): the main acts a re-delegation may
 * rest on.
 */
export function useRegisteredPowers(enabled: boolean) {
  return useQuery({
    queryKey: [...ACTS_KEY, 'list', 'registered-powers'],
    enabled,
    queryFn: async () => {
      const pages = await Promise.all(
        POWER_OF_ATTORNEY_TYPE_IDS.map((typeId) =>
          listActs({ ...DEFAULT_FILTERS, typeId, status: 'registered', pageSize: 100, sort: 'regdate' }),
        ),
      );
      return pages.flatMap((page) => page.items);
    },
  });
}

/** One act's general tab (the main power of attorney's term and delegation right). */
export function useActCard(uuid: string | null) {
  return useQuery({
    queryKey: actKeys.act(uuid ?? ''),
    enabled: Boolean(uuid),
    // The block tells a failure itself (no page change on a 418 of an act the user lost access to).
    queryFn: () => api.get(actPath(uuid!), { context: { silent: true } }).json<ActGeneral>(),
  });
}

/** POST …/parties/lookup: a person of the civil registry by pin (name, deceased, minor, age). */
export function lookupPerson(uuid: string, pin: string): Promise<PersonLookup> {
  return api.post(`${actPath(uuid)}/parties/lookup`, { json: { pin } }).json<PersonLookup>();
}

/** The registry's age of each child without a birth date on the act (self-departure from 15). */
export function useChildAges(uuid: string, pins: readonly string[], enabled: boolean) {
  return useQueries({
    queries: pins.map((pin) => ({
      queryKey: [...actKeys.tab(uuid, 'person'), pin],
      enabled,
      staleTime: 60_000,
      queryFn: () => api.post(`${actPath(uuid)}/parties/lookup`, { json: { pin }, context: { silent: true } }).json<PersonLookup>(),
    })),
  });
}

/** POST …/parties (the "add a party" confirmation answered) and DELETE …/parties/:id?confirmed=true ("delete a minor"). */
export function usePartyChange(uuid: string) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: ACTS_KEY });
  const add = useMutation({
    mutationFn: (party: { role: 'minor' | 'accompanying_person'; pin: string; fullname: string }) =>
      api.post(`${actPath(uuid)}/parties`, { json: { ...party, partyClass: 'natural', confirmed: true } }).json<ActParty>(),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (partyId: string) => api.delete(`${actPath(uuid)}/parties/${encodeURIComponent(partyId)}`, { searchParams: { confirmed: 'true' } }).json<Ok>(),
    onSuccess: refresh,
  });
  return { add, remove };
}

/** GET …/civil-records: the author's marriage and divorce records in the civil registry. */
export function useCivilRecords(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: actKeys.tab(uuid, 'civil-records'),
    enabled,
    queryFn: () => api.get(`${actPath(uuid)}/civil-records`).json<ActCivilRecords>(),
  });
}
