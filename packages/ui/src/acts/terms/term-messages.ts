import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { errorMessage } from '../../errors/index.ts';
import { VALIDATION_MESSAGES } from '../../forms/index.ts';
import { i18n } from '../../i18n/index.ts';

/**
 * Texts of the message keys the term blocks meet: the domain's term schemas
 * (`@notary/domain/validation` act-terms) and the API's refusals of the same
 * fields. A code of the error catalogue (poa_disposal_rights_forbidden,
 * poa_outlasts_main, self_departure_under_age, …) is told in its catalogue words.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  error_required_sum: msg`Summani kiriting`,
  error_wrong_sum: msg`Summa noto'g'ri: so'm va ikki xonali tiyin`,
  error_required_date: msg`Sanani kiriting`,
  error_wrong_date: msg`Sana kk.oo.yyyy ko'rinishida va haqiqiy bo'lishi kerak`,
  error_too_long: msg`Matn juda uzun`,
  error_wrong_months: msg`Muddat 1 dan 1200 oygacha butun son bo'lishi kerak`,
  error_wrong_percent: msg`Foiz 0 dan 100 gacha bo'lishi kerak`,
  error_required_price_words: msg`Summani so'z bilan yozing`,
  error_wrong_price_words: msg`Summa so'z bilan yozilgani raqamdagi summaga mos emas`,
  error_wrong_period: msg`Muddat boshlanishi tugashidan keyin bo'lishi mumkin emas`,
  error_required_payment_method: msg`To'lov usulini tanlang`,
  error_unknown_payment_method: msg`To'lov usulini tanlang`,
  error_required_credit_sum: msg`Kredit summasini kiriting`,
  error_required_credit_organisation: msg`Kredit tashkilotini kiriting`,
  error_payment_exceeds_price: msg`Oldindan to'lov, o'z mablag'i va kredit birgalikda narxdan oshmasligi kerak`,
  error_wrong_share: msg`Ulush noto'g'ri: surat maxrajdan katta bo'lmasligi kerak`,
  error_shares_exceed_whole: msg`Ulushlar birgalikda butundan oshmasligi kerak`,
  error_unknown_poa_right: msg`Noma'lum vakolat`,
  error_required_poa_rights: msg`Kamida bitta vakolatni tanlang`,
  error_required_main_act: msg`Asosiy ishonchnomani tanlang`,
  error_main_act_not_found: msg`Asosiy ishonchnoma topilmadi: siz ishtirok etgan ishonchnomani tanlang`,
  error_required_departure_country: msg`Chiqish davlatini kiriting`,
  error_required_travel_purpose: msg`Safar maqsadini tanlang`,
  error_required_destination: msg`Boriladigan davlatni kiriting yoki "Barcha davlatlar"ni belgilang`,
  error_required_other_purpose: msg`Boshqa maqsadni yozing`,
  error_self_departure_not_for_type: msg`Mustaqil chiqish faqat voyaga yetmaganning chet elga chiqishiga ota-ona roziligida belgilanadi`,
  error_block_not_for_type: msg`Bu maydon ushbu turdagi notarial harakatga tegishli emas`,
  error_required_marriage_record: msg`Nikoh yozuvini tanlang`,
  error_not_a_minor: msg`Bu shaxs voyaga yetgan: bola sifatida qo'shib bo'lmaydi`,
  error_escort_minor: msg`Kuzatib boruvchi voyaga yetgan bo'lishi kerak`,
  error_party_already_added: msg`Bu shaxs allaqachon qo'shilgan`,
};

/** A key's text in the current language: the term texts, then the error catalogue, else the generic "check the field". */
export function termMessage(key: string): string {
  const descriptor = MESSAGES[key];
  if (descriptor) return i18n._(descriptor);
  const shared = VALIDATION_MESSAGES[key];
  if (shared) return i18n._(shared);
  return errorMessage(key) ?? i18n._(msg`Maydon noto'g'ri to'ldirilgan`);
}
