import type { Ctx } from './context.js';
import { uzWord, type UzLang } from './text.js';

/**
 * The codes the act's term blocks store (a power of attorney's rights of
 * `POA_RIGHTS`, a sale's payment method, a travel purpose) as a document
 * words them. A value that is not a known code is printed as entered.
 */
type Words = { oz: string; ru: string };

const POA_RIGHT_WORDS: Record<string, Words> = {
  use: { oz: 'mol-mulkdan foydalanish', ru: 'пользоваться имуществом' },
  drive: { oz: 'transport vositasini boshqarish', ru: 'управлять транспортным средством' },
  manage: { oz: "mol-mulkni boshqarish va uni saqlash bo'yicha zarur harakatlarni amalga oshirish", ru: 'управлять имуществом и совершать необходимые действия по его сохранению' },
  represent: {
    oz: "davlat organlari, tashkilotlar va muassasalarda mening manfaatlarimni ifodalash, zarur hujjatlarni olish va imzolash",
    ru: 'представлять мои интересы в государственных органах, организациях и учреждениях, получать и подписывать необходимые документы',
  },
  repair: { oz: "mol-mulkni ta'mirlash, texnik ko'rikdan o'tkazish va sug'urta qilish", ru: 'производить ремонт, технический осмотр и страхование имущества' },
  lease: { oz: 'mol-mulkni ijaraga berish va ijara haqini olish', ru: 'сдавать имущество в аренду и получать арендную плату' },
  sell: { oz: "mol-mulkni o'zi belgilagan narxda sotish va uning uchun pul mablag'larini olish", ru: 'продавать имущество за цену по своему усмотрению и получать причитающиеся за него деньги' },
  gift: { oz: 'mol-mulkni hadya qilish', ru: 'дарить имущество' },
  exchange: { oz: 'mol-mulkni ayirboshlash', ru: 'обменивать имущество' },
  pledge: { oz: "mol-mulkni garovga qo'yish", ru: 'закладывать имущество' },
};

const PAYMENT_METHOD_WORDS: Record<string, Words> = {
  cash: { oz: 'naqd pul bilan', ru: 'наличными деньгами' },
  bank_transfer: { oz: "bank o'tkazmasi orqali", ru: 'банковским переводом' },
  credit: { oz: "kredit mablag'lari hisobidan", ru: 'за счёт кредитных средств' },
  installments: { oz: "bo'lib-bo'lib to'lash yo'li bilan", ru: 'в рассрочку' },
};

const TRAVEL_PURPOSE_WORDS: Record<string, Words> = {
  tourism: { oz: 'turizm (dam olish)', ru: 'туризм (отдых)' },
  study: { oz: "o'qish", ru: 'учёба' },
  treatment: { oz: 'davolanish', ru: 'лечение' },
  visiting_relatives: { oz: 'qarindoshlarni ziyorat qilish', ru: 'посещение родственников' },
  sport: { oz: 'sport tadbirlarida ishtirok etish', ru: 'участие в спортивных мероприятиях' },
};

function word(c: Ctx, table: Record<string, Words>, code: string): string {
  const entry = table[code];
  if (!entry) return code;
  return c.lang === 'ru' ? entry.ru : uzWord(c.lang as UzLang, entry.oz);
}

export const DISPOSAL_CODES: readonly string[] = ['sell', 'gift', 'exchange', 'pledge'];

export const poaRightWords = (c: Ctx, code: string) => word(c, POA_RIGHT_WORDS, code);
export const paymentMethodWords = (c: Ctx, code: string) => word(c, PAYMENT_METHOD_WORDS, code);
export const travelPurposeWords = (c: Ctx, code: string) => word(c, TRAVEL_PURPOSE_WORDS, code);
