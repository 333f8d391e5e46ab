/** One counted hit against a fixed window. */
export type RateLimitResult = { isAllowed: boolean; count: number; retryAfterMs: number };

/**
 * Counts hits per key in fixed windows. Two implementations: Redis (shared by
 * every API replica, DESIGN.md "Redis for … shared rate limits") and memory
 * (one process, the default without REDIS_URL).
 */
export type RateLimiter = {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** The failures recorded on a key (none: null). */
  failures(key: string): Promise<FailureRecord | null>;
  /** Counts one failure; the record is forgotten `ttlMs` after the last one. */
  recordFailure(key: string, ttlMs: number): Promise<FailureRecord>;
  /** Forgets a key's failures (the rightful person got through). */
  clearFailures(key: string): Promise<void>;
  close(): Promise<void>;
};

/** Failures on one key since it was last cleared, and when the last one was (epoch ms). */
export type FailureRecord = { failures: number; lastFailureAt: number };

export const RATE_LIMITER = Symbol('RateLimiter');
