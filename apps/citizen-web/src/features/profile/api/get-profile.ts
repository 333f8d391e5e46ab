import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { User } from '@notary/ui/session';

/** GET /api/profile (acts-domain 2 Profile). */
export type Profile = {
  user: User & { userid?: string | null };
  /** Whether consent to reuse of personal data is present (given with the offer). */
  hasPersonalDataConsent: boolean;
};

export async function getProfile(): Promise<Profile> {
  return api.get('profile').json<Profile>();
}

export const getProfileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
