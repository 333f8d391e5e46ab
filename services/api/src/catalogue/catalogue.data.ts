import type { ActTypeId } from '@notary/domain/act';

/**
 * The services catalogue as the ministry's dictionary delivers it (the demo
 * copy the catalogue adapter serves): six action groups and one service per
 * act type of spec/acts-domain.md 3. Texts are written in Uzbek Latin and
 * Russian; the Uzbek Cyrillic text is the Latin one transliterated when the
 * catalogue is loaded (the two Uzbek scripts map letter for letter).
 * Legal references name the Civil Code of the Republic of Uzbekistan (FK /
 * ГК) and the Law "On the notariat" (1996).
 */
export type Bilingual = { oz: string; ru: string };
export type BilingualList = { oz: string[]; ru: string[] };

export type ServiceGroupData = { id: number; icon: string; name: Bilingual };
export type ServiceData = {
  id: ActTypeId;
  groupId: number;
  name: Bilingual;
  legal: Bilingual;
  simple: Bilingual;
  documents: BilingualList;
  participants: BilingualList;
  duration: Bilingual;
  result: Bilingual;
  conditions: Bilingual;
  related: ActTypeId[];
};

export const SERVICE_GROUPS: ServiceGroupData[] = [
  { id: 1, icon: 'car', name: { oz: 'Transport vositalari bilan bitimlar', ru: 'Сделки с транспортными средствами' } },
  { id: 2, icon: 'signature', name: { oz: 'Ishonchnomalar', ru: 'Доверенности' } },
  { id: 3, icon: 'lock', name: { oz: "Garov va majburiyatlarni ta'minlash", ru: 'Залог и обеспечение обязательств' } },
  { id: 4, icon: 'building', name: { oz: 'Ijara va lizing', ru: 'Аренда и лизинг' } },
  { id: 5, icon: 'users', name: { oz: 'Oilaviy masalalar va roziliklar', ru: 'Семейные вопросы и согласия' } },
  { id: 6, icon: 'stamp', name: { oz: 'Meros va boshqa notarial harakatlar', ru: 'Наследство и иные нотариальные действия' } },
];

const PASSPORT: Bilingual = { oz: 'Shaxsni tasdiqlovchi hujjat (pasport yoki ID-karta)', ru: 'Документ, удостоверяющий личность (паспорт или ID-карта)' };
const TECH_PASSPORT: Bilingual = { oz: "Transport vositasini qayd etish guvohnomasi (texnik pasport)", ru: 'Свидетельство о регистрации транспортного средства (техпаспорт)' };
const SPOUSE_CONSENT: Bilingual = {
  oz: "Er (xotin)ning notarial tasdiqlangan roziligi (mol-mulk nikoh davrida olingan bo'lsa)",
  ru: 'Нотариально удостоверенное согласие супруга (если имущество приобретено в браке)',
};
const OWNERSHIP_DOC: Bilingual = { oz: "Mulk huquqini tasdiqlovchi hujjat (kadastr pasporti yoki ko'chirma)", ru: 'Документ, подтверждающий право собственности (кадастровый паспорт или выписка)' };

function list(...items: Bilingual[]): BilingualList {
  return { oz: items.map((i) => i.oz), ru: items.map((i) => i.ru) };
}

const ON_THE_SPOT: Bilingual = { oz: "Murojaat kuni, o'rtacha 30–60 daqiqa", ru: 'В день обращения, в среднем 30–60 минут' };
const ONE_DAY: Bilingual = { oz: "1 ish kuni (hujjatlar to'liq bo'lsa, murojaat kuni)", ru: '1 рабочий день (при полном пакете документов — в день обращения)' };
const ONLINE_NOTE: Bilingual = {
  oz: "Portal orqali arizani oldindan tayyorlash, notariusni tanlash va to'lovni onlayn amalga oshirish mumkin. Davlat boji va notarius xizmati haqi kalkulyatorda hisoblanadi.",
  ru: 'Через портал можно заранее подготовить заявку, выбрать нотариуса и оплатить онлайн. Госпошлина и плата за услуги нотариуса рассчитываются в калькуляторе.',
};

export const SERVICES: ServiceData[] = [
  {
    id: 1,
    groupId: 1,
    name: { oz: "Transport vositasining oldi-sotdi shartnomasini tasdiqlash", ru: 'Удостоверение договора купли-продажи транспортного средства' },
    legal: {
      oz: "O'zbekiston Respublikasi Fuqarolik kodeksining oldi-sotdi shartnomasi to'g'risidagi normalari (386-modda va keyingi moddalar) hamda \"Notariat to'g'risida\"gi Qonunga muvofiq, sotuvchi transport vositasini xaridorning mulkiga topshirish, xaridor esa uni qabul qilib, kelishilgan narxni to'lash majburiyatini oladi. Shartnoma notarial tasdiqlanadi va davlat ro'yxatidan o'tkazish uchun asos bo'ladi.",
      ru: 'В соответствии с нормами Гражданского кодекса Республики Узбекистан о купле-продаже (статья 386 и следующие) и Законом «О нотариате» продавец обязуется передать транспортное средство в собственность покупателя, а покупатель — принять его и уплатить согласованную цену. Договор удостоверяется нотариально и служит основанием для государственной перерегистрации.',
    },
    simple: {
      oz: "Avtomobilingizni sotmoqchi yoki sotib olmoqchimisiz? Notarius shartnomani tuzadi, tomonlarning shaxsi va mashinaga taqiqlar yo'qligini tekshiradi va bitimni tasdiqlaydi.",
      ru: 'Продаёте или покупаете автомобиль? Нотариус составит договор, проверит личности сторон и отсутствие запретов на машину и удостоверит сделку.',
    },
    documents: list(PASSPORT, TECH_PASSPORT, SPOUSE_CONSENT, {
      oz: "Transport vositasi umumiy mulkda bo'lsa — boshqa mulkdorlarning roziligi",
      ru: 'Если транспортное средство в общей собственности — согласие других собственников',
    }),
    participants: { oz: ['Sotuvchi', 'Xaridor', "Sotuvchining turmush o'rtog'i (rozilik beruvchi)"], ru: ['Продавец', 'Покупатель', 'Супруг продавца (дающий согласие)'] },
    duration: ON_THE_SPOT,
    result: { oz: "Notarial tasdiqlangan oldi-sotdi shartnomasi; transport vositasi YHXX organlarida yangi egasi nomiga qayta ro'yxatdan o'tkaziladi", ru: 'Нотариально удостоверенный договор купли-продажи; транспортное средство перерегистрируется на нового владельца в органах ГСБДД' },
    conditions: {
      oz: "Transport vositasida taqiq, hibs yoki to'lanmagan jarimalar bo'lmasligi kerak. Sotuvchining majburiy ijro byurosi oldida qarzi bo'lmasligi lozim. Narx raqam va so'z bilan ko'rsatiladi. " + ONLINE_NOTE.oz,
      ru: 'На транспортном средстве не должно быть запретов, арестов или неоплаченных штрафов. У продавца не должно быть долга перед Бюро принудительного исполнения. Цена указывается цифрами и прописью. ' + ONLINE_NOTE.ru,
    },
    related: [4, 101, 9],
  },
  {
    id: 4,
    groupId: 1,
    name: { oz: 'Transport vositasini hadya qilish shartnomasini tasdiqlash', ru: 'Удостоверение договора дарения транспортного средства' },
    legal: {
      oz: "Fuqarolik kodeksining hadya shartnomasi to'g'risidagi normalari (502-modda va keyingi moddalar)ga muvofiq, hadya qiluvchi transport vositasini hadya oluvchiga bepul mulk qilib beradi. Yaqin qarindoshlar o'rtasidagi hadyada davlat boji kamaytirilgan stavkada undiriladi.",
      ru: 'В соответствии с нормами Гражданского кодекса о дарении (статья 502 и следующие) даритель безвозмездно передаёт транспортное средство в собственность одаряемого. При дарении между близкими родственниками госпошлина взимается по сниженной ставке.',
    },
    simple: {
      oz: "Mashinani qarindoshingiz yoki boshqa shaxsga tekinga berish. Yaqin qarindoshlarga hadya qilishda davlat boji atigi 5 foizni tashkil etadi.",
      ru: 'Безвозмездная передача машины родственнику или другому лицу. При дарении близким родственникам госпошлина составляет всего 5 процентов.',
    },
    documents: list(PASSPORT, TECH_PASSPORT, SPOUSE_CONSENT, {
      oz: "Qarindoshlikni tasdiqlovchi hujjatlar (tug'ilganlik yoki nikoh guvohnomasi) — imtiyoz qo'llanganda",
      ru: 'Документы о родстве (свидетельство о рождении или браке) — при применении льготы',
    }),
    participants: { oz: ['Hadya qiluvchi', 'Hadya oluvchi'], ru: ['Даритель', 'Одаряемый'] },
    duration: ON_THE_SPOT,
    result: { oz: 'Notarial tasdiqlangan hadya shartnomasi', ru: 'Нотариально удостоверенный договор дарения' },
    conditions: {
      oz: "Qarindoshlik fuqarolik holati dalolatnomalari reyestri orqali tekshiriladi. Transport vositasida taqiq va jarimalar bo'lmasligi kerak. " + ONLINE_NOTE.oz,
      ru: 'Родство проверяется по реестру актов гражданского состояния. На транспортном средстве не должно быть запретов и штрафов. ' + ONLINE_NOTE.ru,
    },
    related: [1, 101],
  },
  {
    id: 101,
    groupId: 2,
    name: { oz: 'Transport vositasini boshqarish va tasarruf etish uchun ishonchnoma', ru: 'Доверенность на управление и распоряжение транспортным средством' },
    legal: {
      oz: "Fuqarolik kodeksining ishonchnoma to'g'risidagi normalari (134–141-moddalar)ga muvofiq, ishonch bildiruvchi ishonchli vakilga o'z nomidan transport vositasini boshqarish, undan foydalanish va (ko'rsatilgan bo'lsa) uni tasarruf etish vakolatini beradi. Ishonchnoma faqat transport vositasiga oid.",
      ru: 'В соответствии с нормами Гражданского кодекса о доверенности (статьи 134–141) доверитель уполномочивает представителя от своего имени управлять транспортным средством, пользоваться им и (если указано) распоряжаться им. Доверенность касается только транспортного средства.',
    },
    simple: {
      oz: "Mashinangizni boshqa kishi boshqarishi yoki siz nomingizdan ish yuritishi uchun. Yaqin qarindoshga berilganda davlat boji 50 foizga kamayadi.",
      ru: 'Чтобы вашей машиной управлял другой человек или действовал от вашего имени. При выдаче близкому родственнику госпошлина снижается на 50 процентов.',
    },
    documents: list(PASSPORT, TECH_PASSPORT, { oz: "Ishonchli vakilning pasport ma'lumotlari (JShShIR)", ru: 'Паспортные данные представителя (ПИНФЛ)' }),
    participants: { oz: ['Ishonch bildiruvchi', 'Ishonchli vakil'], ru: ['Доверитель', 'Представитель'] },
    duration: ON_THE_SPOT,
    result: { oz: "Notarial tasdiqlangan ishonchnoma; u ishonchnomalar reyestriga kiritiladi va portalda tekshirilishi mumkin", ru: 'Нотариально удостоверенная доверенность; она вносится в реестр доверенностей и проверяется на портале' },
    conditions: {
      oz: "Amal qilish muddati ko'rsatilmasa, ishonchnoma bir yil amal qiladi. Qayta ishonch berish (o'tkazish) huquqi alohida ko'rsatiladi; qayta berilgan ishonchnoma asosiysidan uzoq amal qila olmaydi. Ishonch bildiruvchi ishonchnomani istalgan vaqtda bekor qilishi mumkin.",
      ru: 'Если срок не указан, доверенность действует один год. Право передоверия указывается отдельно; доверенность в порядке передоверия не может действовать дольше основной. Доверитель может отменить доверенность в любое время.',
    },
    related: [105, 11651, 1],
  },
  {
    id: 105,
    groupId: 2,
    name: { oz: "Ko'chmas mulk bo'yicha ishonchnoma", ru: 'Доверенность по вопросам недвижимого имущества' },
    legal: {
      oz: "Fuqarolik kodeksining 134–141-moddalariga muvofiq, ishonch bildiruvchi vakilga ko'chmas mulk bo'yicha davlat organlari, kadastr va kommunal xizmatlarda o'z manfaatlarini ifodalash vakolatini beradi. Ushbu turdagi ishonchnoma mulkni tasarruf etish (sotish, hadya qilish) huquqini bermaydi.",
      ru: 'В соответствии со статьями 134–141 Гражданского кодекса доверитель уполномочивает представителя представлять его интересы по недвижимому имуществу в государственных органах, кадастре и коммунальных службах. Доверенность этого вида не даёт права распоряжаться имуществом (продавать, дарить).',
    },
    simple: {
      oz: "Uyingiz yoki yer uchastkangiz bo'yicha hujjatlarni boshqa kishi rasmiylashtirishi uchun: kadastr, kommunal to'lovlar, ruxsatnomalar.",
      ru: 'Чтобы другой человек оформлял документы по вашему дому или участку: кадастр, коммунальные платежи, разрешения.',
    },
    documents: list(PASSPORT, OWNERSHIP_DOC, { oz: "Ishonchli vakilning pasport ma'lumotlari", ru: 'Паспортные данные представителя' }),
    participants: { oz: ['Ishonch bildiruvchi', 'Ishonchli vakil'], ru: ['Доверитель', 'Представитель'] },
    duration: ON_THE_SPOT,
    result: { oz: "Notarial tasdiqlangan ishonchnoma, reyestrda ro'yxatga olingan", ru: 'Нотариально удостоверенная доверенность, зарегистрированная в реестре' },
    conditions: {
      oz: "Tasarruf etish huquqi berilmaydi — mulkni sotish uchun alohida shartnoma kerak. Muddati ko'rsatilmasa, bir yil amal qiladi.",
      ru: 'Право распоряжения не предоставляется — для продажи имущества нужен отдельный договор. Если срок не указан, действует один год.',
    },
    related: [101, 11651, 11680],
  },
  {
    id: 11651,
    groupId: 2,
    name: { oz: 'Umumiy (bosh) ishonchnoma', ru: 'Генеральная доверенность' },
    legal: {
      oz: "Fuqarolik kodeksining 134–141-moddalariga muvofiq, ishonch bildiruvchi vakilga turli tashkilotlar va shaxslar bilan munosabatlarda o'z nomidan harakat qilish bo'yicha keng vakolatlar beradi. Qonunchilikka ko'ra umumiy ishonchnoma mulkni tasarruf etish huquqini o'z ichiga olmaydi.",
      ru: 'В соответствии со статьями 134–141 Гражданского кодекса доверитель предоставляет представителю широкие полномочия действовать от его имени в отношениях с различными организациями и лицами. По закону генеральная доверенность не включает права распоряжения имуществом.',
    },
    simple: {
      oz: "Sizning nomingizdan banklar, davlat idoralari va boshqa tashkilotlarda ishlarni yuritish uchun keng vakolatli ishonchnoma.",
      ru: 'Доверенность с широкими полномочиями на ведение ваших дел в банках, госорганах и других организациях.',
    },
    documents: list(PASSPORT, { oz: "Ishonchli vakilning pasport ma'lumotlari", ru: 'Паспортные данные представителя' }),
    participants: { oz: ['Ishonch bildiruvchi', 'Ishonchli vakil'], ru: ['Доверитель', 'Представитель'] },
    duration: ON_THE_SPOT,
    result: { oz: "Notarial tasdiqlangan umumiy ishonchnoma", ru: 'Нотариально удостоверенная генеральная доверенность' },
    conditions: {
      oz: "Mulkni sotish, hadya qilish yoki garovga qo'yish vakolati kiritilmaydi. Muddati uch yildan oshmasligi kerak.",
      ru: 'Полномочия на продажу, дарение или залог имущества не включаются. Срок — не более трёх лет.',
    },
    related: [101, 105],
  },
  {
    id: 9,
    groupId: 3,
    name: { oz: 'Transport vositasini garovga qo\'yish shartnomasi', ru: 'Договор залога транспортного средства' },
    legal: {
      oz: "Fuqarolik kodeksining garov to'g'risidagi normalari (264-modda va keyingi moddalar)ga muvofiq, garovga oluvchi (odatda bank) qarzdor majburiyatni bajarmagan taqdirda garovga qo'yilgan transport vositasi qiymatidan ustuvor qanoatlantirish huquqiga ega bo'ladi.",
      ru: 'В соответствии с нормами Гражданского кодекса о залоге (статья 264 и следующие) залогодержатель (обычно банк) при неисполнении должником обязательства получает преимущественное право удовлетворения из стоимости заложенного транспортного средства.',
    },
    simple: {
      oz: "Avtokredit yoki qarz olishda mashinani garovga qo'yish. Garov davomida mashinani sotish va hadya qilish taqiqlanadi.",
      ru: 'Залог машины при автокредите или займе. На время залога продавать и дарить машину запрещено.',
    },
    documents: list(PASSPORT, TECH_PASSPORT, { oz: "Kredit (qarz) shartnomasi", ru: 'Кредитный договор (договор займа)' }, SPOUSE_CONSENT),
    participants: { oz: ["Garovga qo'yuvchi", 'Garovga oluvchi (bank)'], ru: ['Залогодатель', 'Залогодержатель (банк)'] },
    duration: ON_THE_SPOT,
    result: { oz: "Notarial tasdiqlangan garov shartnomasi; transport vositasiga taqiq qo'yiladi", ru: 'Нотариально удостоверенный договор залога; на транспортное средство налагается запрет' },
    conditions: {
      oz: "Garov kredit to'liq so'ndirilgandan keyin notarius tomonidan bekor qilinadi va taqiq olib tashlanadi.",
      ru: 'После полного погашения кредита залог прекращается нотариусом и запрет снимается.',
    },
    related: [11680, 1],
  },
  {
    id: 11680,
    groupId: 3,
    name: { oz: "Ko'chmas mulk garovi (ipoteka) shartnomasi", ru: 'Договор залога недвижимости (ипотеки)' },
    legal: {
      oz: "Fuqarolik kodeksining garov to'g'risidagi normalari va \"Ipoteka to'g'risida\"gi Qonunga muvofiq, uy-joy yoki boshqa ko'chmas mulk kredit majburiyatini ta'minlash uchun garovga qo'yiladi. Shartnoma notarial tasdiqlanadi va kadastr organlarida ro'yxatga olinadi.",
      ru: 'В соответствии с нормами Гражданского кодекса о залоге и Законом «Об ипотеке» жильё или иная недвижимость передаётся в залог для обеспечения кредитного обязательства. Договор удостоверяется нотариально и регистрируется в органах кадастра.',
    },
    simple: {
      oz: "Ipoteka kreditida uy yoki kvartirani bankka garovga qo'yish.",
      ru: 'Залог дома или квартиры банку по ипотечному кредиту.',
    },
    documents: list(PASSPORT, OWNERSHIP_DOC, { oz: 'Kredit shartnomasi', ru: 'Кредитный договор' }, SPOUSE_CONSENT, {
      oz: "Mulkni baholash to'g'risidagi hisobot",
      ru: 'Отчёт об оценке имущества',
    }),
    participants: { oz: ["Garovga qo'yuvchi", 'Garovga oluvchi (bank)'], ru: ['Залогодатель', 'Залогодержатель (банк)'] },
    duration: ONE_DAY,
    result: { oz: "Notarial tasdiqlangan ipoteka shartnomasi, mulkka taqiq qo'yiladi", ru: 'Нотариально удостоверенный договор ипотеки, на имущество налагается запрет' },
    conditions: {
      oz: "Mulkda boshqa taqiqlar bo'lmasligi kerak. Voyaga yetmaganlar yashaydigan uy-joy garovi uchun vasiylik organi roziligi talab qilinadi.",
      ru: 'На имуществе не должно быть иных запретов. Для залога жилья, где проживают несовершеннолетние, требуется согласие органа опеки.',
    },
    related: [9, 105, 15018],
  },
  {
    id: 15018,
    groupId: 3,
    name: { oz: "Zakalat to'g'risidagi kelishuv", ru: 'Соглашение о задатке' },
    legal: {
      oz: "Fuqarolik kodeksining zakalat to'g'risidagi normalari (260-modda va keyingi moddalar)ga muvofiq, zakalat shartnoma tuzilganligini tasdiqlash va uning bajarilishini ta'minlash uchun to'lanadigan pul summasidir. Shartnoma bajarilmasa, aybdor tomon zakalatni yo'qotadi yoki uni ikki barobar qaytaradi.",
      ru: 'В соответствии с нормами Гражданского кодекса о задатке (статья 260 и следующие) задаток — денежная сумма, выдаваемая в доказательство заключения договора и в обеспечение его исполнения. При неисполнении договора виновная сторона теряет задаток или возвращает его в двойном размере.',
    },
    simple: {
      oz: "Uy yoki mashina sotib olishdan oldin oldindan to'lov (zakalat) berishni rasmiylashtirish — ikkala tomonni ham himoya qiladi.",
      ru: 'Оформление предоплаты (задатка) перед покупкой дома или машины — защищает обе стороны.',
    },
    documents: list(PASSPORT, { oz: "Asosiy shartnoma predmeti bo'yicha hujjatlar (mulk hujjati, texnik pasport)", ru: 'Документы по предмету основного договора (документ о собственности, техпаспорт)' }),
    participants: { oz: ["Zakalat beruvchi (to'lovchi)", 'Zakalat oluvchi'], ru: ['Задаткодатель (плательщик)', 'Задаткополучатель'] },
    duration: ON_THE_SPOT,
    result: { oz: 'Notarial tasdiqlangan zakalat kelishuvi', ru: 'Нотариально удостоверенное соглашение о задатке' },
    conditions: { oz: "Zakalat summasi raqam va so'z bilan ko'rsatiladi; asosiy shartnomani tuzish muddati belgilanadi.", ru: 'Сумма задатка указывается цифрами и прописью; устанавливается срок заключения основного договора.' },
    related: [1, 11680],
  },
  {
    id: 15025,
    groupId: 4,
    name: { oz: 'Ijara shartnomasini tasdiqlash', ru: 'Удостоверение договора аренды' },
    legal: {
      oz: "Fuqarolik kodeksining mulk ijarasi to'g'risidagi normalari (535-modda va keyingi moddalar)ga muvofiq, ijaraga beruvchi mol-mulkni ijaraga oluvchiga haq evaziga vaqtincha egalik qilish va foydalanishga beradi.",
      ru: 'В соответствии с нормами Гражданского кодекса об аренде имущества (статья 535 и следующие) арендодатель предоставляет арендатору имущество за плату во временное владение и пользование.',
    },
    simple: {
      oz: "Kvartira, uy, ofis yoki transport vositasini ijaraga berish yoki olishni rasmiylashtirish.",
      ru: 'Оформление сдачи или найма квартиры, дома, офиса или транспортного средства.',
    },
    documents: list(PASSPORT, OWNERSHIP_DOC, SPOUSE_CONSENT),
    participants: { oz: ['Ijaraga beruvchi', 'Ijaraga oluvchi'], ru: ['Арендодатель', 'Арендатор'] },
    duration: ON_THE_SPOT,
    result: { oz: "Notarial tasdiqlangan ijara shartnomasi; bir yildan ortiq muddatli ko'chmas mulk ijarasi davlat ro'yxatidan o'tkaziladi", ru: 'Нотариально удостоверенный договор аренды; аренда недвижимости на срок более года подлежит государственной регистрации' },
    conditions: { oz: "Ijara haqi, muddati va to'lov tartibi shartnomada aniq ko'rsatiladi.", ru: 'Размер арендной платы, срок и порядок оплаты указываются в договоре.' },
    related: [11720, 105],
  },
  {
    id: 11720,
    groupId: 4,
    name: { oz: 'Lizing shartnomasini tasdiqlash', ru: 'Удостоверение договора лизинга' },
    legal: {
      oz: "Fuqarolik kodeksi va \"Lizing to'g'risida\"gi Qonunga muvofiq, lizing beruvchi lizing oluvchi ko'rsatgan mol-mulkni sotib oladi va uni haq evaziga egalik qilish va foydalanishga beradi; muddat oxirida mulk lizing oluvchiga o'tishi mumkin.",
      ru: 'В соответствии с Гражданским кодексом и Законом «О лизинге» лизингодатель приобретает указанное лизингополучателем имущество и передаёт его за плату во владение и пользование; по окончании срока имущество может перейти к лизингополучателю.',
    },
    simple: {
      oz: "Texnika, avtomobil yoki uskunani bo'lib-bo'lib to'lash sharti bilan foydalanishga olish.",
      ru: 'Получение техники, автомобиля или оборудования в пользование с оплатой частями.',
    },
    documents: list(PASSPORT, { oz: "Lizing predmeti bo'yicha hujjatlar", ru: 'Документы по предмету лизинга' }, { oz: "To'lovlar jadvali", ru: 'График платежей' }),
    participants: { oz: ['Lizing beruvchi', 'Lizing oluvchi'], ru: ['Лизингодатель', 'Лизингополучатель'] },
    duration: ONE_DAY,
    result: { oz: 'Notarial tasdiqlangan lizing shartnomasi', ru: 'Нотариально удостоверенный договор лизинга' },
    conditions: { oz: "Lizing predmetiga shartnoma muddati davomida taqiq qo'yiladi.", ru: 'На срок договора на предмет лизинга налагается запрет.' },
    related: [15025, 9],
  },
  {
    id: 15003,
    groupId: 5,
    name: { oz: "Er (xotin)ning umumiy mulkni tasarruf etishga roziligi", ru: 'Согласие супруга на распоряжение совместным имуществом' },
    legal: {
      oz: "O'zbekiston Respublikasi Oila kodeksiga muvofiq, nikoh davrida orttirilgan mol-mulk er-xotinning umumiy birgalikdagi mulki hisoblanadi. Ko'chmas mulk yoki transport vositasini tasarruf etish uchun ikkinchi er (xotin)ning notarial tasdiqlangan roziligi talab qilinadi.",
      ru: 'Согласно Семейному кодексу Республики Узбекистан имущество, нажитое в браке, является совместной собственностью супругов. Для распоряжения недвижимостью или транспортным средством требуется нотариально удостоверенное согласие второго супруга.',
    },
    simple: {
      oz: "Turmush o'rtog'ingiz umumiy mashina yoki uyni sotishi, hadya qilishi yoki garovga qo'yishiga roziligingiz.",
      ru: 'Ваше согласие на то, чтобы супруг продал, подарил или заложил общую машину или дом.',
    },
    documents: list(PASSPORT, { oz: "Nikoh to'g'risidagi guvohnoma", ru: 'Свидетельство о браке' }, { oz: 'Mulk hujjati (texnik pasport yoki kadastr hujjati)', ru: 'Документ на имущество (техпаспорт или кадастровый документ)' }),
    participants: { oz: ["Rozilik beruvchi er (xotin)", "Rozilik oluvchi er (xotin)"], ru: ['Супруг, дающий согласие', 'Супруг, получающий согласие'] },
    duration: ON_THE_SPOT,
    result: { oz: 'Notarial tasdiqlangan rozilik', ru: 'Нотариально удостоверенное согласие' },
    conditions: { oz: "Nikoh fuqarolik holati dalolatnomalari reyestri orqali tekshiriladi. Rozilik muayyan bitim uchun beriladi.", ru: 'Брак проверяется по реестру актов гражданского состояния. Согласие даётся на конкретную сделку.' },
    related: [1, 4, 11680],
  },
  {
    id: 15034,
    groupId: 5,
    name: { oz: "Voyaga yetmagan bolaning chet elga chiqishiga ota-ona roziligi", ru: 'Согласие родителей на выезд несовершеннолетнего за границу' },
    legal: {
      oz: "Voyaga yetmagan fuqaroning O'zbekiston Respublikasidan chiqishi uchun ota-onadan birining (yoki ikkalasining) notarial tasdiqlangan roziligi talab qilinadi, unda chiqish mamlakati, maqsadi va muddati ko'rsatiladi.",
      ru: 'Для выезда несовершеннолетнего гражданина из Республики Узбекистан требуется нотариально удостоверенное согласие одного (или обоих) родителей с указанием страны, цели и срока поездки.',
    },
    simple: {
      oz: "Farzandingiz chet elga (o'qish, dam olish, davolanish uchun) borishi uchun ruxsatnoma. 15 yoshdan katta bola mustaqil chiqishi mumkin.",
      ru: 'Разрешение для поездки ребёнка за границу (на учёбу, отдых, лечение). Ребёнок старше 15 лет может выезжать самостоятельно.',
    },
    documents: list(PASSPORT, { oz: "Bolaning tug'ilganlik haqidagi guvohnomasi", ru: 'Свидетельство о рождении ребёнка' }, { oz: "Kuzatuvchining pasport ma'lumotlari (bo'lsa)", ru: 'Паспортные данные сопровождающего (если есть)' }),
    participants: { oz: ['Ota yoki ona', 'Voyaga yetmagan bola', 'Kuzatib boruvchi shaxs'], ru: ['Отец или мать', 'Несовершеннолетний', 'Сопровождающее лицо'] },
    duration: ON_THE_SPOT,
    result: { oz: 'Notarial tasdiqlangan rozilik (chegara nazoratida taqdim etiladi)', ru: 'Нотариально удостоверенное согласие (предъявляется на пограничном контроле)' },
    conditions: {
      oz: "Bolaning tug'ilganlik haqidagi yozuvi FHDYo arxivida bo'lishi shart. 15 yoshga to'lgan bola \"mustaqil chiqish\" belgilansa, kuzatuvchisiz chiqishi mumkin.",
      ru: 'Запись о рождении ребёнка должна быть в архиве ЗАГС. Ребёнок, достигший 15 лет, может выехать без сопровождающего при отметке «самостоятельный выезд».',
    },
    related: [15035],
  },
  {
    id: 15035,
    groupId: 5,
    name: { oz: 'Voyaga yetmagan bolani chet elga kuzatib borishga rozilik', ru: 'Согласие на сопровождение несовершеннолетнего за границу' },
    legal: {
      oz: "Ota-ona voyaga yetmagan bolalarni chet elga kuzatib borishni uchinchi shaxsga ishonib topshiradi. Rozilikda kuzatuvchi, bolalar (bir nechta bo'lishi mumkin), mamlakatlar va safar muddati ko'rsatiladi.",
      ru: 'Родители поручают третьему лицу сопровождать несовершеннолетних детей за границу. В согласии указываются сопровождающий, дети (их может быть несколько), страны и срок поездки.',
    },
    simple: {
      oz: "Farzandlaringiz buvisi, murabbiy yoki boshqa kattalar bilan chet elga borishi uchun rozilik.",
      ru: 'Согласие на поездку ваших детей за границу с бабушкой, тренером или другим взрослым.',
    },
    documents: list(PASSPORT, { oz: "Har bir bolaning JShShIR va tug'ilganlik guvohnomasi", ru: 'ПИНФЛ и свидетельство о рождении каждого ребёнка' }, { oz: "Kuzatuvchining pasport ma'lumotlari", ru: 'Паспортные данные сопровождающего' }),
    participants: { oz: ['Ota yoki ona', 'Kuzatib boruvchi shaxs', 'Voyaga yetmagan bolalar'], ru: ['Отец или мать', 'Сопровождающее лицо', 'Несовершеннолетние дети'] },
    duration: ON_THE_SPOT,
    result: { oz: 'Notarial tasdiqlangan rozilik', ru: 'Нотариально удостоверенное согласие' },
    conditions: { oz: "Bir rozilikka bir nechta bola qo'shilishi mumkin.", ru: 'В одно согласие можно включить несколько детей.' },
    related: [15034],
  },
  {
    id: 11944,
    groupId: 5,
    name: { oz: "Yashash joyida ro'yxatdan o'tkazishga rozilik", ru: 'Согласие на регистрацию по месту жительства' },
    legal: {
      oz: "Fuqaroni uy-joyda doimiy yoki vaqtincha ro'yxatdan o'tkazish uchun uy-joy mulkdori (va unda ro'yxatda turgan voyaga yetgan shaxslar)ning roziligi talab qilinadi.",
      ru: 'Для постоянной или временной регистрации гражданина в жилом помещении требуется согласие собственника жилья (и зарегистрированных в нём совершеннолетних лиц).',
    },
    simple: {
      oz: "Uyingizga qarindosh yoki ijarachini propiska qilish uchun rozilik.",
      ru: 'Согласие на прописку родственника или квартиранта в вашем жилье.',
    },
    documents: list(PASSPORT, OWNERSHIP_DOC, { oz: "Ro'yxatdan o'tkaziladigan shaxsning pasport ma'lumotlari", ru: 'Паспортные данные регистрируемого лица' }),
    participants: { oz: ['Uy-joy mulkdori', "Ro'yxatdan o'tkaziladigan shaxs"], ru: ['Собственник жилья', 'Регистрируемое лицо'] },
    duration: ON_THE_SPOT,
    result: { oz: "Notarial tasdiqlangan rozilik, ichki ishlar organlariga taqdim etiladi", ru: 'Нотариально удостоверенное согласие для органов внутренних дел' },
    conditions: { oz: "Vaqtincha ro'yxatga olishda muddat ko'rsatiladi.", ru: 'При временной регистрации указывается срок.' },
    related: [105, 15025],
  },
  {
    id: 12047,
    groupId: 6,
    name: { oz: "Merosdan voz kechish to'g'risidagi arizani tasdiqlash", ru: 'Удостоверение заявления об отказе от наследства' },
    legal: {
      oz: "Fuqarolik kodeksining meros huquqi to'g'risidagi normalariga muvofiq, merosxo'r meros ochilgan kundan boshlab olti oy ichida boshqa merosxo'rlar foydasiga yoki hech kimni ko'rsatmasdan merosdan voz kechishi mumkin. Voz kechish keyinchalik bekor qilinmaydi.",
      ru: 'Согласно нормам Гражданского кодекса о наследовании наследник в течение шести месяцев со дня открытия наследства может отказаться от наследства в пользу других наследников или без указания лиц. Отказ впоследствии не может быть отменён.',
    },
    simple: {
      oz: "Merosdagi ulushingizdan voz kechmoqchi bo'lsangiz — masalan, boshqa qarindoshingiz foydasiga.",
      ru: 'Если вы хотите отказаться от своей доли наследства — например, в пользу другого родственника.',
    },
    documents: list(PASSPORT, { oz: "Meros qoldiruvchining o'lim haqidagi guvohnomasi", ru: 'Свидетельство о смерти наследодателя' }, { oz: "Qarindoshlikni tasdiqlovchi hujjatlar", ru: 'Документы, подтверждающие родство' }),
    participants: { oz: ["Merosxo'r (ariza beruvchi)"], ru: ['Наследник (заявитель)'] },
    duration: ON_THE_SPOT,
    result: { oz: "Tasdiqlangan ariza meros ishiga qo'shiladi (meros ishini portalda qidirish mumkin)", ru: 'Удостоверенное заявление приобщается к наследственному делу (наследственное дело можно найти на портале)' },
    conditions: { oz: "Ariza meros ishi ochilgan notarial idoraga yuboriladi. Muddat o'tgan bo'lsa, voz kechish faqat sud orqali mumkin.", ru: 'Заявление направляется в нотариальную контору, где открыто наследственное дело. По истечении срока отказ возможен только через суд.' },
    related: [11962],
  },
  {
    id: 11962,
    groupId: 6,
    name: { oz: "Tarjimaning to'g'riligini tasdiqlash", ru: 'Свидетельствование верности перевода' },
    legal: {
      oz: "\"Notariat to'g'risida\"gi Qonunga muvofiq, notarius hujjatning bir tildan boshqa tilga tarjimasi to'g'riligini, agar o'zi tegishli tillarni bilsa, yoki tarjimon imzosining haqiqiyligini tasdiqlaydi.",
      ru: 'Согласно Закону «О нотариате» нотариус свидетельствует верность перевода документа с одного языка на другой, если сам владеет языками, или подлинность подписи переводчика.',
    },
    simple: {
      oz: "Diplom, guvohnoma yoki boshqa hujjatning tarjimasini chet elda yoki davlat idoralarida qabul qilinishi uchun tasdiqlash.",
      ru: 'Заверение перевода диплома, свидетельства или другого документа для представления за границей или в госорганах.',
    },
    documents: list(PASSPORT, { oz: "Hujjatning asl nusxasi", ru: 'Оригинал документа' }, { oz: 'Tarjima matni', ru: 'Текст перевода' }, { oz: "Tarjimonning malakasini tasdiqlovchi hujjat", ru: 'Документ о квалификации переводчика' }),
    participants: { oz: ['Ariza beruvchi', 'Tarjimon'], ru: ['Заявитель', 'Переводчик'] },
    duration: ONE_DAY,
    result: { oz: "Tasdiqlash yozuvi bilan tarjima", ru: 'Перевод с удостоверительной надписью' },
    conditions: { oz: "Faqat notarius kabinetida, asl hujjat bilan amalga oshiriladi.", ru: 'Совершается только в кабинете нотариуса при наличии оригинала документа.' },
    related: [12047, 11742],
  },
  {
    id: 11742,
    groupId: 6,
    name: { oz: 'Boshqa notarial harakatlar', ru: 'Иные нотариальные действия' },
    legal: {
      oz: "\"Notariat to'g'risida\"gi Qonunda nazarda tutilgan boshqa notarial harakatlar: hujjat nusxalari va ko'chirmalarining to'g'riligini, imzoning haqiqiyligini, fuqaroning tirikligini, hujjat taqdim etilgan vaqtni tasdiqlash, arizalarni topshirish va boshqalar.",
      ru: 'Иные нотариальные действия, предусмотренные Законом «О нотариате»: свидетельствование верности копий и выписок, подлинности подписи, факта нахождения гражданина в живых, времени предъявления документа, передача заявлений и другие.',
    },
    simple: {
      oz: "Hujjat nusxasini yoki imzoni tasdiqlash va boshqa kundalik notarial xizmatlar.",
      ru: 'Заверение копии документа или подписи и другие повседневные нотариальные услуги.',
    },
    documents: list(PASSPORT, { oz: "Tasdiqlanadigan hujjatning asl nusxasi", ru: 'Оригинал заверяемого документа' }),
    participants: { oz: ['Ariza beruvchi'], ru: ['Заявитель'] },
    duration: ON_THE_SPOT,
    result: { oz: 'Notariusning tasdiqlash yozuvi', ru: 'Удостоверительная надпись нотариуса' },
    conditions: { oz: "Faqat shaxsan, notarius kabinetida amalga oshiriladi.", ru: 'Совершается только лично, в кабинете нотариуса.' },
    related: [11962],
  },
];
