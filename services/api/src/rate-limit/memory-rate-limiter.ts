import type { FailureRecord, RateLimitResult, RateLimiter } from './rate-limiter.js';

/** Fixed windows and failure records in Maps; expired ones are swept as keys are touched and every minute. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly failureRecords = new Map<string, FailureRecord & { expiresAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { isAllowed: window.count <= limit, count: window.count, retryAfterMs: Math.max(0, window.resetAt - now) };
  }

  async failures(key: string): Promise<FailureRecord | null> {
    const record = this.failureRecords.get(key);
    if (!record || record.expiresAt <= this.now()) return null;
    return { failures: record.failures, lastFailureAt: record.lastFailureAt };
  }

  async recordFailure(key: string, ttlMs: number): Promise<FailureRecord> {
    const now = this.now();
    const failures = ((await this.failures(key))?.failures ?? 0) + 1;
    this.failureRecords.set(key, { failures, lastFailureAt: now, expiresAt: now + ttlMs });
    return { failures, lastFailureAt: now };
  }

  async clearFailures(key: string): Promise<void> {
    this.failureRecords.delete(key);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    for (const [key, record] of this.failureRecords) if (record.expiresAt <= now) this.failureRecords.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.windows.clear();
    this.failureRecords.clear();
  }
}
