import { Global, Module } from '@nestjs/common';
import { CONFIG } from '../common/tokens.js';
import type { ApiConfig } from '../config.js';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import { RATE_LIMITER } from './rate-limiter.js';
import { RateLimitService } from './rate-limit.service.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';
import { SearchThrottleGuard } from './search-throttle.guard.js';

/** Rate limits for any module: Redis when REDIS_URL is set (shared by replicas), memory otherwise. */
@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMITER,
      useFactory: (config: ApiConfig) => (config.redisUrl ? new RedisRateLimiter(config.redisUrl) : new MemoryRateLimiter()),
      inject: [CONFIG],
    },
    RateLimitService,
    SearchThrottleGuard,
  ],
  exports: [RateLimitService, SearchThrottleGuard],
})
export class RateLimitModule {}
