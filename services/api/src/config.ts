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
  /**
   * Express's `trust proxy`: the proxies whose X-Forwarded-For (and -Proto,
   * -Host) are believed, so the client address of rate limits is the one they
   * saw. TRUST_PROXY: comma-separated addresses, subnets or Express's names
   * (`loopback`, `linklocal`, `uniquelocal`); `none` trusts nobody. Default
   * `loopback`: the gateway of `npm start`; docker-compose names nginx.
   */
  trustProxy: string[] | false;
  /** Public searches per client address and minute (SEARCH_RATE_PER_MINUTE). */
  searchRatePerMinute: number;
};

/** TRUST_PROXY as Express takes it; unset or empty: the loopback gateway. */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return ['loopback'];
  if (['none', 'false', '0'].includes(trimmed.toLowerCase())) return false;
  return trimmed.split(',').map((part) => part.trim()).filter(Boolean);
}

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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    searchRatePerMinute: Math.max(1, int(env.SEARCH_RATE_PER_MINUTE, 30)),
  };
}
