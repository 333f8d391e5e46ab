import { useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';

import type { PublicConfig } from '@notary/domain/contracts';

/** GET /api/config/public: settings a deployment sets at run time (MAP_TILES_URL on the API). */
export type { PublicConfig };

export async function getPublicConfig(): Promise<PublicConfig> {
  return api.get('config/public').json<PublicConfig>();
}

/** A build-time tile source (VITE_MAP_TILES_URL), used when the API names none or does not answer. */
const BUILD_TILES_URL: string | undefined = import.meta.env.VITE_MAP_TILES_URL || undefined;
const BUILD_TILES_ATTRIBUTION: string = import.meta.env.VITE_MAP_TILES_ATTRIBUTION ?? '';

/**
 * The notary map's tile source: the API's run-time setting, else the build's.
 * `isSettled` is false until the API has answered (or failed), so the map does
 * not flash its tile-less background before tiles arrive.
 */
export function useMapTiles(): { url: string | undefined; attribution: string; isSettled: boolean } {
  const config = useQuery({ queryKey: ['config', 'public'], queryFn: getPublicConfig, staleTime: Infinity, retry: 1 });
  const url = config.data?.mapTilesUrl ?? BUILD_TILES_URL;
  const attribution = config.data?.mapTilesUrl ? config.data.mapAttribution : BUILD_TILES_ATTRIBUTION;
  return { url, attribution, isSettled: !config.isPending };
}
