import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.js';

/** A limit on one key: at most `limit` hits per `windowMs`. */
export type RateRule = { key: string; limit: number; windowMs: number };

/**
 * A progressive back-off on one key's failures: the first `free` failures
 * cost nothing, then each further one doubles the wait before the next try,
 * from `baseMs` up to `maxMs`. Failures are forgotten `memoryMs` after the
 * last one, or at once when the rightful person gets through.
 */
export type BackoffRule = { key: string; free: number; baseMs: number; maxMs: number; memoryMs: number };

/** The first rule that was exceeded, with how long until its window ends. */
export type RateVerdict = { isAllowed: true } | { isAllowed: false; rule: { key: string }; retryAfterMs: number };

/** How long to wait after the `failures`-th failure (0: not yet). */
export function backoffWaitMs(failures: number, rule: Pick<BackoffRule, 'free' | 'baseMs' | 'maxMs'>): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.baseMs * 2 ** Math.min(failures - rule.free, 30), rule.maxMs);
}

@Injectable()
export class RateLimitService implements OnApplicationShutdown {
  /** The clock of the back-off (tests move it with a memory limiter's clock). */
  now: () => number = Date.now;

  constructor(@Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  /**
   * Counts one hit against every rule (all of them, so an attacker spreading
   * over pins is still counted per client) and reports the first exceeded.
   */
  async check(rules: readonly RateRule[]): Promise<RateVerdict> {
    const results = await Promise.all(rules.map((r) => this.limiter.hit(r.key, r.limit, r.windowMs)));
    let verdict: RateVerdict = { isAllowed: true };
    results.forEach((result, i) => {
      if (!result.isAllowed && (verdict.isAllowed || result.retryAfterMs > verdict.retryAfterMs)) {
        verdict = { isAllowed: false, rule: rules[i]!, retryAfterMs: result.retryAfterMs };
      }
    });
    return verdict;
  }

  /** Whether the key may try now: refused while the wait earned by its last failure runs. Counts nothing. */
  async backoff(rule: BackoffRule): Promise<RateVerdict> {
    const record = await this.limiter.failures(rule.key);
    if (!record) return { isAllowed: true };
    const retryAfterMs = record.lastFailureAt + backoffWaitMs(record.failures, rule) - this.now();
    return retryAfterMs > 0 ? { isAllowed: false, rule, retryAfterMs } : { isAllowed: true };
  }

  /** One more failure on the key; answers the wait it earned (0: none yet). */
  async fail(rule: BackoffRule): Promise<number> {
    const record = await this.limiter.recordFailure(rule.key, rule.memoryMs);
    return backoffWaitMs(record.failures, rule);
  }

  /** The rightful person got through: the key's failures are forgotten. */
  async succeed(rule: BackoffRule): Promise<void> {
    await this.limiter.clearFailures(rule.key);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.limiter.close();
  }
}
