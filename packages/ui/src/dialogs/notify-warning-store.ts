import { create } from 'zustand';

type NotifyWarningState = { isOpen: boolean; open: () => void; close: () => void };

/** Opens the notify-warning dialog of spec/shell.md 2.7 from outside React (after a kiosk sign-in). */
export const useNotifyWarningStore = create<NotifyWarningState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));

export function openNotifyWarning(): void {
  useNotifyWarningStore.getState().open();
}
