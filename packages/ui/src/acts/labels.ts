import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActEvent, ActStatus, ActStep, RegSystem } from '@notary/domain/act';
import type { Confirmation } from '@notary/domain/errors';
import type { InvitationEvent } from '@notary/domain/party';
import type { ActPayment } from './api/types.ts';

/**
 * The names the acts screens give the domain's values. Each table is keyed
 * by the domain's own type, so a new step, status or event does not compile
 * until it has a name in the three languages.
 */

/** acts-domain 4 "Nine process steps". */
export const STEP_LABELS: Record<ActStep, MessageDescriptor> = {
  1: msg`Tayyorlash`,
  2: msg`Tekshirish va tuzatish`,
  3: msg`Arizachi tomonidan tasdiqlash`,
  4: msg`To'lovni shakllantirish`,
  5: msg`Ro'yxatga olish vaqtini belgilash`,
  6: msg`Ro'yxatga olish vaqtini tasdiqlash`,
  7: msg`To'lov`,
  8: msg`Ro'yxatga olish`,
  9: msg`Ro'yxatga olingan`,
};

export const STATUS_LABELS: Record<ActStatus, MessageDescriptor> = {
  active: msg`Jarayonda`,
  registered: msg`Ro'yxatga olingan`,
  annulled: msg`Bekor qilingan (annulyatsiya)`,
  refused: msg`Rad etilgan`,
  stopped: msg`To'xtatilgan`,
  deleted: msg`O'chirilgan`,
  inactive: msg`Nofaol`,
};

export const STATUS_COLORS: Record<ActStatus, string> = {
  active: 'blue',
  registered: 'green',
  annulled: 'red',
  refused: 'red',
  stopped: 'orange',
  deleted: 'gray',
  inactive: 'gray',
};

/**
 * Text colours dark enough for WCAG AA (at least 4.5:1) on white and on
 * Mantine's light badge backgrounds (Mantine's own light text is about 3.9:1).
 */
export const READABLE_TEXT: Record<string, string> = {
  blue: '#124f87',
  green: '#1e6b2e',
  red: '#9b1c1c',
  orange: '#8a3a00',
  yellow: '#6b4b00',
  gray: '#343a40',
};

export const STATE_LABELS = {
  active: msg`Amalda`,
  cancelled: msg`Bekor qilingan`,
} as const satisfies Record<'active' | 'cancelled', MessageDescriptor>;

/** acts-domain 3 "registration type regtype (1 in person, 2 video)". */
export const REGTYPE_LABELS: Record<1 | 2, MessageDescriptor> = {
  1: msg`Shaxsan`,
  2: msg`Videokonferensiya orqali`,
};

/** The spec names the systems by id only (domain REG_SYSTEMS). */
export const REGSYSTEM_LABELS: Record<RegSystem, MessageDescriptor> = {
  2: msg`Tizim 2`,
  3: msg`Tizim 3`,
  4: msg`Tizim 4`,
};

/** The button of each event of the machine. */
export const EVENT_LABELS: Record<ActEvent, MessageDescriptor> = {
  save_draft: msg`Qoralamani saqlash`,
  send_for_check: msg`Tekshirishga yuborish`,
  return_with_defects: msg`Kamchiliklar bilan qaytarish`,
  approve_check: msg`Tekshiruvni tasdiqlash`,
  confirm: msg`Tasdiqlash`,
  return_to_preparation: msg`Tayyorlashga qaytarish`,
  issue_invoices: msg`Hisob-fakturalarni berish`,
  set_time: msg`Vaqtni belgilash`,
  confirm_time: msg`Vaqtni tasdiqlash`,
  ask_other_time: msg`Boshqa vaqt so'rash`,
  mark_paid: msg`To'lov qilindi`,
  confirm_payment: msg`To'lovni tasdiqlash`,
  register: msg`Ro'yxatga olish`,
  annul: msg`Bekor qilish (annulyatsiya)`,
  refuse: msg`Rad etish`,
  stop: msg`To'xtatish`,
  delete: msg`O'chirish`,
  send_back: msg`Bir qadam orqaga qaytarish`,
  change_notary: msg`Notariusni almashtirish`,
  miss_video: msg`Videokonferensiya o'tkazib yuborildi`,
};

/** Events that undo or end something: their button is red. */
export const DANGER_EVENTS: readonly ActEvent[] = ['delete', 'annul', 'refuse', 'stop', 'return_to_preparation', 'send_back'];

export const INVITATION_EVENT_LABELS: Record<Exclude<InvitationEvent, 'reinvite'>, MessageDescriptor> = {
  accept: msg`Taklifni qabul qilish`,
  reject: msg`Taklifni rad etish`,
  exit: msg`Bitimdan chiqish`,
};

export const INVITATION_STATUS_LABELS = {
  awaiting: msg`Tasdiqlash kutilmoqda`,
  accepted: msg`Qabul qilgan`,
  rejected: msg`Rad etgan`,
  exited: msg`Bitimdan chiqqan`,
} as const;

/** acts-domain 8 confirmation dialogs: the question and the confirming button. */
export const CONFIRMATION_TEXTS: Record<Confirmation, { title: MessageDescriptor; body: MessageDescriptor; confirm: MessageDescriptor }> = {
  delete: { title: msg`Notarial harakatni o'chirish`, body: msg`Notarial harakat o'chiriladi. Davom etasizmi?`, confirm: msg`Ha, o'chirish` },
  annul: { title: msg`Notarial harakatni bekor qilish`, body: msg`Ro'yxatga olingan notarial harakat bekor qilinadi. Davom etasizmi?`, confirm: msg`Ha, bekor qilish` },
  go_back: { title: msg`Orqaga qaytarish`, body: msg`Notarial harakat bir qadam orqaga qaytariladi. Davom etasizmi?`, confirm: msg`Ha, qaytarish` },
  change_notary: { title: msg`Boshqa notariusni tanlash`, body: msg`Notarius almashtiriladi va yangi notarius harakatni qaytadan tekshiradi. Davom etasizmi?`, confirm: msg`Ha, almashtirish` },
  exit_deal: { title: msg`Bitimdan chiqish`, body: msg`Siz ushbu bitimdan chiqasiz. Davom etasizmi?`, confirm: msg`Ha, chiqish` },
  add_party: { title: msg`Ishtirokchi qo'shish`, body: msg`Ishtirokchi qo'shiladi va unga taklif yuboriladi. Davom etasizmi?`, confirm: msg`Ha, qo'shish` },
  delete_minor: { title: msg`Bolani o'chirish`, body: msg`Voyaga yetmagan bola ro'yxatdan o'chiriladi. Davom etasizmi?`, confirm: msg`Ha, o'chirish` },
  send_for_check: { title: msg`Tekshirishga yuborish`, body: msg`Notarial harakat notariusga ko'rib chiqish va tahrirlash uchun yuborilsinmi?`, confirm: msg`Ha, yuborish` },
  return_to_preparation: { title: msg`Tayyorlashga qaytarish`, body: msg`Notarial harakat tayyorlash bosqichiga qaytariladi. Davom etasizmi?`, confirm: msg`Ha, qaytarish` },
  ask_other_time: { title: msg`Boshqa vaqt so'rash`, body: msg`Belgilangan vaqt rad etiladi va notariusdan boshqa vaqt so'raladi. Davom etasizmi?`, confirm: msg`Ha, so'rash` },
};

export const PAYMENT_STATE_LABELS: Record<ActPayment['state'], MessageDescriptor> = {
  issued: msg`To'lanmagan`,
  marked_paid: msg`To'langan deb belgilangan`,
  paid: msg`To'langan`,
  confirmed: msg`Tasdiqlangan`,
  refunded: msg`Qaytarilgan`,
  cancelled: msg`Bekor qilingan`,
};

export const PAYMENT_KIND_LABELS: Record<ActPayment['kind'], MessageDescriptor> = {
  state_duty: msg`Davlat boji`,
  notary_fee: msg`Notarial xizmat haqi`,
};

export const SORT_LABELS = {
  entered_at: msg`Kiritilgan sana`,
  regdate: msg`Reyestr sanasi`,
  visit_at: msg`Tashrif vaqti`,
  step: msg`Bosqich`,
  type_id: msg`Harakat turi`,
  regnum: msg`Reyestr raqami`,
} as const;

/** The audit trail's actions besides the machine's events (services/api: ActTransitions.mutate and create). */
export const AUDIT_ACTION_LABELS: Record<string, MessageDescriptor> = {
  create: msg`Notarial harakat yaratildi`,
  update: msg`Harakat ma'lumotlari o'zgartirildi`,
  'act.update': msg`Harakat ma'lumotlari o'zgartirildi`,
  'party.add': msg`Ishtirokchi qo'shildi`,
  'party.update': msg`Ishtirokchi ma'lumotlari o'zgartirildi`,
  'party.remove': msg`Ishtirokchi olib tashlandi`,
  'party.reinvite': msg`Ishtirokchi qayta taklif qilindi`,
  'party.resend_sms': msg`Taklif SMS qayta yuborildi`,
  'invitation.accept': msg`Taklif qabul qilindi`,
  'invitation.reject': msg`Taklif rad etildi`,
  'invitation.exit': msg`Ishtirokchi bitimdan chiqdi`,
  'subject.add': msg`Obyekt qo'shildi`,
  'subject.update': msg`Obyekt ma'lumotlari o'zgartirildi`,
  'subject.remove': msg`Obyekt olib tashlandi`,
  'note.add': msg`Izoh qo'shildi`,
  'note.edit': msg`Izoh tahrirlandi`,
  'document.add': msg`Hujjat biriktirildi`,
  'document.remove': msg`Hujjat o'chirildi`,
  'payments.invoices': msg`Hisob-fakturalar berildi`,
  'payments.bank_paid': msg`Bankda to'langani belgilandi`,
  'payments.checkout': msg`Elektron to'lov boshlandi`,
  'payment.paid': msg`To'lov qabul qilindi`,
  'payment.refund': msg`To'lov qaytarildi`,
  'video.update': msg`Videokonferensiya ma'lumotlari yozildi`,
};
