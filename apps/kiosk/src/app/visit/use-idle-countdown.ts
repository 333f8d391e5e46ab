import { useEffect, useRef, useState } from 'react';

export type IdleOptions = {
  idleMs: number;
  countdownMs: number;
  /** Whether there is a visit to protect now (signed in, or something typed since the kiosk started afresh). */
  hasVisit: () => boolean;
  /** While true the clock stands still (the live face check: the visitor looks at the camera, touching nothing). */
  isHeld: () => boolean;
  onExpire: () => void;
  now?: () => number;
};

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'input'] as const;

/**
 * Issue 15.3: a kiosk with nobody touching it. After `idleMs` without a
 * touch, a key or a scroll, answers the seconds left of a `countdownMs`
 * countdown; any activity ends it; at its end `onExpire` (once). Answers null
 * while there is nothing to count down. A one-second tick reads the clock, so
 * a sleeping tab or a slow frame cannot make the visit outlive its time.
 */
export function useIdleCountdown(options: IdleOptions): { secondsLeft: number | null; stillHere: () => void } {
  const ref = useRef(options);
  ref.current = options;
  const clock = () => (ref.current.now ?? Date.now)();
  const last = useRef(clock());
  const expired = useRef(false);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    const onActivity = () => {
      last.current = clock();
      setSecondsLeft(null);
    };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, { capture: true, passive: true });
    const timer = setInterval(() => {
      const { idleMs, countdownMs, hasVisit, isHeld, onExpire } = ref.current;
      const now = clock();
      if (isHeld() || !hasVisit()) {
        last.current = now;
        setSecondsLeft(null);
        return;
      }
      const idle = now - last.current;
      if (idle >= idleMs + countdownMs) {
        if (!expired.current) {
          expired.current = true;
          onExpire();
        }
        return;
      }
      setSecondsLeft(idle >= idleMs ? Math.ceil((idleMs + countdownMs - idle) / 1000) : null);
    }, 1000);
    return () => {
      clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, { capture: true });
    };
    // The options are read through the ref at each tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    secondsLeft,
    stillHere: () => {
      last.current = clock();
      setSecondsLeft(null);
    },
  };
}
