/** One counted hit against a fixed window. */
export type RateLimitResult = { isAllowed: boolean; count: number; retryAfterMs: number };

/**
 * Counts hits per key in fixed windows. Two implementations: Redis (shared by
 * every API replica, DESIGN.md "Redis for … shared rate limits") and memory
 * (one process, the default without REDIS_URL).
 */
export type RateLimiter = {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  close(): Promise<void>;
};

export const RATE_LIMITER = Symbol('RateLimiter');
