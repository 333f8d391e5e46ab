import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../http/index.ts';
import type { Localised } from '../localised.ts';

export type Territory = Localised & { id: number; lat: number; lng: number };

/** GET /api/reference/regions: the 14 regions (reference data; cached for the session). */
export async function getRegions(): Promise<Territory[]> {
  const rows = await api.get('reference/regions').json<({ id: number; nameOz: string; nameUz: string; nameRu: string; lat: number; lng: number })[]>();
  return rows.map((r) => ({ id: r.id, oz: r.nameOz, uz: r.nameUz, ru: r.nameRu, lat: r.lat, lng: r.lng }));
}

export async function getDistricts(regionId: number): Promise<Territory[]> {
  const rows = await api.get('reference/districts', { searchParams: { regionId } }).json<({ id: number; nameOz: string; nameUz: string; nameRu: string; lat: number; lng: number })[]>();
  return rows.map((r) => ({ id: r.id, oz: r.nameOz, uz: r.nameUz, ru: r.nameRu, lat: r.lat, lng: r.lng }));
}

export const getRegionsQueryOptions = () => queryOptions({ queryKey: ['reference', 'regions'], queryFn: getRegions, staleTime: Infinity });
export const getDistrictsQueryOptions = (regionId: number) =>
  queryOptions({ queryKey: ['reference', 'districts', regionId], queryFn: () => getDistricts(regionId), staleTime: Infinity });

export function useRegions() {
  return useQuery(getRegionsQueryOptions());
}

export function useDistricts(regionId: number | null) {
  return useQuery({ ...getDistrictsQueryOptions(regionId ?? 0), enabled: regionId !== null });
}
