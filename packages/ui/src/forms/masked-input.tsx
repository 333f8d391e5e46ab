import { InputBase, type InputBaseProps } from '@mantine/core';
import type { MaskOptions } from '@notary/domain/validation';
import { hasCyrillic } from '@notary/domain/validation';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, useState, type Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { validationMessage } from './validation-messages.ts';
import { CYRILLIC_WARNING_KEY } from '@notary/domain/validation';

export type MaskedInputProps = Omit<InputBaseProps, 'onChange'> & {
  mask: MaskOptions;
  /** The value the form keeps: the unmasked text (digits of a pin) or the masked one. */
  value: string;
  onValueChange: (value: string) => void;
  /** Submit the unmasked value (IMask `unmask`); from the field table's `submits`. */
  unmask?: boolean;
  /** Latin-only fields warn when Cyrillic letters are typed (spec/shell.md 5). */
  warnCyrillic?: boolean;
  /** On-screen keyboard of the kiosk: the numeric pad and where it closes (spec/shell.md 2.4). */
  keyboard?: 'text' | 'numeric';
  keyboardMaxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'numeric' | 'decimal';
  'data-testid'?: string;
};

/**
 * The digits a fixed numeric mask holds ('00.00.0000' → 8, a personal number's
 * 14), or a number mask with a maximum (a sum: the maximum's digits and the
 * decimals, 12 + 2), so the kiosk's numeric pad closes once the field is full
 * without each field repeating its length; none for an open mask.
 */
export function maskDigits(mask: MaskOptions): number | undefined {
  const pattern = (mask as { mask?: unknown }).mask;
  if (pattern === Number) {
    const { max, scale } = mask as { max?: number; scale?: number };
    return typeof max === 'number' && Number.isFinite(max) ? String(Math.trunc(Math.abs(max))).length + (scale ?? 0) : undefined;
  }
  if (typeof pattern !== 'string' || pattern.includes('[')) return undefined;
  const count = [...pattern].filter((c) => c === '0').length;
  return count > 0 ? count : undefined;
}

/** The decimal separator a number mask with decimals takes (the numeric pad then has its key). */
export function maskRadix(mask: MaskOptions): string | undefined {
  const { mask: pattern, scale, radix } = mask as { mask?: unknown; scale?: number; radix?: string };
  return pattern === Number && (scale ?? 0) > 0 ? (radix ?? '.') : undefined;
}

/**
 * A Mantine input with a react-imask mask from the domain's field table.
 * A typed Cyrillic letter is refused by the mask, so the warning is raised
 * from the native beforeinput event, before the mask throws the letter away.
 */
export function MaskedInput({
  mask,
  value,
  onValueChange,
  unmask = true,
  warnCyrillic = false,
  keyboard = 'text',
  keyboardMaxLength,
  inputRef,
  error,
  description,
  ...props
}: MaskedInputProps) {
  const [sawCyrillic, setSawCyrillic] = useState(false);
  const ownRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ownRef, inputRef);
  useEffect(() => {
    const element = ownRef.current;
    if (!element || !warnCyrillic) return;
    // The native event (typing, paste, the kiosk keyboard) carries the text before the mask refuses it.
    const onBeforeInput = (event: Event) => setSawCyrillic(hasCyrillic((event as InputEvent).data ?? ''));
    element.addEventListener('beforeinput', onBeforeInput);
    return () => element.removeEventListener('beforeinput', onBeforeInput);
  }, [warnCyrillic]);
  const warning = warnCyrillic && sawCyrillic ? validationMessage(CYRILLIC_WARNING_KEY) : null;
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      {...(mask as object)}
      unmask={unmask}
      value={value}
      inputRef={mergedRef}
      data-keyboard={keyboard}
      data-keyboard-max={keyboardMaxLength ?? (keyboard === 'numeric' ? maskDigits(mask) : undefined)}
      data-keyboard-radix={keyboard === 'numeric' ? maskRadix(mask) : undefined}
      error={error}
      description={warning ? <span role="alert" style={{ color: 'var(--mantine-color-orange-8)' }}>{warning}</span> : description}
      onAccept={(accepted: string) => onValueChange(accepted)}
    />
  );
}
