import type { Ctx } from './context.js';
import { moneyText } from './context.js';
import { latinToRussian } from '../../reference/latin-to-cyrillic.js';
import type { InscriptionKind } from './types.js';

/** The notary's certification under the text (the "tasdiqlash yozuvi" / "удостоверительная надпись"). */
export type Inscription = {
  /** "Toshkent shahri, Yunusobod tumani, 25.11.2026." */
  dateLine: string;
  statement: string;
  register: string;
  blank: string | null;
  fees: string;
  notaryLabel: string;
  notaryName: string;
  seal: string;
  check: string | null;
};

export function inscriptionOf(c: Ctx, kind: InscriptionKind, signerRoles: readonly string[]): Inscription {
  const { model, t } = c;
  const ru = c.lang === 'ru';
  const act = model.act;
  // The directory's spelling per script: Latin, Uzbek Cyrillic, and the Russian form of the Latin name (ў, қ, ғ, ҳ as у, к, г, х).
  const notaryName =
    (model.notary ? (c.lang === 'oz' ? model.notary.fullName : c.lang === 'uz' ? model.notary.fullNameCyr : latinToRussian(model.notary.fullName)) : null) ?? act.notaryName ?? c.blank;
  const office = model.office?.name[c.lang] ?? c.blank;
  const license = model.notary?.licenseNumber;
  const signers = (roles: readonly string[]) =>
    model.parties
      .filter((p) => roles.includes(p.role))
      .map((p) => p.fullname)
      .join(', ') || c.blank;
  const notary = ru ? `${notaryName}, нотариусом ${office}${license ? ` (лицензия № ${license})` : ''}` : t`${office} notariusi ${notaryName}${license ? t` (litsenziya № ${license})` : ''}`;
  const statement = (() => {
    switch (kind) {
      case 'contract':
        return ru
          ? `Настоящий договор удостоверен мной, ${notary}. Договор подписан сторонами в моём присутствии. Личность сторон установлена, их дееспособность, а также принадлежность имущества проверены.`
          : t`Ushbu shartnoma men, ${notary} tomonidan tasdiqlandi. Shartnoma tomonlar tomonidan mening huzurimda imzolandi. Tomonlarning shaxsi aniqlandi, ularning muomala layoqati hamda mol-mulkning tegishliligi tekshirildi.`;
      case 'proxy':
        return ru
          ? `Настоящая доверенность удостоверена мной, ${notary}. Доверенность подписана ${signers(['principal'])} в моём присутствии. Личность доверителя установлена, его дееспособность проверена.`
          : t`Ushbu ishonchnoma men, ${notary} tomonidan tasdiqlandi. Ishonchnoma ${signers(['principal'])} tomonidan mening huzurimda imzolandi. Ishonch bildiruvchining shaxsi aniqlandi, muomala layoqati tekshirildi.`;
      case 'translation':
        return ru
          ? `Я, ${notaryName}, нотариус ${office}, свидетельствую подлинность подписи переводчика ${signers(['translator'])}. Подпись сделана в моём присутствии, личность переводчика установлена.`
          : t`Men, ${office} notariusi ${notaryName}, tarjimon ${signers(['translator'])} imzosining haqiqiyligini tasdiqlayman. Imzo mening huzurimda qo'yildi, tarjimonning shaxsi aniqlandi.`;
      case 'signature':
        return ru
          ? `Я, ${notaryName}, нотариус ${office}, свидетельствую подлинность подписи ${signers(signerRoles)}, которая сделана в моём присутствии. Личность подписавшего установлена, его дееспособность проверена.`
          : t`Men, ${office} notariusi ${notaryName}, ushbu hujjatdagi ${signers(signerRoles)} imzosining haqiqiyligini tasdiqlayman. Imzo mening huzurimda qo'yildi, imzo qo'ygan shaxsning shaxsi aniqlandi, muomala layoqati tekshirildi.`;
    }
  })();
  const regnum = act.regnum ?? c.blank;
  const blank = act.blankSeries || act.blankNumber ? [act.blankSeries, act.blankNumber].filter(Boolean).join(' ') : null;
  // A fee with no recorded payment (an act imported from the registry) is left blank, never printed as zero.
  const duty = model.fees.stateDuty === null ? c.blank : moneyText(c.lang, model.fees.stateDuty);
  const fee = model.fees.notaryFee === null ? c.blank : moneyText(c.lang, model.fees.notaryFee);
  const fees = act.isFree
    ? ru
      ? `Государственная пошлина не взыскана${act.freeReason ? ` (${act.freeReason})` : ''}; плата за услуги нотариуса — ${fee}.`
      : t`Davlat boji undirilmadi${act.freeReason ? ` (${act.freeReason})` : ''}; notarius xizmatlari uchun haq — ${fee}.`
    : ru
      ? `Взыскано: государственная пошлина — ${duty}; плата за услуги нотариуса — ${fee}.`
      : t`Undirildi: davlat boji — ${duty}; notarius xizmatlari uchun haq — ${fee}.`;
  return {
    dateLine: `${c.place}, ${c.date}.`,
    statement,
    register: ru ? `Зарегистрировано в реестре за № ${regnum}.` : t`Reyestrda № ${regnum} raqami bilan qayd etildi.`,
    blank: blank ? (ru ? `Бланк ${blank}.` : t`Blank ${blank}.`) : null,
    fees,
    notaryLabel: ru ? 'Нотариус' : t`Notarius`,
    notaryName,
    seal: ru ? 'М.П.' : t`M.O'.`,
    check: model.checkUrl
      ? ru
        ? `Подлинность документа можно проверить по QR-коду или по ссылке: ${model.checkUrl}`
        : t`Hujjatning haqiqiyligini ${'QR'} kod orqali yoki havola bo'yicha tekshirish mumkin: ${model.checkUrl}`
      : null,
  };
}
