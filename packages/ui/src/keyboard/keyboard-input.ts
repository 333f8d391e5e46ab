import { KEYBOARD_DEFAULT_MAX_LENGTH } from '@notary/domain/constants';

export type KeyboardTarget = HTMLInputElement | HTMLTextAreaElement;

const TEXT_TYPES = new Set(['text', 'search', 'tel', 'email', 'password', 'number', 'url', '']);

/** Inputs the on-screen keyboard serves: text-like, editable, not opted out. */
export function isKeyboardTarget(element: EventTarget | null): element is KeyboardTarget {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled && element.dataset.keyboard !== 'none';
  if (!(element instanceof HTMLInputElement)) return false;
  return TEXT_TYPES.has(element.type) && !element.readOnly && !element.disabled && element.dataset.keyboard !== 'none';
}

export type KeyboardKind = 'text' | 'numeric';

/** `data-keyboard="numeric"` (or an input for digits) gets the numeric pad (spec/shell.md 2.4). */
export function keyboardKindOf(element: KeyboardTarget): KeyboardKind {
  if (element.dataset.keyboard === 'numeric') return 'numeric';
  if (element.dataset.keyboard === 'text') return 'text';
  return element instanceof HTMLInputElement && (element.inputMode === 'numeric' || element.type === 'number' || element.type === 'tel') ? 'numeric' : 'text';
}

/**
 * The most characters the keyboard types into an input: its own
 * `data-keyboard-max`, else `maxLength`, else 250 (spec/shell.md 9). For the
 * numeric pad the count is of digits, so mask separators do not count.
 */
export function maxLengthOf(element: KeyboardTarget): number {
  const declared = Number(element.dataset.keyboardMax);
  if (Number.isInteger(declared) && declared > 0) return declared;
  if (element.maxLength > 0) return element.maxLength;
  return KEYBOARD_DEFAULT_MAX_LENGTH;
}

export function filledLength(element: KeyboardTarget, kind: KeyboardKind): number {
  return kind === 'numeric' ? element.value.replace(/\D/g, '').length : element.value.length;
}

function selection(element: KeyboardTarget): { start: number; end: number } {
  try {
    const start = element.selectionStart ?? element.value.length;
    const end = element.selectionEnd ?? start;
    return { start, end };
  } catch {
    // type=number and email have no selection API.
    return { start: element.value.length, end: element.value.length };
  }
}

/**
 * Writes through the native value setter and fires `input`, so React's
 * onChange and IMask's listener see a keystroke, not a silent change.
 */
function write(element: KeyboardTarget, value: string, caret: number): void {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  try {
    element.setSelectionRange(caret, caret);
  } catch {
    // no selection API on this input type
  }
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types text at the caret, replacing a selection; refuses past the maximum length. */
export function typeInto(element: KeyboardTarget, text: string, kind: KeyboardKind): boolean {
  // A two-letter key (sh, o') types both letters or none: never half of it at the limit.
  const adds = kind === 'numeric' ? text.replace(/\D/g, '').length : text.length;
  if (filledLength(element, kind) + Math.max(adds, 1) > maxLengthOf(element)) return false;
  // As a physical keyboard does: listeners (the Cyrillic warning) see the text first and may refuse it.
  const before = new InputEvent('beforeinput', { data: text, inputType: 'insertText', bubbles: true, cancelable: true });
  if (!element.dispatchEvent(before)) return false;
  const { start, end } = selection(element);
  const value = element.value.slice(0, start) + text + element.value.slice(end);
  write(element, value, start + text.length);
  return true;
}

/** Deletes the selection or the character before the caret. */
export function backspace(element: KeyboardTarget): void {
  const { start, end } = selection(element);
  if (start === end && start === 0) return;
  const from = start === end ? start - 1 : start;
  write(element, element.value.slice(0, from) + element.value.slice(end), from);
}

export function clear(element: KeyboardTarget): void {
  write(element, '', 0);
}
