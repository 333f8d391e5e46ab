import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../http/index.ts';
import type { District, Localised, Territory as TerritoryRow } from '@notary/domain/contracts';

/** A region or district as the selects use it: its names as a `Localised` text. */
export type Territory = Localised & { id: number; lat: number; lng: number };

const toTerritory = (r: TerritoryRow): Territory => ({ id: r.id, oz: r.nameOz, uz: r.nameUz, ru: r.nameRu, lat: r.lat, lng: r.lng });

/** GET /api/reference/regions: the 14 regions (reference data; cached for the session). */
export async function getRegions(): Promise<Territory[]> {
  const rows = await api.get('reference/regions').json<TerritoryRow[]>();
  return rows.map(toTerritory);
}

export async function getDistricts(regionId: number): Promise<Territory[]> {
  const rows = await api.get('reference/districts', { searchParams: { regionId } }).json<District[]>();
  return rows.map(toTerritory);
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
