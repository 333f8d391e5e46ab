import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { createAct, createEnforcementDebt, createRegistryVehicle, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';
import { insertVehicleSubject } from '../testing/party-factories.js';

/**
 * Issue 13.3 and 13.6: the card's general tab gives the first blocking rule
 * with the facts its way out needs, as the caller may see them; the notary's
 * defects per field travel with return_with_defects and are shown until the
 * check passes.
 */
describe('the card: blocking rules with their way out, defects per field', () => {
  const { http, sendEvent } = useTestApi();
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });
  const general = (who: { auth: { Authorization: string } }, actId: string) => http().get(`/api/notarial_act/${actId}`).set(who.auth).expect(200);

  it('a duplicate links the existing act for whoever may open it, and only says it exists to others', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const vehicle = await createRegistryVehicle([seller.pin]);
    const first = await http()
      .post('/api/notarial_act/simplified')
      .set(seller.auth)
      .send({
        typeId: 1,
        regtype: 1,
        vehicle: { techPassportSeries: vehicle.techPassportSeries, techPassportNumber: vehicle.techPassportNumber },
        price: 1000,
        priceWords: "bir ming so'm 00 tiyin",
        counterparty: { pin: buyer.pin, fullname: buyer.fullname },
      })
      .expect(201);
    const otherBuyer = await signedCitizen();
    const second = await createAct(seller, { step: 1, notary, parties: [{ user: otherBuyer, role: 'buyer' }] });
    await insertVehicleSubject(second, vehicle);

    const mine = await general(seller, second);
    expect(mine.body.blockedBy).toBe('duplicate_unfinished_act');
    expect(mine.body.blocking).toMatchObject({ code: 'duplicate_unfinished_act', details: { typeId: 1, existingAct: { id: first.body.uuid, typeId: 1, step: 1 } } });
    // The other buyer takes no part in the first act: no link, no facts of it.
    const theirs = await general(otherBuyer, second);
    expect(theirs.body.blocking).toEqual({ code: 'duplicate_unfinished_act', details: { typeId: 1, existingAct: null } });
  });

  it("an enforcement debt names the debtor and tells the amount to the debtor only; a deceased party is named", async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    // The bureau's debt of whoever disposes of the object (the author, a co-owner).
    await createEnforcementDebt(seller.pin, 1_500_000);
    const actId = await createAct(seller, { step: 3, notary, parties: [{ user: buyer, role: 'buyer' }] });
    const toBuyer = await general(buyer, actId);
    expect(toBuyer.body.blocking).toEqual({
      code: 'enforcement_debt',
      details: { parties: [{ pin: seller.pin, fullname: expect.any(String) }], isMine: false, myDebtTiyin: null },
    });
    const toSeller = await general(seller, actId);
    expect(toSeller.body.blocking.details).toMatchObject({ isMine: true, myDebtTiyin: 150_000_000 });

    const heirsSeller = await signedCitizen();
    const heir = await signedCitizen({}, { deathDate: '2024-02-01' });
    const other = await createAct(heirsSeller, { step: 3, notary, parties: [{ user: heir, role: 'buyer' }] });
    expect((await general(heirsSeller, other)).body.blocking).toEqual({
      code: 'party_deceased',
      details: { parties: [{ pin: heir.pin, fullname: heir.fullname }], isCoOwnerDeceased: false },
    });
  });

  it('an inactive phone shows the number to its applicant only', async () => {
    const seller = await signedCitizen({}, { phone: '901234599', isPhoneActive: false });
    const buyer = await signedCitizen();
    const actId = await createAct(seller, { step: 3, notary, parties: [{ user: buyer, role: 'buyer' }] });
    expect((await general(seller, actId)).body.blocking).toEqual({ code: 'phone_not_active', details: { isMine: true, phone: '901234599' } });
    expect((await general(buyer, actId)).body.blocking).toEqual({ code: 'phone_not_active', details: { isMine: false, phone: null } });
  });

  it('return_with_defects keeps the marked fields of the act, its parties and subjects until the check passes', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const vehicle = await createRegistryVehicle([seller.pin]);
    const actId = await createAct(seller, { step: 2, notary, parties: [{ user: buyer, role: 'buyer' }] });
    await insertVehicleSubject(actId, vehicle);
    const parties = (await http().get(`/api/notarial_act/${actId}/parties`).set(seller.auth).expect(200)).body as { id: string; role: string }[];
    const subjects = (await http().get(`/api/notarial_act/${actId}/subjects`).set(seller.auth).expect(200)).body as { id: string }[];
    const buyerRow = parties.find((p) => p.role === 'buyer')!;
    const defectFields = [
      { target: 'party', targetId: buyerRow.id, field: 'document', note: "Pasport muddati o'tgan" },
      { target: 'subject', targetId: subjects[0]!.id, field: 'price', note: "Narx so'z bilan mos emas" },
      { target: 'act', field: 'termTo' },
    ];
    // A marked field must name a party or a subject of this act.
    const stranger = await sendEvent(notary, actId, 'return_with_defects', {
      defects: 'x',
      defectFields: [{ target: 'party', targetId: subjects[0]!.id, field: 'document' }],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.details.issues).toEqual([{ path: 'defectFields.0.targetId', message: 'error_defect_target_not_in_act' }]);
    const bad = await sendEvent(notary, actId, 'return_with_defects', { defectFields: [{ target: 'act', field: 'no_such_field' }] });
    expect(bad.status).toBe(400);

    await sendEvent(notary, actId, 'return_with_defects', { defects: "Hujjatlarni to'g'rilang", defectFields }).expect(201);
    const returned = await general(seller, actId);
    expect(returned.body).toMatchObject({ step: 1, defects: "Hujjatlarni to'g'rilang" });
    expect(returned.body.defectFields).toEqual([defectFields[0], defectFields[1], { target: 'act', field: 'termTo', note: '' }]);
    const audit = (await http().get(`/api/notarial_act/${actId}/audit`).set(seller.auth).expect(200)).body as { action: string }[];
    expect(audit.at(-1)!.action).toBe('return_with_defects');

    // Fixed and resent (send_for_check also wants each type's required blocks, which this bare act lacks):
    // back at the check, the marks stay for the notary to see.
    await testDb().query('UPDATE notarial_act SET step = 2 WHERE id = $1', [actId]);
    expect((await general(seller, actId)).body.defectFields).toHaveLength(3);
    await sendEvent(notary, actId, 'approve_check').expect(201);
    expect((await general(seller, actId)).body).toMatchObject({ step: 3, defects: null, defectFields: [] });
  });
});
