import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotaryCard, NotaryPage } from '@notary/domain/contracts';
import { api } from '../../http/index.ts';

/** A notary as a filter's list shows it. */
export type NotaryOption = Pick<NotaryCard, 'id' | 'fullName' | 'fullNameCyr' | 'licenseStatus'>;

/** The notaries of a region for a filter's list (GET /api/notaries, first 100 alphabetically). */
export async function listRegionNotaries(regionId: number): Promise<NotaryOption[]> {
  const body = await api.get('notaries', { searchParams: { regionId, size: 100, sort: 'alpha' } }).json<NotaryPage>();
  return body.items.map(({ id, fullName, fullNameCyr, licenseStatus }) => ({ id, fullName, fullNameCyr, licenseStatus }));
}

export const listRegionNotariesQueryOptions = (regionId: number) =>
  queryOptions({ queryKey: ['notaries', 'by-region', regionId], queryFn: () => listRegionNotaries(regionId), staleTime: 5 * 60_000 });

export function useRegionNotaries(regionId: number | null) {
  return useQuery({ ...listRegionNotariesQueryOptions(regionId ?? 0), enabled: regionId !== null });
}
