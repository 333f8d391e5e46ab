import { Logger } from '@nestjs/common';
import { createClient } from 'redis';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import type { RateLimitResult, RateLimiter } from './rate-limiter.js';

// INCR and the window's expiry in one atomic step: the first hit of a window sets its TTL.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

/**
 * Fixed windows in Redis, shared by every API replica. When Redis does not
 * answer, counting falls back to this process's memory rather than refusing
 * every sign-in (an outage of the limiter must not become an outage of the
 * portal) or letting everything through.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly logger = new Logger('RateLimit');
  private readonly client: ReturnType<typeof createClient>;
  private readonly fallback = new MemoryRateLimiter();
  private lastWarning = 0;

  constructor(url: string, private readonly prefix = 'notary:rl:') {
    this.client = createClient({
      url,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
      disableOfflineQueue: true,
    });
    this.client.on('error', (e: unknown) => this.warn(e));
    this.client.connect().catch((e: unknown) => this.warn(e));
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    try {
      if (!this.client.isReady) throw new Error('redis not ready');
      const reply = (await this.client.eval(HIT_SCRIPT, {
        keys: [this.prefix + key],
        arguments: [String(windowMs)],
      })) as [number, number];
      const [count, ttl] = reply;
      return { isAllowed: count <= limit, count, retryAfterMs: Math.max(0, ttl) };
    } catch (e) {
      this.warn(e);
      return this.fallback.hit(key, limit, windowMs);
    }
  }

  private warn(e: unknown): void {
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    this.logger.warn(`Redis unavailable, counting in memory: ${(e as Error)?.message ?? String(e)}`);
  }

  async close(): Promise<void> {
    await this.fallback.close();
    // A client still trying to reconnect would wait forever for a graceful close.
    if (this.client.isReady) await this.client.close().catch(() => undefined);
    else if (this.client.isOpen) this.client.destroy();
  }
}
