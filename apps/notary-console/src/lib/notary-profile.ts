import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotaryProfile } from '@notary/domain/contracts';
import { api } from '@notary/ui/http';

export type { NotaryProfile };

/** GET /api/notary-profile: the signed-in notary's own record (the office's e-queue and the schedule screen read it). */
export async function getNotaryProfile(): Promise<NotaryProfile> {
  return api.get('notary-profile').json<NotaryProfile>();
}

export const NOTARY_PROFILE_KEY = ['notary-profile'] as const;

export const getNotaryProfileQueryOptions = () => queryOptions({ queryKey: NOTARY_PROFILE_KEY, queryFn: getNotaryProfile });

export function useNotaryProfile() {
  return useQuery(getNotaryProfileQueryOptions());
}
