import { Logger } from '@nestjs/common';
import { createClient } from 'redis';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import type { FailureRecord, RateLimitResult, RateLimiter } from './rate-limiter.js';

// INCR and the window's expiry in one atomic step: the first hit of a window sets its TTL.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

// One more failure on a key, when it happened, and the record's expiry, in one atomic step.
const FAILURE_SCRIPT = `
local n = redis.call('HINCRBY', KEYS[1], 'n', 1)
redis.call('HSET', KEYS[1], 'at', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return n`;

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

  async failures(key: string): Promise<FailureRecord | null> {
    try {
      if (!this.client.isReady) throw new Error('redis not ready');
      const [n, at] = await this.client.hmGet(this.prefix + key, ['n', 'at']);
      return n && at ? { failures: Number(n), lastFailureAt: Number(at) } : null;
    } catch (e) {
      this.warn(e);
      return this.fallback.failures(key);
    }
  }

  async recordFailure(key: string, ttlMs: number): Promise<FailureRecord> {
    const now = Date.now();
    try {
      if (!this.client.isReady) throw new Error('redis not ready');
      const failures = Number(await this.client.eval(FAILURE_SCRIPT, { keys: [this.prefix + key], arguments: [String(now), String(ttlMs)] }));
      return { failures, lastFailureAt: now };
    } catch (e) {
      this.warn(e);
      return this.fallback.recordFailure(key, ttlMs);
    }
  }

  async clearFailures(key: string): Promise<void> {
    await this.fallback.clearFailures(key);
    try {
      if (this.client.isReady) await this.client.del(this.prefix + key);
    } catch (e) {
      this.warn(e);
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
