import type { PartyRole } from '@notary/domain/party';
import type { PrintLang } from './text.js';
import { uzWord } from './text.js';

/** Party roles as a notarial document names the sides (Uzbek Latin and Russian; Uzbek Cyrillic is derived). */
const ROLES: Record<PartyRole, { oz: string; ru: string }> = {
  seller: { oz: 'Sotuvchi', ru: 'Продавец' },
  buyer: { oz: 'Xaridor', ru: 'Покупатель' },
  giver: { oz: 'Hadya qiluvchi', ru: 'Даритель' },
  donee: { oz: 'Hadya oluvchi', ru: 'Одаряемый' },
  consenting_spouse: { oz: "Rozilik beruvchi turmush o'rtog'i", ru: 'Супруг(а), дающий(ая) согласие' },
  receiving_spouse: { oz: "Rozilik oluvchi turmush o'rtog'i", ru: 'Супруг(а), получающий(ая) согласие' },
  parent: { oz: 'Ota-ona', ru: 'Родитель' },
  attorney: { oz: 'Ishonchli vakil', ru: 'Поверенный' },
  representative: { oz: 'Vakil', ru: 'Представитель' },
  co_owner: { oz: 'Birgalikdagi mulkdor', ru: 'Сособственник' },
  payer: { oz: "Zakalat beruvchi", ru: 'Задаткодатель' },
  minor: { oz: 'Voyaga yetmagan', ru: 'Несовершеннолетний' },
  accompanying_person: { oz: 'Kuzatib boruvchi', ru: 'Сопровождающий' },
  applicant: { oz: 'Arizachi', ru: 'Заявитель' },
  principal: { oz: 'Ishonch bildiruvchi', ru: 'Доверитель' },
  pledgor: { oz: "Garovga qo'yuvchi", ru: 'Залогодатель' },
  pledgee: { oz: 'Garovga oluvchi', ru: 'Залогодержатель' },
  lessor: { oz: 'Ijaraga beruvchi', ru: 'Арендодатель' },
  lessee: { oz: 'Ijaraga oluvchi', ru: 'Арендатор' },
  payee: { oz: 'Zakalat oluvchi', ru: 'Задаткополучатель' },
  heir: { oz: "Merosxo'r", ru: 'Наследник' },
  resident: { oz: "Ro'yxatga olinuvchi", ru: 'Регистрируемое лицо' },
  translator: { oz: 'Tarjimon', ru: 'Переводчик' },
};

/**
 * Leasing (11720) names its sides lizing beruvchi / lizing oluvchi and a rent
 * (15025) ijaraga beruvchi / ijarachi; a payer outside a deposit pays the fees.
 */
const BY_TYPE: Partial<Record<number, Partial<Record<PartyRole, { oz: string; ru: string }>>>> = {
  11720: { lessor: { oz: 'Lizing beruvchi', ru: 'Лизингодатель' }, lessee: { oz: 'Lizing oluvchi', ru: 'Лизингополучатель' }, payer: { oz: "To'lovchi", ru: 'Плательщик' } },
  15025: { lessee: { oz: 'Ijarachi', ru: 'Арендатор' }, payer: { oz: "To'lovchi", ru: 'Плательщик' } },
  1: { payer: { oz: "To'lovchi", ru: 'Плательщик' } },
};

export function roleName(role: PartyRole, lang: PrintLang, typeId?: number): string {
  const entry = (typeId !== undefined ? BY_TYPE[typeId]?.[role] : undefined) ?? ROLES[role];
  return lang === 'ru' ? entry.ru : uzWord(lang, entry.oz);
}
