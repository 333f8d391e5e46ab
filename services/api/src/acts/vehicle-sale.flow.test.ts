import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { createRegistryVehicle, signedCitizen, signedNotary, testDb } from '../testing/acts-factories.js';

// Issue 5 tests: "A whole vehicle sale from draft to registered, through the HTTP API alone."
describe('a vehicle sale from draft to registered over HTTP', () => {
  const { http, sendEvent } = useTestApi();

  it('walks the nine steps: simplified wizard, invitation, notary, check, invoices, time, payment, registration', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const notary = await signedNotary();
    const vehicle = await createRegistryVehicle([seller.pin]);

    // Wizard screens 0–1: vehicle, price with its words, buyer.
    const created = await http()
      .post('/api/notarial_act/simplified')
      .set(seller.auth)
      .send({
        typeId: 1,
        regtype: 1,
        vehicle: { techPassportSeries: vehicle.techPassportSeries, techPassportNumber: vehicle.techPassportNumber, stateNumber: vehicle.stateNumber },
        price: 120_000_000,
        priceWords: "bir yuz yigirma million so'm 00 tiyin",
        counterparty: { pin: buyer.pin, fullname: buyer.fullname, phone: '901112233' },
      })
      .expect(201);
    const uuid = created.body.uuid as string;
    expect(created.body).toMatchObject({ step: 1, status: 'active', actor: 'applicant', isSimplified: true, wizardIndex: 0 });

    // Screen 2: the buyer got an SMS with the link and QR code, and accepts.
    const parties = await http().get(`/api/notarial_act/${uuid}/parties`).set(seller.auth).expect(200);
    const buyerRow = parties.body.find((p: { role: string }) => p.role === 'buyer');
    expect(buyerRow).toMatchObject({ status: null, smsSent: true });
    expect(buyerRow.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(buyerRow.inviteToken).toBeUndefined();
    const { rows: sms } = await testDb().query('SELECT phone, text FROM sms_outbox WHERE act_id = $1', [uuid]);
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toContain(buyerRow.inviteLink);

    // The act cannot go to the notary before every party accepted (issue 5.6).
    await sendEvent(seller, uuid, 'change_notary', { confirmed: true, notaryChoice: { mode: 'manual', notaryId: notary.notaryId } }).expect(201);
    const early = await sendEvent(seller, uuid, 'send_for_check', { confirmed: true }).expect(409);
    expect(early.body.code).toBe('parties_not_confirmed');
    await http().post(`/api/notarial_act/${uuid}/invitation/accept`).set(buyer.auth).expect(201);

    await sendEvent(seller, uuid, 'send_for_check', { confirmed: true }).expect(201);
    await sendEvent(notary, uuid, 'approve_check').expect(201);
    await sendEvent(seller, uuid, 'confirm').expect(201);
    const issued = await sendEvent(notary, uuid, 'issue_invoices').expect(201);
    expect(issued.body).toMatchObject({ step: 5, hasInvoices: true });
    const visitAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await sendEvent(notary, uuid, 'set_time', { visitAt }).expect(201);
    await sendEvent(seller, uuid, 'confirm_time').expect(201);

    // One invoice through the gateway simulator (signed callback), the other at a bank.
    const payments = await http().get(`/api/notarial_act/${uuid}/payments`).set(seller.auth).expect(200);
    expect(payments.body).toHaveLength(2);
    const [first, second] = payments.body as { id: string }[];
    const checkout = await http().post(`/api/notarial_act/${uuid}/payments/${first!.id}/checkout`).set(seller.auth).expect(201);
    const paid = await http().post(`/api/payment_gateway_sim/${checkout.body.ref}/pay`).expect(201);
    expect(paid.body.state).toBe('paid');
    await http().post(`/api/notarial_act/${uuid}/payments/${second!.id}/bank-paid`).set(seller.auth).expect(201);
    const receipt = await http().get(`/api/notarial_act/${uuid}/payments/${second!.id}/receipt.pdf`).set(seller.auth).expect(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    await sendEvent(seller, uuid, 'mark_paid').expect(201);
    await sendEvent(notary, uuid, 'confirm_payment').expect(201);

    // Issue 14.5: never before the set visit time (three days ahead here), nor before the parties are marked present.
    const tooEarly = await sendEvent(notary, uuid, 'register', { blankSeries: 'NT', blankNumber: '0012345' }).expect(409);
    expect(tooEarly.body.code).toBe('registration_before_visit_time');
    const earlyPresence = await http().post(`/api/notarial_act/${uuid}/presence`).set(notary.auth).send({ present: true }).expect(409);
    expect(earlyPresence.body.code).toBe('registration_before_visit_time');
    // The visit time comes (the clock moves on: the set time is now a minute ago).
    await testDb().query(`UPDATE notarial_act SET visit_at = now() - interval '1 minute' WHERE id = $1`, [uuid]);
    const absent = await sendEvent(notary, uuid, 'register', { blankSeries: 'NT', blankNumber: '0012345' }).expect(409);
    expect(absent.body.code).toBe('parties_not_present');
    // Only the act's notary marks them present.
    await http().post(`/api/notarial_act/${uuid}/presence`).set(seller.auth).send({ present: true }).expect(403);
    const present = await http().post(`/api/notarial_act/${uuid}/presence`).set(notary.auth).send({ present: true }).expect(201);
    expect(present.body.partiesPresentAt).toEqual(expect.any(String));
    const registered = await sendEvent(notary, uuid, 'register', { blankSeries: 'NT', blankNumber: '0012345' }).expect(201);
    expect(registered.body).toMatchObject({ step: 9, status: 'registered', blankSeries: 'NT' });
    expect(registered.body.regnum).toMatch(/^\d{4}\/1$/);

    const result = await http().get(`/api/notarial_act/${uuid}/result`).set(buyer.auth).expect(200);
    expect(result.body).toMatchObject({ regnum: registered.body.regnum, state: 'active', status: 'registered' });
    const pdf = await http().get(`/api/notarial_act/${uuid}/print-form.pdf`).set(buyer.auth).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    const verify = await http().get(`/api/notarial_act/${uuid}/audit/verify`).set(notary.auth).expect(200);
    expect(verify.body).toMatchObject({ isValid: true });
    expect(verify.body.entries).toBeGreaterThanOrEqual(13);
  });
});
