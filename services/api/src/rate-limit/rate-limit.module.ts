import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
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
      useFactory: (config: ConfigService<ApiConfig, true>) => {
        const redisUrl = config.get('redisUrl', { infer: true });
        return redisUrl ? new RedisRateLimiter(redisUrl, `${config.get('redisPrefix', { infer: true })}rl:`) : new MemoryRateLimiter();
      },
      inject: [ConfigService],
    },
    RateLimitService,
    SearchThrottleGuard,
  ],
  exports: [RateLimitService, SearchThrottleGuard],
})
export class RateLimitModule {}
