import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { createAct, createRegistryVehicle, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';

// Issue 5.2 parties CRUD and 5.6 invitations (link, QR, SMS; accept, reject, exit; none to the notary before all accepted).
describe('parties and invitations', () => {
  const { http } = useTestApi();
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });

  it('adds a party after confirmation, with a link, a QR code and an SMS in the outbox', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const actId = await createAct(seller, { step: 1, notary });
    const party = { role: 'buyer', pin: buyer.pin, fullname: buyer.fullname, phone: '935554433' };
    const unconfirmed = await http().post(`/api/notarial_act/${actId}/parties`).set(seller.auth).send(party);
    expect(unconfirmed.body.details.confirmation).toBe('add_party');
    expect((await http().post(`/api/notarial_act/${actId}/parties`).set(seller.auth).send({ ...party, role: 'heir', confirmed: true })).body.code).toBe('validation_failed');
    const added = await http().post(`/api/notarial_act/${actId}/parties`).set(seller.auth).send({ ...party, confirmed: true }).expect(201);
    expect(added.body).toMatchObject({ status: null, smsSent: true, inviteLink: expect.stringContaining(`/enotarial_act/${actId}?invite=`) });
    const { rows } = await testDb().query('SELECT phone FROM sms_outbox WHERE party_id = $1', [added.body.id]);
    expect(rows).toEqual([{ phone: '935554433' }]);
    // The console shows the outbox to administrators only.
    const admin = await signedCitizen({ roles: ['admin'] });
    const outbox = await http().get(`/api/sms_outbox?actId=${actId}`).set(admin.auth).expect(200);
    expect(outbox.body).toEqual([expect.objectContaining({ phone: '935554433', partyId: added.body.id })]);
    expect((await http().get('/api/sms_outbox').set(seller.auth)).body.code).toBe('forbidden');
    // The applicant shows the QR code; the invited buyer has the link (and no details of the act before accepting, issue 13.5).
    const svg = await http().get(`/api/notarial_act/${actId}/parties/${added.body.id}/qr.svg`).set(seller.auth).expect(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(String(svg.text ?? Buffer.from(svg.body as Buffer).toString())).toContain('<svg');
    // The same person twice is refused.
    expect((await http().post(`/api/notarial_act/${actId}/parties`).set(seller.auth).send({ ...party, confirmed: true })).status).toBe(400);
  });

  it('accept, reject, reinvite, exit (confirmed), and the send-for-check gate', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const actId = await createAct(seller, { step: 1, notary, parties: [{ user: buyer, role: 'buyer', status: null }], blocks: 'complete' });
    const answer = (what: string, body: object = {}) => http().post(`/api/notarial_act/${actId}/invitation/${what}`).set(buyer.auth).send(body);
    await answer('reject').expect(201);
    expect((await answer('accept')).body.code).toBe('invitation_already_answered');
    const [{ id: partyId }] = (await testDb().query('SELECT id FROM act_party WHERE act_id = $1 AND NOT is_author', [actId])).rows;
    expect((await http().post(`/api/notarial_act/${actId}/invitation/accept`).set(seller.auth)).body.code).toBe('act_actor_not_allowed');
    await http().post(`/api/notarial_act/${actId}/parties/${partyId}/reinvite`).set(seller.auth).expect(201);
    expect((await http().post(`/api/notarial_act/${actId}/events/send_for_check`).set(seller.auth).send({ confirmed: true })).body.code).toBe('parties_not_confirmed');
    await answer('accept').expect(201);
    expect((await answer('exit')).body.details.confirmation).toBe('exit_deal');
    await answer('exit', { confirmed: true }).expect(201);
    expect((await http().post(`/api/notarial_act/${actId}/events/send_for_check`).set(seller.auth).send({ confirmed: true })).body.code).toBe('parties_not_confirmed');
    await http().post(`/api/notarial_act/${actId}/parties/${partyId}/reinvite`).set(seller.auth).expect(201);
    await answer('accept').expect(201);
    await http().post(`/api/notarial_act/${actId}/events/send_for_check`).set(seller.auth).send({ confirmed: true }).expect(201);
    // Once with the notary, leaving is no longer the party's own decision.
    expect((await answer('exit', { confirmed: true })).body.code).toBe('act_finished');
  });

  it('a change of what was agreed (price, act fields) asks the parties again', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const actId = await createAct(seller, { step: 1, notary, parties: [{ user: buyer, role: 'buyer', status: 'accepted' }] });
    const vehicle = await createRegistryVehicle([seller.pin]);
    const subject = await http()
      .post(`/api/notarial_act/${actId}/subjects`)
      .set(seller.auth)
      .send({ kind: 'vehicle', techPassportSeries: vehicle.techPassportSeries, techPassportNumber: vehicle.techPassportNumber, price: 10, priceWords: "o'n so'm 00 tiyin" })
      .expect(201);
    const status = async () => (await testDb().query(`SELECT status FROM act_party WHERE act_id = $1 AND NOT is_author`, [actId])).rows[0].status;
    expect(await status()).toBeNull();
    await http().post(`/api/notarial_act/${actId}/invitation/accept`).set(buyer.auth).expect(201);
    // A new price without its words is refused (acts-domain 5); with them it is taken.
    expect((await http().patch(`/api/notarial_act/${actId}/subjects/${subject.body.id}`).set(seller.auth).send({ price: 1_000_000 })).body.details.issues).toEqual([
      { path: 'subject.priceWords', message: 'error_wrong_price_words' },
    ]);
    await http().patch(`/api/notarial_act/${actId}/subjects/${subject.body.id}`).set(seller.auth).send({ price: 1_000_000, priceWords: "bir million so'm 00 tiyin" }).expect(200);
    expect(await status()).toBeNull();
    expect((await http().post(`/api/notarial_act/${actId}/events/send_for_check`).set(seller.auth).send({ confirmed: true })).body.code).toBe('parties_not_confirmed');
    const { rows } = await testDb().query(`SELECT data FROM act_audit WHERE act_id = $1 AND action = 'subject.update'`, [actId]);
    expect(rows[0].data).toMatchObject({ acceptancesReset: 1 });
  });

  it('edits and removes parties in Preparation only; removing a minor asks "delete a minor"', async () => {
    const parent = await signedCitizen();
    const child = await signedCitizen({ birthdate: '2015-06-01' });
    const actId = await createAct(parent, { typeId: 15034, step: 1, notary, parties: [{ user: child, role: 'minor' }] });
    const [{ id: minorId }] = (await testDb().query(`SELECT id FROM act_party WHERE act_id = $1 AND role = 'minor'`, [actId])).rows;
    await http().patch(`/api/notarial_act/${actId}/parties/${minorId}`).set(parent.auth).send({ birthDate: '2015-06-01' }).expect(200);
    const unconfirmed = await http().delete(`/api/notarial_act/${actId}/parties/${minorId}`).set(parent.auth);
    expect(unconfirmed.body.details.confirmation).toBe('delete_minor');
    await http().delete(`/api/notarial_act/${actId}/parties/${minorId}?confirmed=true`).set(parent.auth).expect(200);
    const later = await createAct(parent, { step: 5, notary, parties: [{ user: child, role: 'buyer' }] });
    const [{ id: buyerId }] = (await testDb().query(`SELECT id FROM act_party WHERE act_id = $1 AND NOT is_author`, [later])).rows;
    expect((await http().patch(`/api/notarial_act/${later}/parties/${buyerId}`).set(parent.auth).send({ kinship: 'child' })).body.code).toBe('act_event_not_allowed');
  });

  it('subjects: add, edit and remove in Preparation; kinds limited by the act type', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 1, notary });
    const wrongKind = await http().post(`/api/notarial_act/${actId}/subjects`).set(seller.auth).send({ kind: 'real_estate', cadastreNumber: '11:14:04:01:01:1630' });
    expect(wrongKind.body.code).toBe('validation_failed');
    const added = await http()
      .post(`/api/notarial_act/${actId}/subjects`)
      .set(seller.auth)
      .send({ kind: 'vehicle', techPassportSeries: 'AAF', techPassportNumber: '1234567', price: 1000, priceWords: "bir ming so'm 00 tiyin" })
      .expect(201);
    expect(added.body).toMatchObject({ objectKey: 'vehicle:AAF1234567', price: '1000.00' });
    await http().patch(`/api/notarial_act/${actId}/subjects/${added.body.id}`).set(seller.auth).send({ techPassportNumber: '7654321' }).expect(200);
    const { rows } = await testDb().query('SELECT key FROM act_unfinished_key WHERE act_id = $1', [actId]);
    expect(rows).toEqual([{ key: 'disposal:vehicle:AAF7654321' }]);
    await http().delete(`/api/notarial_act/${actId}/subjects/${added.body.id}`).set(seller.auth).expect(200);
    expect((await testDb().query('SELECT key FROM act_unfinished_key WHERE act_id = $1', [actId])).rows).toEqual([]);
  });
});
