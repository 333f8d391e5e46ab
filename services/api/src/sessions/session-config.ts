import { loadSessionSecret } from './session-secret.js';

/** A positive number from the environment, or the fallback. */
export function positive(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Session lifetimes and the token key, read from the environment once per application. */
export type SessionConfig = {
  /** Sliding idle expiry: each authenticated request pushes it forward. */
  idleMs: number;
  /** No session outlives this, however active. */
  absoluteMs: number;
  /**
   * How long a token stays valid after the client has shown a newer one of
   * the same session: parallel requests sent with the older token before the
   * newer arrived must still succeed.
   */
  graceMs: number;
  /** HMAC key of the token signatures (SESSION_SECRET; see session-secret.ts). */
  secret: Buffer;
};

export function loadSessionConfig(env: NodeJS.ProcessEnv = process.env): SessionConfig {
  return {
    idleMs: positive(env.SESSION_IDLE_MINUTES, 30) * 60_000,
    absoluteMs: positive(env.SESSION_MAX_HOURS, 12) * 3_600_000,
    graceMs: positive(env.SESSION_TOKEN_GRACE_SECONDS, 60) * 1000,
    secret: loadSessionSecret(env),
  };
}
