import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PoaRight } from '@notary/domain/rules';
import type { PaymentMethod, TravelPurpose } from '@notary/domain/validation';

/** acts-domain 3 "rights" of a power of attorney (POA_RIGHTS; the last four dispose of the property). */
export const POA_RIGHT_LABELS: Record<PoaRight, MessageDescriptor> = {
  use: msg`Foydalanish`,
  drive: msg`Boshqarish (haydash)`,
  manage: msg`Mulkni boshqarish`,
  represent: msg`Davlat organlarida vakillik qilish`,
  repair: msg`Ta'mirlash va texnik ko'rikdan o'tkazish`,
  lease: msg`Ijaraga berish`,
  sell: msg`Sotish`,
  gift: msg`Hadya qilish`,
  exchange: msg`Ayirboshlash`,
  pledge: msg`Garovga qo'yish`,
};

/** acts-domain 3 "payment method" of a sold vehicle. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  cash: msg`Naqd pul`,
  bank_transfer: msg`Bank o'tkazmasi`,
  credit: msg`Kredit`,
  installments: msg`Bo'lib to'lash`,
};

/** acts-domain 3 "purpose" of a minor's travel. */
export const TRAVEL_PURPOSE_LABELS: Record<TravelPurpose, MessageDescriptor> = {
  tourism: msg`Turizm`,
  study: msg`O'qish`,
  treatment: msg`Davolanish`,
  visiting_relatives: msg`Qarindoshlarni ko'rish`,
  sport: msg`Sport musobaqasi`,
  other: msg`Boshqa`,
};
