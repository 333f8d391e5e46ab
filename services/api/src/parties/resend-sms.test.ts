import { describe, expect, it } from 'vitest';
import { createAct, signedCitizen, testDb } from '../testing/acts-factories.js';
import { useTestApi } from '../testing/test-api.js';

/** Issue 13.5 "resend SMS": the applicant sends an open invitation's SMS again, not more often than the cooldown. */
describe('POST /api/notarial_act/:uuid/parties/:partyId/resend-sms', () => {
  const { http } = useTestApi();
  const smsOf = async (partyId: string) => (await testDb().query<{ phone: string; text: string }>('SELECT phone, text FROM sms_outbox WHERE party_id = $1 ORDER BY created_at', [partyId])).rows;

  async function invited(phone: string | null = '935550011') {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const actId = await createAct(seller, { step: 1, parties: [] });
    const added = await http()
      .post(`/api/notarial_act/${actId}/parties`)
      .set(seller.auth)
      .send({ role: 'buyer', pin: buyer.pin, fullname: buyer.fullname, phone, confirmed: true })
      .expect(201);
    return { seller, buyer, actId, party: added.body as { id: string; inviteLink: string; smsSentAt: string | null } };
  }

  it('sends the same link again through the SMS adapter once the cooldown has passed; sooner is refused with the seconds left', async () => {
    const { seller, actId, party } = await invited();
    expect(await smsOf(party.id)).toHaveLength(1);
    const tooSoon = await http().post(`/api/notarial_act/${actId}/parties/${party.id}/resend-sms`).set(seller.auth);
    expect([tooSoon.status, tooSoon.body.code]).toEqual([429, 'invitation_sms_too_soon']);
    expect(tooSoon.body.details).toMatchObject({ cooldownSeconds: 60 });
    expect(tooSoon.body.details.retryAfterSeconds).toBeGreaterThan(50);
    expect(Number(tooSoon.headers['retry-after'])).toBe(tooSoon.body.details.retryAfterSeconds);
    expect(await smsOf(party.id)).toHaveLength(1);

    // A minute later (the last SMS moved back in time), it goes.
    await testDb().query(`UPDATE act_party SET sms_sent_at = now() - interval '61 seconds' WHERE id = $1`, [party.id]);
    const resent = await http().post(`/api/notarial_act/${actId}/parties/${party.id}/resend-sms`).set(seller.auth).expect(200);
    expect(resent.body).toMatchObject({ id: party.id, inviteLink: party.inviteLink, smsSent: true, status: null });
    expect(Date.parse(resent.body.smsSentAt)).toBeGreaterThan(Date.now() - 10_000);
    const sms = await smsOf(party.id);
    expect(sms).toHaveLength(2);
    expect(sms[1]).toMatchObject({ phone: '935550011' });
    expect(sms[1]!.text).toContain(party.inviteLink);
    // And the cooldown starts again.
    expect((await http().post(`/api/notarial_act/${actId}/parties/${party.id}/resend-sms`).set(seller.auth)).body.code).toBe('invitation_sms_too_soon');
    const audit = await http().get(`/api/notarial_act/${actId}/audit`).set(seller.auth).expect(200);
    expect(JSON.stringify(audit.body)).toContain('party.resend_sms');
  });

  it('only the applicant, only an open invitation, only with a phone', async () => {
    const { seller, buyer, actId, party } = await invited();
    await testDb().query(`UPDATE act_party SET sms_sent_at = now() - interval '2 minutes' WHERE id = $1`, [party.id]);
    const stranger = await signedCitizen();
    expect((await http().post(`/api/notarial_act/${actId}/parties/${party.id}/resend-sms`).set(stranger.auth)).body.code).toBe('pin_not_found_in_uuid');
    expect((await http().post(`/api/notarial_act/${actId}/parties/${party.id}/resend-sms`).set(buyer.auth)).body.code).toBe('act_actor_not_allowed');
    await http().post(`/api/notarial_act/${actId}/parties/${party.id}/resend-sms`).expect(403);
    const author = (await http().get(`/api/notarial_act/${actId}/parties`).set(seller.auth).expect(200)).body.find((p: { isAuthor: boolean }) => p.isAuthor);
    expect((await http().post(`/api/notarial_act/${actId}/parties/${author.id}/resend-sms`).set(seller.auth)).body.code).toBe('invitation_not_found');
    await http().post(`/api/notarial_act/${actId}/invitation/accept`).set(buyer.auth).expect(201);
    const answered = await http().post(`/api/notarial_act/${actId}/parties/${party.id}/resend-sms`).set(seller.auth);
    expect([answered.status, answered.body.code]).toEqual([409, 'invitation_already_answered']);

    const noPhone = await invited(null);
    const refused = await http().post(`/api/notarial_act/${noPhone.actId}/parties/${noPhone.party.id}/resend-sms`).set(noPhone.seller.auth);
    expect([refused.status, refused.body.code]).toEqual([422, 'party_phone_missing']);
    expect(await smsOf(noPhone.party.id)).toHaveLength(0);
  });
});
