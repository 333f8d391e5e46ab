import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { createAct, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';

/** The PDF's text as poppler reads it (poppler is part of the test machine, docs/contributing.md). */
function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' ');
}

/**
 * Issue 13.8: the invoice a citizen downloads is an invoice to pay (payee,
 * payer, purpose, sum in figures and words, state, how to pay), and the
 * gateway simulator's payment page reads its checkout (merchant, sum,
 * invoice, the act to return to) before and after paying.
 */
describe('invoice PDF and the gateway page', () => {
  const { http } = useTestApi();
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });

  it('the invoice names payee, payer, purpose, the sum in figures and words, its state and how to pay', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 4, notary });
    // Issued as the notary issues them: the payer is the act's author.
    const issued = await http().post(`/api/notarial_act/${actId}/payments/invoices`).set(notary.auth).expect(201);
    const rows = issued.body as { id: string; number: string; kind: string; amount: string }[];
    const fee = rows.find((r) => r.kind === 'notary_fee')!;
    const { rows: office } = await testDb().query<{ name_oz: string }>('SELECT name_oz FROM notary_office WHERE id = $1', [notary.officeId]);
    const res = await http().get(`/api/notarial_act/${actId}/payments/${fee.id}/receipt.pdf`).set(seller.auth).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(res.headers['content-disposition']).toContain(`invoice-${fee.number}.pdf`);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain("TO'LOV UCHUN HISOBVARAQ / СЧЁТ НА ОПЛАТУ");
    expect(text).toContain(fee.number);
    expect(text).toContain(office[0]!.name_oz);
    expect(text).toContain(seller.pin);
    expect(text).toContain(actId);
    expect(text).toContain('Notarial harakat uchun haq');
    expect(text).toContain("To'lanmagan / Не оплачен");
    expect(text).toContain('Qanday to\'lash mumkin');
    const sum = Math.floor(Number(fee.amount)).toLocaleString('ru-RU').replace(/\u00a0/g, ' ');
    expect(text).toContain(`${sum}.00 so'm`);
    // The words of the sum, as the domain spells them.
    const { amountToWords } = await import('@notary/domain/words');
    expect(text).toContain(amountToWords({ sum: Math.floor(Number(fee.amount)), tiyin: 0 }, 'ru'));
    // A stranger gets the download refusal of shell 8.
    const stranger = await signedCitizen();
    await http().get(`/api/notarial_act/${actId}/payments/${fee.id}/receipt.pdf`).set(stranger.auth).expect(418);
  });

  it("the gateway page reads the checkout, is paid once, and names the act to return to", async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 7, notary, payments: 'issued', visitAt: new Date(Date.now() + 86_400_000) });
    const { rows } = await testDb().query<{ id: string; number: string; amount: string }>(
      "SELECT id, number, amount FROM act_payment WHERE act_id = $1 AND kind = 'state_duty'",
      [actId],
    );
    const duty = rows[0]!;
    const checkout = await http().post(`/api/notarial_act/${actId}/payments/${duty.id}/checkout`).set(seller.auth).expect(201);
    expect(checkout.body.payUrl).toBe(`/payment_gateway_sim/${checkout.body.ref}`);
    const page = await http().get(`/api/payment_gateway_sim/${checkout.body.ref}`).expect(200);
    expect(page.body).toEqual({
      ref: checkout.body.ref,
      amount: duty.amount,
      currency: 'UZS',
      merchant: "O'zbekiston Respublikasi Davlat budjeti (davlat boji)",
      invoiceNumber: duty.number,
      kind: 'state_duty',
      actId,
      actTypeId: 1,
      state: 'issued',
      isPaid: false,
    });
    await http().post(`/api/payment_gateway_sim/${checkout.body.ref}/pay`).expect(201);
    expect((await http().get(`/api/payment_gateway_sim/${checkout.body.ref}`).expect(200)).body).toMatchObject({ state: 'paid', isPaid: true });
    await http().get('/api/payment_gateway_sim/GW-000000000000000000000000').expect(404);
    await http().get('/api/payment_gateway_sim/bad%20ref').expect(400);
  });
});
