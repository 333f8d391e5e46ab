import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.js';

/** A limit on one key: at most `limit` hits per `windowMs`. */
export type RateRule = { key: string; limit: number; windowMs: number };

/** The first rule that was exceeded, with how long until its window ends. */
export type RateVerdict = { isAllowed: true } | { isAllowed: false; rule: RateRule; retryAfterMs: number };

@Injectable()
export class RateLimitService implements OnApplicationShutdown {
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

  async onApplicationShutdown(): Promise<void> {
    await this.limiter.close();
  }
}
