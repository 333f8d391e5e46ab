import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app.js';
import { actRow, createAct, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';
import { signCallback } from './payments.service.js';

// Issue 5.7: invoices from the domain calculator, receipts, gateway callback, bank payments, refunds.
describe('payments', () => {
  let app: INestApplication;
  let notary: TestNotary;
  const http = () => request(app.getHttpServer());
  beforeAll(async () => {
    app = await createTestApp();
    notary = await signedNotary();
  });
  afterAll(async () => {
    await app.close();
  });

  it('the notary issues the state duty and the notary fee from the calculator; only at Payment formation', async () => {
    const seller = await signedCitizen();
    const early = await createAct(seller, { step: 3, notary });
    expect((await http().post(`/api/notarial_act/${early}/payments/invoices`).set(notary.auth)).body.code).toBe('act_event_not_allowed');
    const actId = await createAct(seller, { step: 4, notary });
    expect((await http().post(`/api/notarial_act/${actId}/payments/invoices`).set(seller.auth)).body.code).toBe('act_actor_not_allowed');
    const res = await http().post(`/api/notarial_act/${actId}/payments/invoices`).set(notary.auth).expect(201);
    // Type 1: 100 % and 50 % of the 412 000 so'm base calculation value (domain DEFAULT_FEE_RATES).
    expect(res.body.map((p: { kind: string; amount: string }) => [p.kind, p.amount])).toEqual([
      ['state_duty', '412000.00'],
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
});
