import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { FACE_CHECK_TIMING } from '@notary/face-check/protocol';
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

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer ≥ ${min}, not "${raw}"`);
  return value;
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
  const fixed = env.FACE_CHECK_FIXED_CHALLENGE;
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
  const workers = int(env, 'FACE_CHECK_WORKERS', availableParallelism(), 1);
  return {
    port: int(env, 'FACE_CHECK_PORT', 3100, 0),
    host: env.FACE_CHECK_HOST || '127.0.0.1',
    keyDir: resolve(env.FACE_CHECK_KEY_DIR || '.data/face-check'),
    workers,
    // Measured through the whole service (docs/face-check.md): ≈ 2 sessions per
    // worker keep the full 300 ms cadence. One more per worker lets a busy
    // service stretch the cadence a little before it refuses people with busy.
    maxSessions: int(env, 'FACE_CHECK_MAX_SESSIONS', workers * 3, 1),
    fixedChallenge,
    sessionTimeoutMs: FACE_CHECK_TIMING.overallTimeoutMs,
    stepTimeoutMs: int(env, 'FACE_CHECK_STEP_TIMEOUT_MS', LIVENESS_LIMITS.stepTimeoutMs, 1000),
    maxAttempts: int(env, 'FACE_CHECK_MAX_ATTEMPTS', LIVENESS_LIMITS.maxAttempts, 1),
    // The client sends one frame per 300 ms (10 per 3 s); twice that is a flood.
    frameWindowMs: 3000,
    maxFramesPerWindow: 20,
    idleTimeoutMs: FACE_CHECK_TIMING.heartbeatMs * 3 + 1000,
    connectTimeoutMs: 10_000,
    resumeGraceMs: 30_000,
  };
}
