import { resolve } from 'node:path';

/** Everything the API reads from its environment, read once. */
export type ApiConfig = {
  port: number;
  host: string;
  /** An external PostgreSQL; when absent the API runs an embedded one in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  redisUrl: string | undefined;
  faceCheckUrl: string;
  isProduction: boolean;
  /** Seed the demo registries and accounts at start (the README's start command sets it). */
  seedDemo: boolean;
  /** Tile URL template of the notary map (MAP_TILES_URL); none: markers on a plain background. */
  mapTilesUrl: string | undefined;
  mapAttribution: string;
};

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: int(env.API_PORT ?? env.PORT, 3000),
    host: env.API_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    embeddedPgPort: int(env.EMBEDDED_PG_PORT, 54329),
    redisUrl: env.REDIS_URL || undefined,
    faceCheckUrl: env.FACE_CHECK_URL ?? 'http://127.0.0.1:3100',
    isProduction: env.NODE_ENV === 'production',
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    mapTilesUrl: env.MAP_TILES_URL || undefined,
    mapAttribution: env.MAP_TILES_ATTRIBUTION ?? '',
  };
}
