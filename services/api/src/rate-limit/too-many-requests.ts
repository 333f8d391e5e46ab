import type { Locale } from '@notary/domain/constants';
import { ERROR_HTTP_STATUS } from '@notary/domain/errors';
import { AppError } from '../common/app-error.js';
import { tooManyRequestsMessage } from '../identity/messages.js';
import type { RateVerdict } from './rate-limit.service.js';

/**
 * The 429 of every rate limit: `too_many_requests`, the wait in the caller's
 * language, and `retryAfterSeconds`, which the global filter sends as the
 * `Retry-After` header (RFC 9110).
 */
export function tooManyRequests(locale: Locale, retryAfterMs: number): AppError {
  return new AppError('too_many_requests', ERROR_HTTP_STATUS.too_many_requests, tooManyRequestsMessage(locale, retryAfterMs), {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}

/** Runs the checks one after another and answers the first refusal (later checks are not counted then). */
export async function firstRefusal(checks: readonly (() => Promise<RateVerdict>)[]): Promise<RateVerdict> {
  for (const check of checks) {
    const verdict = await check();
    if (!verdict.isAllowed) return verdict;
  }
  return { isAllowed: true };
}
