import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { actRow, createAct, createRegistryVehicle, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';
import { signCallback } from './payments.service.js';

// Issue 5.7: invoices from the domain calculator, receipts, gateway callback, bank payments, refunds.
describe('payments', () => {
  const { http } = useTestApi();
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });

  it('the notary issues the state duty and the notary fee from the calculator; only at Payment formation', async () => {
    const seller = await signedCitizen();
    const early = await createAct(seller, { step: 3, notary });
    expect((await http().post(`/api/notarial_act/${early}/payments/invoices`).set(notary.auth)).body.code).toBe('act_event_not_allowed');
    const actId = await createAct(seller, { step: 4, notary });
    expect((await http().post(`/api/notarial_act/${actId}/payments/invoices`).set(seller.auth)).body.code).toBe('act_actor_not_allowed');
    const res = await http().post(`/api/notarial_act/${actId}/payments/invoices`).set(notary.auth).expect(201);
    // Type 1: the legal 3 BCV of state duty (FACTS.md) and the configured 50 % notary fee, of the 412 000 so'm base calculation value.
    expect(res.body.map((p: { kind: string; amount: string }) => [p.kind, p.amount])).toEqual([
      ['state_duty', '1236000.00'],
      ['notary_fee', '206000.00'],
    ]);
    const receipt = await http().get(`/api/notarial_act/${actId}/payments/${res.body[0].id}/receipt.pdf`).set(seller.auth).expect(200);
    expect(receipt.body.subarray(0, 5).toString()).toBe('%PDF-');
    // A free-of-charge act needs no invoice to move on.
    const free = await createAct(seller, { step: 4, notary, isFree: true });
    await http().post(`/api/notarial_act/${free}/events/issue_invoices`).set(notary.auth).send({}).expect(201);
    expect((await testDb().query('SELECT count(*)::int AS n FROM act_payment WHERE act_id = $1', [free])).rows[0].n).toBe(0);
  });

  it('verifies the gateway callback signature and amount; a repeated callback changes nothing', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 7, notary, payments: 'issued', visitAt: new Date(Date.now() + 86_400_000) });
    const { rows } = await testDb().query<{ id: string }>('SELECT id FROM act_payment WHERE act_id = $1 ORDER BY kind', [actId]);
    const refs: string[] = [];
    for (const { id } of rows) {
      const c = await http().post(`/api/notarial_act/${actId}/payments/${id}/checkout`).set(seller.auth).expect(201);
      refs.push(c.body.ref);
    }
    const body = (ref: string, amount = '100000.00') => JSON.stringify({ ref, amount, status: 'paid', paidAt: new Date().toISOString() });
    const forged = body(refs[0]!);
    await http().post('/api/notarial_act/payments/callback').set('content-type', 'application/json').set('x-signature', signCallback(forged, 'wrong-secret')).send(forged).expect(403);
    const wrongAmount = body(refs[0]!, '1.00');
    await http().post('/api/notarial_act/payments/callback').set('content-type', 'application/json').set('x-signature', signCallback(wrongAmount)).send(wrongAmount).expect(400);
    const first = body(refs[0]!);
    const ok = await http().post('/api/notarial_act/payments/callback').set('content-type', 'application/json').set('x-signature', signCallback(first)).send(first).expect(201);
    expect(ok.body.state).toBe('paid');
    expect(await actRow(actId)).toMatchObject({ step: 7 });
    // The second invoice paid: the system confirms through the machine, and the act moves to Registration.
    const second = body(refs[1]!);
    await http().post('/api/notarial_act/payments/callback').set('content-type', 'application/json').set('x-signature', signCallback(second)).send(second).expect(201);
    expect(await actRow(actId)).toMatchObject({ step: 8 });
    // As gateways send it: the raw text, whitespace and all, is what the signature covers.
    const spaced = `{ "ref": "${refs[1]}",  "amount": "100000.00", "status": "paid", "paidAt": "${new Date().toISOString()}" }`;
    await http().post('/api/notarial_act/payments/callback').set('content-type', 'text/plain').set('x-signature', signCallback(spaced)).send(spaced).expect(201);
    await http().post('/api/notarial_act/payments/callback').set('content-type', 'text/plain').set('x-signature', signCallback(spaced.replace('  ', ' '))).send(spaced).expect(403);
    // The same bytes as application/json: the parser must not change what the signature covers.
    await http().post('/api/notarial_act/payments/callback').set('content-type', 'application/json').set('x-signature', signCallback(spaced)).send(spaced).expect(201);
    const again = await http().post('/api/notarial_act/payments/callback').set('content-type', 'application/json').set('x-signature', signCallback(second)).send(second).expect(201);
    expect(again.body.state).toBe('confirmed');
    const { rows: audit } = await testDb().query(`SELECT actor_role FROM act_audit WHERE act_id = $1 AND action = 'confirm_payment'`, [actId]);
    expect(audit).toEqual([{ actor_role: 'system:payment-gateway' }]);
  });

  it('a refusal or stop before registration refunds what was paid and cancels the rest (recorded)', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 8, notary, payments: 'confirmed' });
    await http().post(`/api/notarial_act/${actId}/events/stop`).set(notary.auth).send({ reason: 'forged documents' }).expect(201);
    const { rows } = await testDb().query('SELECT state, refund_reason, refunded_at FROM act_payment WHERE act_id = $1', [actId]);
    expect(rows.every((r) => r.state === 'refunded' && r.refund_reason === 'stop' && r.refunded_at)).toBe(true);
    const { rows: audit } = await testDb().query(`SELECT data FROM act_audit WHERE act_id = $1 AND action = 'stop'`, [actId]);
    expect(audit[0].data).toMatchObject({ refunded: 2 });
    // A registered act keeps its fees when annulled: they were charged for what was registered.
    const registered = await createAct(seller, { step: 9, status: 'registered', notary, payments: 'confirmed' });
    await http().post(`/api/notarial_act/${registered}/events/annul`).set(notary.auth).send({ confirmed: true, reason: 'court' }).expect(201);
    const { rows: kept } = await testDb().query('SELECT DISTINCT state FROM act_payment WHERE act_id = $1', [registered]);
    expect(kept).toEqual([{ state: 'confirmed' }]);
  });

  it('a paid act cannot be deleted by the applicant; the notary stops it', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 7, notary, payments: 'confirmed', visitAt: new Date(Date.now() + 86_400_000) });
    const res = await http().post(`/api/notarial_act/${actId}/events/delete`).set(seller.auth).send({ confirmed: true });
    expect(res.body.code).toBe('act_already_paid');
  });

  const callback = (ref: string, amount = '100000.00') => {
    const body = JSON.stringify({ ref, amount, status: 'paid', paidAt: new Date().toISOString() });
    return http().post('/api/notarial_act/payments/callback').set('content-type', 'text/plain').set('x-signature', signCallback(body)).send(body);
  };
  const auditOf = async (actId: string) =>
    (await testDb().query(`SELECT action, actor_role, reason, data FROM act_audit WHERE act_id = $1 ORDER BY seq`, [actId])).rows as {
      action: string;
      actor_role: string;
      reason: string | null;
      data: Record<string, unknown>;
    }[];

  it('a gateway payment writes its audit row with the payment; the chain head stays valid', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 7, notary, payments: 'issued', visitAt: new Date(Date.now() + 86_400_000) });
    const { rows } = await testDb().query<{ id: string }>('SELECT id FROM act_payment WHERE act_id = $1 ORDER BY kind LIMIT 1', [actId]);
    const c = await http().post(`/api/notarial_act/${actId}/payments/${rows[0]!.id}/checkout`).set(seller.auth).expect(201);
    await callback(c.body.ref).expect(201);
    const audit = await auditOf(actId);
    expect(audit.map((a) => [a.action, a.actor_role])).toEqual([
      ['payments.checkout', 'applicant'],
      ['payment.paid', 'system:payment-gateway'],
    ]);
    expect(audit[1]!.data).toMatchObject({ paymentId: rows[0]!.id, ref: c.body.ref, from: 'issued', to: 'paid' });
    const verify = await http().get(`/api/notarial_act/${actId}/audit/verify`).set(seller.auth).expect(200);
    expect(verify.body).toMatchObject({ isValid: true, entries: 2 });
  });

  it('every checkout reference stays valid: a callback for the first of two checkouts pays the invoice, once', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 7, notary, payments: 'issued', visitAt: new Date(Date.now() + 86_400_000) });
    const { rows } = await testDb().query<{ id: string }>('SELECT id FROM act_payment WHERE act_id = $1 ORDER BY kind', [actId]);
    const [duty, fee] = rows.map((r) => r.id) as [string, string];
    const first = await http().post(`/api/notarial_act/${actId}/payments/${duty}/checkout`).set(seller.auth).expect(201);
    const second = await http().post(`/api/notarial_act/${actId}/payments/${duty}/checkout`).set(seller.auth).expect(201);
    expect(second.body.ref).not.toBe(first.body.ref);
    // The customer paid on the first page.
    expect((await callback(first.body.ref).expect(201)).body.state).toBe('paid');
    expect((await callback(first.body.ref).expect(201)).body.state).toBe('paid');
    expect((await auditOf(actId)).filter((a) => a.action === 'payment.paid')).toHaveLength(1);
    // …and on the second page too: the money is recorded, then refunded, the invoice stays paid.
    expect((await callback(second.body.ref).expect(201)).body.state).toBe('paid');
    const { rows: refs } = await testDb().query('SELECT ref, paid_at IS NOT NULL AS paid, refund_reason FROM act_payment_checkout WHERE payment_id = $1 ORDER BY created_at', [duty]);
    expect(refs).toEqual([
      { ref: first.body.ref, paid: true, refund_reason: null },
      { ref: second.body.ref, paid: true, refund_reason: 'duplicate_payment' },
    ]);
    expect((await auditOf(actId)).filter((a) => a.action === 'payment.refund').map((a) => a.reason)).toEqual(['duplicate_payment']);
    // The other invoice paid: the system confirms through the machine.
    const other = await http().post(`/api/notarial_act/${actId}/payments/${fee}/checkout`).set(seller.auth).expect(201);
    expect((await callback(other.body.ref).expect(201)).body.state).toBe('confirmed');
    expect(await actRow(actId)).toMatchObject({ step: 8 });
    await callback('GW-unknown').expect(404);
  });

  it('a callback for an act refused meanwhile records the payment, then its refund', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 7, notary, payments: 'issued', visitAt: new Date(Date.now() + 86_400_000) });
    const { rows } = await testDb().query<{ id: string }>('SELECT id FROM act_payment WHERE act_id = $1 ORDER BY kind LIMIT 1', [actId]);
    const c = await http().post(`/api/notarial_act/${actId}/payments/${rows[0]!.id}/checkout`).set(seller.auth).expect(201);
    const pdf = { name: 'r.pdf', type: 'application/pdf', base64: Buffer.from('%PDF-1.4 r').toString('base64') };
    await http().post(`/api/notarial_act/${actId}/events/refuse`).set(notary.auth).send({ resolutionFile: pdf }).expect(201);
    expect((await callback(c.body.ref).expect(201)).body.state).toBe('refunded');
    const { rows: paid } = await testDb().query('SELECT state, method, paid_at IS NOT NULL AS paid, refund_reason FROM act_payment WHERE id = $1', [rows[0]!.id]);
    expect(paid).toEqual([{ state: 'refunded', method: 'gateway', paid: true, refund_reason: 'act_refused' }]);
    const audit = await auditOf(actId);
    expect(audit.slice(-2).map((a) => [a.action, a.reason])).toEqual([
      ['payment.paid', null],
      ['payment.refund', 'act_refused'],
    ]);
    expect(await actRow(actId)).toMatchObject({ status: 'refused' });
    // A repeat changes nothing.
    await callback(c.body.ref).expect(201);
    expect(await auditOf(actId)).toHaveLength(audit.length);
  });

  it("the notary's confirm_payment refuses invoices still unpaid, confirms marked and gateway-paid ones", async () => {
    const seller = await signedCitizen();
    const unpaid = await createAct(seller, { step: 7, notary, payments: 'issued', visitAt: new Date(Date.now() + 86_400_000) });
    const res = await http().post(`/api/notarial_act/${unpaid}/events/confirm_payment`).set(notary.auth).send({});
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('payment_not_confirmed');
    expect(res.body.details.unpaidInvoices).toHaveLength(2);
    expect(await actRow(unpaid)).toMatchObject({ step: 7 });
    expect((await testDb().query('SELECT DISTINCT state FROM act_payment WHERE act_id = $1', [unpaid])).rows).toEqual([{ state: 'issued' }]);
    const marked = await createAct(seller, { step: 8, notary, payments: 'marked_paid', visitAt: new Date(Date.now() + 86_400_000) });
    await testDb().query(`UPDATE act_payment SET state = 'paid' WHERE act_id = $1 AND kind = 'notary_fee'`, [marked]);
    await http().post(`/api/notarial_act/${marked}/events/confirm_payment`).set(notary.auth).send({}).expect(201);
    expect((await testDb().query('SELECT DISTINCT state FROM act_payment WHERE act_id = $1', [marked])).rows).toEqual([{ state: 'confirmed' }]);
  });

  it('paying belongs to who may send mark_paid (the machine): the applicant at Payment; the notary prices at 4', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const actId = await createAct(seller, { step: 7, notary, payments: 'issued', parties: [{ user: buyer, role: 'buyer' }], visitAt: new Date(Date.now() + 86_400_000) });
    const { rows } = await testDb().query<{ id: string }>('SELECT id FROM act_payment WHERE act_id = $1 LIMIT 1', [actId]);
    for (const who of [buyer, notary]) {
      for (const action of ['checkout', 'bank-paid']) {
        const res = await http().post(`/api/notarial_act/${actId}/payments/${rows[0]!.id}/${action}`).set(who.auth);
        expect({ action, status: res.status, code: res.body.code }).toEqual({ action, status: 403, code: 'act_actor_not_allowed' });
      }
    }
    const early = await createAct(seller, { step: 6, notary, payments: 'issued', visitAt: new Date(Date.now() + 86_400_000) });
    const { rows: earlyRows } = await testDb().query<{ id: string }>('SELECT id FROM act_payment WHERE act_id = $1 LIMIT 1', [early]);
    const res = await http().post(`/api/notarial_act/${early}/payments/${earlyRows[0]!.id}/checkout`).set(seller.auth);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'act_event_not_allowed' });
    await http().post(`/api/notarial_act/${actId}/payments/${rows[0]!.id}/bank-paid`).set(seller.auth).expect(201);
  });

  it('power of attorney 101 between close relatives: the state duty is halved (HTTP)', async () => {
    const principal = await signedCitizen();
    const son = await signedCitizen();
    const vehicle = await createRegistryVehicle([principal.pin]);
    const actId = await createAct(principal, { typeId: 101, step: 4, notary, parties: [{ user: son, role: 'attorney' }] });
    await testDb().query(
      `INSERT INTO act_subject (act_id, kind, tech_passport_series, tech_passport_number, object_key) VALUES ($1, 'vehicle', $2, $3, $4)`,
      [actId, vehicle.techPassportSeries, vehicle.techPassportNumber, `vehicle:${vehicle.techPassportSeries}${vehicle.techPassportNumber}`],
    );
    await testDb().query(`UPDATE act_party SET kinship = 'child' WHERE act_id = $1 AND pin = $2`, [actId, son.pin]);
    await testDb().query(`INSERT INTO registry_kinship (pin_a, pin_b, kind) VALUES ($1, $2, 'parent')`, [principal.pin, son.pin]);
    await http().post(`/api/notarial_act/${actId}/events/issue_invoices`).set(notary.auth).send({}).expect(201);
    const tab = await http().get(`/api/notarial_act/${actId}/payments`).set(principal.auth).expect(200);
    // Type 101: duty 20 % and fee 30 % of the 412 000 so'm BCV; close relatives pay half the duty (acts-domain 5).
    expect(tab.body.map((p: { kind: string; amount: string }) => [p.kind, p.amount])).toEqual([
      ['state_duty', '41200.00'],
      ['notary_fee', '123600.00'],
    ]);
    expect(tab.body[0].basis).toMatchObject({ reduction: { dutyPercent: 50 } });
  });
});
