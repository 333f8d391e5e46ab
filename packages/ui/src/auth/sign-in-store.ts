import { create } from 'zustand';
import type { PassportAuthData } from './auth-api.ts';

/** The dialogs of spec/shell.md 2.5 after the face check, one at a time. */
export type SignInOutcome =
  | { kind: 'none' }
  | { kind: 'success' }
  | { kind: 'error'; message: string; detail?: string; retry: PassportAuthData | null }
  | { kind: 'technical'; message: string | null };

type SignInUiState = {
  /** The 'Portalga kirish' dialog and what it opens with (query parameters of an invitation link). */
  isDialogOpen: boolean;
  prefill: Partial<PassportAuthData>;
  outcome: SignInOutcome;
  /** True from the pre-check until a result dialog: the terms gate waits for it. */
  isInProgress: boolean;
  openDialog: (prefill?: Partial<PassportAuthData>) => void;
  closeDialog: () => void;
  setOutcome: (outcome: SignInOutcome) => void;
  setInProgress: (value: boolean) => void;
};

/** Transient sign-in state (not persisted: a reload starts over). */
export const useSignInStore = create<SignInUiState>()((set) => ({
  isDialogOpen: false,
  prefill: {},
  outcome: { kind: 'none' },
  isInProgress: false,
  openDialog: (prefill = {}) => set({ isDialogOpen: true, prefill }),
  closeDialog: () => set({ isDialogOpen: false }),
  setOutcome: (outcome) => set({ outcome }),
  setInProgress: (isInProgress) => set({ isInProgress }),
}));

export function openSignInDialog(prefill?: Partial<PassportAuthData>): void {
  useSignInStore.getState().openDialog(prefill);
}

/** spec/shell.md 2.4: the login button loads "until a stop-loader event arrives". */
export const STOP_LOADER_EVENT = 'notary:stop-loader';

export function stopLoader(target: EventTarget = window): void {
  target.dispatchEvent(new Event(STOP_LOADER_EVENT));
}

export function onStopLoader(handler: () => void, target: EventTarget = window): () => void {
  target.addEventListener(STOP_LOADER_EVENT, handler);
  return () => target.removeEventListener(STOP_LOADER_EVENT, handler);
}
