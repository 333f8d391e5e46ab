export { OnScreenKeyboard } from './on-screen-keyboard.tsx';
export {
  backspace,
  clear,
  filledLength,
  isKeyboardTarget,
  keyboardKindOf,
  maxLengthOf,
  typeInto,
  type KeyboardKind,
  type KeyboardTarget,
} from './keyboard-input.ts';
export { NUMERIC_LAYOUT, TEXT_LAYOUTS, UZBEK_KEYS, UZ_APOSTROPHE, type KeyboardLayoutId } from './layouts.ts';
