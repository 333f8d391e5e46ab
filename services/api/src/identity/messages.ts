import type { Locale } from '@notary/domain/constants';

/**
 * Texts the identity calls answer in the user's language (Accept-Language:
 * oz Uzbek Latin, uz Uzbek Cyrillic, ru Russian; spec/shell.md 1). The
 * sign-in dialog shows `message` of /auth as is (shell 4 step 5) and the
 * body of a failed /check_before_auth (shell 7), so these reach the citizen.
 */
type Texts = Readonly<Record<Locale, string>>;

export const IDENTITY_MESSAGES = {
  /** spec/shell.md 8 "Sign-in failure text". */
  sign_in_failed: {
    oz: "Shaxsingizni tasdiqlashda xatolik yuz berdi. Qayta urinib ko'ring!",
    uz: 'Шахсингизни тасдиқлашда хатолик юз берди. Қайта уриниб кўринг!',
    ru: 'Произошла ошибка при подтверждении личности. Попробуйте ещё раз!',
  },
  technical_work: {
    oz: "Tizimda texnik ishlar olib borilmoqda. Iltimos, keyinroq urinib ko'ring.",
    uz: 'Тизимда техник ишлар олиб борилмоқда. Илтимос, кейинроқ уриниб кўринг.',
    ru: 'В системе ведутся технические работы. Пожалуйста, попробуйте позже.',
  },
  success: {
    oz: "Avtorizatsiyadan muvaffaqiyatli o'tdingiz",
    uz: 'Авторизациядан муваффақиятли ўтдингиз',
    ru: 'Вы успешно прошли авторизацию',
  },
  face_token_invalid: {
    oz: "Yuzni tekshirish natijasi yaroqsiz yoki muddati o'tgan. Yuzni qayta tekshiring.",
    uz: 'Юзни текшириш натижаси яроқсиз ёки муддати ўтган. Юзни қайта текширинг.',
    ru: 'Результат проверки лица недействителен или просрочен. Пройдите проверку лица заново.',
  },
  face_token_reused: {
    oz: 'Yuzni tekshirish natijasi allaqachon ishlatilgan. Yuzni qayta tekshiring.',
    uz: 'Юзни текшириш натижаси аллақачон ишлатилган. Юзни қайта текширинг.',
    ru: 'Результат проверки лица уже использован. Пройдите проверку лица заново.',
  },
  face_token_other_person: {
    oz: 'Yuzni tekshirish natijasi boshqa shaxsga tegishli. Yuzni qayta tekshiring.',
    uz: 'Юзни текшириш натижаси бошқа шахсга тегишли. Юзни қайта текширинг.',
    ru: 'Результат проверки лица относится к другому человеку. Пройдите проверку лица заново.',
  },
  attempt_missing: {
    oz: "Kirish so'rovining muddati o'tgan. Ma'lumotlarni qayta kiriting.",
    uz: 'Кириш сўровининг муддати ўтган. Маълумотларни қайта киритинг.',
    ru: 'Срок запроса на вход истёк. Введите данные заново.',
  },
  attempt_used: {
    oz: "Bu kirish so'rovi allaqachon ishlatilgan. Ma'lumotlarni qayta kiriting.",
    uz: 'Бу кириш сўрови аллақачон ишлатилган. Маълумотларни қайта киритинг.',
    ru: 'Этот запрос на вход уже использован. Введите данные заново.',
  },
  liveness_failed: {
    oz: "Jonlilik tekshiruvidan o'tilmadi. Qayta urinib ko'ring.",
    uz: 'Жонлилик текширувидан ўтилмади. Қайта уриниб кўринг.',
    ru: 'Проверка живого присутствия не пройдена. Попробуйте ещё раз.',
  },
  face_mismatch: {
    oz: "Yuzingiz reyestrdagi suratga mos kelmadi. Yaxshi yoritilgan joyda qayta urinib ko'ring.",
    uz: 'Юзингиз реестрдаги суратга мос келмади. Яхши ёритилган жойда қайта уриниб кўринг.',
    ru: 'Ваше лицо не совпало с фотографией в реестре. Попробуйте ещё раз при хорошем освещении.',
  },
  person_deceased: {
    oz: "Fuqarolik holati dalolatnomalari reyestriga ko'ra shaxs vafot etgan. FHDYo organiga murojaat qiling.",
    uz: 'Фуқаролик ҳолати далолатномалари реестрига кўра шахс вафот этган. ФҲДЁ органига мурожаат қилинг.',
    ru: 'По данным реестра ЗАГС лицо умерло. Обратитесь в орган ЗАГС.',
  },
  /** One text for an unknown pin and for a wrong passport: no enumeration of registered pins. */
  person_not_found: {
    oz: "JShShIR yoki hujjat ma'lumotlari noto'g'ri. Tekshirib, qayta kiriting.",
    uz: 'ЖШШИР ёки ҳужжат маълумотлари нотўғри. Текшириб, қайта киритинг.',
    ru: 'Неверный ПИНФЛ или данные документа. Проверьте и введите заново.',
  },
  document_expired: {
    oz: "Hujjatingizning amal qilish muddati tugagan. Amaldagi hujjat bilan kiring.",
    uz: 'Ҳужжатингизнинг амал қилиш муддати тугаган. Амалдаги ҳужжат билан киринг.',
    ru: 'Срок действия вашего документа истёк. Войдите с действующим документом.',
  },
  photo_missing: {
    oz: 'Reyestrda suratingiz mavjud emas. Davlat xizmatlari markaziga murojaat qiling.',
    uz: 'Реестрда суратингиз мавжуд эмас. Давлат хизматлари марказига мурожаат қилинг.',
    ru: 'В реестре нет вашей фотографии. Обратитесь в центр государственных услуг.',
  },
  account_blocked: {
    oz: 'Hisobingiz bloklangan. 1008 ishonch telefoniga murojaat qiling.',
    uz: 'Ҳисобингиз блокланган. 1008 ишонч телефонига мурожаат қилинг.',
    ru: 'Ваша учётная запись заблокирована. Обратитесь по телефону доверия 1008.',
  },
  forbidden: {
    oz: "Ushbu amalni bajarishga ruxsatingiz yo'q.",
    uz: 'Ушбу амални бажаришга рухсатингиз йўқ.',
    ru: 'У вас нет прав на это действие.',
  },
  user_not_found: {
    oz: 'Foydalanuvchi topilmadi.',
    uz: 'Фойдаланувчи топилмади.',
    ru: 'Пользователь не найден.',
  },
} as const satisfies Record<string, Texts>;

export type IdentityMessage = keyof typeof IDENTITY_MESSAGES;

export function identityMessage(key: IdentityMessage, locale: Locale): string {
  return IDENTITY_MESSAGES[key][locale];
}

export function forbiddenMessage(locale: Locale): string {
  return IDENTITY_MESSAGES.forbidden[locale];
}

/** 429 text with the wait in whole minutes (at least 1). */
export function tooManyRequestsMessage(locale: Locale, retryAfterMs: number): string {
  // Under a minute the wait is said in seconds (the sign-in back-off starts at 2 s).
  if (retryAfterMs < 60_000) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    switch (locale) {
      case 'uz':
        return `Уринишлар сони жуда кўп. ${seconds} сониядан сўнг қайта уриниб кўринг.`;
      case 'ru':
        return `Слишком много попыток. Повторите через ${seconds} с.`;
      default:
        return `Urinishlar soni juda ko'p. ${seconds} soniyadan so'ng qayta urinib ko'ring.`;
    }
  }
  const minutes = Math.ceil(retryAfterMs / 60_000);
  switch (locale) {
    case 'uz':
      return `Уринишлар сони жуда кўп. ${minutes} дақиқадан сўнг қайта уриниб кўринг.`;
    case 'ru':
      return `Слишком много попыток. Повторите через ${minutes} мин.`;
    default:
      return `Urinishlar soni juda ko'p. ${minutes} daqiqadan so'ng qayta urinib ko'ring.`;
  }
}

/**
 * Texts of the message keys the domain schemas of sign-in answer with
 * (spec/shell.md 5: 'JShShIR kiriting', pin of 14 digits, series of 2
 * letters, number of 7 digits). Keys not listed are shown as they are.
 */
const VALIDATION_TEXTS: Readonly<Record<string, Texts>> = {
  error_required_pin: { oz: 'JShShIR kiriting', uz: 'ЖШШИРни киритинг', ru: 'Введите ПИНФЛ' },
  error_wrong_pin_length: {
    oz: "JShShIR 14 ta raqamdan iborat bo'lishi kerak",
    uz: 'ЖШШИР 14 та рақамдан иборат бўлиши керак',
    ru: 'ПИНФЛ должен состоять из 14 цифр',
  },
  error_required_passserial: { oz: 'Hujjat seriyasini kiriting', uz: 'Ҳужжат сериясини киритинг', ru: 'Введите серию документа' },
  error_wrong_passserial_length: {
    oz: "Hujjat seriyasi 2 ta harfdan iborat bo'lishi kerak",
    uz: 'Ҳужжат серияси 2 та ҳарфдан иборат бўлиши керак',
    ru: 'Серия документа должна состоять из 2 букв',
  },
  error_required_passnum: { oz: 'Hujjat raqamini kiriting', uz: 'Ҳужжат рақамини киритинг', ru: 'Введите номер документа' },
  error_wrong_passnum_length: {
    oz: "Hujjat raqami 7 ta raqamdan iborat bo'lishi kerak",
    uz: 'Ҳужжат рақами 7 та рақамдан иборат бўлиши керак',
    ru: 'Номер документа должен состоять из 7 цифр',
  },
  error_required_jwt: {
    oz: "Yuzni tekshirish natijasi yo'q",
    uz: 'Юзни текшириш натижаси йўқ',
    ru: 'Нет результата проверки лица',
  },
  error_wrong_jwt: {
    oz: "Yuzni tekshirish natijasi noto'g'ri shaklda",
    uz: 'Юзни текшириш натижаси нотўғри шаклда',
    ru: 'Результат проверки лица имеет неверный формат',
  },
  error_wrong_offer_action: {
    oz: "action parametri 1 (rozilik) yoki 0 (rad etish) bo'lishi kerak",
    uz: 'action параметри 1 (розилик) ёки 0 (рад этиш) бўлиши керак',
    ru: 'Параметр action должен быть 1 (согласие) или 0 (отказ)',
  },
};

export function validationText(key: string, locale: Locale): string {
  return VALIDATION_TEXTS[key]?.[locale] ?? key;
}

/** `validate(schema, input, validationTextIn(locale))`: a 400's message in the user's language. */
export const validationTextIn =
  (locale: Locale) =>
  (key: string): string =>
    validationText(key, locale);
