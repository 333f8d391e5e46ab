import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSimplifiedAct, InvitationScreen, NotaryCard, NotaryPage, PersonByPin } from '@notary/domain/contracts';
import { api } from '../../http/index.ts';
import { ACTS_KEY, actKeys } from '../api/acts-api.ts';
import type { ActGeneral, ActParty } from '../api/types.ts';

const actPath = (uuid: string) => `notarial_act/${encodeURIComponent(uuid)}`;

/** GET /api/civil_registry/person?pin=: the name to fill, and whether the person is deceased or a minor. */
export async function lookupPerson(pin: string): Promise<PersonByPin> {
  return api.get('civil_registry/person', { searchParams: { pin } }).json<PersonByPin>();
}

/** POST /api/notarial_act/simplified: screens 0–1 become the act (a draft at Preparation). */
export function useCreateSimplifiedAct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSimplifiedAct) => api.post('notarial_act/simplified', { json: body }).json<ActGeneral>(),
    onSuccess: (general) => {
      client.setQueryData(actKeys.act(general.uuid), general);
      void client.invalidateQueries({ queryKey: actKeys.lists() });
    },
  });
}

/** POST …/parties/:partyId/reinvite: a new link, QR code and SMS for a party who rejected or exited. */
export function useReinviteParty(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (partyId: string) => api.post(`${actPath(uuid)}/parties/${encodeURIComponent(partyId)}/reinvite`).json<ActParty>(),
    onSuccess: () => void client.invalidateQueries({ queryKey: actKeys.act(uuid) }),
  });
}

export const invitationKey = (uuid: string, token: string) => [...actKeys.act(uuid), 'invitation', token] as const;

/** GET …/invitation/:token: what the invited person sees before answering. */
export function useInvitation(uuid: string, token: string) {
  return useQuery(
    queryOptions({
      queryKey: invitationKey(uuid, token),
      // Silent: a link no longer valid (404) or someone else's (418) is told on the screen itself, in place of the invitation.
      queryFn: () => api.get(`${actPath(uuid)}/invitation/${encodeURIComponent(token)}`, { context: { silent: true } }).json<InvitationScreen>(),
      retry: false,
    }),
  );
}

/** POST …/invitation/:token/accept | reject (by the link), …/invitation/exit (confirmed). */
export function useAnswerByToken(uuid: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ event }: { event: 'accept' | 'reject' | 'exit' }) =>
      event === 'exit'
        ? api.post(`${actPath(uuid)}/invitation/exit`, { json: { confirmed: true } }).json<ActParty>()
        : api.post(`${actPath(uuid)}/invitation/${encodeURIComponent(token)}/${event}`).json<ActParty>(),
    onSuccess: () => void client.invalidateQueries({ queryKey: ACTS_KEY }),
  });
}

/** The notaries of a region (and district) for the manual choice (GET /api/notaries). */
export function useNotaryChoices(regionId: number | null, districtId: number | null) {
  return useQuery({
    queryKey: ['notaries', 'choice', regionId, districtId],
    queryFn: async (): Promise<NotaryCard[]> => {
      const searchParams: Record<string, string | number> = { regionId: regionId ?? 0, size: 100, sort: 'alpha', licenseStatus: 'active' };
      if (districtId !== null) searchParams.districtId = districtId;
      return (await api.get('notaries', { searchParams }).json<NotaryPage>()).items;
    },
    enabled: regionId !== null,
    staleTime: 5 * 60_000,
  });
}
