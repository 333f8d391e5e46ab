import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { Profile } from '@notary/domain/contracts';

/** GET /api/profile (acts-domain 2 Profile). */
export type { Profile };

export async function getProfile(): Promise<Profile> {
  return api.get('profile').json<Profile>();
}

export const getProfileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
