import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SimplifiedWizardStepKey } from '@notary/domain/act';
import { i18n } from '../../i18n/index.ts';
import { fieldMessage } from '../../searches/messages.ts';
import { VALIDATION_MESSAGES } from '../../forms/index.ts';

/** The screens of acts-domain 4 "Wizards" (SIMPLIFIED_WIZARD_STEPS), as the stepper names them. */
export const WIZARD_STEP_LABELS: Record<SimplifiedWizardStepKey, MessageDescriptor> = {
  vehicle_and_price: msg`Transport vositasi va narx`,
  add_counterparty: msg`Ikkinchi tomon`,
  party_confirmation: msg`Tomonlarning tasdig'i`,
  choose_notary: msg`Notariusni tanlash`,
  notary_review: msg`Notarius ko'rigi`,
  time_set: msg`Vaqt belgilandi`,
  registered: msg`Ro'yxatdan o'tkazildi`,
};

/** The schema keys of the wizard's own fields (price and its words, the counterparty's phone). */
const WIZARD_MESSAGES: Record<string, MessageDescriptor> = {
  error_required_sum: msg`Narxni kiriting`,
  error_wrong_sum: msg`Narx noto'g'ri kiritilgan`,
  error_required_price_words: msg`Narxni so'z bilan yozing`,
  error_wrong_price_words: msg`So'z bilan yozilgan narx raqamdagi narxga mos emas`,
  error_required_regtype: msg`Rasmiylashtirish usulini tanlang`,
};

/** A schema key of the wizard's forms → its text in the current language. */
export function wizardMessage(key: string | undefined): string | null {
  if (!key) return null;
  const own = WIZARD_MESSAGES[key] ?? VALIDATION_MESSAGES[key];
  return own ? i18n._(own) : fieldMessage(key);
}
