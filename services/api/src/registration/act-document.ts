import { ACT_TYPES } from '@notary/domain/act';
import type { PartyRole } from '@notary/domain/party';
import { formatDate } from '@notary/domain/time';
import { qrPng, renderPdf } from '../print/pdf.js';
import { buildCtx, inscriptionOf, roleName, templateOf, uzLatinTypography, type Ctx, type PrintLang, type PrintModel } from './print-templates/index.js';

/**
 * The act's print form as a document (issue 13 part 9): the contract or
 * statement of its type in the act's language, the parties' signatures, the
 * notary's certification with the register number, date, fees and a QR code
 * that opens the public act check. Layout: A4, margins as a paper contract
 * (3 cm left, 1.5 cm right, 2 cm top and bottom), DejaVu Serif, which covers
 * Uzbek Latin (oʻ, gʻ), Uzbek Cyrillic and Russian.
 */

const MARGINS = { top: 57, bottom: 57, left: 85, right: 43 };
const BODY = 10.5;
const QR_SIZE = 84;
const INK = '#111111';
const GREY = '#555555';
const RED = '#b00020';

type Status = { title: string; lines: string[] } | null;

/** The banner of an act that is not (or no longer) in force: draft, annulled, refused, stopped. */
function statusBanner(c: Ctx): Status {
  const { act } = c.model;
  const ru = c.lang === 'ru';
  const t = c.t;
  const when = (d: Date | null) => (d ? formatDate(d) : c.blank);
  switch (act.status) {
    case 'annulled':
      return {
        title: ru ? `АННУЛИРОВАН ${when(act.annulAt)}` : t`BEKOR QILINGAN ${when(act.annulAt)}`,
        lines: [ru ? `Причина: ${act.annulReason ?? c.blank}` : t`Sababi: ${act.annulReason ?? c.blank}`],
      };
    case 'refused':
      return {
        title: ru ? `В СОВЕРШЕНИИ НОТАРИАЛЬНОГО ДЕЙСТВИЯ ОТКАЗАНО ${when(act.cancelledAt)}` : t`NOTARIAL HARAKATNI AMALGA OSHIRISH RAD ETILGAN ${when(act.cancelledAt)}`,
        lines: [
          ru
            ? `Постановление об отказе: ${act.refusalFileName ?? c.blank} (вкладка «Результат» карточки акта).`
            : t`Rad etish to'g'risidagi qaror: ${act.refusalFileName ?? c.blank} (hujjat kartasining «Natija» bo'limida).`,
        ],
      };
    case 'stopped':
      return {
        title: ru ? `ПРИОСТАНОВЛЕН ${when(act.cancelledAt)}` : t`TO'XTATILGAN ${when(act.cancelledAt)}`,
        lines: [ru ? `Причина: ${act.stopReason ?? c.blank}` : t`Sababi: ${act.stopReason ?? c.blank}`],
      };
    case 'deleted':
    case 'inactive':
      return { title: ru ? 'НЕ ДЕЙСТВУЕТ' : t`AMALDA EMAS`, lines: [] };
    default:
      return act.regnum
        ? null
        : {
            title: ru ? 'ПРОЕКТ — НЕ ЗАРЕГИСТРИРОВАН' : t`LOYIHA — RO'YXATGA OLINMAGAN`,
            lines: [ru ? 'Документ не удостоверен нотариусом и не имеет юридической силы.' : t`Hujjat notarius tomonidan tasdiqlanmagan va yuridik kuchga ega emas.`],
          };
  }
}

export async function renderActDocument(model: PrintModel, lang: PrintLang): Promise<Buffer> {
  const c = buildCtx(model, lang);
  const template = templateOf(model.act.typeId);
  const body = lang === 'ru' ? template.ru(c) : template.uz(c);
  const typo = (s: string) => (lang === 'oz' ? uzLatinTypography(s) : s);
  const title = ACT_TYPES[model.act.typeId].names[lang];
  const qr = model.checkUrl ? await qrPng(model.checkUrl) : null;

  return renderPdf(
    (doc) => {
      const left = MARGINS.left;
      const width = doc.page.width - MARGINS.left - MARGINS.right;
      const para = (text: string, options: PDFKit.Mixins.TextOptions = {}) =>
        doc.font('serif').fontSize(BODY).fillColor(INK).text(typo(text), left, undefined, { width, align: 'justify', lineGap: 1.5, paragraphGap: 4, ...options });
      const ensure = (height: number) => {
        if (doc.y + height > doc.page.height - MARGINS.bottom) doc.addPage();
      };

      // Header: register number and date at the left, the check's QR code at the right.
      const top = MARGINS.top;
      doc.font('regular').fontSize(8).fillColor(GREY);
      const header = [
        model.office?.name[lang] ?? null,
        model.act.regnum ? (lang === 'ru' ? `Реестровый № ${model.act.regnum} от ${c.date}` : typo(c.t`Reyestr № ${model.act.regnum}, ${c.date}`)) : null,
      ].filter((s): s is string => Boolean(s));
      doc.text(header.map(typo).join('\n'), left, top, { width: width - QR_SIZE - 12 });
      if (qr) {
        doc.image(qr, left + width - QR_SIZE, top - 6, { width: QR_SIZE });
        doc.fontSize(6.5).text(lang === 'ru' ? 'Проверка документа' : typo(c.t`Hujjatni tekshirish`), left + width - QR_SIZE, top - 6 + QR_SIZE + 1, { width: QR_SIZE, align: 'center' });
      }
      doc.y = Math.max(doc.y, top + (qr ? QR_SIZE + 6 : 20));
      doc.x = left;

      const banner = statusBanner(c);
      if (banner) {
        const y = doc.y + 4;
        const lines = banner.lines.map(typo).join('\n');
        const titleHeight = doc.font('bold').fontSize(11).heightOfString(typo(banner.title), { width: width - 16 });
        const linesHeight = lines ? doc.font('regular').fontSize(9).heightOfString(lines, { width: width - 16 }) + 2 : 0;
        const h = titleHeight + linesHeight + 12;
        doc.font('bold').fontSize(11).fillColor(RED);
        doc.lineWidth(1.5).strokeColor(RED).rect(left, y, width, h).stroke();
        doc.text(typo(banner.title), left + 8, y + 6, { width: width - 16, align: 'center' });
        if (lines) doc.font('regular').fontSize(9).text(lines, left + 8, undefined, { width: width - 16, align: 'center' });
        doc.y = y + h + 8;
        doc.strokeColor(INK).lineWidth(1);
      }

      // Title, then place and date.
      doc.moveDown(0.5).font('serif-bold').fontSize(14).fillColor(INK).text(typo(title.toLocaleUpperCase(lang === 'ru' ? 'ru' : 'uz')), left, undefined, { width, align: 'center' });
      doc.moveDown(0.6);
      const y = doc.y;
      doc.font('serif').fontSize(BODY).text(typo(c.place), left, y, { width: width / 2 });
      const afterPlace = doc.y;
      doc.text(c.date, left + width / 2, y, { width: width / 2, align: 'right' });
      doc.y = Math.max(afterPlace, doc.y);
      doc.moveDown(0.8);

      for (const p of body.preamble) para(p, { indent: 24 });
      const numbered = template.inscription === 'contract';
      body.sections.forEach((section, i) => {
        ensure(40);
        doc.moveDown(0.4).font('serif-bold').fontSize(BODY).text(typo(numbered ? `${i + 1}. ${section.heading}` : section.heading), left, undefined, { width, align: 'center' });
        doc.moveDown(0.3);
        section.clauses.forEach((clause, j) => {
          const end = j === section.clauses.length - 1 ? '.' : ';';
          if (section.list) para(`— ${clause.replace(/[.;]+$/, '')}${end}`, { indent: 12 });
          else para(numbered ? `${i + 1}.${j + 1}. ${clause}` : clause, { indent: numbered ? 0 : 24 });
        });
      });
      for (const p of body.closing ?? []) para(p, { indent: 24 });

      // Signatures of the sides (and of the representatives who sign for them).
      const signers: { role: PartyRole; name: string }[] = [];
      for (const role of template.signers) for (const p of model.parties.filter((x) => x.role === role)) signers.push({ role, name: p.fullname });
      for (const p of model.parties.filter((x) => x.role === 'representative')) signers.push({ role: 'representative', name: p.fullname });
      ensure(40 + signers.length * 26);
      doc.moveDown(0.8).font('serif-bold').fontSize(BODY).text(typo(lang === 'ru' ? 'ПОДПИСИ' : c.t`IMZOLAR`), left, undefined, { width });
      doc.moveDown(0.4);
      for (const s of signers) {
        const y0 = doc.y;
        doc.font('serif').fontSize(BODY).text(typo(`${roleName(s.role, lang, model.act.typeId)}:`), left, y0, { width: 175 });
        doc.text('____________________', left + 180, y0, { width: 125 });
        doc.text(typo(s.name), left + 310, y0, { width: width - 310 });
        doc.y = Math.max(doc.y, y0 + 22);
      }

      // The notary's certification.
      doc.moveDown(1);
      if (model.act.regnum) {
        const ins = inscriptionOf(c, template.inscription, template.signers);
        const lines = [ins.dateLine, ins.statement, ins.register, ...(ins.blank ? [ins.blank] : []), ins.fees];
        ensure(doc.font('serif').fontSize(BODY).heightOfString(lines.map(typo).join('\n'), { width }) + 70);
        doc.lineWidth(0.7).moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
        doc.moveDown(0.6);
        for (const l of lines) para(l, { indent: 24 });
        doc.moveDown(0.8);
        const y1 = doc.y;
        doc.font('serif-bold').fontSize(BODY).text(typo(ins.notaryLabel), left, y1, { width: 80 });
        doc.font('serif').text('______________________', left + 85, y1, { width: 150 });
        doc.text(typo(ins.notaryName), left + 240, y1, { width: width - 300 });
        doc.font('serif-italic').text(typo(ins.seal), left + width - 50, y1, { width: 50, align: 'right' });
        doc.y = Math.max(doc.y, y1 + 20);
        if (ins.check) {
          doc.moveDown(0.8).font('regular').fontSize(7.5).fillColor(GREY).text(typo(ins.check), left, undefined, { width });
          doc.fillColor(INK);
        }
      } else {
        ensure(40);
        doc.font('serif-italic').fontSize(9).fillColor(GREY).text(
          typo(lang === 'ru' ? 'Удостоверительная надпись нотариуса ставится после регистрации нотариального действия.' : c.t`Notariusning tasdiqlash yozuvi notarial harakat ro'yxatga olingandan so'ng qo'yiladi.`),
          left,
          undefined,
          { width },
        );
        doc.fillColor(INK);
      }

      // Footer on every page: register number and page count.
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i += 1) {
        doc.switchToPage(i);
        const label = lang === 'ru' ? `Страница ${i + 1} из ${range.count}` : typo(c.t`${i + 1}-sahifa, jami ${range.count}`);
        const bottom = doc.page.height - MARGINS.bottom + 18;
        // Writing inside the bottom margin must not start a new page.
        const margin = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc.font('regular').fontSize(7.5).fillColor(GREY).text(`${model.act.regnum ? `№ ${model.act.regnum} · ` : ''}${label}`, left, bottom, { width, align: 'center', lineBreak: false });
        doc.page.margins.bottom = margin;
      }
    },
    title,
    { margins: MARGINS, bufferPages: true },
  );
}
