import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CYRILLIC_WARNING_KEY } from '@notary/domain/validation';
import { i18n } from '../i18n/index.ts';

/**
 * Texts for the message keys of the domain's valibot schemas
 * (spec/shell.md 5) that the shell's forms show. A key without a text here
 * is shown through the generic "check the field" message, never raw.
 */
export const VALIDATION_MESSAGES: Record<string, MessageDescriptor> = {
  error_required_pin: msg`JShShIR kiriting`,
  error_wrong_pin_length: msg`JShShIR 14 ta raqamdan iborat bo'lishi kerak`,
  error_required_passserial: msg`Hujjat seriyasini kiriting`,
  error_wrong_passserial_length: msg`Hujjat seriyasi 2 ta lotin harfidan iborat bo'lishi kerak`,
  error_required_passnum: msg`Hujjat raqamini kiriting`,
  error_wrong_passnum_length: msg`Hujjat raqami 7 ta raqamdan iborat bo'lishi kerak`,
  error_required_phone: msg`Telefon raqamini kiriting`,
  error_wrong_phone_length: msg`Telefon raqami 9 ta raqamdan iborat bo'lishi kerak`,
  [CYRILLIC_WARNING_KEY]: msg`Kirill harflari kiritilmoqda. Klaviaturani lotin alifbosiga o'tkazing`,
};

export function validationMessage(key: string): string {
  const descriptor = VALIDATION_MESSAGES[key];
  return descriptor ? i18n._(descriptor) : i18n._(msg`Maydon noto'g'ri to'ldirilgan`);
}
