import type { Ctx } from './context.js';
import { readAloudClause, representativeClauses } from './common.js';
import { uzWord, type UzLang } from './text.js';
import { DISPOSAL_CODES, poaRightWords } from './vocabulary.js';
import type { ActTemplate, Body } from './types.js';

/**
 * Powers of attorney: vehicle (101), real estate (105), general (11651).
 * acts-domain 5: 105 and 11651 never give disposal rights; 101 may (the
 * act's proxy block says so); a re-delegation right is printed either way.
 */

type Scope = { oz: readonly string[]; ru: readonly string[] };

/** What the attorney may do when the act lists no rights of its own: the usual scope of each type. */
const DEFAULT_SCOPE: Record<101 | 105 | 11651, Scope> = {
  101: {
    oz: [
      "transport vositasini boshqarish va undan foydalanish",
      "uni texnik ko'rikdan o'tkazish, ta'mirlash va sug'urta qilish",
      "Yo'l harakati xavfsizligi xizmati organlarida, sug'urta tashkilotlarida va boshqa tashkilotlarda mening nomimdan ish yuritish",
      "jarimalar va yig'imlarni to'lash, zarur hujjatlarni olish va imzolash",
    ],
    ru: [
      'управлять транспортным средством и пользоваться им',
      'проходить технический осмотр, производить ремонт и страхование',
      'вести от моего имени дела в органах Службы безопасности дорожного движения, страховых и иных организациях',
      'оплачивать штрафы и сборы, получать и подписывать необходимые документы',
    ],
  },
  105: {
    oz: [
      "ko'chmas mulkni boshqarish va undan foydalanish",
      "kadastr organlarida, hokimliklarda, kommunal xizmatlar va boshqa tashkilotlarda mening manfaatlarimni ifodalash",
      "ko'chmas mulkka oid ma'lumotnomalar, ko'chirmalar va boshqa hujjatlarni olish",
      "kommunal va boshqa to'lovlarni amalga oshirish, tegishli ariza va hujjatlarni imzolash",
    ],
    ru: [
      'управлять недвижимым имуществом и пользоваться им',
      'представлять мои интересы в органах кадастра, хокимиятах, коммунальных службах и иных организациях',
      'получать справки, выписки и иные документы по недвижимому имуществу',
      'производить коммунальные и иные платежи, подписывать необходимые заявления и документы',
    ],
  },
  11651: {
    oz: [
      "barcha davlat organlari, xo'jalik yurituvchi subyektlar, banklar va boshqa tashkilotlarda mening manfaatlarimni ifodalash",
      "mening nomimdan ariza, so'rov va boshqa hujjatlarni berish, imzolash va olish",
      "menga tegishli pul mablag'lari, nafaqa va to'lovlarni olish",
      "qonunchilik bilan taqiqlanmagan boshqa yuridik ahamiyatga ega harakatlarni amalga oshirish",
    ],
    ru: [
      'представлять мои интересы во всех государственных органах, хозяйствующих субъектах, банках и иных организациях',
      'подавать, подписывать и получать от моего имени заявления, запросы и иные документы',
      'получать причитающиеся мне денежные средства, пособия и выплаты',
      'совершать иные юридически значимые действия, не запрещённые законодательством',
    ],
  },
};

function rightsOf(c: Ctx, typeId: 101 | 105 | 11651): string[] {
  const own = [...(c.model.act.proxy?.rights ?? []), ...c.partiesOf('attorney').flatMap((p) => p.rights ?? [])];
  if (own.length) return [...new Set(own)].map((code) => poaRightWords(c, code));
  return c.lang === 'ru' ? [...DEFAULT_SCOPE[typeId].ru] : DEFAULT_SCOPE[typeId].oz.map((r) => uzWord(c.lang as UzLang, r));
}

function validity(c: Ctx): { to: string | null; from: string | null } {
  const act = c.model.act;
  return { to: c.day(act.validUntil ?? act.termTo), from: c.day(act.termFrom) };
}

function canDelegate(c: Ctx): boolean {
  return Boolean(c.model.act.proxy?.delegationRight || c.partiesOf('attorney').some((p) => p.delegationRight));
}

function proxyTemplate(typeId: 101 | 105 | 11651): ActTemplate {
  const ownRights = (c: Ctx) => [...(c.model.act.proxy?.rights ?? []), ...c.partiesOf('attorney').flatMap((p) => p.rights ?? [])];
  /** acts-domain 5: only a vehicle power of attorney (101) may give disposal rights. */
  const mayDispose = (c: Ctx) => typeId === 101 && (Boolean(c.model.act.proxy?.hasDisposalRights) || ownRights(c).some((r) => DISPOSAL_CODES.includes(r)));
  /** The disposal line is added only when the rights are not listed one by one (they name it then). */
  const addDisposalLine = (c: Ctx) => mayDispose(c) && !ownRights(c).some((r) => DISPOSAL_CODES.includes(r));
  return {
    inscription: 'proxy',
    signers: ['principal'],
    uz(c): Body {
      const { t } = c;
      const { to } = validity(c);
      const object = typeId === 11651 ? null : c.subjects();
      return {
        preamble: [
          t`Men, ${c.persons('principal')}, ushbu ishonchnoma bilan ${c.persons('attorney')}ni o'zimning ishonchli vakilim etib tayinlayman${object ? t` va unga menga tegishli bo'lgan quyidagi mol-mulk bo'yicha: ${object}` : ''} quyidagi vakolatlarni beraman:`,
        ],
        sections: [
          {
            heading: t`VAKOLATLAR`,
            list: true,
            clauses: [
              ...rightsOf(c, typeId),
              ...(addDisposalLine(c) ? [t`transport vositasini men belgilagan shartlarda sotish, hadya qilish, garovga qo'yish va uning uchun pul mablag'larini olish`] : []),
            ],
          },
          {
            heading: t`SHARTLAR`,
            clauses: [
              typeId === 101 && mayDispose(c)
                ? t`Ishonchli vakil ushbu ishonchnoma bo'yicha transport vositasini tasarruf etish huquqiga ega.`
                : t`Ushbu ishonchnoma mol-mulkni begonalashtirish (sotish, hadya qilish, garovga qo'yish) huquqini bermaydi.`,
              canDelegate(c)
                ? t`Ishonchli vakil ushbu vakolatlarni boshqa shaxsga ishonch tartibida topshirishga haqli; qayta berilgan ishonchnoma ushbu ishonchnomaning amal qilish muddatidan oshmasligi kerak.`
                : t`Ishonchnoma vakolatlarni boshqa shaxsga ishonch tartibida topshirish huquqisiz berildi.`,
              t`Ishonchnoma ${to ?? c.blank} gacha amal qiladi.`,
              t`Ishonchnomaning bekor qilinishi, uning amal qilish muddati tugashi va ishonch bildiruvchi vafot etgan taqdirda vakolatlarning tugashi haqidagi qoidalar menga notarius tomonidan tushuntirildi.`,
            ],
          },
        ],
        closing: [...representativeClauses(c), readAloudClause(c, 'document')],
      };
    },
    ru(c): Body {
      const { to } = validity(c);
      const object = typeId === 11651 ? null : c.subjects();
      return {
        preamble: [
          `Я, ${c.persons('principal')}, настоящей доверенностью уполномочиваю ${c.persons('attorney')}${object ? ` в отношении принадлежащего мне имущества: ${object}` : ''} на следующие действия:`,
        ],
        sections: [
          {
            heading: 'ПОЛНОМОЧИЯ',
            list: true,
            clauses: [
              ...rightsOf(c, typeId),
              ...(addDisposalLine(c) ? ['продавать, дарить, закладывать транспортное средство на определённых мною условиях и получать причитающиеся за него деньги'] : []),
            ],
          },
          {
            heading: 'УСЛОВИЯ',
            clauses: [
              typeId === 101 && mayDispose(c)
                ? 'Поверенный вправе распоряжаться транспортным средством по настоящей доверенности.'
                : 'Настоящая доверенность не даёт права отчуждать имущество (продавать, дарить, закладывать).',
              canDelegate(c)
                ? 'Поверенный вправе передоверить эти полномочия другому лицу; срок доверенности, выданной в порядке передоверия, не может превышать срока настоящей доверенности.'
                : 'Доверенность выдана без права передоверия.',
              `Доверенность действительна по ${to ?? c.blank}.`,
              'Нотариусом мне разъяснены правила об отмене доверенности, истечении её срока и прекращении полномочий в случае смерти доверителя.',
            ],
          },
        ],
        closing: [...representativeClauses(c), readAloudClause(c, 'document')],
      };
    },
  };
}

export const PROXY_TEMPLATES = { 101: proxyTemplate(101), 105: proxyTemplate(105), 11651: proxyTemplate(11651) } as const;
