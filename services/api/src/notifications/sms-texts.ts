import { ACT_TYPES, type ActTypeId } from '@notary/domain/act';
import type { Locale } from '@notary/domain/constants';
import type { NotificationKind, NotificationParams } from '@notary/domain/contracts';
import { formatDate, formatTime, tashkentDateOf } from '@notary/domain/time';

export type SmsContext = { actTypeId: number; actName: string; params: NotificationParams; link: string | null };

/** The act's name in the reader's language: its type's name, else the name it was saved with. */
export function actNameIn(locale: Locale, actTypeId: number, fallback: string): string {
  return (ACT_TYPES as Partial<Record<number, { names: Record<Locale, string> }>>)[actTypeId as ActTypeId]?.names[locale] ?? fallback;
}

/** "15.12.2026 10:30" in Tashkent time (dd.mm.yyyy HH:mm); the raw text when it is not an instant. */
function visit(at: string | undefined): string {
  if (!at) return '';
  const instant = new Date(at);
  return Number.isNaN(instant.getTime()) ? at : `${formatDate(tashkentDateOf(instant))} ${formatTime(instant)}`;
}

type Texts = Record<NotificationKind, (name: string, p: NotificationParams) => string>;

/** The SMS of each moment (issue 13.10), in Uzbek Latin, Uzbek Cyrillic and Russian. Short: one or two SMS segments. */
const TEXTS: Record<Locale, { texts: Texts; link: string }> = {
  oz: {
    link: 'Havola',
    texts: {
      invited: (n) => `E-notarius: siz "${n}" notarial harakatiga taklif qilindingiz.`,
      returned_with_defects: (n) => `E-notarius: "${n}" notarius tomonidan kamchiliklar bilan qaytarildi. Kamchiliklarni tuzatib, qayta yuboring.`,
      invoices_issued: (n) => `E-notarius: "${n}" bo'yicha to'lov uchun hisob-fakturalar berildi.`,
      time_set: (n, p) => `E-notarius: "${n}" uchun qabul vaqti belgilandi: ${visit(p.visitAt)} (Toshkent vaqti). Vaqtni tasdiqlang.`,
      registered: (n, p) => `E-notarius: "${n}" ro'yxatga olindi${p.regnum ? `, reyestr raqami ${p.regnum}` : ''}.`,
      annulled: (n) => `E-notarius: "${n}" bekor qilindi (annulyatsiya).`,
      video_missed: (n, p) => `E-notarius: "${n}" bo'yicha ${visit(p.visitAt)} dagi videokonferensiya o'tkazilmadi, so'rov nofaol. Harakatni qaytadan rasmiylashtiring.`,
    },
  },
  uz: {
    link: 'Ҳавола',
    texts: {
      invited: (n) => `E-нотариус: сиз "${n}" нотариал ҳаракатига таклиф қилиндингиз.`,
      returned_with_defects: (n) => `E-нотариус: "${n}" нотариус томонидан камчиликлар билан қайтарилди. Камчиликларни тузатиб, қайта юборинг.`,
      invoices_issued: (n) => `E-нотариус: "${n}" бўйича тўлов учун ҳисоб-фактуралар берилди.`,
      time_set: (n, p) => `E-нотариус: "${n}" учун қабул вақти белгиланди: ${visit(p.visitAt)} (Тошкент вақти). Вақтни тасдиқланг.`,
      registered: (n, p) => `E-нотариус: "${n}" рўйхатга олинди${p.regnum ? `, реестр рақами ${p.regnum}` : ''}.`,
      annulled: (n) => `E-нотариус: "${n}" бекор қилинди (аннуляция).`,
      video_missed: (n, p) => `E-нотариус: "${n}" бўйича ${visit(p.visitAt)} даги видеоконференция ўтказилмади, сўров нофаол. Ҳаракатни қайтадан расмийлаштиринг.`,
    },
  },
  ru: {
    link: 'Ссылка',
    texts: {
      invited: (n) => `E-нотариус: вас пригласили участвовать в нотариальном действии «${n}».`,
      returned_with_defects: (n) => `E-нотариус: нотариус вернул «${n}» с замечаниями. Исправьте их и отправьте снова.`,
      invoices_issued: (n) => `E-нотариус: по «${n}» выставлены счета на оплату.`,
      time_set: (n, p) => `E-нотариус: для «${n}» назначено время приёма: ${visit(p.visitAt)} (по Ташкенту). Подтвердите его.`,
      registered: (n, p) => `E-нотариус: «${n}» зарегистрировано${p.regnum ? `, реестровый номер ${p.regnum}` : ''}.`,
      annulled: (n) => `E-нотариус: «${n}» аннулировано.`,
      video_missed: (n, p) => `E-нотариус: видеоконференция по «${n}» (${visit(p.visitAt)}) не состоялась, заявка неактивна. Оформите действие заново.`,
    },
  },
};

/** The SMS of a moment in the reader's language, with the act's link when the portal's address is known. */
export function notificationSms(kind: NotificationKind, locale: Locale, ctx: SmsContext): string {
  const lang = TEXTS[locale] ?? TEXTS.oz;
  const text = lang.texts[kind](actNameIn(locale, ctx.actTypeId, ctx.actName), ctx.params);
  return ctx.link ? `${text} ${lang.link}: ${ctx.link}` : text;
}
