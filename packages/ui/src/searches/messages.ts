import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../i18n/index.ts';

/** Texts of the domain schema keys the search and e-queue forms meet. */
const MESSAGES: Record<string, MessageDescriptor> = {
  error_required_regnum: msg`Reyestr raqamini kiriting`,
  error_wrong_regnum: msg`Reyestr raqami juda uzun`,
  error_required_date: msg`Sanani kiriting`,
  error_wrong_date: msg`Sana kk.oo.yyyy ko'rinishida va haqiqiy bo'lishi kerak`,
  error_required_vehicle_number: msg`Davlat raqamini kiriting`,
  error_wrong_vehicle_number: msg`Davlat raqami lotin harflari va raqamlardan iborat bo'lishi kerak`,
  error_required_tech_passport_series: msg`Texnik pasport seriyasini kiriting`,
  error_wrong_tech_passport_series: msg`Texnik pasport seriyasi lotin harflaridan iborat bo'lishi kerak`,
  error_required_tech_passport_number: msg`Texnik pasport raqamini kiriting`,
  error_wrong_tech_passport_number_length: msg`Texnik pasport raqami 7 ta raqamdan iborat bo'lishi kerak`,
  error_required_cadastre_number: msg`Kadastr raqamini kiriting`,
  error_wrong_cadastre_number: msg`Kadastr raqami 11:14:04:01:01:1630 ko'rinishida bo'lishi kerak`,
  error_required_property_type: msg`Mulk turini tanlang`,
  error_short_name: msg`Kamida 3 ta harf kiriting`,
  error_no_search_criterion: msg`Kamida bitta qidiruv mezonini kiriting`,
  error_long_text: msg`Matn juda uzun`,
  error_required_office: msg`Notarial idorani tanlang`,
  error_required_act_type: msg`Notarial harakat turini tanlang`,
  error_required_slot: msg`Qabul vaqtini tanlang`,
  error_wrong_email: msg`Elektron pochta manzili noto'g'ri`,
  error_required_phone: msg`Telefon raqamini kiriting`,
  error_wrong_phone_length: msg`Telefon raqami 9 ta raqamdan iborat bo'lishi kerak`,
};

export function fieldMessage(key: string | undefined): string | null {
  if (!key) return null;
  const descriptor = MESSAGES[key];
  return descriptor ? i18n._(descriptor) : i18n._(msg`Maydon noto'g'ri to'ldirilgan`);
}
