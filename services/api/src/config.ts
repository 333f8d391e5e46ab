import { resolve } from 'node:path';
import * as v from 'valibot';
import type { IdentityConfig } from './identity/identity-config.js';

/** Everything the API reads from its environment, read and checked once at start (`loadConfig`). */
export type ApiConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  /** LOG_LEVEL: the least severe of the API's log lines printed (`error`, `warn` or `log`). */
  logLevel: 'error' | 'warn' | 'log';
  port: number;
  host: string;
  /** An external PostgreSQL; when absent the API runs an embedded one in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  /** PostgreSQL connections per API process (DB_POOL_MAX). */
  dbPoolMax: number;
  redisUrl: string | undefined;
  /** REDIS_PREFIX: the rate limits' keys and the socket.io adapter's channels start with it. */
  redisPrefix: string;
  faceCheckUrl: string;
  /** JANUS_URL: the media server of the video conference (issue 16.2); undefined: none. */
  janusUrl: string | undefined;
  isProduction: boolean;
  /** Seed the demo registries and accounts at start (the README's start command sets it). */
  seedDemo: boolean;
  /** The portal's address as citizens reach it (PUBLIC_URL); none: the request's origin. */
  publicUrl: string | undefined;
  /** Tile URL template of the notary map (MAP_TILES_URL); none: markers on a plain background. */
  mapTilesUrl: string | undefined;
  mapAttribution: string;
  /** KIOSK_IDLE_SECONDS and KIOSK_COUNTDOWN_SECONDS (issue 15.3), given to the kiosk by /api/config/public. */
  kioskIdleSeconds: number;
  kioskCountdownSeconds: number;
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
  /**
   * The base calculation value (bazaviy hisoblash miqdori) that state duties
   * and notary fees are multiples of, in tiyin (BCV_TIYIN). It changes by
   * government decree; the default is 412 000 so'm, in force from 1 August
   * 2025. The calculator and the invoices read this one value, so a citizen is
   * invoiced what the calculator showed.
   */
  baseCalculationValueTiyin: number;
  documents: {
    /**
     * The largest scan a party may attach to an act, in bytes
     * (DOCUMENT_MAX_BYTES, default 10 MiB): the upload route's own body limit
     * (the API's JSON bodies stop at 64 KiB); above it the answer is 413.
     */
    maxBytes: number;
    /** Where the local-folder file storage keeps the documents: DATA_DIR/documents. */
    dir: string;
  };
  videoRecordings: {
    /**
     * How long a conference recording's content is kept, in days
     * (VIDEO_RETENTION_DAYS, default 1825: five years); after it a daily job
     * deletes the file and keeps the row, its SHA-256 and an audit entry.
     */
    retentionDays: number;
    /** Where the local-folder file storage keeps the recordings: DATA_DIR/video/recordings. */
    dir: string;
    /**
     * Where the media server writes a conference's raw recording (one folder
     * per act, given to Janus as the room's rec_dir): DATA_DIR/video/rec, the
     * same path in Janus's container (docker-compose's shared `videorec` volume).
     */
    recDir: string;
  };
  /**
   * Where documents and recordings are kept (issues 13.2, 16.4):
   * STORAGE_DRIVER=local (the default) the folders `documents.dir` and
   * `videoRecordings.dir`; s3 one bucket of an S3-compatible store, under the
   * prefixes `documents/` and `video/recordings/` (documents/file-storage-factory.ts).
   */
  storage: StorageConfig;
  payments: {
    /** HMAC key of the payment gateway's callbacks (the simulator signs with it too). */
    gatewaySecret: string;
    /** PAYMENT_GATEWAY=simulator: the simulator stays on in production. */
    isSimulatorAllowedInProduction: boolean;
  };
  sessions: {
    /** Sliding idle expiry: each authenticated request pushes it forward. */
    idleMs: number;
    /** No session outlives this, however active. */
    absoluteMs: number;
    /** How long a token stays valid after the client has shown a newer one of the same session. */
    graceMs: number;
    /** SESSION_SECRET; none: a key generated into DATA_DIR (sessions/session-secret.ts), refused in production. */
    secret: string | undefined;
  };
  identity: IdentityConfig;
  /** Issue 16.2: the ICE servers a conference's browsers get (video/ice). */
  ice: {
    /** TURN_URLS: the TURN (and STUN) servers, `turn:`, `turns:` or `stun:` URLs; none: STUN and TURN are not offered. */
    urls: string[];
    /** TURN_SECRET: coturn's `static-auth-secret` (TURN REST API); the API signs time-limited credentials with it. */
    secret: string | undefined;
  };
};

/** The S3-compatible object store of STORAGE_DRIVER=s3 (docs/operations.md "Files on S3-compatible storage"). */
export type S3StorageConfig = {
  /** S3_ENDPOINT: a MinIO-like server's URL; undefined: AWS S3 of `region`. */
  endpoint: string | undefined;
  /** S3_REGION, default us-east-1 (what MinIO answers to unless told otherwise). */
  region: string;
  /** S3_BUCKET: it must exist; the API checks it at start and never creates it. */
  bucket: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; undefined: the AWS SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` instead of `bucket.endpoint/key`; default on when S3_ENDPOINT is set. */
  forcePathStyle: boolean;
};
export type StorageConfig = { driver: 'local' } | { driver: 's3'; s3: S3StorageConfig };

/** The key development and tests sign payment callbacks with when PAYMENT_GATEWAY_SECRET is not set. */
export const DEVELOPMENT_GATEWAY_SECRET = 'dev-payment-gateway-secret';
export const MIN_SESSION_SECRET_LENGTH = 32;

/** A bad environment: the start stops with this message, one line per variable (its value and what is expected). */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

// --- the schema of the environment ---------------------------------------------------
// Every variable is a string or unset; an empty string is unset (a compose file's `X=`).

type Env = Record<string, string | undefined>;
const given = (s: string | undefined): s is string => s !== undefined && s.trim() !== '';

// Each variable is `v.optional(v.pipe(v.string(), …), '')`: unset and empty are both '' (so every key is
// in the output), then the pipe turns the text into its value or names what it expected.

function integer(fallback: number, min: number, max: number, what = `an integer from ${min} to ${max}`) {
  return v.optional(
    v.pipe(
      v.string(),
      v.transform((s: string) => (given(s) ? Number(s.trim()) : fallback)),
      v.check((n: number) => Number.isSafeInteger(n) && n >= min && n <= max, what),
    ),
    '',
  );
}
const port = (fallback: number) => integer(fallback, 1, 65_535, 'a port number from 1 to 65535');
const positiveInteger = (fallback: number) => integer(fallback, 1, Number.MAX_SAFE_INTEGER, 'a whole number above 0');
const positive = (fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s: string) => (given(s) ? Number(s.trim()) : fallback)),
      v.check((n: number) => Number.isFinite(n) && n > 0, 'a number above 0'),
    ),
    '',
  );
const FLAGS: Record<string, boolean> = { '1': true, true: true, on: true, yes: true, '0': false, false: false, off: false, no: false };
const flag = () =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((s: string) => !given(s) || s.trim().toLowerCase() in FLAGS, '1 or 0 (true/false, on/off, yes/no)'),
      v.transform((s: string) => (given(s) ? FLAGS[s.trim().toLowerCase()] : undefined)),
    ),
    '',
  );
function isUrl(s: string | undefined, protocols: readonly string[]): boolean {
  if (s === undefined) return true;
  try {
    return protocols.includes(new URL(s).protocol);
  } catch {
    return false;
  }
}
const url = (protocols: readonly string[]) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s: string) => (given(s) ? s.trim() : undefined)),
      v.check((s: string | undefined) => isUrl(s, protocols), `a URL (${protocols.join(' or ')}//…)`),
    ),
    '',
  );
const text = (fallback: string) => v.optional(v.pipe(v.string(), v.transform((s: string) => (given(s) ? s : fallback))), '');
const optionalText = () => v.optional(v.pipe(v.string(), v.transform((s: string) => (given(s) ? s : undefined))), '');

/** The API's environment (README "Configuration"); what is not here the API does not read. */
export const ApiEnvSchema = v.object({
  NODE_ENV: v.optional(
    v.pipe(
      v.string(),
      v.transform((s: string) => (given(s) ? s.trim() : 'development')),
      v.picklist(['development', 'production', 'test'], 'development, production or test'),
    ),
    '',
  ),
  LOG_LEVEL: v.optional(
    v.pipe(
      v.string(),
      v.transform((s: string) => (given(s) ? s.trim() : undefined)),
      v.optional(v.picklist(['error', 'warn', 'log'], 'error, warn or log')),
    ),
    '',
  ),
  API_PORT: port(3000),
  API_HOST: text('127.0.0.1'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATA_DIR: text('.data'),
  EMBEDDED_PG_PORT: port(54329),
  DB_POOL_MAX: integer(20, 1, 1000),
  REDIS_URL: url(['redis:', 'rediss:']),
  /** The start of every key and channel this product uses in Redis, so products sharing one Redis stay apart. */
  REDIS_PREFIX: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9:_-]{0,40}$/, 'letters, digits, ":", "_" or "-", at most 40'), v.transform((s: string) => s || 'notary:')), ''),
  FACE_CHECK_URL: url(['http:', 'https:']),
  /** Issue 16.2: Janus's HTTP API (videoroom plugin); unset: no media server, conferences answer 503. */
  JANUS_URL: url(['http:', 'https:']),
  SEED_DEMO: flag(),
  PUBLIC_URL: url(['http:', 'https:']),
  MAP_TILES_URL: url(['http:', 'https:']),
  MAP_TILES_ATTRIBUTION: text(''),
  /** Issue 15.3: a kiosk without a touch for this long asks whether the visitor is still there… */
  KIOSK_IDLE_SECONDS: integer(120, 15, 3600),
  /** …and signs out, wiping the session, when nobody answers within this. */
  KIOSK_COUNTDOWN_SECONDS: integer(30, 5, 300),
  /** Issue 16.4: conference recordings' content is deleted this many days after it was saved. */
  VIDEO_RETENTION_DAYS: integer(1825, 1, 36500),
  TRUST_PROXY: optionalText(),
  SEARCH_RATE_PER_MINUTE: positiveInteger(30),
  BCV_TIYIN: positiveInteger(41_200_000),
  DOCUMENT_MAX_BYTES: positiveInteger(10 * 1024 * 1024),
  PAYMENT_GATEWAY_SECRET: optionalText(),
  PAYMENT_GATEWAY: v.optional(
    v.pipe(
      v.string(),
      v.transform((s: string) => (given(s) ? s.trim() : undefined)),
      v.check((s: string | undefined) => s === undefined || s === 'simulator', '"simulator" or unset'),
    ),
    '',
  ),
  SESSION_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.transform((s: string) => (given(s) ? s : undefined)),
      v.check((s: string | undefined) => s === undefined || s.length >= MIN_SESSION_SECRET_LENGTH, `at least ${MIN_SESSION_SECRET_LENGTH} characters`),
    ),
    '',
  ),
  SESSION_IDLE_MINUTES: positive(30),
  SESSION_MAX_HOURS: positive(12),
  SESSION_TOKEN_GRACE_SECONDS: positive(60),
  DEMO_ENROLMENT: flag(),
  SIGN_IN_RATE_WINDOW_MINUTES: positive(10),
  SIGN_IN_RATE_CHECK_PER_IP: positiveInteger(30),
  SIGN_IN_RATE_CHECK_PER_PIN: positiveInteger(5),
  SIGN_IN_RATE_AUTH_PER_IP: positiveInteger(20),
  SIGN_IN_RATE_AUTH_PER_PIN: positiveInteger(5),
  /** Issue 16.2: comma-separated `turn:`/`turns:`/`stun:` URLs given to the conference's browsers. */
  TURN_URLS: v.optional(
    v.pipe(
      v.string(),
      v.transform((s: string) => (given(s) ? s.split(',').map((part) => part.trim()).filter(Boolean) : [])),
      v.check((urls: string[]) => urls.every((u) => /^(turns?|stuns?):[^\s,]+$/.test(u)), 'comma-separated turn:, turns: or stun: URLs (turn:host:3478?transport=udp)'),
    ),
    '',
  ),
  TURN_SECRET: optionalText(),
  /** Issues 13.2, 16.4: where documents and recordings are kept, `local` (folders under DATA_DIR) or `s3`. */
  STORAGE_DRIVER: v.optional(
    v.pipe(
      v.string(),
      v.transform((s: string) => (given(s) ? s.trim().toLowerCase() : 'local')),
      v.picklist(['local', 's3'], 'local or s3'),
    ),
    '',
  ),
  S3_ENDPOINT: url(['http:', 'https:']),
  S3_REGION: v.optional(
    v.pipe(
      v.string(),
      v.transform((s: string) => (given(s) ? s.trim() : 'us-east-1')),
      v.regex(/^[A-Za-z0-9-]{1,63}$/, 'a region name: letters, digits and "-", at most 63 (us-east-1)'),
    ),
    '',
  ),
  /** S3's bucket naming rules, which MinIO and the others follow too. */
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.transform((s: string) => (given(s) ? s.trim() : undefined)),
      v.check(
        (s: string | undefined) => s === undefined || (/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(s) && !s.includes('..') && !/^\d+\.\d+\.\d+\.\d+$/.test(s)),
        'a bucket name: 3 to 63 lowercase letters, digits, "." or "-", starting and ending with a letter or digit',
      ),
    ),
    '',
  ),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: flag(),
});
export type ApiEnv = v.InferOutput<typeof ApiEnvSchema>;

/** TRUST_PROXY as Express takes it; unset or empty: the loopback gateway. */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return ['loopback'];
  if (['none', 'false', '0'].includes(trimmed.toLowerCase())) return false;
  return trimmed.split(',').map((part) => part.trim()).filter(Boolean);
}

/** The S3 variables that only STORAGE_DRIVER=s3 reads. */
const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** What the storage variables say together; a secret is named, never shown. */
function storageProblems(e: ApiEnv): string[] {
  const problems: string[] = [];
  const isSet = (name: (typeof S3_VARIABLES)[number]) => e[name] !== undefined;
  if (e.STORAGE_DRIVER === 'local') {
    // S3 settings with the local driver are a forgotten STORAGE_DRIVER=s3: the files would quietly go to the disk.
    const stray = S3_VARIABLES.filter(isSet);
    if (stray.length > 0) problems.push(`${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but STORAGE_DRIVER is local: expected STORAGE_DRIVER=s3, or none of the S3_ variables`);
    return problems;
  }
  if (e.S3_BUCKET === undefined) problems.push('S3_BUCKET is not set: expected the name of an existing bucket (required when STORAGE_DRIVER=s3)');
  if (isSet('S3_ACCESS_KEY_ID') !== isSet('S3_SECRET_ACCESS_KEY')) {
    const missing = isSet('S3_ACCESS_KEY_ID') ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`${missing} is not set: expected both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK's own credentials)`);
  }
  return problems;
}

function storageOf(e: ApiEnv): StorageConfig {
  if (e.STORAGE_DRIVER === 'local' || e.S3_BUCKET === undefined) return { driver: 'local' };
  const credentials = e.S3_ACCESS_KEY_ID !== undefined && e.S3_SECRET_ACCESS_KEY !== undefined ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined;
  return {
    driver: 's3',
    s3: { endpoint: e.S3_ENDPOINT, region: e.S3_REGION, bucket: e.S3_BUCKET, credentials, forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined },
  };
}

function shown(value: string | undefined): string {
  if (value === undefined) return 'is not set';
  return `is "${value.length > 64 ? `${value.slice(0, 64)}…` : value}"`;
}

/**
 * The environment checked against `ApiEnvSchema`: every bad variable is named
 * with its value and what is expected, in one `ConfigError` (nothing falls
 * back silently: `API_PORT=abc` stops the start).
 */
export function parseEnv(env: NodeJS.ProcessEnv | Env = process.env): ApiEnv {
  // PORT is the API's port when API_PORT is not set (a platform that gives one port per process).
  const input: Env = { ...env, API_PORT: given(env.API_PORT) ? env.API_PORT : env.PORT };
  const problems: string[] = [];
  const result = v.safeParse(ApiEnvSchema, input);
  if (!result.success) {
    for (const issue of result.issues) {
      const name = String(issue.path?.[0]?.key ?? '?');
      const via = name === 'API_PORT' && !given(env.API_PORT) ? ' (from PORT)' : '';
      problems.push(`${name}${via} ${shown(input[name])}: expected ${issue.message}`);
    }
  } else if (result.output.NODE_ENV === 'production') {
    // Known defaults of these keys would let anyone forge a session or a payment.
    if (!result.output.SESSION_SECRET) problems.push(`SESSION_SECRET is not set: expected at least ${MIN_SESSION_SECRET_LENGTH} characters (required when NODE_ENV=production)`);
    if (!result.output.PAYMENT_GATEWAY_SECRET) problems.push('PAYMENT_GATEWAY_SECRET is not set: expected the payment gateway\'s key (required when NODE_ENV=production)');
  }
  if (result.success && result.output.TURN_URLS.some((u) => u.startsWith('turn')) && !result.output.TURN_SECRET) {
    // A TURN server without the shared secret: the API could hand out no credential it accepts.
    problems.push('TURN_SECRET is not set: expected coturn\'s static-auth-secret (required when TURN_URLS names a turn: or turns: server)');
  }
  if (result.success) problems.push(...storageProblems(result.output));
  if (problems.length > 0 || !result.success) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return result.output;
}

/** The API's configuration from its environment; throws `ConfigError` naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv | Env = process.env): ApiConfig {
  const e = parseEnv(env);
  const isProduction = e.NODE_ENV === 'production';
  const windowMs = e.SIGN_IN_RATE_WINDOW_MINUTES * 60_000;
  return {
    nodeEnv: e.NODE_ENV,
    // Tests print errors only unless asked (the e2e product keeps everything in its log file).
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'error' : 'log'),
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    dbPoolMax: e.DB_POOL_MAX,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    faceCheckUrl: e.FACE_CHECK_URL ?? 'http://127.0.0.1:3100',
    janusUrl: e.JANUS_URL,
    isProduction,
    seedDemo: e.SEED_DEMO ?? false,
    publicUrl: e.PUBLIC_URL,
    mapTilesUrl: e.MAP_TILES_URL,
    mapAttribution: e.MAP_TILES_ATTRIBUTION,
    kioskIdleSeconds: e.KIOSK_IDLE_SECONDS,
    kioskCountdownSeconds: e.KIOSK_COUNTDOWN_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    searchRatePerMinute: e.SEARCH_RATE_PER_MINUTE,
    baseCalculationValueTiyin: e.BCV_TIYIN,
    documents: { maxBytes: e.DOCUMENT_MAX_BYTES, dir: resolve(e.DATA_DIR, 'documents') },
    videoRecordings: { retentionDays: e.VIDEO_RETENTION_DAYS, dir: resolve(e.DATA_DIR, 'video', 'recordings'), recDir: resolve(e.DATA_DIR, 'video', 'rec') },
    storage: storageOf(e),
    payments: {
      gatewaySecret: e.PAYMENT_GATEWAY_SECRET ?? DEVELOPMENT_GATEWAY_SECRET,
      isSimulatorAllowedInProduction: e.PAYMENT_GATEWAY === 'simulator',
    },
    sessions: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_MAX_HOURS * 3_600_000,
      graceMs: e.SESSION_TOKEN_GRACE_SECONDS * 1000,
      secret: e.SESSION_SECRET,
    },
    identity: {
      // Issue 4 "Demo enrolment": on unless production, where DEMO_ENROLMENT=1 must ask for it.
      isDemoEnrolmentEnabled: e.DEMO_ENROLMENT ?? !isProduction,
      attemptTtlMs: 10 * 60_000,
      limits: {
        windowMs,
        // A kiosk is one IP for many citizens: a sign-in takes minutes, so 30 pre-checks per 10 minutes is ample.
        checkPerIp: e.SIGN_IN_RATE_CHECK_PER_IP,
        checkPerPin: e.SIGN_IN_RATE_CHECK_PER_PIN,
        backoffBaseMs: 2000,
        failureMemoryMs: windowMs * 6,
        authPerIp: e.SIGN_IN_RATE_AUTH_PER_IP,
        authPerPin: e.SIGN_IN_RATE_AUTH_PER_PIN,
      },
    },
    ice: { urls: e.TURN_URLS, secret: e.TURN_SECRET },
  };
}
