import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import {
  actRow,
  createAct,
  createEnforcementDebt,
  createRegistryVehicle,
  type Signed,
  signedCitizen,
  signedNotary,
  type TestNotary,
  testDb,
} from '../testing/acts-factories.js';
import { createPerson } from '../testing/identity-factories.js';

/**
 * Issue 5 tests: every rule of acts-domain 5 against the registries, and
 * every condition of acts-domain 8 that the API decides. The rules are
 * @notary/domain/rules; these tests check the API feeds them the registry
 * facts and answers the domain code with its details, under the act lock.
 */
describe('rules of acts-domain 5 against the registries', () => {
  const { http, sendEvent } = useTestApi();
  let notary: TestNotary;
  const subject = (actId: string, v: { techPassportSeries: string; techPassportNumber: string }) =>
    testDb().query(
      `INSERT INTO act_subject (act_id, kind, tech_passport_series, tech_passport_number, object_key) VALUES ($1, 'vehicle', $2, $3, $4)`,
      [actId, v.techPassportSeries, v.techPassportNumber, `vehicle:${v.techPassportSeries}${v.techPassportNumber}`],
    );

  beforeAll(async () => {
    notary = await signedNotary();
  });

  it('a deceased party blocks progress, with the pins for the "contact the civil registry office" message', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen({}, { deathDate: '2024-02-01' });
    const actId = await createAct(seller, { step: 3, notary, parties: [{ user: buyer, role: 'buyer' }] });
    const res = await sendEvent(seller, actId, 'confirm');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'party_deceased', details: { pins: [buyer.pin], isCoOwnerDeceased: false } });
    // Going back stays open so a blocked act never gets stuck.
    await sendEvent(seller, actId, 'return_to_preparation', { confirmed: true }).expect(201);
  });

  it('one unfinished act per vehicle: creation is blocked with a link to the existing act, freed when it ends', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const vehicle = await createRegistryVehicle([seller.pin]);
    const body = {
      typeId: 1,
      regtype: 1,
      vehicle: { techPassportSeries: vehicle.techPassportSeries, techPassportNumber: vehicle.techPassportNumber },
      price: 1000,
      priceWords: "bir ming so'm 00 tiyin",
      counterparty: { pin: buyer.pin, fullname: buyer.fullname },
    };
    const first = await http().post('/api/notarial_act/simplified').set(seller.auth).send(body).expect(201);
    const second = await http().post('/api/notarial_act/simplified').set(seller.auth).send(body);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'duplicate_unfinished_act', details: { existingActId: first.body.uuid, typeId: 1 } });
    await sendEvent(seller, first.body.uuid, 'delete', { confirmed: true }).expect(201);
    await http().post('/api/notarial_act/simplified').set(seller.auth).send(body).expect(201);
  });

  it('an enforcement bureau debt blocks continuation until paid in full', async () => {
    const seller = await signedCitizen();
    await createEnforcementDebt(seller.pin, 1_500_000);
    const actId = await createAct(seller, { step: 3, notary });
    const res = await sendEvent(seller, actId, 'confirm');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'enforcement_debt', details: { pins: [seller.pin], totalDebtTiyin: 150_000_000 } });
    await testDb().query('UPDATE sim_enforcement_debt SET paid = amount WHERE pin = $1', [seller.pin]);
    await sendEvent(seller, actId, 'confirm').expect(201);
  });

  it('a vehicle with bans, arrests, restraints or fines blocks continuation until lifted and paid', async () => {
    const seller = await signedCitizen();
    for (const [kind, expected] of [
      ['ban', { bans: 1 }],
      ['arrest', { arrests: 1 }],
      ['restraint', { restraints: 1 }],
      ['fine', { unpaidFinesTiyin: 34_000_000 }],
    ] as const) {
      const vehicle = await createRegistryVehicle([seller.pin], [{ kind, amount: kind === 'fine' ? 340_000 : undefined }]);
      const actId = await createAct(seller, { step: 2, notary });
      await subject(actId, vehicle);
      const res = await sendEvent(notary, actId, 'approve_check');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'vehicle_encumbered', details: expected });
      await testDb().query('UPDATE sim_vehicle_encumbrance SET lifted_at = current_date WHERE vehicle_id = $1', [vehicle.id]);
      await sendEvent(notary, actId, 'approve_check').expect(201);
    }
  });

  it('shared-ownership vehicles need the other co-owners added and confirmed', async () => {
    const seller = await signedCitizen();
    const coOwner = await signedCitizen();
    const vehicle = await createRegistryVehicle([seller.pin, coOwner.pin]);
    const missing = await createAct(seller, { step: 2, notary });
    await subject(missing, vehicle);
    const res = await sendEvent(notary, missing, 'approve_check');
    expect(res.body).toMatchObject({ code: 'co_owners_missing', details: { pins: [coOwner.pin] } });

    const unconfirmed = await createAct(seller, { step: 2, notary, parties: [{ user: coOwner, role: 'co_owner', status: null }] });
    await subject(unconfirmed, { ...vehicle, techPassportNumber: vehicle.techPassportNumber });
    await testDb().query('DELETE FROM act_unfinished_key WHERE act_id = $1', [missing]);
    const res2 = await sendEvent(notary, unconfirmed, 'approve_check');
    expect(res2.body.code).toBe('co_owners_not_confirmed');
  });

  it('the applicant needs an active phone number', async () => {
    const seller = await signedCitizen({}, { isPhoneActive: false });
    const actId = await createAct(seller, { step: 3, notary });
    const res = await sendEvent(seller, actId, 'confirm');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('phone_not_active');
  });

  it('video registration needs confirmed personal data (acts-domain 8): at creation and at every step', async () => {
    const unverified = await signedCitizen({}, { isPersonalDataVerified: false });
    const res = await http().post('/api/notarial_act').set(unverified.auth).send({ typeId: 11651, regtype: 2 });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('personal_data_not_verified');
    // In person the same citizen may go ahead.
    await http().post('/api/notarial_act').set(unverified.auth).send({ typeId: 11651, regtype: 1 }).expect(201);
    const existing = await createAct(unverified, { step: 3, notary, regtype: 2, typeId: 11651 });
    expect((await sendEvent(unverified, existing, 'confirm')).body.code).toBe('personal_data_not_verified');
  });

  describe("minors' travel consent", () => {
    const childOf = async (birthDate: string, withCertificate: boolean) => {
      const child = await createPerson({ birthDate, documentTypeId: withCertificate ? 20 : 1 });
      return { id: '', pin: child.pin, fullname: child.fullname } as never;
    };
    const travelAct = async (parent: Signed, typeId: 15034 | 15035, minors: unknown[], companion: boolean, selfDeparture = false) => {
      const actId = await createAct(parent, { typeId, step: 3, notary, parties: minors.map((user) => ({ user: user as Signed, role: 'minor' })) });
      if (companion) {
        const c = await signedCitizen();
        await testDb().query(`INSERT INTO act_party (act_id, role, pin, fullname, status) VALUES ($1, 'accompanying_person', $2, $3, 'accepted')`, [actId, c.pin, c.fullname]);
      }
      await testDb().query(`UPDATE notarial_act SET travel = $2 WHERE id = $1`, [actId, { selfDeparture }]);
      return actId;
    };

    it('the birth certificate must be in the civil registry archive', async () => {
      const parent = await signedCitizen();
      const actId = await travelAct(parent, 15034, [await childOf('2015-03-01', false)], true);
      expect((await sendEvent(parent, actId, 'confirm')).body.code).toBe('minor_birth_certificate_missing');
    });

    it('a companion is required under 15 or without self-departure; not from 15 with self-departure ticked', async () => {
      const parent = await signedCitizen();
      const young = await travelAct(parent, 15034, [await childOf('2016-03-01', true)], false);
      expect((await sendEvent(parent, young, 'confirm')).body.code).toBe('minor_companion_required');
      const youngAlone = await travelAct(parent, 15034, [await childOf('2016-04-01', true)], false, true);
      expect((await sendEvent(parent, youngAlone, 'confirm')).body.code).toBe('self_departure_under_age');
      const teen = await travelAct(parent, 15034, [await childOf('2009-01-01', true)], false, true);
      await sendEvent(parent, teen, 'confirm').expect(201);
    });

    it('15035 takes several children; 15034 only one', async () => {
      const parent = await signedCitizen();
      const kids = [await childOf('2014-01-01', true), await childOf('2016-01-01', true)];
      const several = await travelAct(parent, 15035, kids, true);
      await sendEvent(parent, several, 'confirm').expect(201);
      const one = await travelAct(parent, 15034, [await childOf('2014-02-01', true), await childOf('2016-02-01', true)], true);
      expect((await sendEvent(parent, one, 'confirm')).body.code).toBe('several_minors_not_allowed');
    });
  });

  it('powers of attorney 11651 and 105 may not give disposal rights; 101 is vehicle-specific', async () => {
    const principal = await signedCitizen();
    const general = await createAct(principal, { typeId: 11651, step: 3, notary });
    await testDb().query(`UPDATE notarial_act SET proxy = '{"rights":["represent","sell"]}' WHERE id = $1`, [general]);
    const res = await sendEvent(principal, general, 'confirm');
    expect(res.body).toMatchObject({ code: 'poa_disposal_rights_forbidden', details: { rights: ['sell'] } });

    const vehiclePoa = await createAct(principal, { typeId: 101, step: 3, notary });
    await testDb().query(`INSERT INTO act_subject (act_id, kind, cadastre_number) VALUES ($1, 'real_estate', '11:14:04:01:01:1630')`, [vehiclePoa]);
    expect((await sendEvent(principal, vehiclePoa, 'confirm')).body.code).toBe('poa_subject_not_vehicle');
  });

  it('a re-delegated power of attorney cannot outlast the main one, and needs its delegation right', async () => {
    const principal = await signedCitizen();
    const main = await createAct(principal, { typeId: 11651, step: 9, status: 'registered', notary });
    await testDb().query(`UPDATE notarial_act SET valid_until = '2027-01-01', proxy = '{"delegationRight":true}' WHERE id = $1`, [main]);
    const redelegated = await createAct(principal, { typeId: 11651, step: 3, notary });
    await testDb().query(`UPDATE notarial_act SET valid_until = '2028-01-01', main_act_id = $2 WHERE id = $1`, [redelegated, main]);
    expect((await sendEvent(principal, redelegated, 'confirm')).body.code).toBe('poa_outlasts_main');
    await testDb().query(`UPDATE notarial_act SET proxy = '{"delegationRight":false}' WHERE id = $1`, [main]);
    expect((await sendEvent(principal, redelegated, 'confirm')).body.code).toBe('poa_delegation_not_allowed');
    await testDb().query(`UPDATE notarial_act SET proxy = '{"delegationRight":true}' WHERE id = $1`, [main]);
    await testDb().query(`UPDATE notarial_act SET valid_until = '2026-12-31' WHERE id = $1`, [redelegated]);
    await sendEvent(principal, redelegated, 'confirm').expect(201);
  });

  it('a claimed close-relative reduction needs the registry kinship, with "reload kinship data"; then the duty is 5 %', async () => {
    const seller = await signedCitizen();
    const son = await signedCitizen();
    const actId = await createAct(seller, { step: 4, notary, parties: [{ user: son, role: 'buyer' }] });
    await testDb().query(`UPDATE act_party SET kinship = 'child' WHERE act_id = $1 AND pin = $2`, [actId, son.pin]);
    const blocked = await sendEvent(notary, actId, 'issue_invoices');
    expect(blocked.body).toMatchObject({ code: 'kinship_not_found', details: { canReload: true } });
    // The registry learns the link; reloading finds it.
    await testDb().query(`INSERT INTO registry_kinship (pin_a, pin_b, kind) VALUES ($1, $2, 'parent')`, [seller.pin, son.pin]);
    const reload = await http().post(`/api/notarial_act/${actId}/kinship/reload`).set(seller.auth).expect(201);
    expect(reload.body.kinshipNotFound).toBe(false);
    await sendEvent(notary, actId, 'issue_invoices').expect(201);
    const { rows } = await testDb().query<{ kind: string; amount: string }>(`SELECT kind, amount FROM act_payment WHERE act_id = $1`, [actId]);
    const duty = rows.find((r) => r.kind === 'state_duty')!;
    // 3 BCV (FACTS.md) of 412 000 so'm → 5 % = 61 800 so'm (acts-domain 5 "5 percent for vehicle transfer to close relatives").
    expect(duty.amount).toBe('61800.00');
  });

  it('acts-domain 8: registration time expired → ask the notary for a new time', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 6, notary, payments: 'issued', visitAt: new Date(Date.now() - 3_600_000) });
    const res = await sendEvent(seller, actId, 'confirm_time');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('registration_time_expired');
    await sendEvent(seller, actId, 'ask_other_time', { confirmed: true }).expect(201);
    expect(await actRow(actId)).toMatchObject({ step: 5, visit_at: null });
  });
});
