import { useEffect } from 'react';
import { create } from 'zustand';
import { useSignInStore } from '../auth/sign-in-store.ts';
import { useSessionStore } from '../session/index.ts';

type TermsState = {
  isOpen: boolean;
  /** spec/shell.md 2.6: opened with the flag, the dialog cannot be dismissed by clicking outside. */
  isPersistent: boolean;
  open: (options?: { persistent?: boolean }) => void;
  close: () => void;
};

export const useTermsStore = create<TermsState>()((set) => ({
  isOpen: false,
  isPersistent: false,
  open: (options) => set({ isOpen: true, isPersistent: options?.persistent ?? false }),
  close: () => set({ isOpen: false, isPersistent: false }),
}));

export function openTerms(options?: { persistent?: boolean }): void {
  useTermsStore.getState().open(options);
}

/**
 * spec/shell.md 4: a signed-in user who has not accepted the offer sees it,
 * persistent, at start and after the sign-in dialogs have closed. (The
 * shell keeps this rule always on; the dialog itself loads when it opens.)
 */
export function useTermsGate(): void {
  const needsTerms = useSessionStore((s) => s.token !== null && s.user !== null && s.user.termsofuse !== 1);
  const isSignInBusy = useSignInStore((s) => s.isInProgress || s.outcome.kind !== 'none');
  const isOpen = useTermsStore((s) => s.isOpen);
  const open = useTermsStore((s) => s.open);
  useEffect(() => {
    if (needsTerms && !isSignInBusy && !isOpen) open({ persistent: true });
  }, [needsTerms, isSignInBusy, isOpen, open]);
}
