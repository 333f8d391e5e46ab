import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Notification, NotificationKind } from '@notary/domain/contracts';
import { formatDateTime } from '../format/index.ts';
import { i18n } from '../i18n/index.ts';

/** The title of each moment (issue 13.10); a new kind does not compile until it has one. */
export const NOTIFICATION_TITLES: Record<NotificationKind, MessageDescriptor> = {
  invited: msg`Sizni notarial harakatga taklif qilishdi`,
  returned_with_defects: msg`Notarius kamchiliklar bilan qaytardi`,
  invoices_issued: msg`To'lov uchun hisob-fakturalar berildi`,
  time_set: msg`Qabul vaqti belgilandi`,
  registered: msg`Notarial harakat ro'yxatga olindi`,
  annulled: msg`Notarial harakat bekor qilindi`,
  video_missed: msg`Videokonferensiya o'tkazilmadi, so'rov nofaol`,
};

/** The line under the title: what to do or what was decided, with its date, number or reason. */
export function notificationDetail(n: Pick<Notification, 'kind' | 'params'>): string | null {
  const { visitAt, regnum, defects, reason } = n.params;
  switch (n.kind) {
    case 'invited':
      return i18n._(msg`Taklifni ko'rib chiqing: qabul qiling yoki rad eting`);
    case 'returned_with_defects':
      return defects ? i18n._(msg`Kamchiliklar: ${defects}`) : i18n._(msg`Kamchiliklarni tuzatib, qayta yuboring`);
    case 'invoices_issued':
      return i18n._(msg`Hisob-fakturalarni to'lang`);
    case 'time_set': {
      if (!visitAt) return null;
      const when = formatDateTime(visitAt).slice(0, 16);
      return i18n._(msg`${when} (Toshkent vaqti). Vaqtni tasdiqlang`);
    }
    case 'registered':
      return regnum ? i18n._(msg`Reyestr raqami: ${regnum}`) : null;
    case 'annulled':
      return reason ? i18n._(msg`Sabab: ${reason}`) : null;
    case 'video_missed': {
      if (!visitAt) return i18n._(msg`Harakatni qaytadan yarating va notariusga yuboring`);
      const when = formatDateTime(visitAt).slice(0, 16);
      return i18n._(msg`${when} (Toshkent vaqti) videokonferensiya bo'lmadi. Harakatni qaytadan yarating va notariusga yuboring`);
    }
  }
}
