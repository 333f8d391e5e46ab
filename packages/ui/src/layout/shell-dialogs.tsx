import { onFaceCheckRequest, type FaceCheckRequest } from '@notary/face-check/client';
import { useEffect, useState } from 'react';
import type { AuthDialogsProps } from '../auth/auth-dialogs.tsx';
import { useSignInStore } from '../auth/sign-in-store.ts';
import { useNotifyWarningStore } from '../dialogs/notify-warning-store.ts';
import { lazyPart } from '../routing/lazy-screen.tsx';
import { useTermsGate, useTermsStore } from '../terms/terms-store.ts';

/**
 * The shell's dialogs are no part of a first page: each comes in its own
 * chunk when it first opens (the sign-in dialogs with the passport form,
 * its masks and the face check; the offer; the upcoming acts with the
 * HTML sanitiser), and stays mounted from then on.
 */
export const LazyAuthDialogs = lazyPart<AuthDialogsProps>(() => import('../auth/auth-dialogs.tsx').then((m) => m.AuthDialogs));
const LazyTermsDialog = lazyPart(() => import('../terms/terms-dialog.tsx').then((m) => m.TermsDialog));
export const LazyMobileDrawer = lazyPart(() => import('./mobile-drawer.tsx').then((m) => m.MobileDrawer));
const LazyNotifyWarningDialog = lazyPart(() => import('../dialogs/notify-warning-dialog.tsx').then((m) => m.NotifyWarningDialog));

/** True from the first time `value` is true: a dialog once loaded stays mounted (its closing transition, its state). */
function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

export function ShellDialogs() {
  // A face-check request may come before the dialogs' code (the kiosk's sign-in page starts one itself).
  const [faceCheckRequest, setFaceCheckRequest] = useState<FaceCheckRequest | null>(null);
  useEffect(() => onFaceCheckRequest((request) => setFaceCheckRequest(request)), []);
  const isSignInActive = useSignInStore((s) => s.isDialogOpen || s.isInProgress || s.outcome.kind !== 'none');
  const showsAuth = useLatch(isSignInActive || faceCheckRequest !== null);
  const showsTerms = useLatch(useTermsStore((s) => s.isOpen));
  const showsNotify = useLatch(useNotifyWarningStore((s) => s.isOpen));
  useTermsGate();
  return (
    <>
      {showsAuth ? <LazyAuthDialogs faceCheckRequest={faceCheckRequest} /> : null}
      {showsTerms ? <LazyTermsDialog /> : null}
      {showsNotify ? <LazyNotifyWarningDialog /> : null}
    </>
  );
}
