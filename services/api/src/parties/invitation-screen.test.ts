import { describe, expect, it } from 'vitest';
import { createRegistryVehicle, signedCitizen, testDb } from '../testing/acts-factories.js';
import { useTestApi } from '../testing/test-api.js';

// Issue 13.5: the invitation link shows the invited person who invites them and what they would agree to,
// and nothing more of the act until they accept.
describe('the invitation screen before and after accepting', () => {
  const { http } = useTestApi();

  it('shows the inviter, the vehicle and its price; the details open once accepted', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const vehicle = await createRegistryVehicle([seller.pin]);
    const created = await http()
      .post('/api/notarial_act/simplified')
      .set(seller.auth)
      .send({
        typeId: 1,
        regtype: 1,
        vehicle: { stateNumber: vehicle.stateNumber, techPassportSeries: vehicle.techPassportSeries, techPassportNumber: vehicle.techPassportNumber },
        price: 85_000_000,
        priceWords: "sakson besh million so'm 00 tiyin",
        counterparty: { pin: buyer.pin, fullname: buyer.fullname },
      })
      .expect(201);
    const uuid = created.body.uuid as string;
    const { rows } = await testDb().query<{ invite_token: string }>('SELECT invite_token FROM act_party WHERE act_id = $1 AND NOT is_author', [uuid]);
    const token = rows[0]!.invite_token;

    const screen = await http().get(`/api/notarial_act/${uuid}/invitation/${token}`).set(buyer.auth).expect(200);
    expect(screen.body).toMatchObject({
      act: { uuid, typeId: 1, step: 1, status: 'active', isSimplified: true },
      inviter: { fullname: seller.fullname, role: 'seller' },
      subjects: [{ kind: 'vehicle', stateNumber: vehicle.stateNumber, make: 'Chevrolet Cobalt', year: 2021, price: '85000000.00', priceWords: "sakson besh million so'm 00 tiyin" }],
      party: { role: 'buyer', status: null },
      events: ['accept', 'reject'],
    });
    // Nothing of the seller's record or the registry's on the invitation.
    expect(JSON.stringify(screen.body.subjects)).not.toContain(vehicle.techPassportNumber);
    expect(JSON.stringify(screen.body)).not.toContain(seller.pin);

    // Before accepting: the general tab, not the details.
    await http().get(`/api/notarial_act/${uuid}`).set(buyer.auth).expect(200);
    for (const tab of ['parties', 'subjects', 'references', 'audit', 'notes', 'payments', 'result']) {
      const res = await http().get(`/api/notarial_act/${uuid}/${tab}`).set(buyer.auth);
      expect({ tab, status: res.status, code: res.body.code }).toEqual({ tab, status: 418, code: 'pin_not_found_in_uuid' });
    }
    const pdf = await http().get(`/api/notarial_act/${uuid}/print-form.pdf`).set(buyer.auth);
    expect(pdf.status).toBe(418);

    await http().post(`/api/notarial_act/${uuid}/invitation/${token}/accept`).set(buyer.auth).expect(201);
    const parties = await http().get(`/api/notarial_act/${uuid}/parties`).set(buyer.auth).expect(200);
    expect(parties.body.map((p: { role: string; status: string | null }) => [p.role, p.status])).toEqual(
      expect.arrayContaining([
        ['seller', 'accepted'],
        ['buyer', 'accepted'],
      ]),
    );
    await http().get(`/api/notarial_act/${uuid}/subjects`).set(buyer.auth).expect(200);
  });

  it('a rejected invitation keeps the details closed', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const vehicle = await createRegistryVehicle([seller.pin]);
    const created = await http()
      .post('/api/notarial_act/simplified')
      .set(seller.auth)
      .send({ typeId: 4, regtype: 1, vehicle: { techPassportSeries: vehicle.techPassportSeries, techPassportNumber: vehicle.techPassportNumber }, counterparty: { pin: buyer.pin, fullname: buyer.fullname } })
      .expect(201);
    const uuid = created.body.uuid as string;
    await http().post(`/api/notarial_act/${uuid}/invitation/reject`).set(buyer.auth).expect(201);
    const res = await http().get(`/api/notarial_act/${uuid}/parties`).set(buyer.auth).expect(418);
    expect(res.body.code).toBe('pin_not_found_in_uuid');
  });
});
