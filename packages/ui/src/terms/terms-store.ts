import { create } from 'zustand';

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
