/**
 * Texts of the face check in the four prompt languages: the guidance hints of
 * spec/shell.md 8 keyed by numeric code, the camera errors, and the errors
 * that end a check. The tables are `Record`s over the code lists, so a new
 * code does not compile until every language has its text.
 */
import type { CameraErrorCode, FaceCheckErrorCode, FaceCheckLocale } from '../protocol/index.js';

/** spec/shell.md 8: the codes that have a hint text. */
export const HINT_CODES = [
  3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 24, 26, 28, 30, 32, 33, 37, 38, 51, 61, 62, 63, 64, 65, 66, 67, 68,
] as const;
export type HintCode = (typeof HINT_CODES)[number];

/** spec/shell.md 8: codes shown as a generic "error: code N". */
export const GENERIC_ERROR_CODES = [1, 2, 10, 11, 18, 25, 27, 29, 31, 34, 40, 50, 60] as const;

export function isHintCode(code: number): code is HintCode {
  return (HINT_CODES as readonly number[]).includes(code);
}

const ru: Record<HintCode, string> = {
  3: 'Изображение размыто',
  4: 'Слишком светло: уменьшите освещение',
  5: 'Слишком темно: добавьте освещения',
  6: 'Уберите неравномерное освещение',
  7: 'Уберите блики',
  8: 'Направьте камеру на лицо',
  9: 'В кадре должно быть только одно лицо',
  12: 'Подойдите ближе',
  13: 'Подойдите ближе',
  14: 'Опустите камеру ниже',
  15: 'Сдвиньте камеру левее',
  16: 'Поднимите камеру выше',
  17: 'Сдвиньте камеру правее',
  19: 'Поверните лицо вправо',
  20: 'Поверните лицо влево',
  21: 'Голова слишком наклонена вправо',
  22: 'Голова слишком наклонена влево',
  23: 'Поднимите подбородок',
  24: 'Опустите подбородок',
  26: 'Уберите то, что закрывает лицо',
  28: 'Снимите очки',
  30: 'Низкое качество кадра',
  32: 'Продолжайте съёмку',
  33: 'Низкое качество изображения лица',
  37: 'Продолжайте',
  38: 'Отодвиньте камеру дальше',
  51: 'Откройте глаза',
  61: 'Откройте глаза',
  62: 'Закройте глаза',
  63: 'Смотрите прямо в камеру',
  64: 'Поверните голову вправо',
  65: 'Поверните голову влево',
  66: 'Смотрите прямо в камеру',
  67: 'Поднимите подбородок',
  68: 'Опустите подбородок',
};

// Uzbek Latin with the official letters oʻ, gʻ (U+02BB) and the tutuq belgisi ʼ (U+02BC).
const oz: Record<HintCode, string> = {
  3: 'Tasvir xira',
  4: 'Yorugʻlik juda kuchli: kamaytiring',
  5: 'Yorugʻlik yetarli emas: koʻpaytiring',
  6: 'Notekis yoritishni bartaraf eting',
  7: 'Yaltirashni bartaraf eting',
  8: 'Kamerani yuzingizga qarating',
  9: 'Kadrda faqat bitta yuz boʻlishi kerak',
  12: 'Yaqinroq keling',
  13: 'Yaqinroq keling',
  14: 'Kamerani pastroq tushiring',
  15: 'Kamerani chaproqqa suring',
  16: 'Kamerani balandroq koʻtaring',
  17: 'Kamerani oʻngroqqa suring',
  19: 'Yuzingizni oʻngga buring',
  20: 'Yuzingizni chapga buring',
  21: 'Boshingiz oʻngga juda qiyshaygan',
  22: 'Boshingiz chapga juda qiyshaygan',
  23: 'Iyagingizni koʻtaring',
  24: 'Iyagingizni tushiring',
  26: 'Yuzingizni toʻsib turgan narsani olib tashlang',
  28: 'Koʻzoynakni yeching',
  30: 'Kadr sifati past',
  32: 'Suratga olishda davom eting',
  33: 'Yuz tasviri sifati past',
  37: 'Davom eting',
  38: 'Kamerani uzoqroq qoʻying',
  51: 'Koʻzingizni oching',
  61: 'Koʻzingizni oching',
  62: 'Koʻzingizni yuming',
  63: 'Toʻgʻri kameraga qarang',
  64: 'Boshingizni oʻngga buring',
  65: 'Boshingizni chapga buring',
  66: 'Toʻgʻri kameraga qarang',
  67: 'Iyagingizni koʻtaring',
  68: 'Iyagingizni tushiring',
};

const uz: Record<HintCode, string> = {
  3: 'Тасвир хира',
  4: 'Ёруғлик жуда кучли: камайтиринг',
  5: 'Ёруғлик етарли эмас: кўпайтиринг',
  6: 'Нотекис ёритишни бартараф этинг',
  7: 'Ялтирашни бартараф этинг',
  8: 'Камерани юзингизга қаратинг',
  9: 'Кадрда фақат битта юз бўлиши керак',
  12: 'Яқинроқ келинг',
  13: 'Яқинроқ келинг',
  14: 'Камерани пастроқ туширинг',
  15: 'Камерани чапроққа суринг',
  16: 'Камерани баландроқ кўтаринг',
  17: 'Камерани ўнгроққа суринг',
  19: 'Юзингизни ўнгга буринг',
  20: 'Юзингизни чапга буринг',
  21: 'Бошингиз ўнгга жуда қийшайган',
  22: 'Бошингиз чапга жуда қийшайган',
  23: 'Иягингизни кўтаринг',
  24: 'Иягингизни туширинг',
  26: 'Юзингизни тўсиб турган нарсани олиб ташланг',
  28: 'Кўзойнакни ечинг',
  30: 'Кадр сифати паст',
  32: 'Суратга олишда давом этинг',
  33: 'Юз тасвири сифати паст',
  37: 'Давом этинг',
  38: 'Камерани узоқроқ қўйинг',
  51: 'Кўзингизни очинг',
  61: 'Кўзингизни очинг',
  62: 'Кўзингизни юминг',
  63: 'Тўғри камерага қаранг',
  64: 'Бошингизни ўнгга буринг',
  65: 'Бошингизни чапга буринг',
  66: 'Тўғри камерага қаранг',
  67: 'Иягингизни кўтаринг',
  68: 'Иягингизни туширинг',
};

// Karakalpak in the Latin alphabet of 2016 (á, ó, ú, ı, ń, ǵ).
const kaa: Record<HintCode, string> = {
  3: 'Súwret anıq emes',
  4: 'Jaqtılıq júdá kúshli: azaytıń',
  5: 'Jaqtılıq jetkiliksiz: kóbeytiń',
  6: 'Jaqtılıqtı teń etiń',
  7: 'Jıltırawdı joq etiń',
  8: 'Kameranı júzińizge qaratıń',
  9: 'Kadrda tek bir júz bolıwı kerek',
  12: 'Jaqınıraq keliń',
  13: 'Jaqınıraq keliń',
  14: 'Kameranı tómenirek túsiriń',
  15: 'Kameranı shepke jıljıtıń',
  16: 'Kameranı joqarıraq kóteriń',
  17: 'Kameranı ońǵa jıljıtıń',
  19: 'Júzińizdi ońǵa burıń',
  20: 'Júzińizdi shepke burıń',
  21: 'Basıńız ońǵa júdá qıysayǵan',
  22: 'Basıńız shepke júdá qıysayǵan',
  23: 'Iyegińizdi kóteriń',
  24: 'Iyegińizdi túsiriń',
  26: 'Júzińizdi jawıp turǵan nárseni alıp taslań',
  28: 'Kózáynekti sheshiń',
  30: 'Kadr sapası tómen',
  32: 'Súwretke alıwdı dawam etiń',
  33: 'Júz súwretiniń sapası tómen',
  37: 'Dawam etiń',
  38: 'Kameranı alısıraq qoyıń',
  51: 'Kózlerińizdi ashıń',
  61: 'Kózlerińizdi ashıń',
  62: 'Kózlerińizdi jumıń',
  63: 'Tuwrı kameraǵa qarań',
  64: 'Basıńızdı ońǵa burıń',
  65: 'Basıńızdı shepke burıń',
  66: 'Tuwrı kameraǵa qarań',
  67: 'Iyegińizdi kóteriń',
  68: 'Iyegińizdi túsiriń',
};

export const HINTS: Record<FaceCheckLocale, Record<HintCode, string>> = { ru, oz, uz, kaa };

/** The hint of a guidance code; codes without a hint show "error: code N" (spec/shell.md 8). */
export function hintText(code: number, locale: FaceCheckLocale): string {
  return isHintCode(code) ? HINTS[locale][code] : `error: code ${code}`;
}

/** spec/shell.md 8, camera errors, shown before the check starts. */
export const CAMERA_ERROR_TEXTS: Record<FaceCheckLocale, Record<CameraErrorCode, string>> = {
  ru: {
    no_webcam: 'Веб-камера не найдена. Подключите камеру и повторите попытку.',
    no_microphone: 'Микрофон не найден. Подключите микрофон и повторите попытку.',
    low_resolution: 'Разрешение камеры ниже минимального (640×480).',
    not_readable: 'Камера недоступна: возможно, она занята другим приложением.',
    permission_denied: 'Доступ к камере запрещён. Разрешите доступ в настройках браузера.',
    unknown: 'Не удалось включить камеру.',
  },
  oz: {
    no_webcam: 'Veb-kamera topilmadi. Kamerani ulang va qayta urinib koʻring.',
    no_microphone: 'Mikrofon topilmadi. Mikrofonni ulang va qayta urinib koʻring.',
    low_resolution: 'Kamera ruxsati minimal qiymatdan past (640×480).',
    not_readable: 'Kameradan foydalanib boʻlmadi: u boshqa dastur tomonidan band boʻlishi mumkin.',
    permission_denied: 'Kameraga ruxsat berilmagan. Brauzer sozlamalarida ruxsat bering.',
    unknown: 'Kamerani yoqib boʻlmadi.',
  },
  uz: {
    no_webcam: 'Веб-камера топилмади. Камерани уланг ва қайта уриниб кўринг.',
    no_microphone: 'Микрофон топилмади. Микрофонни уланг ва қайта уриниб кўринг.',
    low_resolution: 'Камера рухсати минимал қийматдан паст (640×480).',
    not_readable: 'Камерадан фойдаланиб бўлмади: у бошқа дастур томонидан банд бўлиши мумкин.',
    permission_denied: 'Камерага рухсат берилмаган. Браузер созламаларида рухсат беринг.',
    unknown: 'Камерани ёқиб бўлмади.',
  },
  kaa: {
    no_webcam: 'Veb-kamera tabılmadı. Kameranı jalǵap, qaytadan urınıp kóriń.',
    no_microphone: 'Mikrofon tabılmadı. Mikrofondı jalǵap, qaytadan urınıp kóriń.',
    low_resolution: 'Kamera ajıratımlılıǵı eń tómengi mánisten kem (640×480).',
    not_readable: 'Kameranı paydalanıw múmkin bolmadı: ol basqa programma menen bánt bolıwı múmkin.',
    permission_denied: 'Kameraǵa ruqsat berilmegen. Brauzer sazlawlarında ruqsat beriń.',
    unknown: 'Kameranı qosıw múmkin bolmadı.',
  },
};

export function cameraErrorText(code: CameraErrorCode, locale: FaceCheckLocale): string {
  return CAMERA_ERROR_TEXTS[locale][code];
}

/** What ends a check from the client's side, beyond the service's own ERROR codes. */
export type FaceCheckFailure = FaceCheckErrorCode | 'closed' | 'camera';

/**
 * spec/shell.md 8 "Sign-in failure text", in each language: the error dialog
 * after a failed or timed-out check. The dialog adds its retry button.
 */
export const FACE_CHECK_FAILED_TEXT: Record<FaceCheckLocale, string> = {
  oz: 'Shaxsingizni tasdiqlashda xatolik yuz berdi. Qayta urinib koʻring!',
  uz: 'Шахсингизни тасдиқлашда хатолик юз берди. Қайта уриниб кўринг!',
  ru: 'Произошла ошибка при подтверждении личности. Попробуйте ещё раз!',
  kaa: 'Shaxsıńızdı tastıyıqlawda qátelik júz berdi. Qaytadan urınıp kóriń!',
};

/** A sentence that says why, shown under FACE_CHECK_FAILED_TEXT. */
export const FACE_CHECK_FAILURE_REASONS: Record<FaceCheckLocale, Partial<Record<FaceCheckFailure, string>>> = {
  oz: {
    timeout: 'Yuzni tekshirish vaqti tugadi.',
    liveness_failed: 'Koʻrsatmalar bajarilmadi.',
    busy: 'Xizmat band, birozdan soʻng urinib koʻring.',
  },
  uz: {
    timeout: 'Юзни текшириш вақти тугади.',
    liveness_failed: 'Кўрсатмалар бажарилмади.',
    busy: 'Хизмат банд, бироздан сўнг уриниб кўринг.',
  },
  ru: {
    timeout: 'Время проверки лица истекло.',
    liveness_failed: 'Указания не были выполнены.',
    busy: 'Сервис занят, попробуйте чуть позже.',
  },
  kaa: {
    timeout: 'Júzdi tekseriw waqtı tawsıldı.',
    liveness_failed: 'Kórsetpeler orınlanbadı.',
    busy: 'Xızmet bánt, azdan soń urınıp kóriń.',
  },
};
