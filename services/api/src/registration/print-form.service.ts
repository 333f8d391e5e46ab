import { Injectable } from '@nestjs/common';
import { formatDate, formatDateTime, parseIsoDate } from '@notary/domain/time';
import { DataSource } from 'typeorm';
import { resolveActAccess } from '../acts/act-access.js';
import { ActsRepository } from '../acts/acts.repository.js';
import type { SessionUser } from '../identity/auth.js';
import { AppError } from '../common/app-error.js';
import { line, qrPng, renderPdf } from '../print/pdf.js';

/**
 * The public act check page of the citizen web (spec/shell.md 2.1
 * search_notarial_act). Register numbers are unique per office only, so the
 * link names the office too: it opens exactly this act.
 */
export function actCheckPath(regnum: string, regdate: string, officeId: string): string {
  const query = new URLSearchParams({ regnum, regdate, office: officeId });
  return `/search_notarial_act?${query.toString()}`;
}

const STATUS_TEXT: Record<string, string> = {
  active: 'Rasmiylashtirilmoqda',
  registered: "Ro'yxatga olingan",
  annulled: 'Bekor qilingan',
  refused: 'Rad etilgan',
  stopped: "To'xtatilgan",
  deleted: "O'chirilgan",
  inactive: 'Faol emas',
};

/** Party roles and subject kinds as the form prints them (Uzbek Latin, the filing language default). */
const ROLE_TEXT: Partial<Record<string, string>> = {
  seller: 'Sotuvchi',
  buyer: 'Xaridor',
  giver: "Hadya qiluvchi",
  donee: 'Hadya oluvchi',
  consenting_spouse: 'Rozilik beruvchi er (xotin)',
  receiving_spouse: 'Rozilik oluvchi er (xotin)',
  parent: 'Ota-ona',
  attorney: 'Ishonchli vakil',
  representative: 'Vakil',
  co_owner: 'Birgalikdagi mulkdor',
  payer: "To'lovchi",
  minor: 'Voyaga yetmagan',
  accompanying_person: 'Kuzatib boruvchi',
  applicant: 'Arizachi',
  principal: 'Ishonch bildiruvchi',
  pledgor: "Garovga qo'yuvchi",
  pledgee: 'Garovga oluvchi',
  lessor: 'Ijaraga beruvchi',
  lessee: 'Ijarachi',
  payee: 'Zakalat oluvchi',
  heir: "Merosxo'r",
  resident: "Ro'yxatga olinuvchi",
  translator: 'Tarjimon',
};
const KIND_TEXT: Record<string, string> = { vehicle: 'Transport vositasi', real_estate: "Ko'chmas mulk", other: "Boshqa mol-mulk" };

/** The print form tab (acts-domain 2): a PDF of the act with a QR code that opens the public act check. */
@Injectable()
export class PrintFormService {
  constructor(
    private readonly db: DataSource,
    private readonly acts: ActsRepository,
  ) {}

  async pdf(actId: string, user: SessionUser, baseUrl: string): Promise<{ name: string; bytes: Buffer }> {
    let access;
    try {
      access = await resolveActAccess(this.db.manager, actId, user, { lock: false });
    } catch (e) {
      // spec/shell.md 8: a denied download answers 418.
      if (e instanceof AppError && e.status === 418) throw new AppError('download_forbidden', 418, e.code, { cause: e.code });
      throw e;
    }
    const { act } = access;
    const parties = await this.acts.partiesInOrder(this.db.manager, actId);
    const subjects = await this.acts.subjectsInOrder(this.db.manager, actId);
    const checkUrl = act.regnum && act.regdate && act.officeId ? `${baseUrl}${actCheckPath(act.regnum, act.regdate, act.officeId)}` : null;
    const qr = checkUrl ? await qrPng(checkUrl) : null;
    const bytes = await renderPdf(async (doc) => {
      doc.font('bold').fontSize(16).text(act.name, { align: 'center' }).moveDown(0.5);
      doc.fontSize(10).font('regular');
      if (!act.regnum) doc.fillColor('#b00').text('LOYIHA — ro‘yxatga olinmagan / ПРОЕКТ', { align: 'center' }).fillColor('black');
      doc.moveDown();
      line(doc, "Reyestr raqami / Реестр рақами", act.regnum);
      line(doc, 'Sana / Сана', act.regdate ? formatDate(parseIsoDate(act.regdate)!) : null);
      line(doc, 'Holati', STATUS_TEXT[act.status] ?? act.status);
      line(doc, 'Notarius / Нотариус', act.notaryName);
      line(doc, 'Blank', [act.blankSeries, act.blankNumber].filter(Boolean).join(' ') || null);
      line(doc, 'Tashrif vaqti', act.visitAt ? formatDateTime(act.visitAt) : null);
      doc.moveDown().font('bold').fontSize(12).text('Taraflar / Тарафлар').fontSize(10).font('regular');
      for (const party of parties) line(doc, ROLE_TEXT[party.role] ?? party.role, `${party.fullname}${party.pin ? ` (JShShIR ${party.pin})` : ''}`);
      if (subjects.length) doc.moveDown().font('bold').fontSize(12).text('Predmet / Предмет').fontSize(10).font('regular');
      for (const subject of subjects) {
        const what =
          subject.kind === 'vehicle'
            ? `${subject.stateNumber ?? ''} ${subject.techPassportSeries ?? ''}${subject.techPassportNumber ?? ''}`.trim()
            : subject.kind === 'real_estate'
              ? `kadastr ${subject.cadastreNumber}`
              : (subject.description ?? '');
        line(doc, KIND_TEXT[subject.kind] ?? subject.kind, `${what}${subject.price ? `, ${subject.price} so'm` : ''}${subject.priceWords ? ` (${subject.priceWords})` : ''}`);
      }
      if (qr && checkUrl) {
        doc.moveDown(2).image(qr, { width: 110 });
        doc.fontSize(8).text(`Tekshirish / Проверка: ${checkUrl}`);
      }
    }, act.name);
    return { name: `act-${act.regnum?.replace('/', '-') ?? act.id}.pdf`, bytes };
  }
}
