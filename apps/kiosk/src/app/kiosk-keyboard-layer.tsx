import { OnScreenKeyboard } from '@notary/ui/keyboard';

/** spec/shell.md 2.4: the on-screen keyboard on every input of the kiosk. */
export function KioskKeyboardLayer() {
  return <OnScreenKeyboard />;
}
