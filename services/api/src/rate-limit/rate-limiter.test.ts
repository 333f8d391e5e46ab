import { createConnection } from 'node:net';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.js';
import { RateLimitService } from './rate-limit.service.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at REDIS_URL (these machines run one; CI may not). */
async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Four hits on a limit of 3, another key, then a hit after the window: what a fixed window must answer. */
async function fixedWindowRun(limiter: RateLimiter, key: string, windowMs: number, wait: (ms: number) => Promise<void>) {
  const hits = [];
  for (let i = 0; i < 4; i++) hits.push(await limiter.hit(key, 3, windowMs));
  const other = await limiter.hit(`${key}:other`, 3, windowMs);
  await wait(windowMs + 20);
  const afterWindow = await limiter.hit(key, 3, windowMs);
  return {
    allowed: hits.map((r) => r.isAllowed),
    fourthCount: hits[3]!.count,
    isRetryAfterWithinWindow: hits[3]!.retryAfterMs > 0 && hits[3]!.retryAfterMs <= windowMs,
    isOtherKeyAllowed: other.isAllowed,
    isAllowedAfterWindow: afterWindow.isAllowed,
  };
}

const FIXED_WINDOW = {
  allowed: [true, true, true, false],
  fourthCount: 4,
  isRetryAfterWithinWindow: true,
  isOtherKeyAllowed: true,
  isAllowedAfterWindow: true,
};

describe('rate limiters', () => {
  it('memory: fixed windows per key', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    const run = await fixedWindowRun(limiter, 'k', 60_000, async (ms) => {
      now += ms;
    });
    expect(run).toEqual(FIXED_WINDOW);
    await limiter.close();
  });

  it('redis: fixed windows per key, shared between two instances (two API replicas)', async (context) => {
    // Runs wherever a Redis answers (these machines; CI with REDIS); reported as skipped otherwise.
    context.skip(!(await redisAnswers()), `no Redis at ${REDIS_URL}`);
    const a = new RedisRateLimiter(REDIS_URL, `test:${randomUUID()}:`);
    const prefix = (a as unknown as { prefix: string }).prefix;
    const b = new RedisRateLimiter(REDIS_URL, prefix);
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect(await fixedWindowRun(a, 'k', 300, (ms) => new Promise((r) => setTimeout(r, ms)))).toEqual(FIXED_WINDOW);
      // Replica b sees replica a's count.
      await a.hit('shared', 2, 10_000);
      await a.hit('shared', 2, 10_000);
      expect((await b.hit('shared', 2, 10_000)).isAllowed).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('failure records: counted, shared between replicas through Redis, forgotten when cleared or after their time', async (context) => {
    let now = 5_000_000;
    const memory = new MemoryRateLimiter(() => now);
    await memory.recordFailure('f', 1000);
    expect(await memory.recordFailure('f', 1000)).toEqual({ failures: 2, lastFailureAt: now });
    now += 1001;
    expect(await memory.failures('f')).toBeNull();
    await memory.close();

    context.skip(!(await redisAnswers()), `no Redis at ${REDIS_URL}`);
    const prefix = `test:${randomUUID()}:`;
    const a = new RedisRateLimiter(REDIS_URL, prefix);
    const b = new RedisRateLimiter(REDIS_URL, prefix);
    try {
      await new Promise((r) => setTimeout(r, 200));
      await a.recordFailure('pin:ip', 60_000);
      const second = await b.recordFailure('pin:ip', 60_000);
      expect(second.failures).toBe(2);
      expect(await a.failures('pin:ip')).toEqual(second);
      await b.clearFailures('pin:ip');
      expect(await a.failures('pin:ip')).toBeNull();
      await a.recordFailure('short', 100);
      await new Promise((r) => setTimeout(r, 200));
      expect(await b.failures('short')).toBeNull();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('redis: counts in memory when Redis does not answer, instead of failing every sign-in', async () => {
    const limiter = new RedisRateLimiter('redis://127.0.0.1:1', 'test:');
    try {
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await limiter.hit('down', 2, 60_000));
      expect(results.map((r) => r.isAllowed)).toEqual([true, true, false]);
    } finally {
      await limiter.close();
    }
  });

  it('service: counts every rule and reports the one that ends last', async () => {
    let now = 0;
    const service = new RateLimitService(new MemoryRateLimiter(() => now));
    const rules = [
      { key: 'ip', limit: 1, windowMs: 1000 },
      { key: 'pin', limit: 1, windowMs: 5000 },
    ];
    expect(await service.check(rules)).toEqual({ isAllowed: true });
    const verdict = await service.check(rules);
    expect(verdict).toMatchObject({ isAllowed: false, rule: { key: 'pin' }, retryAfterMs: 5000 });
    now = 2000;
    expect(await service.check([rules[0]!])).toEqual({ isAllowed: true });
    await service.onApplicationShutdown();
  });
});
