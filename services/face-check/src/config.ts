import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { FACE_CHECK_TIMING } from '@notary/face-check/protocol';
import * as v from 'valibot';
import { CHALLENGE_KINDS, LIVENESS_LIMITS, type ChallengeKind } from './liveness/tracker.js';

export type FaceCheckConfig = {
  port: number;
  host: string;
  keyDir: string;
  workers: number;
  /** Sessions at once; beyond, CONNECT gets ERROR busy and close 1013 (the client retries). */
  maxSessions: number;
  /** Test-only fixed challenge order; refused unless NODE_ENV=test. */
  fixedChallenge: ChallengeKind[] | null;
  /** spec/shell.md 9: the whole check, from CONNECT. */
  sessionTimeoutMs: number;
  stepTimeoutMs: number;
  maxAttempts: number;
  /** Frame flood: more than `maxFramesPerWindow` frames within `frameWindowMs` ends the session. */
  frameWindowMs: number;
  maxFramesPerWindow: number;
  /** A socket silent this long (no heartbeat, no frame) is dropped. */
  idleTimeoutMs: number;
  /** A socket must send CONNECT within this. */
  connectTimeoutMs: number;
  /** A dropped connection's session waits this long for the client's reconnect. */
  resumeGraceMs: number;
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const given = (s: string | undefined): s is string => s !== undefined && s.trim() !== '';

/** An integer variable: unset or empty is `undefined` (its default applies), anything else must fit. */
function integer(min: number, max = Number.MAX_SAFE_INTEGER) {
  return v.optional(
    v.pipe(
      v.string(),
      v.transform((s: string) => (given(s) ? Number(s.trim()) : undefined)),
      v.check((n: number | undefined) => n === undefined || (Number.isSafeInteger(n) && n >= min && n <= max), max === Number.MAX_SAFE_INTEGER ? `an integer ≥ ${min}` : `an integer from ${min} to ${max}`),
    ),
  );
}
const text = () => v.optional(v.pipe(v.string(), v.transform((s: string) => (given(s) ? s.trim() : undefined))));

/** The service's environment (README "Configuration"), checked at start like the API's. */
export const FaceCheckEnvSchema = v.object({
  NODE_ENV: v.optional(v.string()),
  FACE_CHECK_PORT: integer(0, 65_535),
  FACE_CHECK_HOST: text(),
  FACE_CHECK_KEY_DIR: text(),
  FACE_CHECK_WORKERS: integer(1),
  FACE_CHECK_MAX_SESSIONS: integer(1),
  FACE_CHECK_STEP_TIMEOUT_MS: integer(1000),
  FACE_CHECK_MAX_ATTEMPTS: integer(1),
  FACE_CHECK_FIXED_CHALLENGE: text(),
});

function shown(value: string | undefined): string {
  return value === undefined ? 'is not set' : `is "${value.length > 64 ? `${value.slice(0, 64)}…` : value}"`;
}

/** `FACE_CHECK_FIXED_CHALLENGE=eyes` or `left,eyes`: the steps in this order, every attempt. */
export function parseChallenge(raw: string): ChallengeKind[] {
  const kinds = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (kinds.length === 0 || !kinds.every((k): k is ChallengeKind => (CHALLENGE_KINDS as readonly string[]).includes(k))) {
    throw new ConfigError(`FACE_CHECK_FIXED_CHALLENGE must list ${CHALLENGE_KINDS.join(', ')} separated by commas, not "${raw}"`);
  }
  return kinds;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): FaceCheckConfig {
  const parsed = v.safeParse(FaceCheckEnvSchema, env);
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => {
      const name = String(issue.path?.[0]?.key ?? '?');
      return `${name} ${shown(env[name])}: expected ${issue.message}`;
    });
    throw new ConfigError(lines.join('; '));
  }
  const e = parsed.output;
  const fixed = e.FACE_CHECK_FIXED_CHALLENGE;
  let fixedChallenge: ChallengeKind[] | null = null;
  if (fixed) {
    // A fixed order makes the challenge replayable by a recorded video: tests
    // only. Allowed only where NODE_ENV says test, not merely refused where it
    // says production, so a deployment that forgets NODE_ENV is still safe.
    if (env.NODE_ENV !== 'test') {
      throw new ConfigError(`FACE_CHECK_FIXED_CHALLENGE is a test-only setting and is refused unless NODE_ENV=test (NODE_ENV is ${env.NODE_ENV ? `"${env.NODE_ENV}"` : 'not set'})`);
    }
    fixedChallenge = parseChallenge(fixed);
  }
  const workers = e.FACE_CHECK_WORKERS ?? availableParallelism();
  return {
    port: e.FACE_CHECK_PORT ?? 3100,
    host: e.FACE_CHECK_HOST ?? '127.0.0.1',
    keyDir: resolve(e.FACE_CHECK_KEY_DIR ?? '.data/face-check'),
    workers,
    // Measured through the whole service (docs/face-check.md): ≈ 2 sessions per
    // worker keep the full 300 ms cadence. One more per worker lets a busy
    // service stretch the cadence a little before it refuses people with busy.
    maxSessions: e.FACE_CHECK_MAX_SESSIONS ?? workers * 3,
    fixedChallenge,
    sessionTimeoutMs: FACE_CHECK_TIMING.overallTimeoutMs,
    stepTimeoutMs: e.FACE_CHECK_STEP_TIMEOUT_MS ?? LIVENESS_LIMITS.stepTimeoutMs,
    maxAttempts: e.FACE_CHECK_MAX_ATTEMPTS ?? LIVENESS_LIMITS.maxAttempts,
    // The client sends one frame per 300 ms (10 per 3 s); twice that is a flood.
    frameWindowMs: 3000,
    maxFramesPerWindow: 20,
    idleTimeoutMs: FACE_CHECK_TIMING.heartbeatMs * 3 + 1000,
    connectTimeoutMs: 10_000,
    resumeGraceMs: 30_000,
  };
}
