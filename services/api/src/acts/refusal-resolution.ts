import { ACT_TYPES, type ActTypeId } from '@notary/domain/act';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@notary/domain/constants';
import { formatDate, formatDateTime } from '@notary/domain/time';
import type { EntityManager } from 'typeorm';
import { line, renderPdf } from '../print/pdf.js';
import type { NotarialAct } from './act.entity.js';

/** The notary and the office of the act, in the scripts the resolution may be written in. */
export type ResolutionIssuer = {
  notaryLatin: string;
  notaryCyrillic: string;
  officeOz: string;
  officeUz: string;
  officeRu: string;
  addressOz: string;
  addressUz: string;
  addressRu: string;
};

/** The act's notary and office (notary, notary_office); null when the act has no notary record behind it. */
export async function resolutionIssuer(em: EntityManager, notaryId: string | null): Promise<ResolutionIssuer | null> {
  if (!notaryId) return null;
  const [row] = (await em.query(
    `SELECT n.full_name AS "notaryLatin", n.full_name_cyr AS "notaryCyrillic",
            o.name_oz AS "officeOz", o.name_uz AS "officeUz", o.name_ru AS "officeRu",
            o.address_oz AS "addressOz", o.address_uz AS "addressUz", o.address_ru AS "addressRu"
       FROM notary n JOIN notary_office o ON o.id = n.office_id WHERE n.id = $1`,
    [notaryId],
  )) as ResolutionIssuer[];
  return row ?? null;
}

type Words = {
  title: string;
  subtitle: string;
  place: string;
  act: string;
  id: string;
  filed: string;
  notary: string;
  office: string;
  address: string;
  decided: string;
  reason: string;
  appeal: string;
  signature: string;
};

/** The resolution's fixed words in the act's language of filing (acts-domain 3). */
const WORDS: Record<Locale, Words> = {
  oz: {
    title: 'QAROR',
    subtitle: 'notarial harakatni amalga oshirishni rad etish to‘g‘risida',
    place: 'Sana',
    act: 'Notarial harakat',
    id: 'Harakat identifikatori',
    filed: 'Ariza berilgan sana',
    notary: 'Notarius',
    office: 'Notarial idora',
    address: 'Manzil',
    decided: 'Quyidagi sabab bo‘yicha ushbu notarial harakatni amalga oshirish rad etilsin.',
    reason: 'Rad etish sababi',
    appeal: 'Ushbu qaror ustidan qonunda belgilangan tartibda sudga shikoyat qilish mumkin.',
    signature: 'Notarius imzosi',
  },
  uz: {
    title: 'ҚАРОР',
    subtitle: 'нотариал ҳаракатни амалга оширишни рад этиш тўғрисида',
    place: 'Сана',
    act: 'Нотариал ҳаракат',
    id: 'Ҳаракат идентификатори',
    filed: 'Ариза берилган сана',
    notary: 'Нотариус',
    office: 'Нотариал идора',
    address: 'Манзил',
    decided: 'Қуйидаги сабаб бўйича ушбу нотариал ҳаракатни амалга ошириш рад этилсин.',
    reason: 'Рад этиш сабаби',
    appeal: 'Ушбу қарор устидан қонунда белгиланган тартибда судга шикоят қилиш мумкин.',
    signature: 'Нотариус имзоси',
  },
  ru: {
    title: 'ПОСТАНОВЛЕНИЕ',
    subtitle: 'об отказе в совершении нотариального действия',
    place: 'Дата',
    act: 'Нотариальное действие',
    id: 'Идентификатор действия',
    filed: 'Дата подачи заявления',
    notary: 'Нотариус',
    office: 'Нотариальная контора',
    address: 'Адрес',
    decided: 'Отказать в совершении данного нотариального действия по следующей причине.',
    reason: 'Причина отказа',
    appeal: 'Настоящее постановление может быть обжаловано в суд в установленном законом порядке.',
    signature: 'Подпись нотариуса',
  },
};

/** The act's language of filing, the language its documents are written in. */
export function resolutionLang(act: Pick<NotarialAct, 'lang'>): Locale {
  return isLocale(act.lang) ? act.lang : DEFAULT_LOCALE;
}

/** The file name the citizen downloads. */
export function resolutionFileName(act: Pick<NotarialAct, 'id' | 'lang'>): string {
  return `${resolutionLang(act) === 'ru' ? 'postanovlenie-ob-otkaze' : 'rad-etish-qarori'}-${act.id.slice(0, 8)}.pdf`;
}

/**
 * acts-domain 4 "refuse (upload or generate the resolution file)": the
 * resolution the API writes when the notary has no signed file to upload — the
 * act, its notary and office, the date and the reason, in the act's language,
 * A4 PDF through the print forms' pdfkit setup (DejaVu: Latin, Cyrillic).
 */
export function renderRefusalResolution(input: {
  act: Pick<NotarialAct, 'id' | 'typeId' | 'name' | 'lang' | 'notaryName' | 'enteredAt' | 'regnum'>;
  issuer: ResolutionIssuer | null;
  reason: string;
  now: Date;
}): Promise<Buffer> {
  const { act, issuer, reason, now } = input;
  const lang = resolutionLang(act);
  const w = WORDS[lang];
  const type = Object.hasOwn(ACT_TYPES, act.typeId) ? ACT_TYPES[act.typeId as ActTypeId].names[lang] : act.name;
  const notary = issuer ? (lang === 'uz' ? issuer.notaryCyrillic || issuer.notaryLatin : issuer.notaryLatin) : act.notaryName;
  const office = issuer ? { oz: issuer.officeOz, uz: issuer.officeUz, ru: issuer.officeRu }[lang] : null;
  const address = issuer ? { oz: issuer.addressOz, uz: issuer.addressUz, ru: issuer.addressRu }[lang] : null;
  return renderPdf((doc) => {
    doc.font('bold').fontSize(16).text(w.title, { align: 'center' });
    doc.font('regular').fontSize(12).text(w.subtitle, { align: 'center' }).moveDown(1.5);
    doc.fontSize(11);
    line(doc, w.place, formatDate(now));
    if (office) line(doc, w.office, office);
    if (address) line(doc, w.address, address);
    line(doc, w.notary, notary);
    doc.moveDown(0.8);
    line(doc, w.act, type);
    line(doc, w.id, act.id);
    if (act.regnum) line(doc, '№', act.regnum);
    if (act.enteredAt) line(doc, w.filed, formatDateTime(act.enteredAt).slice(0, 16));
    doc.moveDown(0.8);
    doc.font('regular').text(w.decided).moveDown(0.5);
    doc.font('bold').text(`${w.reason}:`);
    doc.font('regular').text(reason, { align: 'justify' }).moveDown(1.2);
    doc.fontSize(10).text(w.appeal).moveDown(2.5);
    doc.fontSize(11).text(`${w.notary}: ${notary ?? ''}`).moveDown(0.3);
    doc.text(`${w.signature}: ____________________`);
  }, `${w.title} — ${type}`);
}
