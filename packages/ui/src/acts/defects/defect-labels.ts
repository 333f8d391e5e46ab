import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DefectActField, DefectPartyField, DefectSubjectField } from '@notary/domain/contracts';

/**
 * The names of the fields a notary may mark (contracts/defects.ts). Keyed by
 * the domain's lists, so a new markable field does not compile until it has
 * a name in the three languages.
 */
export const DEFECT_ACT_FIELD_LABELS: Record<DefectActField, MessageDescriptor> = {
  typeId: msg`Harakat turi`,
  regtype: msg`Ro'yxatdan o'tkazish turi`,
  phone: msg`Telefon`,
  location: msg`Rasmiylashtirish joyi`,
  address: msg`Manzil`,
  termFrom: msg`Muddat boshlanishi`,
  termTo: msg`Muddat tugashi`,
  validUntil: msg`Amal qilish muddati`,
  sum: msg`Summa`,
  totalSum: msg`Umumiy summa`,
  loanSum: msg`Qarz summasi`,
  loanTerm: msg`Qarz muddati`,
  credit: msg`Kredit ma'lumotlari`,
  proxy: msg`Ishonchnoma vakolatlari`,
  travel: msg`Chet elga chiqish ma'lumotlari`,
  marriageRecord: msg`Nikoh qayd yozuvi`,
  divorceRecord: msg`Nikohdan ajralish qayd yozuvi`,
  attributes: msg`Qo'shimcha ma'lumotlar`,
  documents: msg`Ilova qilingan hujjatlar`,
};

export const DEFECT_PARTY_FIELD_LABELS: Record<DefectPartyField, MessageDescriptor> = {
  fullname: msg`F.I.Sh.`,
  role: msg`Roli`,
  pin: msg`JShShIR`,
  inn: msg`STIR`,
  document: msg`Shaxsni tasdiqlovchi hujjat`,
  birthDate: msg`Tug'ilgan sana`,
  address: msg`Manzil`,
  phone: msg`Telefon`,
  participationMode: msg`Ishtirok etish shakli`,
  representative: msg`Vakil`,
  proxyDocument: msg`Ishonchnoma hujjati`,
  marriage: msg`Nikoh ma'lumotlari`,
  kinship: msg`Qarindoshlik`,
  isPayer: msg`To'lovchi`,
};

export const DEFECT_SUBJECT_FIELD_LABELS: Record<DefectSubjectField, MessageDescriptor> = {
  stateNumber: msg`Davlat raqami`,
  techPassport: msg`Texnik pasport`,
  bodyNumber: msg`Kuzov raqami`,
  make: msg`Rusumi`,
  year: msg`Ishlab chiqarilgan yili`,
  colour: msg`Rangi`,
  motorNumber: msg`Dvigatel raqami`,
  chassisNumber: msg`Shassi raqami`,
  horsepower: msg`Quvvati (o.k.)`,
  cadastreNumber: msg`Kadastr raqami`,
  address: msg`Manzil`,
  area: msg`Maydoni`,
  livingArea: msg`Yashash maydoni`,
  rooms: msg`Xonalar soni`,
  description: msg`Tavsifi`,
  price: msg`Narxi`,
  priceWords: msg`Narxi (so'z bilan)`,
  inventoryPrice: msg`Baholangan qiymati`,
  sum: msg`Summasi`,
  owner: msg`Mulk egasi`,
  ownershipBasis: msg`Mulk huquqi asosi`,
  paymentMethod: msg`To'lov usuli`,
  shares: msg`Ulushlar`,
};
