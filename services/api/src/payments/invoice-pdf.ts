import { ACT_TYPES, type ActTypeId } from '@notary/domain/act';
import { formatDateTime } from '@notary/domain/time';
import { amountToWords } from '@notary/domain/words';
import type { NotarialAct } from '../acts/act.entity.js';
import { line, renderPdf } from '../print/pdf.js';
import type { ActPayment, PaymentState } from './payment.entity.js';

/** The notary office an invoice's fee is paid to (notary_office). */
export type InvoiceOffice = { nameOz: string; nameRu: string; addressOz: string; addressRu: string; phone: string };

const STATE_TEXT: Record<PaymentState, string> = {
  issued: "To'lanmagan / Не оплачен",
  marked_paid: "Bankda to'langan, notarius tasdig'i kutilmoqda / Оплачен в банке, ожидает подтверждения нотариуса",
  paid: "To'langan / Оплачен",
  confirmed: "To'lov tasdiqlangan / Оплата подтверждена",
  refunded: 'Qaytarilgan / Возвращён',
  cancelled: 'Bekor qilingan / Аннулирован',
};

const KIND_TEXT: Record<ActPayment['kind'], string> = {
  state_duty: 'Davlat boji / Государственная пошлина',
  notary_fee: "Notarial harakat uchun haq / Плата за нотариальное действие",
};

function so(tiyin: number): string {
  const sum = Math.floor(tiyin / 100);
  return `${sum.toLocaleString('ru-RU').replace(/\u00a0/g, ' ')}.${String(tiyin % 100).padStart(2, '0')} so'm / сум`;
}

function typeNames(typeId: number): { oz: string; ru: string } | null {
  return Object.hasOwn(ACT_TYPES, typeId) ? ACT_TYPES[typeId as ActTypeId].names : null;
}

/**
 * acts-domain 3 "Payment: … invoice receipt (printable)", 4 "The applicant
 * downloads invoices, pays at a bank or by electronic payment": an invoice to
 * pay, in Uzbek and Russian — who pays whom, for what act, how much in
 * figures and words, on what basis, its state, and how to pay it (the
 * invoice number is the payment's purpose at a bank).
 */
export function renderInvoicePdf(input: {
  act: NotarialAct;
  payment: ActPayment;
  payerPin: string | null;
  office: InvoiceOffice | null;
  now: Date;
}): Promise<Buffer> {
  const { act, payment, payerPin, office, now } = input;
  const tiyin = Math.round(Number(payment.amount) * 100);
  const words = { sum: Math.floor(tiyin / 100), tiyin: tiyin % 100 };
  const type = typeNames(act.typeId);
  const basis = payment.basis as { bcvTiyin?: number; reduction?: { dutyPercent?: number } | null; kinship?: string | null };
  return renderPdf((doc) => {
    doc.font('bold').fontSize(15).text("TO'LOV UCHUN HISOBVARAQ / СЧЁТ НА ОПЛАТУ", { align: 'center' });
    doc.font('regular').fontSize(11).text(`№ ${payment.number}  ·  ${formatDateTime(payment.createdAt).slice(0, 16)}`, { align: 'center' }).moveDown();
    doc.fontSize(10);

    doc.font('bold').fontSize(11).text("To'lov oluvchi / Получатель").fontSize(10).font('regular');
    if (payment.kind === 'state_duty') {
      line(doc, 'Oluvchi / Получатель', "O'zbekiston Respublikasi Davlat budjeti (davlat boji) / Государственный бюджет Республики Узбекистан (госпошлина)");
      line(doc, 'Undiruvchi / Взимает', office ? `${office.nameOz} / ${office.nameRu}` : act.notaryName);
    } else {
      line(doc, 'Oluvchi / Получатель', office ? `${office.nameOz} / ${office.nameRu}` : act.notaryName);
      if (office) line(doc, 'Manzil / Адрес', `${office.addressOz} / ${office.addressRu}`);
      if (office) line(doc, 'Telefon / Телефон', office.phone);
    }
    line(doc, 'Notarius / Нотариус', act.notaryName);
    doc.moveDown(0.5);

    doc.font('bold').fontSize(11).text("To'lovchi / Плательщик").fontSize(10).font('regular');
    line(doc, 'F.I.Sh. / Ф.И.О.', payment.payerName);
    line(doc, 'JShShIR / ПИНФЛ', payerPin);
    doc.moveDown(0.5);

    doc.font('bold').fontSize(11).text("To'lov maqsadi / Назначение платежа").fontSize(10).font('regular');
    line(doc, "To'lov turi / Вид платежа", KIND_TEXT[payment.kind]);
    line(doc, 'Notarial harakat / Нотариальное действие', type ? `${type.oz} / ${type.ru}` : act.name);
    line(doc, 'Harakat ID / ID действия', act.id);
    if (basis.bcvTiyin) line(doc, 'BHM / БРВ', so(basis.bcvTiyin));
    if (payment.kind === 'state_duty' && typeof basis.reduction?.dutyPercent === 'number') {
      line(doc, 'Imtiyoz (yaqin qarindosh) / Льгота (близкий родственник)', `${basis.reduction.dutyPercent} % stavkadan / % от ставки`);
    }
    doc.moveDown(0.5);

    doc.font('bold').fontSize(13).text(`Jami / Итого: ${so(tiyin)}`);
    doc.fontSize(10);
    line(doc, 'Yozuvda', amountToWords(words, 'oz'));
    line(doc, 'Прописью', amountToWords(words, 'ru'));
    line(doc, 'Holati / Статус', STATE_TEXT[payment.state]);
    if (payment.paidAt) line(doc, "To'langan vaqt / Время оплаты", formatDateTime(payment.paidAt).slice(0, 16));
    doc.moveDown();

    doc.font('bold').text("Qanday to'lash mumkin / Как оплатить").font('regular');
    doc.text(
      "1. Portalda: notarial harakat kartasining «To'lovlar» bo'limida «Onlayn to'lash» tugmasi orqali bank kartasi bilan. " +
        "2. Istalgan bankda: to'lov maqsadida hisobvaraq raqamini ko'rsating, so'ng portalda «Bankda to'landi» deb belgilang; notarius to'lovni tasdiqlaydi.",
    );
    doc.moveDown(0.3);
    doc.text(
      '1. На портале: кнопкой «Оплатить онлайн» во вкладке «Платежи» карточки нотариального действия, банковской картой. ' +
        '2. В любом банке: укажите номер счёта в назначении платежа, затем отметьте на портале «Оплачено в банке»; нотариус подтвердит оплату.',
    );
    doc.moveDown();
    doc.fontSize(8).fillColor('#444').text(`Hisobvaraq ${formatDateTime(now).slice(0, 16)} da (Toshkent vaqti) chop etildi / Счёт распечатан ${formatDateTime(now).slice(0, 16)} (время Ташкента)`);
  }, `Invoice ${payment.number}`);
}
