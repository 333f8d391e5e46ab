import type { Ctx } from './context.js';
import { consentClauses, copiesClause, costsClause, readAloudClause, representativeClauses } from './common.js';
import type { ActTemplate, Body } from './types.js';
import { paymentMethodWords } from './vocabulary.js';

/**
 * The contracts: vehicle sale (1) and gift (4), pledge (9, 11680), leasing
 * (11720), rent (15025), deposit (15018). Clauses follow the usual structure
 * of a notarial contract in Uzbekistan (subject, price, obligations, final
 * provisions); only article 386 of the Civil Code (sale) is cited by number.
 */

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null);

/**
 * A sale's payment (the subject's payment block: method, prepayment, own
 * funds, credit sum, remainder; the credit organisation), worded.
 */
function paymentOf(c: Ctx): { method: string | null; prepayment: string | null; ownFunds: string | null; remainder: string | null; credit: string | null; bank: string | null } {
  const subject = c.model.subjects.find((s) => s.payment);
  const p = (subject?.payment ?? {}) as Record<string, unknown>;
  const bank = str(((subject?.credit ?? {}) as Record<string, unknown>).organisation);
  const method = str(p.method);
  const remainder = c.money(str(p.remainder));
  return {
    method: method ? paymentMethodWords(c, method) : null,
    prepayment: c.money(str(p.prepayment)),
    ownFunds: c.money(str(p.ownFunds)),
    remainder: remainder && Number(p.remainder) > 0 ? remainder : null,
    credit: c.money(str(p.creditSum)),
    bank,
  };
}

function period(c: Ctx): { from: string | null; to: string | null } {
  return { from: c.day(c.model.act.termFrom), to: c.day(c.model.act.termTo) };
}

// --- 1: vehicle sale ---------------------------------------------------------------------

const SALE: ActTemplate = {
  inscription: 'contract',
  signers: ['seller', 'buyer'],
  uz(c): Body {
    const { t } = c;
    const pay = paymentOf(c);
    return {
      preamble: [
        t`Biz, quyida imzo chekuvchilar: ${c.persons('seller')}, bundan buyon «Sotuvchi» deb yuritiladi, bir tomondan, va ${c.persons('buyer')}, bundan buyon «Xaridor» deb yuritiladi, ikkinchi tomondan, ushbu shartnomani quyidagilar haqida tuzdik:`,
      ],
      sections: [
        {
          heading: t`SHARTNOMA PREDMETI`,
          clauses: [
            t`Sotuvchi quyidagi transport vositasini Xaridorning mulkiga sotadi, Xaridor esa uni qabul qiladi va uning narxini to'laydi: ${c.subjects()}.`,
            t`Sotuvchi transport vositasi shartnoma tuzilgan kunga qadar hech kimga sotilmaganligi, hadya qilinmaganligi, garovga qo'yilmaganligi, nizoli emasligi, hibs va taqiq ostida emasligini kafolatlaydi.`,
          ],
        },
        {
          heading: t`NARX VA HISOB-KITOB TARTIBI`,
          clauses: [
            t`Tomonlarning kelishuviga ko'ra transport vositasining narxi ${c.price ?? c.blank} etib belgilandi. Tomonlar ushbu narx haqiqiy kelishilgan narx ekanligini tasdiqlaydilar.`,
            pay.prepayment || pay.credit || pay.ownFunds || pay.remainder
              ? t`Hisob-kitob tartibi${pay.method ? ` (${pay.method})` : ''}: ${[pay.prepayment ? t`oldindan to'lov ${pay.prepayment}` : null, pay.ownFunds ? t`o'z mablag'lari hisobidan ${pay.ownFunds}` : null, pay.credit ? t`${pay.bank ? t`${pay.bank} tomonidan berilgan ` : ''}kredit mablag'lari hisobidan ${pay.credit}` : null, pay.remainder ? t`qolgan qismi ${pay.remainder} shartnoma tasdiqlangandan so'ng to'lanadi` : null].filter(Boolean).join('; ')}.`
              : t`Xaridor transport vositasining narxini Sotuvchiga ushbu shartnoma imzolangunga qadar to'liq to'ladi${pay.method ? t` (${pay.method})` : ''}; tomonlarning bir-biriga hisob-kitob bo'yicha da'volari yo'q.`,
          ],
        },
        {
          heading: t`TOMONLARNING MAJBURIYATLARI`,
          clauses: [
            t`Sotuvchi transport vositasini uning qayd etish guvohnomasi (texnik pasporti), kalitlari va unga tegishli boshqa hujjatlar bilan birga shartnoma notarial tasdiqlangan kuni Xaridorga topshirish majburiyatini oladi.`,
            t`Xaridor transport vositasini qabul qilish va uni qonunchilikda belgilangan muddatda Yo'l harakati xavfsizligi xizmati organlarida o'z nomiga ro'yxatdan o'tkazish majburiyatini oladi.`,
            t`Transport vositasining tasodifan nobud bo'lishi yoki shikastlanishi xavfi u Xaridorga topshirilgan paytdan e'tiboran Xaridorga o'tadi.`,
          ],
        },
        {
          heading: t`YAKUNIY QOIDALAR`,
          clauses: [
            t`Tomonlarga O'zbekiston Respublikasi Fuqarolik kodeksining 386-moddasi va oldi-sotdi to'g'risidagi boshqa normalarining mazmuni notarius tomonidan tushuntirildi.`,
            ...consentClauses(c, 'seller'),
            ...representativeClauses(c),
            costsClause(c, 'buyer'),
            readAloudClause(c, 'contract'),
            copiesClause(c),
          ],
        },
      ],
    };
  },
  ru(c): Body {
    const pay = paymentOf(c);
    return {
      preamble: [
        `Мы, нижеподписавшиеся: ${c.persons('seller')}, именуемый(ая) в дальнейшем «Продавец», с одной стороны, и ${c.persons('buyer')}, именуемый(ая) в дальнейшем «Покупатель», с другой стороны, заключили настоящий договор о нижеследующем:`,
      ],
      sections: [
        {
          heading: 'ПРЕДМЕТ ДОГОВОРА',
          clauses: [
            `Продавец продаёт, а Покупатель покупает в собственность и оплачивает следующее транспортное средство: ${c.subjects()}.`,
            'Продавец гарантирует, что до заключения настоящего договора транспортное средство никому не продано, не подарено, не заложено, в споре, под арестом и запретом не состоит.',
          ],
        },
        {
          heading: 'ЦЕНА И ПОРЯДОК РАСЧЁТОВ',
          clauses: [
            `По соглашению сторон цена транспортного средства составляет ${c.price ?? c.blank}. Стороны подтверждают, что указанная цена является действительной согласованной ценой.`,
            pay.prepayment || pay.credit || pay.ownFunds || pay.remainder
              ? `Порядок расчётов${pay.method ? ` (${pay.method})` : ''}: ${[pay.prepayment ? `предоплата ${pay.prepayment}` : null, pay.ownFunds ? `за счёт собственных средств ${pay.ownFunds}` : null, pay.credit ? `за счёт кредитных средств${pay.bank ? `, предоставленных ${pay.bank},` : ''} ${pay.credit}` : null, pay.remainder ? `остаток ${pay.remainder} уплачивается после удостоверения договора` : null].filter(Boolean).join('; ')}.`
              : `Покупатель уплатил Продавцу цену транспортного средства полностью до подписания настоящего договора${pay.method ? ` (${pay.method})` : ''}; претензий по расчётам стороны друг к другу не имеют.`,
          ],
        },
        {
          heading: 'ОБЯЗАННОСТИ СТОРОН',
          clauses: [
            'Продавец обязуется передать Покупателю транспортное средство вместе со свидетельством о регистрации (техническим паспортом), ключами и иными относящимися к нему документами в день нотариального удостоверения договора.',
            'Покупатель обязуется принять транспортное средство и в установленный законодательством срок зарегистрировать его на своё имя в органах Службы безопасности дорожного движения.',
            'Риск случайной гибели или случайного повреждения транспортного средства переходит к Покупателю с момента его передачи Покупателю.',
          ],
        },
        {
          heading: 'ЗАКЛЮЧИТЕЛЬНЫЕ ПОЛОЖЕНИЯ',
          clauses: [
            'Нотариусом сторонам разъяснено содержание статьи 386 Гражданского кодекса Республики Узбекистан и иных норм о купле-продаже.',
            ...consentClauses(c, 'seller'),
            ...representativeClauses(c),
            costsClause(c, 'buyer'),
            readAloudClause(c, 'contract'),
            copiesClause(c),
          ],
        },
      ],
    };
  },
};

// --- 4: vehicle gift ---------------------------------------------------------------------

function kinshipOf(c: Ctx): string | null {
  return c.partiesOf('donee').map((p) => p.kinship).find((k): k is string => Boolean(k)) ?? null;
}

const GIFT: ActTemplate = {
  inscription: 'contract',
  signers: ['giver', 'donee'],
  uz(c): Body {
    const { t } = c;
    const kinship = kinshipOf(c);
    return {
      preamble: [
        t`Biz, quyida imzo chekuvchilar: ${c.persons('giver')}, bundan buyon «Hadya qiluvchi» deb yuritiladi, bir tomondan, va ${c.persons('donee')}, bundan buyon «Hadya oluvchi» deb yuritiladi, ikkinchi tomondan, ushbu shartnomani quyidagilar haqida tuzdik:`,
      ],
      sections: [
        {
          heading: t`SHARTNOMA PREDMETI`,
          clauses: [
            t`Hadya qiluvchi quyidagi transport vositasini Hadya oluvchiga bepul mulk qilib beradi (hadya qiladi), Hadya oluvchi esa uni minnatdorchilik bilan qabul qiladi: ${c.subjects()}.`,
            ...(c.price ? [t`Transport vositasi tomonlar tomonidan ${c.price} miqdorida baholandi.`] : []),
            ...(kinship ? [t`Tomonlar o'rtasidagi qarindoshlik: Hadya oluvchi Hadya qiluvchiga nisbatan — ${kinship}.`] : []),
            t`Hadya qiluvchi transport vositasi shartnoma tuzilgan kunga qadar hech kimga sotilmaganligi, hadya qilinmaganligi, garovga qo'yilmaganligi, nizoli emasligi, hibs va taqiq ostida emasligini kafolatlaydi.`,
          ],
        },
        {
          heading: t`TOMONLARNING MAJBURIYATLARI`,
          clauses: [
            t`Hadya qiluvchi transport vositasini uning qayd etish guvohnomasi (texnik pasporti), kalitlari va boshqa hujjatlari bilan birga shartnoma notarial tasdiqlangan kuni Hadya oluvchiga topshiradi.`,
            t`Hadya oluvchi transport vositasini qonunchilikda belgilangan muddatda Yo'l harakati xavfsizligi xizmati organlarida o'z nomiga ro'yxatdan o'tkazish majburiyatini oladi.`,
            t`Hadya qiluvchi Hadya oluvchiga transport vositasining o'ziga ma'lum bo'lgan kamchiliklari to'g'risida xabar berdi.`,
          ],
        },
        {
          heading: t`YAKUNIY QOIDALAR`,
          clauses: [
            t`Tomonlarga hadya shartnomasining huquqiy oqibatlari, shu jumladan hadyani bekor qilish asoslari notarius tomonidan tushuntirildi.`,
            ...consentClauses(c, 'giver'),
            ...representativeClauses(c),
            costsClause(c, 'donee'),
            readAloudClause(c, 'contract'),
            copiesClause(c),
          ],
        },
      ],
    };
  },
  ru(c): Body {
    const kinship = kinshipOf(c);
    return {
      preamble: [
        `Мы, нижеподписавшиеся: ${c.persons('giver')}, именуемый(ая) в дальнейшем «Даритель», с одной стороны, и ${c.persons('donee')}, именуемый(ая) в дальнейшем «Одаряемый», с другой стороны, заключили настоящий договор о нижеследующем:`,
      ],
      sections: [
        {
          heading: 'ПРЕДМЕТ ДОГОВОРА',
          clauses: [
            `Даритель безвозмездно передаёт (дарит) в собственность Одаряемому, а Одаряемый с благодарностью принимает следующее транспортное средство: ${c.subjects()}.`,
            ...(c.price ? [`Транспортное средство оценено сторонами в ${c.price}.`] : []),
            ...(kinship ? [`Родство сторон: Одаряемый по отношению к Дарителю — ${kinship}.`] : []),
            'Даритель гарантирует, что до заключения настоящего договора транспортное средство никому не продано, не подарено, не заложено, в споре, под арестом и запретом не состоит.',
          ],
        },
        {
          heading: 'ОБЯЗАННОСТИ СТОРОН',
          clauses: [
            'Даритель передаёт Одаряемому транспортное средство вместе со свидетельством о регистрации (техническим паспортом), ключами и иными документами в день нотариального удостоверения договора.',
            'Одаряемый обязуется в установленный законодательством срок зарегистрировать транспортное средство на своё имя в органах Службы безопасности дорожного движения.',
            'Даритель сообщил Одаряемому об известных ему недостатках транспортного средства.',
          ],
        },
        {
          heading: 'ЗАКЛЮЧИТЕЛЬНЫЕ ПОЛОЖЕНИЯ',
          clauses: [
            'Нотариусом сторонам разъяснены правовые последствия договора дарения, в том числе основания отмены дарения.',
            ...consentClauses(c, 'giver'),
            ...representativeClauses(c),
            costsClause(c, 'donee'),
            readAloudClause(c, 'contract'),
            copiesClause(c),
          ],
        },
      ],
    };
  },
};

// --- 9, 11680: pledge --------------------------------------------------------------------

function securedObligation(c: Ctx): string | null {
  const credit = c.model.act.credit ?? {};
  const ru = c.lang === 'ru';
  const t = c.t;
  const sum = c.money(credit.sum ?? c.model.act.loanSum);
  const term = credit.term ?? c.model.act.loanTerm;
  const bits = [
    credit.contractNumber || credit.date
      ? ru
        ? `кредитный (заёмный) договор${credit.contractNumber ? ` № ${credit.contractNumber}` : ''}${credit.date ? ` от ${c.day(credit.date)}` : ''}`
        : t`${credit.date ? t`${c.day(credit.date)} dagi ` : ''}${credit.contractNumber ? t`${credit.contractNumber}-sonli ` : ''}kredit (qarz) shartnomasi`
      : null,
    sum ? (ru ? `сумма ${sum}` : t`summasi ${sum}`) : null,
    credit.percent !== undefined && credit.percent !== null ? (ru ? `${credit.percent}% годовых` : t`yillik ${credit.percent} foiz`) : null,
    term ? (ru ? `срок ${term} мес.` : t`muddati ${term} oy`) : null,
    credit.purpose ? (ru ? `цель: ${credit.purpose}` : t`maqsadi: ${credit.purpose}`) : null,
  ].filter(Boolean);
  return bits.length ? bits.join(', ') : null;
}

/** The pledged value: the act's sum (the price block of a pledge), else the subjects' appraisal or price. */
function pledgeValue(c: Ctx): string | null {
  if (c.model.act.sum) return c.money(c.model.act.sum);
  const appraised = c.model.subjects.map((s) => s.appraisalPrice ?? s.price).filter(Boolean);
  return appraised.length ? c.money(appraised.reduce((a, b) => a + Number(b), 0)) : null;
}

const PLEDGE: ActTemplate = {
  inscription: 'contract',
  signers: ['pledgor', 'pledgee'],
  uz(c): Body {
    const { t } = c;
    const obligation = securedObligation(c);
    const value = pledgeValue(c);
    return {
      preamble: [
        t`Biz, quyida imzo chekuvchilar: ${c.persons('pledgor')}, bundan buyon «Garovga qo'yuvchi» deb yuritiladi, bir tomondan, va ${c.persons('pledgee')}, bundan buyon «Garovga oluvchi» deb yuritiladi, ikkinchi tomondan, ushbu shartnomani quyidagilar haqida tuzdik:`,
      ],
      sections: [
        {
          heading: t`SHARTNOMA PREDMETI`,
          clauses: [
            t`Garovga qo'yuvchi quyidagi majburiyatning bajarilishini ta'minlash uchun o'ziga mulk huquqi asosida tegishli bo'lgan mol-mulkni garovga qo'yadi: ${c.subjects()}.`,
            t`Garov bilan ta'minlangan majburiyat: ${obligation ?? c.blank}.`,
            t`Garov predmeti tomonlarning kelishuviga ko'ra ${value ?? c.blank} miqdorida baholandi.`,
            t`Garov predmeti Garovga qo'yuvchining egaligida va foydalanishida qoladi.`,
          ],
        },
        {
          heading: t`TOMONLARNING HUQUQ VA MAJBURIYATLARI`,
          clauses: [
            t`Garovga qo'yuvchi Garovga oluvchining yozma roziligisiz garov predmetini begonalashtirishga, qayta garovga qo'yishga, ijaraga berishga yoki boshqacha tasarruf etishga haqli emas.`,
            t`Garovga qo'yuvchi garov predmetini saqlash, uni yaroqli holatda tutish, uning nobud bo'lishi yoki shikastlanishi xavfi to'g'risida Garovga oluvchiga darhol xabar berish majburiyatini oladi.`,
            t`Garovga oluvchi garov predmetining mavjudligi va holatini hujjatlar bo'yicha va amalda tekshirishga haqli.`,
            t`Ta'minlangan majburiyat bajarilmagan yoki lozim darajada bajarilmagan taqdirda Garovga oluvchi qonunchilikda belgilangan tartibda garov predmeti qiymatidan boshqa kreditorlarga nisbatan ustuvor qanoatlantirish olishga haqli.`,
          ],
        },
        {
          heading: t`YAKUNIY QOIDALAR`,
          clauses: [
            t`Garov ta'minlangan majburiyat to'liq bajarilgandan so'ng bekor bo'ladi. Ushbu shartnoma tasdiqlanishi bilan notarius tomonidan garov predmetini begonalashtirishga taqiq qo'yiladi; taqiq majburiyat bajarilgani to'g'risida Garovga oluvchining xabari asosida olinadi.`,
            ...consentClauses(c, 'pledgor'),
            ...representativeClauses(c),
            costsClause(c, 'pledgor'),
            readAloudClause(c, 'contract'),
            copiesClause(c),
          ],
        },
      ],
    };
  },
  ru(c): Body {
    const obligation = securedObligation(c);
    const value = pledgeValue(c);
    return {
      preamble: [
        `Мы, нижеподписавшиеся: ${c.persons('pledgor')}, именуемый(ая) в дальнейшем «Залогодатель», с одной стороны, и ${c.persons('pledgee')}, именуемый(ая) в дальнейшем «Залогодержатель», с другой стороны, заключили настоящий договор о нижеследующем:`,
      ],
      sections: [
        {
          heading: 'ПРЕДМЕТ ДОГОВОРА',
          clauses: [
            `В обеспечение исполнения указанного ниже обязательства Залогодатель передаёт в залог принадлежащее ему на праве собственности имущество: ${c.subjects()}.`,
            `Обеспечиваемое залогом обязательство: ${obligation ?? c.blank}.`,
            `По соглашению сторон предмет залога оценён в ${value ?? c.blank}.`,
            'Предмет залога остаётся во владении и пользовании Залогодателя.',
          ],
        },
        {
          heading: 'ПРАВА И ОБЯЗАННОСТИ СТОРОН',
          clauses: [
            'Залогодатель не вправе без письменного согласия Залогодержателя отчуждать предмет залога, передавать его в последующий залог, в аренду или иным образом им распоряжаться.',
            'Залогодатель обязуется сохранять предмет залога, содержать его в исправном состоянии и немедленно сообщать Залогодержателю об угрозе его утраты или повреждения.',
            'Залогодержатель вправе проверять по документам и фактически наличие и состояние предмета залога.',
            'В случае неисполнения или ненадлежащего исполнения обеспеченного обязательства Залогодержатель вправе в установленном законодательством порядке получить удовлетворение из стоимости предмета залога преимущественно перед другими кредиторами.',
          ],
        },
        {
          heading: 'ЗАКЛЮЧИТЕЛЬНЫЕ ПОЛОЖЕНИЯ',
          clauses: [
            'Залог прекращается с полным исполнением обеспеченного обязательства. С удостоверением настоящего договора нотариус налагает запрет на отчуждение предмета залога; запрет снимается по сообщению Залогодержателя об исполнении обязательства.',
            ...consentClauses(c, 'pledgor'),
            ...representativeClauses(c),
            costsClause(c, 'pledgor'),
            readAloudClause(c, 'contract'),
            copiesClause(c),
          ],
        },
      ],
    };
  },
};

// --- 11720: leasing ----------------------------------------------------------------------

const LEASING: ActTemplate = {
  inscription: 'contract',
  signers: ['lessor', 'lessee'],
  uz(c): Body {
    const { t } = c;
    const { from, to } = period(c);
    const act = c.model.act;
    return {
      preamble: [
        t`Biz, quyida imzo chekuvchilar: ${c.persons('lessor')}, bundan buyon «Lizing beruvchi» deb yuritiladi, bir tomondan, va ${c.persons('lessee')}, bundan buyon «Lizing oluvchi» deb yuritiladi, ikkinchi tomondan, ushbu lizing shartnomasini quyidagilar haqida tuzdik:`,
      ],
      sections: [
        {
          heading: t`SHARTNOMA PREDMETI`,
          clauses: [
            t`Lizing beruvchi quyidagi mol-mulkni (lizing obyektini) Lizing oluvchiga haq evaziga egalik qilish va foydalanish uchun beradi: ${c.subjects()}.`,
            t`Lizing muddati: ${from ?? c.blank} dan ${to ?? c.blank} gacha.`,
            ...(c.price ? [t`Lizing obyektining qiymati: ${c.price}.`] : []),
          ],
        },
        {
          heading: t`LIZING TO'LOVLARI`,
          clauses: [
            t`Lizing to'lovlarining umumiy summasi ${c.money(act.totalSum) ?? c.blank}ni tashkil etadi.`,
            t`Lizing oluvchi lizing to'lovlarini to'lovlar jadvaliga muvofiq har oyda ${c.money(act.sum) ?? c.blank} miqdorida to'laydi.`,
            t`To'lov muddati o'tkazib yuborilgan taqdirda Lizing oluvchi tomonlar kelishgan miqdorda penya to'laydi.`,
          ],
        },
        {
          heading: t`TOMONLARNING MAJBURIYATLARI`,
          clauses: [
            t`Lizing beruvchi lizing obyektini uchinchi shaxslarning huquqlaridan xoli holda, yaroqli holatda va barcha hujjatlari bilan topshiradi.`,
            t`Lizing oluvchi lizing obyektidan uning vazifasiga muvofiq foydalanadi, uni o'z hisobidan saqlaydi, ta'mirlaydi va sug'urta qiladi, Lizing beruvchining roziligisiz uni uchinchi shaxslarga foydalanishga bermaydi.`,
            t`Lizing muddati tugagach va barcha lizing to'lovlari to'liq to'langach, agar tomonlar boshqacha kelishmagan bo'lsa, lizing obyekti Lizing oluvchining mulkiga o'tadi.`,
          ],
        },
        {
          heading: t`YAKUNIY QOIDALAR`,
          clauses: [...consentClauses(c, 'lessor'), ...representativeClauses(c), costsClause(c, 'lessee'), readAloudClause(c, 'contract'), copiesClause(c)],
        },
      ],
    };
  },
  ru(c): Body {
    const { from, to } = period(c);
    const act = c.model.act;
    return {
      preamble: [
        `Мы, нижеподписавшиеся: ${c.persons('lessor')}, именуемый(ая) в дальнейшем «Лизингодатель», с одной стороны, и ${c.persons('lessee')}, именуемый(ая) в дальнейшем «Лизингополучатель», с другой стороны, заключили настоящий договор лизинга о нижеследующем:`,
      ],
      sections: [
        {
          heading: 'ПРЕДМЕТ ДОГОВОРА',
          clauses: [
            `Лизингодатель передаёт Лизингополучателю за плату во владение и пользование следующее имущество (предмет лизинга): ${c.subjects()}.`,
            `Срок лизинга: с ${from ?? c.blank} по ${to ?? c.blank}.`,
            ...(c.price ? [`Стоимость предмета лизинга: ${c.price}.`] : []),
          ],
        },
        {
          heading: 'ЛИЗИНГОВЫЕ ПЛАТЕЖИ',
          clauses: [
            `Общая сумма лизинговых платежей составляет ${c.money(act.totalSum) ?? c.blank}.`,
            `Лизингополучатель уплачивает лизинговые платежи ежемесячно в размере ${c.money(act.sum) ?? c.blank} согласно графику платежей.`,
            'При просрочке платежа Лизингополучатель уплачивает пеню в согласованном сторонами размере.',
          ],
        },
        {
          heading: 'ОБЯЗАННОСТИ СТОРОН',
          clauses: [
            'Лизингодатель передаёт предмет лизинга свободным от прав третьих лиц, в исправном состоянии и со всеми документами.',
            'Лизингополучатель использует предмет лизинга по назначению, за свой счёт содержит, ремонтирует и страхует его, не передаёт его в пользование третьим лицам без согласия Лизингодателя.',
            'По окончании срока лизинга и после уплаты всех лизинговых платежей предмет лизинга переходит в собственность Лизингополучателя, если стороны не договорились об ином.',
          ],
        },
        {
          heading: 'ЗАКЛЮЧИТЕЛЬНЫЕ ПОЛОЖЕНИЯ',
          clauses: [...consentClauses(c, 'lessor'), ...representativeClauses(c), costsClause(c, 'lessee'), readAloudClause(c, 'contract'), copiesClause(c)],
        },
      ],
    };
  },
};

// --- 15025: rent -------------------------------------------------------------------------

function rentTypeOf(c: Ctx): string | null {
  return str(c.model.act.proxy?.rentType);
}

const RENT: ActTemplate = {
  inscription: 'contract',
  signers: ['lessor', 'lessee'],
  uz(c): Body {
    const { t } = c;
    const { from, to } = period(c);
    const rentType = rentTypeOf(c);
    return {
      preamble: [
        t`Biz, quyida imzo chekuvchilar: ${c.persons('lessor')}, bundan buyon «Ijaraga beruvchi» deb yuritiladi, bir tomondan, va ${c.persons('lessee')}, bundan buyon «Ijarachi» deb yuritiladi, ikkinchi tomondan, ushbu ijara shartnomasini quyidagilar haqida tuzdik:`,
      ],
      sections: [
        {
          heading: t`SHARTNOMA PREDMETI`,
          clauses: [
            t`Ijaraga beruvchi quyidagi mol-mulkni Ijarachiga haq evaziga vaqtincha egalik qilish va foydalanish uchun beradi: ${c.subjects()}.`,
            ...(rentType ? [t`Ijara turi: ${rentType}.`] : []),
            t`Ijara muddati: ${from ?? c.blank} dan ${to ?? c.blank} gacha.`,
          ],
        },
        {
          heading: t`IJARA HAQI`,
          clauses: [
            t`Ijara haqi oyiga ${c.money(c.model.act.sum) ?? c.blank}ni tashkil etadi va har oyda, joriy oy uchun oldindan to'lanadi.`,
            ...(c.model.act.totalSum ? [t`Butun ijara muddati uchun ijara haqining umumiy summasi ${c.money(c.model.act.totalSum)}.`] : []),
            t`Kommunal xizmatlar va foydalanish bilan bog'liq joriy xarajatlarni Ijarachi to'laydi, agar tomonlar boshqacha kelishmagan bo'lsa.`,
          ],
        },
        {
          heading: t`TOMONLARNING MAJBURIYATLARI`,
          clauses: [
            t`Ijaraga beruvchi mol-mulkni shartnoma shartlari va vazifasiga mos holatda topshiradi va Ijarachining undan foydalanishiga to'sqinlik qilmaydi.`,
            t`Ijarachi mol-mulkdan uning vazifasiga muvofiq foydalanadi, uni saqlaydi, Ijaraga beruvchining roziligisiz qayta ijaraga bermaydi va qayta qurmaydi.`,
            t`Ijara muddati tugagach, Ijarachi mol-mulkni tabiiy eskirishni hisobga olgan holda olingan holatida qaytaradi.`,
          ],
        },
        {
          heading: t`YAKUNIY QOIDALAR`,
          clauses: [...consentClauses(c, 'lessor'), ...representativeClauses(c), costsClause(c, 'lessee'), readAloudClause(c, 'contract'), copiesClause(c)],
        },
      ],
    };
  },
  ru(c): Body {
    const { from, to } = period(c);
    const rentType = rentTypeOf(c);
    return {
      preamble: [
        `Мы, нижеподписавшиеся: ${c.persons('lessor')}, именуемый(ая) в дальнейшем «Арендодатель», с одной стороны, и ${c.persons('lessee')}, именуемый(ая) в дальнейшем «Арендатор», с другой стороны, заключили настоящий договор аренды о нижеследующем:`,
      ],
      sections: [
        {
          heading: 'ПРЕДМЕТ ДОГОВОРА',
          clauses: [
            `Арендодатель предоставляет Арендатору за плату во временное владение и пользование следующее имущество: ${c.subjects()}.`,
            ...(rentType ? [`Вид аренды: ${rentType}.`] : []),
            `Срок аренды: с ${from ?? c.blank} по ${to ?? c.blank}.`,
          ],
        },
        {
          heading: 'АРЕНДНАЯ ПЛАТА',
          clauses: [
            `Арендная плата составляет ${c.money(c.model.act.sum) ?? c.blank} в месяц и вносится ежемесячно авансом за текущий месяц.`,
            ...(c.model.act.totalSum ? [`Общая сумма арендной платы за весь срок аренды — ${c.money(c.model.act.totalSum)}.`] : []),
            'Коммунальные услуги и текущие расходы по содержанию оплачивает Арендатор, если стороны не договорились об ином.',
          ],
        },
        {
          heading: 'ОБЯЗАННОСТИ СТОРОН',
          clauses: [
            'Арендодатель передаёт имущество в состоянии, соответствующем условиям договора и назначению имущества, и не препятствует Арендатору в пользовании им.',
            'Арендатор пользуется имуществом по назначению, обеспечивает его сохранность, не сдаёт его в субаренду и не перестраивает без согласия Арендодателя.',
            'По окончании срока аренды Арендатор возвращает имущество в том состоянии, в котором он его получил, с учётом нормального износа.',
          ],
        },
        {
          heading: 'ЗАКЛЮЧИТЕЛЬНЫЕ ПОЛОЖЕНИЯ',
          clauses: [...consentClauses(c, 'lessor'), ...representativeClauses(c), costsClause(c, 'lessee'), readAloudClause(c, 'contract'), copiesClause(c)],
        },
      ],
    };
  },
};

// --- 15018: deposit ----------------------------------------------------------------------

function depositOf(c: Ctx): string | null {
  return c.money(c.model.act.sum ?? c.model.subjects.find((s) => s.sum)?.sum ?? null);
}

const DEPOSIT: ActTemplate = {
  inscription: 'contract',
  signers: ['payer', 'payee'],
  uz(c): Body {
    const { t } = c;
    const deadline = c.day(c.model.act.termTo);
    return {
      preamble: [
        t`Biz, quyida imzo chekuvchilar: ${c.persons('payer')}, bundan buyon «Zakalat beruvchi» deb yuritiladi, bir tomondan, va ${c.persons('payee')}, bundan buyon «Zakalat oluvchi» deb yuritiladi, ikkinchi tomondan, ushbu zakalat to'g'risidagi shartnomani quyidagilar haqida tuzdik:`,
      ],
      sections: [
        {
          heading: t`SHARTNOMA PREDMETI`,
          clauses: [
            t`Tomonlar ${deadline ?? c.blank} ga qadar quyidagi mol-mulkning oldi-sotdi shartnomasini tuzish majburiyatini oladilar: ${c.subjects()}.`,
            ...(c.price ? [t`Asosiy shartnoma bo'yicha mol-mulkning narxi ${c.price} etib kelishildi.`] : []),
            t`Asosiy shartnoma tuzilishini tasdiqlash va uning bajarilishini ta'minlash uchun Zakalat beruvchi Zakalat oluvchiga ${depositOf(c) ?? c.blank} miqdorida zakalat berdi; Zakalat oluvchi ushbu summani to'liq olganligini tasdiqlaydi.`,
          ],
        },
        {
          heading: t`TOMONLARNING JAVOBGARLIGI`,
          clauses: [
            t`Asosiy shartnoma tuzilgan taqdirda zakalat summasi mol-mulk narxi hisobiga o'tkaziladi.`,
            t`Asosiy shartnoma Zakalat beruvchining aybi bilan tuzilmasa, zakalat Zakalat oluvchida qoladi.`,
            t`Asosiy shartnoma Zakalat oluvchining aybi bilan tuzilmasa, u Zakalat beruvchiga zakalatni ikki baravar miqdorida qaytaradi.`,
            t`Asosiy shartnoma tomonlardan hech birining aybisiz tuzilmasa, zakalat to'liq qaytariladi.`,
          ],
        },
        {
          heading: t`YAKUNIY QOIDALAR`,
          clauses: [...consentClauses(c, 'payee'), ...representativeClauses(c), costsClause(c, 'payer'), readAloudClause(c, 'contract'), copiesClause(c)],
        },
      ],
    };
  },
  ru(c): Body {
    const deadline = c.day(c.model.act.termTo);
    return {
      preamble: [
        `Мы, нижеподписавшиеся: ${c.persons('payer')}, именуемый(ая) в дальнейшем «Задаткодатель», с одной стороны, и ${c.persons('payee')}, именуемый(ая) в дальнейшем «Задаткополучатель», с другой стороны, заключили настоящее соглашение о задатке о нижеследующем:`,
      ],
      sections: [
        {
          heading: 'ПРЕДМЕТ СОГЛАШЕНИЯ',
          clauses: [
            `Стороны обязуются в срок до ${deadline ?? c.blank} заключить договор купли-продажи следующего имущества: ${c.subjects()}.`,
            ...(c.price ? [`Цена имущества по основному договору согласована в размере ${c.price}.`] : []),
            `В доказательство заключения основного договора и в обеспечение его исполнения Задаткодатель передал Задаткополучателю задаток в размере ${depositOf(c) ?? c.blank}; Задаткополучатель подтверждает получение этой суммы полностью.`,
          ],
        },
        {
          heading: 'ОТВЕТСТВЕННОСТЬ СТОРОН',
          clauses: [
            'При заключении основного договора сумма задатка засчитывается в счёт цены имущества.',
            'Если основной договор не заключён по вине Задаткодателя, задаток остаётся у Задаткополучателя.',
            'Если основной договор не заключён по вине Задаткополучателя, он возвращает Задаткодателю задаток в двойном размере.',
            'Если основной договор не заключён не по вине сторон, задаток возвращается полностью.',
          ],
        },
        {
          heading: 'ЗАКЛЮЧИТЕЛЬНЫЕ ПОЛОЖЕНИЯ',
          clauses: [...consentClauses(c, 'payee'), ...representativeClauses(c), costsClause(c, 'payer'), readAloudClause(c, 'contract'), copiesClause(c)],
        },
      ],
    };
  },
};

export const CONTRACT_TEMPLATES = { 1: SALE, 4: GIFT, 9: PLEDGE, 11680: PLEDGE, 11720: LEASING, 15025: RENT, 15018: DEPOSIT } as const;
