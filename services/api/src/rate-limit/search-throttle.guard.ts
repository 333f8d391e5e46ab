import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { IdentifiedRequest } from '../identity/session-user.js';
import { ConfigService } from '@nestjs/config';
import type { ApiConfig } from '../config.js';
import { resolveLocale } from '../identity/locale.js';
import { RateLimitService } from './rate-limit.service.js';
import { tooManyRequests } from './too-many-requests.js';

/**
 * The public searches (power of attorney, inheritance by name, act check,
 * bans) per client address: at most SEARCH_RATE_PER_MINUTE a minute, counted
 * in Redis when REDIS_URL is set (shared by the replicas) like the sign-in
 * limits; over it, 429 with Retry-After and the wait in the caller's language.
 */
@Injectable()
export class SearchThrottleGuard implements CanActivate {
  constructor(
    private readonly rateLimits: RateLimitService,
    private readonly config: ConfigService<ApiConfig, true>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const verdict = await this.rateLimits.check([{ key: `search:ip:${ip}`, limit: this.config.get('searchRatePerMinute', { infer: true }), windowMs: 60_000 }]);
    if (!verdict.isAllowed) throw tooManyRequests(resolveLocale(req.headers['accept-language']), verdict.retryAfterMs);
    return true;
  }
}

/**
 * The registry lookups of a signed-in user (a party by personal number or
 * tax number in the act wizard): the same SEARCH_RATE_PER_MINUTE, counted
 * per user rather than per address, so the wizard cannot be used to list
 * the civil or the tax registry. Runs after the AuthGuard.
 */
@Injectable()
export class LookupThrottleGuard implements CanActivate {
  constructor(
    private readonly rateLimits: RateLimitService,
    private readonly config: ConfigService<ApiConfig, true>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<IdentifiedRequest>();
    const who = req.identity?.user.id ?? `ip:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
    const verdict = await this.rateLimits.check([{ key: `lookup:user:${who}`, limit: this.config.get('searchRatePerMinute', { infer: true }), windowMs: 60_000 }]);
    if (!verdict.isAllowed) throw tooManyRequests(resolveLocale(req.headers['accept-language']), verdict.retryAfterMs);
    return true;
  }
}
