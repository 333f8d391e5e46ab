/** The sign-in settings (config.ts reads them from the environment: DEMO_ENROLMENT, SIGN_IN_RATE_*). */
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
