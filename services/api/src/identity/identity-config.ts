import { positive } from '../sessions/session-config.js';

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === '1' || value.toLowerCase() === 'true' || value.toLowerCase() === 'on';
}

export type IdentityConfig = {
  /**
   * Issue 4 "Demo enrolment": a registry person without a photo enrols the
   * best shot of their first successful live check. On by default so a fresh
   * machine can be tried with one's own face; off in production unless
   * DEMO_ENROLMENT=1 says otherwise (a real registry always has the photo).
   */
  isDemoEnrolmentEnabled: boolean;
  /** How long after /check_before_auth the face-check token may be presented (DESIGN.md 2: issued for this attempt). */
  attemptTtlMs: number;
  /**
   * Sign-in rate limits. Per client address: fixed windows. Per pin, always
   * together with the client address, so that a stranger cannot lock the
   * rightful person out from elsewhere: pre-checks with wrong documents back
   * off progressively (`checkPerPin` free, then a wait doubling from
   * `backoffBaseMs` up to `windowMs`, failures forgotten `failureMemoryMs`
   * after the last one or when the right documents are given), and face-token
   * presentations have a fixed window.
   */
  limits: {
    windowMs: number;
    checkPerIp: number;
    checkPerPin: number;
    backoffBaseMs: number;
    failureMemoryMs: number;
    authPerIp: number;
    authPerPin: number;
  };
};

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return {
    isDemoEnrolmentEnabled: flag(env.DEMO_ENROLMENT) ?? env.NODE_ENV !== 'production',
    attemptTtlMs: 10 * 60_000,
    limits: {
      windowMs: positive(env.SIGN_IN_RATE_WINDOW_MINUTES, 10) * 60_000,
      // A kiosk is one IP for many citizens: a sign-in takes minutes, so 30 pre-checks per 10 minutes is ample.
      checkPerIp: positive(env.SIGN_IN_RATE_CHECK_PER_IP, 30),
      checkPerPin: positive(env.SIGN_IN_RATE_CHECK_PER_PIN, 5),
      backoffBaseMs: 2000,
      failureMemoryMs: positive(env.SIGN_IN_RATE_WINDOW_MINUTES, 10) * 6 * 60_000,
      authPerIp: positive(env.SIGN_IN_RATE_AUTH_PER_IP, 20),
      authPerPin: positive(env.SIGN_IN_RATE_AUTH_PER_PIN, 5),
    },
  };
}
