import type { Ctx } from './context.js';
import { readAloudClause, representativeClauses } from './common.js';
import type { ActTemplate, Body } from './types.js';
import { travelPurposeWords } from './vocabulary.js';

/**
 * One-sided documents whose signature the notary certifies: consents
 * (11944, 15003, 15034, 15035), the inheritance refusal (12047), the act of
 * a type the spec does not name (11742), and the translation (11962), where
 * the translator's signature is certified.
 */

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

// --- 11944: consent to registration at a residence -------------------------------------

const RESIDENCE: ActTemplate = {
  inscription: 'signature',
  signers: ['applicant', 'co_owner'],
  uz(c): Body {
    const { t } = c;
    const coOwners = c.partiesOf('co_owner');
    return {
      preamble: [t`Men, ${c.persons('applicant')}, quyidagilarni ma'lum qilaman:`],
      sections: [
        {
          heading: t`ROZILIK`,
          clauses: [
            t`Menga mulk huquqi asosida tegishli bo'lgan ${c.subjects()} manzilidagi turar joyda ${c.persons('resident')}ni yashash joyi bo'yicha ro'yxatga olinishiga roziligimni beraman.`,
            ...(coOwners.length ? [t`Turar joyning birgalikdagi mulkdorlari ${coOwners.map((p) => p.fullname).join(', ')} ham ushbu ro'yxatga olishga roziligini bildirdilar.`] : []),
            t`Yashash joyi bo'yicha ro'yxatga olinish ro'yxatga olinuvchiga turar joyga nisbatan mulk huquqini bermasligi menga tushuntirildi.`,
            ...(c.model.act.termTo ? [t`Rozilik ${c.day(c.model.act.termTo)} gacha amal qiladi.`] : []),
          ],
        },
      ],
      closing: [...representativeClauses(c), readAloudClause(c, 'document')],
    };
  },
  ru(c): Body {
    const coOwners = c.partiesOf('co_owner');
    return {
      preamble: [`Я, ${c.persons('applicant')}, настоящим заявляю следующее:`],
      sections: [
        {
          heading: 'СОГЛАСИЕ',
          clauses: [
            `Даю согласие на регистрацию по месту жительства ${c.persons('resident')} в принадлежащем мне на праве собственности жилом помещении: ${c.subjects()}.`,
            ...(coOwners.length ? [`Сособственники жилого помещения ${coOwners.map((p) => p.fullname).join(', ')} также выразили согласие на эту регистрацию.`] : []),
            'Мне разъяснено, что регистрация по месту жительства не порождает у регистрируемого лица права собственности на жилое помещение.',
            ...(c.model.act.termTo ? [`Согласие действительно по ${c.day(c.model.act.termTo)}.`] : []),
          ],
        },
      ],
      closing: [...representativeClauses(c), readAloudClause(c, 'document')],
    };
  },
};

// --- 11962: translation certification ---------------------------------------------------

function languagesOf(c: Ctx): { from: string | null; to: string | null } {
  const r = (c.partiesOf('translator')[0]?.representation ?? {}) as Record<string, unknown>;
  return { from: str(r.translationFrom), to: str(r.translationTo) };
}

const TRANSLATION: ActTemplate = {
  inscription: 'translation',
  signers: ['translator', 'applicant'],
  uz(c): Body {
    const { t } = c;
    const { from, to } = languagesOf(c);
    return {
      preamble: [t`Men, tarjimon ${c.persons('translator')}, ${c.persons('applicant')}ning iltimosiga ko'ra quyidagi hujjatni tarjima qildim:`],
      sections: [
        {
          heading: t`TARJIMA`,
          clauses: [
            t`Tarjima qilingan hujjat: ${c.subjects()}.`,
            t`Tarjima ${from ?? c.blank} tilidan ${to ?? c.blank} tiliga bajarildi.`,
            t`Tarjima matni asl hujjat matniga to'liq mos kelishini, unda qisqartirish, qo'shimcha va o'zgartirishlar yo'qligini tasdiqlayman. Noto'g'ri tarjima uchun javobgarlik menga tushuntirildi.`,
          ],
        },
      ],
      closing: [readAloudClause(c, 'document')],
    };
  },
  ru(c): Body {
    const { from, to } = languagesOf(c);
    return {
      preamble: [`Я, переводчик ${c.persons('translator')}, по просьбе ${c.persons('applicant')} выполнил(а) перевод следующего документа:`],
      sections: [
        {
          heading: 'ПЕРЕВОД',
          clauses: [
            `Переведённый документ: ${c.subjects()}.`,
            `Перевод выполнен с ${from ?? c.blank} языка на ${to ?? c.blank} язык.`,
            'Подтверждаю, что текст перевода полностью соответствует тексту подлинника, сокращений, дополнений и изменений в нём нет. Ответственность за заведомо неправильный перевод мне разъяснена.',
          ],
        },
      ],
      closing: [readAloudClause(c, 'document')],
    };
  },
};

// --- 12047: inheritance refusal ---------------------------------------------------------

function attribute(c: Ctx, pattern: RegExp): string | null {
  return c.model.act.attributes.find((a) => pattern.test(a.title))?.value ?? null;
}

const INHERITANCE_REFUSAL: ActTemplate = {
  inscription: 'signature',
  signers: ['heir'],
  uz(c): Body {
    const { t } = c;
    const deceased = attribute(c, /deceased|vafot|marhum|умерш|наследодат/i);
    return {
      preamble: [t`Men, ${c.persons('heir')}, ushbu ariza bilan quyidagilarni ma'lum qilaman:`],
      sections: [
        {
          heading: t`ARIZA`,
          clauses: [
            t`${deceased ? t`${deceased} vafotidan so'ng` : t`Meros qoldiruvchi vafotidan so'ng`} ochilgan merosdan, shu jumladan ${c.subjects()}dan, menga tegishli bo'lgan ulushdan voz kechaman.`,
            t`Merosdan voz kechish shartsiz va izohsiz amalga oshirilishi, keyinchalik uni o'zgartirish yoki qaytarib olish mumkin emasligi menga notarius tomonidan tushuntirildi.`,
            t`Ushbu ariza meros ishini yurituvchi notariusga taqdim etiladi.`,
          ],
        },
      ],
      closing: [...representativeClauses(c), readAloudClause(c, 'document')],
    };
  },
  ru(c): Body {
    const deceased = attribute(c, /deceased|vafot|marhum|умерш|наследодат/i);
    return {
      preamble: [`Я, ${c.persons('heir')}, настоящим заявлением сообщаю следующее:`],
      sections: [
        {
          heading: 'ЗАЯВЛЕНИЕ',
          clauses: [
            `Отказываюсь от причитающейся мне доли в наследстве, открывшемся после смерти ${deceased ?? 'наследодателя'}, в том числе: ${c.subjects()}.`,
            'Нотариусом мне разъяснено, что отказ от наследства совершается без каких-либо условий и оговорок и в последующем не может быть изменён или взят обратно.',
            'Настоящее заявление представляется нотариусу, ведущему наследственное дело.',
          ],
        },
      ],
      closing: [...representativeClauses(c), readAloudClause(c, 'document')],
    };
  },
};

// --- 11742: the act the spec does not name ----------------------------------------------

const OTHER_ACT: ActTemplate = {
  inscription: 'signature',
  signers: ['applicant'],
  uz(c): Body {
    const { t } = c;
    return {
      preamble: [t`Men, ${c.persons('applicant')}, ushbu ariza bilan quyidagilarni ma'lum qilaman:`],
      sections: [{ heading: t`ARIZA MAZMUNI`, clauses: [c.model.act.summary ?? c.subjects()] }],
      closing: [...representativeClauses(c), readAloudClause(c, 'document')],
    };
  },
  ru(c): Body {
    return {
      preamble: [`Я, ${c.persons('applicant')}, настоящим заявлением сообщаю следующее:`],
      sections: [{ heading: 'СОДЕРЖАНИЕ ЗАЯВЛЕНИЯ', clauses: [c.model.act.summary ?? c.subjects()] }],
      closing: [...representativeClauses(c), readAloudClause(c, 'document')],
    };
  },
};

// --- 15003: spouse consent -------------------------------------------------------------

function marriageOf(c: Ctx): string | null {
  const m = c.model.act.marriageRecord;
  if (!m || (!m.regnum && !m.date && !m.body)) return null;
  return c.lang === 'ru'
    ? `Брак зарегистрирован${m.body ? ` ${m.body}` : ''}${m.date ? ` ${c.day(m.date)}` : ''}${m.regnum ? `, актовая запись № ${m.regnum}` : ''}.`
    : c.t`Nikoh${m.body ? ` ${m.body} tomonidan` : ''}${m.date ? ` ${c.day(m.date)} da` : ''}${m.regnum ? c.t`, ${m.regnum}-sonli dalolatnoma yozuvi bilan` : ''} qayd etilgan.`;
}

function disposalOf(c: Ctx): string | null {
  const types = [...new Set(c.model.subjects.flatMap((s) => s.disposalTypes))];
  return types.length ? types.join(', ') : null;
}

const SPOUSE_CONSENT: ActTemplate = {
  inscription: 'signature',
  signers: ['consenting_spouse'],
  uz(c): Body {
    const { t } = c;
    const disposal = disposalOf(c);
    return {
      preamble: [t`Men, ${c.persons('consenting_spouse')}, ushbu rozilik bilan quyidagilarni ma'lum qilaman:`],
      sections: [
        {
          heading: t`ROZILIK`,
          clauses: [
            t`Turmush o'rtog'im ${c.persons('receiving_spouse')}ga nikohda bo'lgan davrimizda orttirilgan umumiy birgalikdagi mulkimiz bo'lgan quyidagi mol-mulkni ${disposal ?? t`begonalashtirish (sotish, hadya qilish, garovga qo'yish)`} uchun, o'zi belgilagan narx va shartlarda, roziligimni beraman: ${c.subjects()}.`,
            ...(marriageOf(c) ? [marriageOf(c)!] : []),
            t`Ushbu rozilik nikohda orttirilgan umumiy mol-mulkka bo'lgan huquqlarim va ularning huquqiy oqibatlari menga notarius tomonidan tushuntirilgandan so'ng berildi.`,
            ...(c.model.act.termTo ? [t`Rozilik ${c.day(c.model.act.termTo)} gacha amal qiladi.`] : []),
          ],
        },
      ],
      closing: [readAloudClause(c, 'document')],
    };
  },
  ru(c): Body {
    const disposal = disposalOf(c);
    return {
      preamble: [`Я, ${c.persons('consenting_spouse')}, настоящим согласием сообщаю следующее:`],
      sections: [
        {
          heading: 'СОГЛАСИЕ',
          clauses: [
            `Даю согласие моему(ей) супругу(е) ${c.persons('receiving_spouse')} на ${disposal ?? 'отчуждение (продажу, дарение, залог)'} за цену и на условиях по его (её) усмотрению следующего имущества, являющегося нашей общей совместной собственностью, нажитой в браке: ${c.subjects()}.`,
            ...(marriageOf(c) ? [marriageOf(c)!] : []),
            'Согласие дано после разъяснения нотариусом моих прав на общее имущество супругов и правовых последствий согласия.',
            ...(c.model.act.termTo ? [`Согласие действительно по ${c.day(c.model.act.termTo)}.`] : []),
          ],
        },
      ],
      closing: [readAloudClause(c, 'document')],
    };
  },
};

// --- 15034, 15035: minors' travel -------------------------------------------------------

function travelOf(c: Ctx): { where: string; when: string | null; purpose: string | null; alone: boolean } {
  const tr = c.model.act.travel ?? {};
  const ru = c.lang === 'ru';
  const countries = (tr.destinationCountries ?? []).join(', ');
  const where = tr.allCountries ? (ru ? 'во все страны мира' : c.t`dunyoning barcha davlatlariga`) : countries ? (ru ? `в ${countries}` : c.t`${countries}ga`) : c.blank;
  const from = c.day(tr.periodFrom);
  const to = c.day(tr.periodTo);
  const when = from || to ? (ru ? `с ${from ?? c.blank} по ${to ?? c.blank}` : c.t`${from ?? c.blank} dan ${to ?? c.blank} gacha`) : null;
  const code = str(tr.purpose);
  const purpose = code === 'other' || !code ? str(tr.otherPurpose) : travelPurposeWords(c, code);
  return { where, when, purpose, alone: Boolean(tr.selfDeparture) };
}

function travelTemplate(accompany: boolean): ActTemplate {
  return {
    inscription: 'signature',
    signers: ['parent'],
    uz(c): Body {
      const { t } = c;
      const tr = travelOf(c);
      const from = str(c.model.act.travel?.departureCountry);
      const companions = c.partiesOf('accompanying_person');
      return {
        preamble: [t`Men, ${c.persons('parent')}, ushbu rozilik bilan quyidagilarni ma'lum qilaman:`],
        sections: [
          {
            heading: t`ROZILIK`,
            clauses: [
              accompany
                ? t`Voyaga yetmagan farzandim (farzandlarim) ${c.persons('minor')}ni ${c.persons('accompanying_person')} kuzatuvida ${from ? t`${from}dan ` : ''}${tr.where} vaqtincha chiqishiga va uni kuzatib borishiga roziligimni beraman.`
                : tr.alone && !companions.length
                  ? t`O'n besh yoshga to'lgan voyaga yetmagan farzandim ${c.persons('minor')}ning ${from ? t`${from}dan ` : ''}${tr.where} mustaqil ravishda vaqtincha chiqishiga roziligimni beraman.`
                  : t`Voyaga yetmagan farzandim (farzandlarim) ${c.persons('minor')}ning ${companions.length ? t`${c.persons('accompanying_person')} kuzatuvida ` : ''}${from ? t`${from}dan ` : ''}${tr.where} vaqtincha chiqishiga roziligimni beraman.`,
              ...(tr.when ? [t`Safar muddati: ${tr.when}.`] : []),
              ...(tr.purpose ? [t`Safar maqsadi: ${tr.purpose}.`] : []),
              t`Bolaning chet elda bo'lishi davrida uning hayoti va sog'lig'ini muhofaza qilish, uning O'zbekiston Respublikasiga o'z vaqtida qaytishini ta'minlash choralari ko'rilishi menga tushuntirildi.`,
            ],
          },
        ],
        closing: [readAloudClause(c, 'document')],
      };
    },
    ru(c): Body {
      const tr = travelOf(c);
      const from = str(c.model.act.travel?.departureCountry);
      const companions = c.partiesOf('accompanying_person');
      return {
        preamble: [`Я, ${c.persons('parent')}, настоящим согласием сообщаю следующее:`],
        sections: [
          {
            heading: 'СОГЛАСИЕ',
            clauses: [
              accompany
                ? `Даю согласие на временный выезд моего несовершеннолетнего ребёнка (детей) ${c.persons('minor')}${from ? ` из ${from}` : ''} ${tr.where} в сопровождении ${c.persons('accompanying_person')} и на его сопровождение.`
                : tr.alone && !companions.length
                  ? `Даю согласие на самостоятельный временный выезд моего несовершеннолетнего ребёнка, достигшего пятнадцати лет, ${c.persons('minor')}${from ? ` из ${from}` : ''} ${tr.where}.`
                  : `Даю согласие на временный выезд моего несовершеннолетнего ребёнка (детей) ${c.persons('minor')}${from ? ` из ${from}` : ''} ${tr.where}${companions.length ? ` в сопровождении ${c.persons('accompanying_person')}` : ''}.`,
              ...(tr.when ? [`Срок поездки: ${tr.when}.`] : []),
              ...(tr.purpose ? [`Цель поездки: ${tr.purpose}.`] : []),
              'Мне разъяснено, что на время пребывания ребёнка за границей должны быть приняты меры по охране его жизни и здоровья и своевременному возвращению в Республику Узбекистан.',
            ],
          },
        ],
        closing: [readAloudClause(c, 'document')],
      };
    },
  };
}

export const STATEMENT_TEMPLATES = {
  11742: OTHER_ACT,
  11944: RESIDENCE,
  11962: TRANSLATION,
  12047: INHERITANCE_REFUSAL,
  15003: SPOUSE_CONSENT,
  15034: travelTemplate(false),
  15035: travelTemplate(true),
} as const;
