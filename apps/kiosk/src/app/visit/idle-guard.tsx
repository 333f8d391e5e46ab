import { endKioskVisit } from '@notary/ui/auth';
import { api } from '@notary/ui/http';
import { useSessionStore } from '@notary/ui/session';
import type { PublicConfig } from '@notary/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { lazyPart } from '@notary/ui/routing';
import { useIdleCountdown } from './use-idle-countdown.ts';

// The dialog's code (Mantine's Modal) comes when the countdown starts, not with the kiosk's first page;
// the countdown runs and ends the visit whether or not it has arrived.
const IdleDialog = lazyPart(() => import('./idle-dialog.tsx').then((m) => m.IdleDialog), { fallback: () => null });

/** Until the API's settings arrive (and if they cannot): spec defaults of issue 15.3. */
const DEFAULT_IDLE_SECONDS = 120;
const DEFAULT_COUNTDOWN_SECONDS = 30;

/** The live face check's camera overlay (packages/ui/auth): while it is up, the visitor stands still on purpose. */
const FACE_CHECK_SELECTOR = '[data-testid="face-capture-overlay"]';

/**
 * Issue 15.3, a public terminal's safety: after KIOSK_IDLE_SECONDS without a
 * touch (2 minutes by default; GET /api/config/public) the kiosk asks whether
 * the visitor is still there, counting down KIOSK_COUNTDOWN_SECONDS; then it
 * ends the visit (endKioskVisit: sign-out, storage wiped, a fresh document).
 * A visit is a session, or anything typed on the sign-in page (a personal
 * number left half-typed is a visit too).
 */
export function KioskIdleGuard({ onExpire = () => void endKioskVisit() }: { onExpire?: () => void }) {
  const config = useQuery({ queryKey: ['config', 'public'], queryFn: () => api.get('config/public').json<PublicConfig>(), staleTime: Infinity });
  const idleSeconds = config.data?.kioskIdleSeconds ?? DEFAULT_IDLE_SECONDS;
  const countdownSeconds = config.data?.kioskCountdownSeconds ?? DEFAULT_COUNTDOWN_SECONDS;
  const touched = useRef(false);
  const { secondsLeft, stillHere } = useIdleCountdown({
    idleMs: idleSeconds * 1000,
    countdownMs: countdownSeconds * 1000,
    hasVisit: () => useSessionStore.getState().token !== null || touched.current,
    isHeld: () => document.querySelector(FACE_CHECK_SELECTOR) !== null,
    onExpire,
  });
  // Anything typed on this page (the on-screen keyboard's keys included) makes it a visit to wipe.
  useEffect(() => {
    const onInput = () => {
      touched.current = true;
    };
    document.addEventListener('input', onInput, { capture: true });
    return () => document.removeEventListener('input', onInput, { capture: true });
  }, []);

  if (secondsLeft === null) return null;
  return <IdleDialog secondsLeft={secondsLeft} stillHere={stillHere} onExpire={onExpire} />;
}
