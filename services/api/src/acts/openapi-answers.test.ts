import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountController } from '../identity/account.controller.js';
import { PartiesController } from '../parties/parties.controller.js';
import { PaymentGatewayController, PaymentsController } from '../payments/payments.controller.js';
import { signCallback } from '../payments/payments.service.js';
import { PublicConfigController } from '../public-config/public-config.controller.js';
import { SmsOutboxController } from '../sms/sms-outbox.controller.js';
import { SubjectsController } from '../subjects/subjects.controller.js';
import { useTestApi } from '../testing/test-api.js';
import { createAct, createRegistryVehicle, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';
import { ActsController } from './acts.controller.js';
import { API_DOC, type ApiDocMeta } from '../common/openapi/api-doc.js';

type Handler = (...args: never[]) => unknown;

/** The schema the OpenAPI document gives this handler's success answer. */
function documented(handler: Handler): v.GenericSchema {
  const doc = Reflect.getMetadata(API_DOC, handler) as ApiDocMeta | undefined;
  if (!doc?.response) throw new Error(`${handler.name} documents no answer`);
  return doc.response;
}

/** The answer as the document describes it: issues listed by path, none expected. */
function mismatches(handler: Handler, body: unknown): string[] {
  const result = v.safeParse(documented(handler), body);
  return (result.issues ?? []).map((i) => `${handler.name} ${v.getDotPath(i) ?? ''}: ${i.message}`);
}

// Issue 5 "the OpenAPI document lists every endpoint with its schemas": the schemas written for the answers match real answers.
describe('documented answers match what the routes answer', () => {
  const { http } = useTestApi();
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });

  it('the act card tabs, parties, invitations and subjects', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const manager = await signedCitizen();
    const problems: string[] = [];
    const check = (handler: Handler, body: unknown) => problems.push(...mismatches(handler, body));

    const actId = await createAct(seller, { step: 1, notary, regtype: 2, parties: [{ user: buyer, role: 'buyer', status: null }] });
    const vehicle = await createRegistryVehicle([seller.pin], [{ kind: 'fine', amount: 1000 }]);
    const subject = await http()
      .post(`/api/notarial_act/${actId}/subjects`)
      .set(seller.auth)
      .send({ kind: 'vehicle', techPassportSeries: vehicle.techPassportSeries, techPassportNumber: vehicle.techPassportNumber })
      .expect(201);
    const patchedSubject = await http().patch(`/api/notarial_act/${actId}/subjects/${subject.body.id}`).set(seller.auth).send({ description: 'oq rangli' }).expect(200);
    check(SubjectsController.prototype.update, patchedSubject.body);

    const legal = await http()
      .post(`/api/notarial_act/${actId}/parties`)
      .set(seller.auth)
      .send({ role: 'buyer', partyClass: 'legal', inn: '301234567', fullname: '"AVTO" MCHJ', phone: '935550011', manager: { pin: manager.pin, fullname: 'DIREKTOR' }, confirmed: true })
      .expect(201);
    const token = new URL(legal.body.inviteLink as string).searchParams.get('invite')!;
    check(PartiesController.prototype.invitation, (await http().get(`/api/notarial_act/${actId}/invitation/${token}`).set(manager.auth).expect(200)).body);
    check(PartiesController.prototype.rejectByToken, (await http().post(`/api/notarial_act/${actId}/invitation/${token}/reject`).set(manager.auth).expect(201)).body);
    check(PartiesController.prototype.reinvite, (await http().post(`/api/notarial_act/${actId}/parties/${legal.body.id}/reinvite`).set(seller.auth).expect(201)).body);
    const token2 = (await testDb().query('SELECT invite_token FROM act_party WHERE id = $1', [legal.body.id])).rows[0].invite_token as string;
    check(PartiesController.prototype.acceptByToken, (await http().post(`/api/notarial_act/${actId}/invitation/${token2}/accept`).set(manager.auth).expect(201)).body);
    check(PartiesController.prototype.update, (await http().patch(`/api/notarial_act/${actId}/parties/${legal.body.id}`).set(seller.auth).send({ phone: '935550022' }).expect(200)).body);

    check(PartiesController.prototype.reject, (await http().post(`/api/notarial_act/${actId}/invitation/reject`).set(buyer.auth).expect(201)).body);
    const [{ id: buyerId }] = (await testDb().query('SELECT id FROM act_party WHERE act_id = $1 AND pin = $2', [actId, buyer.pin])).rows;
    await http().post(`/api/notarial_act/${actId}/parties/${buyerId}/reinvite`).set(seller.auth).expect(201);
    check(PartiesController.prototype.accept, (await http().post(`/api/notarial_act/${actId}/invitation/accept`).set(buyer.auth).expect(201)).body);
    check(PartiesController.prototype.exit, (await http().post(`/api/notarial_act/${actId}/invitation/exit`).set(buyer.auth).send({ confirmed: true }).expect(201)).body);
    check(PartiesController.prototype.remove, (await http().delete(`/api/notarial_act/${actId}/parties/${legal.body.id}?confirmed=true`).set(seller.auth).expect(200)).body);

    check(ActsController.prototype.reloadKinship, (await http().post(`/api/notarial_act/${actId}/kinship/reload`).set(seller.auth).expect(201)).body);
    check(ActsController.prototype.references, (await http().get(`/api/notarial_act/${actId}/references`).set(seller.auth).expect(200)).body);
    check(ActsController.prototype.result, (await http().get(`/api/notarial_act/${actId}/result`).set(seller.auth).expect(200)).body);
    check(ActsController.prototype.video, (await http().get(`/api/notarial_act/${actId}/video`).set(seller.auth).expect(200)).body);
    await testDb().query('UPDATE notarial_act SET step = 2 WHERE id = $1', [actId]);
    const video = await http().put(`/api/notarial_act/${actId}/video`).set(notary.auth).send({ room: 'act-room-1', startedAt: new Date().toISOString() }).expect(200);
    check(ActsController.prototype.updateVideo, video.body);
    await testDb().query('UPDATE notarial_act SET step = 1 WHERE id = $1', [actId]);
    check(SubjectsController.prototype.remove, (await http().delete(`/api/notarial_act/${actId}/subjects/${subject.body.id}`).set(seller.auth).expect(200)).body);

    const admin = await signedCitizen({ roles: ['admin'] });
    check(SmsOutboxController.prototype.list, (await http().get(`/api/sms_outbox?actId=${actId}`).set(admin.auth).expect(200)).body);
    check(AccountController.prototype.notify, (await http().get('/api/notarial_act/get_notify').set(seller.auth).expect(200)).body);
    check(AccountController.prototype.profile, (await http().get('/api/profile').set(seller.auth).expect(200)).body);
    check(PublicConfigController.prototype.get, (await http().get('/api/config/public').expect(200)).body);
    expect(problems).toEqual([]);
  });

  it('payments: bank payment, checkout, the gateway callback', async () => {
    const seller = await signedCitizen();
    const problems: string[] = [];
    const check = (handler: Handler, body: unknown) => problems.push(...mismatches(handler, body));
    const actId = await createAct(seller, { step: 7, notary, payments: 'issued', visitAt: new Date(Date.now() + 86_400_000) });
    const { rows } = await testDb().query<{ id: string }>('SELECT id FROM act_payment WHERE act_id = $1 ORDER BY kind', [actId]);
    check(PaymentsController.prototype.bankPaid, (await http().post(`/api/notarial_act/${actId}/payments/${rows[0]!.id}/bank-paid`).set(seller.auth).expect(201)).body);
    const checkout = await http().post(`/api/notarial_act/${actId}/payments/${rows[1]!.id}/checkout`).set(seller.auth).expect(201);
    check(PaymentsController.prototype.checkout, checkout.body);
    const callback = JSON.stringify({ ref: checkout.body.ref, amount: checkout.body.amount, status: 'paid', paidAt: new Date().toISOString() });
    const paid = await http().post('/api/notarial_act/payments/callback').set('content-type', 'text/plain').set('x-signature', signCallback(callback)).send(callback).expect(201);
    check(PaymentGatewayController.prototype.callback, paid.body);
    expect(problems).toEqual([]);
  });
});
