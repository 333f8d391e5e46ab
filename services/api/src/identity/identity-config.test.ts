import { describe, expect, it } from 'vitest';
import { FACE_MATCH_THRESHOLD, isSameFace } from './face-match.js';
import { ConfigError, loadConfig } from '../config.js';

const loadIdentityConfig = (env: Record<string, string>) => loadConfig(env).identity;
import { resolveLocale } from './locale.js';

describe('identity configuration', () => {
  it('enables demo enrolment by default, disables it in production unless DEMO_ENROLMENT says so', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PAYMENT_GATEWAY_SECRET: 'p' };
    expect(loadIdentityConfig({}).isDemoEnrolmentEnabled).toBe(true);
    expect(loadIdentityConfig(production).isDemoEnrolmentEnabled).toBe(false);
    expect(loadIdentityConfig({ ...production, DEMO_ENROLMENT: '1' }).isDemoEnrolmentEnabled).toBe(true);
    expect(loadIdentityConfig({ DEMO_ENROLMENT: '0' }).isDemoEnrolmentEnabled).toBe(false);
    expect(loadIdentityConfig({ DEMO_ENROLMENT: 'false' }).isDemoEnrolmentEnabled).toBe(false);
  });

  it('reads rate limits from the environment with safe defaults', () => {
    expect(loadIdentityConfig({}).limits).toEqual({
      windowMs: 600_000,
      checkPerIp: 30,
      // Wrong documents per pin and client address before the back-off (2 s, doubling) begins.
      checkPerPin: 5,
      backoffBaseMs: 2000,
      failureMemoryMs: 3_600_000,
      authPerIp: 20,
      authPerPin: 5,
    });
    expect(loadIdentityConfig({ SIGN_IN_RATE_AUTH_PER_PIN: '3', SIGN_IN_RATE_CHECK_PER_IP: '' }).limits).toMatchObject({
      authPerPin: 3,
      checkPerIp: 30,
    });
    // A value that is not a number stops the start instead of falling back (issue 11.6).
    expect(() => loadIdentityConfig({ SIGN_IN_RATE_CHECK_PER_IP: 'x' })).toThrow(ConfigError);
    expect(() => loadIdentityConfig({ SIGN_IN_RATE_CHECK_PER_IP: 'x' })).toThrow('SIGN_IN_RATE_CHECK_PER_IP is "x": expected a whole number above 0');
  });
});

describe('face match', () => {
  it('compares embeddings by cosine similarity at the measured threshold', () => {
    expect(isSameFace([1, 0], [1, 0])).toEqual({ similarity: 1, isMatch: true });
    expect(isSameFace([1, 0], [0, 1])).toEqual({ similarity: 0, isMatch: false });
    expect(isSameFace([1, 0], [1, 0, 0]).isMatch).toBe(false);
    const c = FACE_MATCH_THRESHOLD;
    expect(isSameFace([1, 0], [c, Math.sqrt(1 - c * c)]).isMatch).toBe(true);
    expect(isSameFace([1, 0], [c - 0.001, Math.sqrt(1 - (c - 0.001) ** 2)]).isMatch).toBe(false);
    // MEASURED.md: same man across two videos min 0.74 passes, different men max 0.59 does not.
    expect(isSameFace([1, 0], [0.74, Math.sqrt(1 - 0.74 ** 2)]).isMatch).toBe(true);
    expect(isSameFace([1, 0], [0.59, Math.sqrt(1 - 0.59 ** 2)]).isMatch).toBe(false);
  });
});

describe('Accept-Language', () => {
  it('maps oz, uz, ru and browser tags, defaulting to oz', () => {
    expect(resolveLocale(undefined)).toBe('oz');
    expect(resolveLocale('uz')).toBe('uz');
    expect(resolveLocale('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(resolveLocale('uz-Cyrl-UZ')).toBe('uz');
    expect(resolveLocale('uz-Latn')).toBe('oz');
    expect(resolveLocale('en-US,ru;q=0.5')).toBe('ru');
    expect(resolveLocale('de')).toBe('oz');
  });
});
