import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp } from '../testing/app.js';
import { useTestApi } from '../testing/test-api.js';
import { createAct, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';
import { createPerson } from '../testing/identity-factories.js';
import { insertParty } from '../testing/party-factories.js';

/**
 * Issue 5.6 audit gaps: the act reaches the notary once every party whose
 * answer is due has accepted (a minor's entry is not asked; a legal entity
 * answers through its manager), and the SMS/QR link works: an absolute URL
 * whose token the invited person answers by.
 */
describe('invitations: who must confirm, and answering by the link', () => {
  const { http } = useTestApi();
  let notary: TestNotary;
  const card = async (who: { auth: Record<string, string> }, actId: string) =>
    (await http().get(`/api/notarial_act/${actId}`).set(who.auth).expect(200)).body as { allPartiesAccepted: boolean };
  beforeAll(async () => {
    notary = await signedNotary();
  });

  it("a minor's entry is not waited for; an accompanying person and a paying minor are", async () => {
    const parent = await signedCitizen();
    const child = await createPerson({ birthDate: '2016-03-01' });
    const actId = await createAct(parent, { typeId: 15034, step: 1, notary, parties: [] });
    await insertParty(actId, { role: 'minor', pin: child.pin });
    expect((await card(parent, actId)).allPartiesAccepted).toBe(true);
    const companion = await insertParty(actId, { role: 'accompanying_person', pin: (await createPerson()).pin });
    expect((await card(parent, actId)).allPartiesAccepted).toBe(false);
    await testDb().query(`UPDATE act_party SET status = 'accepted' WHERE id = $1`, [companion]);
    expect((await card(parent, actId)).allPartiesAccepted).toBe(true);
    await testDb().query(`UPDATE act_party SET is_payer = true WHERE act_id = $1 AND role = 'minor'`, [actId]);
    expect((await card(parent, actId)).allPartiesAccepted).toBe(false);
  });

  it('a party nobody can sign in for (no pin, an organisation without a manager) confirms before the notary, not online', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 1, notary, parties: [] });
    await insertParty(actId, { role: 'buyer', pin: null, fullname: 'FOREIGN BUYER' });
    await insertParty(actId, { role: 'representative', partyClass: 'legal', pin: null });
    expect((await card(seller, actId)).allPartiesAccepted).toBe(true);
  });

  it("a legal entity answers through its manager by the link's token; the link is absolute; another person's answer is refused", async () => {
    const seller = await signedCitizen();
    const manager = await signedCitizen();
    const stranger = await signedCitizen();
    const actId = await createAct(seller, { step: 1, notary, parties: [], blocks: 'complete' });
    const added = await http()
      .post(`/api/notarial_act/${actId}/parties`)
      .set(seller.auth)
      .send({ role: 'buyer', partyClass: 'legal', inn: '301234567', fullname: '"AVTO" MCHJ', phone: '935550011', manager: { pin: manager.pin, fullname: 'DIREKTOR' }, confirmed: true })
      .expect(201);
    // spec: the SMS and the QR code carry a link that opens on another phone: absolute (request origin when PUBLIC_URL is unset).
    expect(added.body.inviteLink).toMatch(new RegExp(`^https?://[^/]+/enotarial_act/${actId}\\?invite=[\\w-]+$`));
    const token = new URL(added.body.inviteLink as string).searchParams.get('invite')!;
    const { rows } = await testDb().query<{ text: string }>('SELECT text FROM sms_outbox WHERE party_id = $1', [added.body.id]);
    expect(rows[0]!.text).toContain(added.body.inviteLink);
    expect((await card(seller, actId)).allPartiesAccepted).toBe(false);

    // The manager sees the invitation screen and the act, though no party row carries their pin.
    const screen = await http().get(`/api/notarial_act/${actId}/invitation/${token}`).set(manager.auth).expect(200);
    expect(screen.body).toMatchObject({ act: { uuid: actId }, party: { id: added.body.id, status: null }, events: ['accept', 'reject'] });
    expect(screen.body.party.inviteToken).toBeUndefined();
    const strangerTry = await http().post(`/api/notarial_act/${actId}/invitation/${token}/accept`).set(stranger.auth);
    expect([strangerTry.status, strangerTry.body.code]).toEqual([418, 'pin_not_found_in_uuid']);
    // The author holding the link is not the invited one either.
    expect((await http().post(`/api/notarial_act/${actId}/invitation/${token}/accept`).set(seller.auth)).body.code).toBe('pin_not_found_in_uuid');
    const wrong = await http().post(`/api/notarial_act/${actId}/invitation/${'x'.repeat(32)}/accept`).set(manager.auth);
    expect([wrong.status, wrong.body.code]).toEqual([404, 'invitation_not_found']);

    await http().post(`/api/notarial_act/${actId}/invitation/${token}/accept`).set(manager.auth).expect(201);
    expect((await card(seller, actId)).allPartiesAccepted).toBe(true);
    // Having accepted, the manager opens the act's card as the legal entity's party.
    const managerCard = await http().get(`/api/notarial_act/${actId}`).set(manager.auth).expect(200);
    expect(managerCard.body).toMatchObject({ actor: 'party', myPartyId: added.body.id, myInvitationStatus: 'accepted' });
    expect((await http().post(`/api/notarial_act/${actId}/invitation/${token}/reject`).set(manager.auth)).body.code).toBe('invitation_already_answered');
    const audit = await testDb().query(`SELECT data FROM act_audit WHERE act_id = $1 AND action = 'invitation.accept'`, [actId]);
    expect(audit.rows[0].data).toMatchObject({ partyId: added.body.id, status: 'accepted', byToken: true });
    await http().post(`/api/notarial_act/${actId}/events/send_for_check`).set(seller.auth).send({ confirmed: true }).expect(201);
  });

  it('a natural person rejects by the token; a reinvitation replaces the token, and the old link is gone', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const actId = await createAct(seller, { step: 1, notary, parties: [] });
    const added = await http().post(`/api/notarial_act/${actId}/parties`).set(seller.auth).send({ role: 'buyer', pin: buyer.pin, fullname: buyer.fullname, confirmed: true }).expect(201);
    const tokenOf = (link: string) => new URL(link).searchParams.get('invite')!;
    const first = tokenOf(added.body.inviteLink);
    await http().post(`/api/notarial_act/${actId}/invitation/${first}/reject`).set(buyer.auth).expect(201);
    const again = await http().post(`/api/notarial_act/${actId}/parties/${added.body.id}/reinvite`).set(seller.auth).expect(201);
    expect((await http().post(`/api/notarial_act/${actId}/invitation/${first}/accept`).set(buyer.auth)).body.code).toBe('invitation_not_found');
    await http().post(`/api/notarial_act/${actId}/invitation/${tokenOf(again.body.inviteLink)}/accept`).set(buyer.auth).expect(201);
  });

  it('PUBLIC_URL, when set, is the base of the link', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const actId = await createAct(seller, { step: 1, notary, parties: [] });
    // A configuration of its own (PUBLIC_URL), handed to the app as the environment would be.
    const app = await createTestApp({ publicUrl: 'https://e-notarius.example.uz/' });
    try {
      const added = await request(app.getHttpServer()).post(`/api/notarial_act/${actId}/parties`).set(seller.auth).send({ role: 'buyer', pin: buyer.pin, fullname: buyer.fullname, confirmed: true }).expect(201);
      expect(added.body.inviteLink).toMatch(new RegExp(`^https://e-notarius\\.example\\.uz/enotarial_act/${actId}\\?invite=`));
    } finally {
      await app.close();
    }
  });
});
