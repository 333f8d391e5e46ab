import type { PartyRole } from '@notary/domain/party';
import { formatDate, parseIsoDate, tashkentDateOf } from '@notary/domain/time';
import { amountToWords } from '@notary/domain/words';
import type { ActParty } from '../../parties/party.entity.js';
import type { ActSubject } from '../../subjects/subject.entity.js';
import type { PrintModel } from './model.js';
import { roleName } from './roles.js';
import { ruText, uzText, type PrintLang, type UzText } from './text.js';

/**
 * The values a template writes into its text, already phrased in the
 * document's language: the parties as a notarial document introduces them,
 * the subject as a contract describes it, sums in figures and in words
 * (`amountToWords` of @notary/domain), dates as dd.mm.yyyy.
 */
export type Ctx = {
  lang: PrintLang;
  /** Uzbek Latin text, transliterated in an Uzbek Cyrillic document (`uzText`); plain in Russian. */
  t: UzText;
  model: PrintModel;
  /** The document's date: the register date, else today (Tashkent). */
  date: string;
  /** Where the document is made: the office's district and region. */
  place: string;
  typeId: number;
  partiesOf(role: PartyRole): ActParty[];
  /** The full names of a role's parties, "________" when the act has none. */
  names(role: PartyRole): string;
  /** The parties of a role introduced in full (name, birth date, personal number, passport, address), joined. */
  persons(role: PartyRole): string;
  person(party: ActParty): string;
  roleName(role: PartyRole): string;
  /** Every subject described in full, joined by "; ". */
  subjects(): string;
  subject(subject: ActSubject): string;
  /** "1 250 000 (bir million ikki yuz ellik ming so'm 00 tiyin) so'm"; null for no sum. */
  money(amount: string | number | null | undefined): string | null;
  /** The subjects' price (their sum), with words; null when no subject has a price. */
  price: string | null;
  /** dd.mm.yyyy of an ISO date, null for none. */
  day(iso: string | null | undefined): string | null;
  /** Filler for a value the act does not hold (a line to fill by hand, as on a paper blank). */
  blank: string;
};

const BLANK = '________________';
const NBSP = '\u00A0';

/** Tiyin of an API sum ("1250000.50"), null when it is not a sum. */
function tiyinOf(amount: string | number | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** "1 250 000" or "1 250 000,50", grouped by no-break spaces so a line never splits a number. */
export function figures(tiyin: number): string {
  const whole = Math.floor(tiyin / 100);
  const frac = tiyin % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return frac ? `${grouped},${String(frac).padStart(2, '0')}` : grouped;
}

export function moneyText(lang: PrintLang, tiyin: number): string {
  const words = amountToWords({ sum: Math.floor(tiyin / 100), tiyin: tiyin % 100 }, lang);
  const currency = lang === 'ru' ? 'сум' : lang === 'uz' ? 'сўм' : "so'm";
  return `${figures(tiyin)}${NBSP}${currency} (${words})`;
}

function dayOf(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = parseIsoDate(String(iso).slice(0, 10));
  return date ? formatDate(date) : null;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null);

export function buildCtx(model: PrintModel, lang: PrintLang): Ctx {
  const ru = lang === 'ru';
  const t = ru ? ruText : uzText(lang);
  const { act } = model;
  const typeId = act.typeId;
  const date = dayOf(act.regdate) ?? formatDate(tashkentDateOf(new Date()));
  const place = model.office?.place[lang] ?? (ru ? 'Республика Узбекистан' : t`O'zbekiston Respublikasi`);

  const partiesOf = (role: PartyRole) => model.parties.filter((p) => p.role === role);

  const person = (p: ActParty): string => {
    const doc = p.document as Record<string, unknown>;
    const addresses = p.addresses as { registered?: { text?: string }; living?: { text?: string } };
    const address = str(addresses.registered?.text) ?? str(addresses.living?.text);
    if (p.partyClass === 'legal') {
      const manager = (p.manager ?? {}) as Record<string, unknown>;
      const bits = [
        p.inn ? (ru ? `ИНН ${p.inn}` : t`STIR ${p.inn}`) : null,
        address ? (ru ? `адрес: ${address}` : t`manzili: ${address}`) : null,
        str(manager.fullname)
          ? ru
            ? `в лице ${str(manager.position) ?? 'руководителя'} ${str(manager.fullname)}, действующего на основании ${str(manager.basis) ?? 'устава'}`
            : t`nomidan ${str(manager.basis) ?? t`ustav`} asosida harakat qiluvchi ${str(manager.position) ?? t`rahbar`} ${str(manager.fullname)}`
          : null,
      ].filter(Boolean);
      return `«${p.fullname}»${bits.length ? ` (${bits.join(', ')})` : ''}`;
    }
    const docName = str(doc.name) ?? (ru ? 'паспорт' : t`pasport`);
    const docNumber = [str(doc.series), str(doc.number)].filter(Boolean).join(' ');
    const issued = [dayOf(str(doc.issueDate)), str(doc.issuer)].filter(Boolean);
    const bits = [
      p.birthDate ? (ru ? `дата рождения ${dayOf(p.birthDate)}` : t`tug'ilgan sanasi ${dayOf(p.birthDate)}`) : null,
      p.pin ? (ru ? `ПИНФЛ ${p.pin}` : t`JShShIR ${p.pin}`) : null,
      docNumber
        ? ru
          ? `${docName} ${docNumber}${issued.length ? `, выдан ${issued.join(' ')}` : ''}`
          : `${docName} ${docNumber}${issued.length ? t`, ${issued[0]}${issued[1] ? ` ${issued[1]}` : ''} tomonidan berilgan` : ''}`
        : null,
      address ? (ru ? `адрес: ${address}` : t`manzili: ${address}`) : null,
    ].filter(Boolean);
    return `${p.fullname}${bits.length ? ` (${bits.join(', ')})` : ''}`;
  };

  const subject = (s: ActSubject): string => {
    const v = (s.vehicle ?? {}) as Record<string, unknown>;
    const r = (s.realEstate ?? {}) as Record<string, unknown>;
    const own = (s.ownership ?? {}) as Record<string, unknown>;
    const parts: string[] = [];
    if (s.kind === 'vehicle') {
      const make = str(v.make);
      const year = str(v.year);
      const colour = str(v.colour);
      parts.push(
        ru
          ? `транспортное средство${make ? ` марки ${make}` : ''}${year ? `, ${year} года выпуска` : ''}${colour ? `, цвет ${colour}` : ''}`
          : t`${make ? t`${make} rusumli` : ''}${year ? t`, ${year} yilda ishlab chiqarilgan` : ''}${colour ? t`, ${colour} rangli` : ''} transport vositasi`.replace(/^, /, ''),
      );
      if (s.stateNumber) parts.push(ru ? `государственный номерной знак ${s.stateNumber}` : t`davlat raqam belgisi ${s.stateNumber}`);
      if (s.bodyNumber) parts.push(ru ? `номер кузова ${s.bodyNumber}` : t`kuzov raqami ${s.bodyNumber}`);
      if (str(v.motorNumber)) parts.push(ru ? `номер двигателя ${str(v.motorNumber)}` : t`dvigatel raqami ${str(v.motorNumber)}`);
      if (str(v.chassisNumber)) parts.push(ru ? `номер шасси ${str(v.chassisNumber)}` : t`shassi raqami ${str(v.chassisNumber)}`);
      if (s.techPassportSeries || s.techPassportNumber) {
        const tp = [s.techPassportSeries, s.techPassportNumber].filter(Boolean).join(' ');
        const issued = [dayOf(str(v.techPassportDate)), str(v.techPassportIssuer)].filter(Boolean);
        parts.push(
          ru
            ? `свидетельство о регистрации (технический паспорт) ${tp}${issued.length ? `, выдано ${issued.join(' ')}` : ''}`
            : t`qayd etish guvohnomasi (texnik pasport) ${tp}${issued.length ? t`, ${issued.join(' ')} tomonidan berilgan` : ''}`,
        );
      }
    } else if (s.kind === 'real_estate') {
      const kind = r.type === 'non_residential' ? (ru ? 'нежилое помещение' : t`noturar joy`) : r.type === 'residential' ? (ru ? 'жилое помещение' : t`turar joy`) : null;
      const name = str(r.objectName);
      parts.push(ru ? `недвижимое имущество${kind ? ` (${kind})` : ''}${name ? ` «${name}»` : ''}` : t`ko'chmas mulk${kind ? ` (${kind})` : ''}${name ? ` «${name}»` : ''}`);
      if (s.cadastreNumber) parts.push(ru ? `кадастровый номер ${s.cadastreNumber}` : t`kadastr raqami ${s.cadastreNumber}`);
      const address =
        str(r.address) ??
        ([str(r.street), str(r.home) ? (ru ? `дом ${str(r.home)}` : t`${str(r.home)}-uy`) : null, str(r.flat) ? (ru ? `кв. ${str(r.flat)}` : t`${str(r.flat)}-xonadon`) : null]
          .filter(Boolean)
          .join(', ') ||
          null);
      if (address) parts.push(ru ? `адрес: ${address}` : t`manzili: ${address}`);
      if (str(r.area)) parts.push(ru ? `общая площадь ${str(r.area)} кв. м` : t`umumiy maydoni ${str(r.area)} kv. m`);
      if (str(r.livingArea)) parts.push(ru ? `жилая площадь ${str(r.livingArea)} кв. м` : t`yashash maydoni ${str(r.livingArea)} kv. m`);
      if (str(r.rooms)) parts.push(ru ? `комнат ${str(r.rooms)}` : t`xonalar soni ${str(r.rooms)}`);
    } else {
      parts.push(s.description ?? (ru ? 'имущество' : t`mol-mulk`));
      const sum = tiyinOf(s.sum);
      if (sum !== null) parts.push(ru ? `на сумму ${moneyText(lang, sum)}` : t`${moneyText(lang, sum)} miqdorida`);
    }
    for (const share of s.shares ?? []) parts.push(ru ? `доля ${share.numerator}/${share.denominator}` : t`${share.numerator}/${share.denominator} ulush`);
    if (str(own.basis)) {
      const reg = [str(own.regnum) ? `№ ${str(own.regnum)}` : null, dayOf(str(own.regdate))].filter(Boolean).join(', ');
      parts.push(ru ? `основание права собственности: ${str(own.basis)}${reg ? ` (${reg})` : ''}` : t`mulk huquqi asosi: ${str(own.basis)}${reg ? ` (${reg})` : ''}`);
    }
    return parts.join(', ');
  };

  const money = (amount: string | number | null | undefined) => {
    const tiyin = tiyinOf(amount);
    return tiyin === null ? null : moneyText(lang, tiyin);
  };
  const priced = model.subjects.map((s) => tiyinOf(s.price)).filter((p): p is number => p !== null);
  const price = priced.length ? moneyText(lang, priced.reduce((a, b) => a + b, 0)) : null;

  return {
    lang,
    t,
    model,
    date,
    place,
    typeId,
    partiesOf,
    names: (role) => partiesOf(role).map((p) => p.fullname).join(', ') || BLANK,
    persons: (role) => partiesOf(role).map(person).join('; ') || BLANK,
    person,
    roleName: (role) => roleName(role, lang, typeId),
    subjects: () => model.subjects.map(subject).join('; ') || BLANK,
    subject,
    money,
    price,
    day: dayOf,
    blank: BLANK,
  };
}
