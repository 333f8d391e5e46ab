import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { createAct, createRegistryVehicle, type Signed, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';
import { insertParty } from '../testing/party-factories.js';

/**
 * Issue 12.2 "A draft reveals registry data and blocks owners": a vehicle or
 * property goes on an act only when its author may have it there (the owner,
 * an owner's attorney with a disposal right, or, for an act that does not
 * dispose of it, with an owner among the parties). A refused attach stores
 * nothing and answers nothing of the registry; and a draft that holds an
 * object its author had no right to does not block the owner.
 */
describe('a subject is attached only by whoever may dispose of it', () => {
  const { http, sendEvent } = useTestApi();
  const WORDS_1000 = "bir ming so'm 00 tiyin";
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });

  const simplifiedBody = (vehicle: { techPassportSeries: string; techPassportNumber: string }, buyer: Signed, typeId = 1) => ({
    typeId,
    regtype: 1,
    vehicle: { techPassportSeries: vehicle.techPassportSeries, techPassportNumber: vehicle.techPassportNumber },
    price: 1000,
    priceWords: WORDS_1000,
    counterparty: { pin: buyer.pin, fullname: buyer.fullname },
  });

  /** Nothing of the registry's record (owner's pin, body number, bans) in an answer. */
  const expectNoRegistryFacts = (body: unknown, vehicle: { id: string }, owner: Signed, bodyNumber: string) => {
    const text = JSON.stringify(body);
    expect(text).not.toContain(owner.pin);
    expect(text).not.toContain(bodyNumber);
    expect(text).not.toContain(vehicle.id);
  };

  async function bodyNumberOf(vehicleId: string): Promise<string> {
    const { rows } = await testDb().query<{ body_number: string }>('SELECT body_number FROM sim_vehicle WHERE id = $1', [vehicleId]);
    return rows[0]!.body_number;
  }

  async function subjectCount(authorId: string): Promise<number> {
    const { rows } = await testDb().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM act_subject s JOIN notarial_act a ON a.id = s.act_id WHERE a.created_by = $1`,
      [authorId],
    );
    return rows[0]!.n;
  }

  it("a stranger's simplified sale or gift of someone's car is refused, nothing stored or shown; the owner's own sale then goes ahead", async () => {
    const owner = await signedCitizen();
    const stranger = await signedCitizen();
    const buyer = await signedCitizen();
    const vehicle = await createRegistryVehicle([owner.pin], [{ kind: 'ban' }]);
    const bodyNumber = await bodyNumberOf(vehicle.id);
    for (const typeId of [1, 4]) {
      const res = await http().post('/api/notarial_act/simplified').set(stranger.auth).send(simplifiedBody(vehicle, buyer, typeId));
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('author_not_owner');
      expectNoRegistryFacts(res.body, vehicle, owner, bodyNumber);
    }
    const { rows } = await testDb().query<{ n: number }>(`SELECT count(*)::int AS n FROM notarial_act WHERE created_by = $1`, [stranger.id]);
    expect(rows[0]!.n).toBe(0);
    expect(await subjectCount(stranger.id)).toBe(0);
    // The full creation form is refused the same way.
    const full = await http()
      .post('/api/notarial_act')
      .set(stranger.auth)
      .send({ typeId: 1, regtype: 1, subjects: [{ kind: 'vehicle', stateNumber: vehicle.stateNumber, price: 1000, priceWords: WORDS_1000 }] });
    expect(full.body.code).toBe('author_not_owner');
    expectNoRegistryFacts(full.body, vehicle, owner, bodyNumber);
    // The owner's sale is not blocked as a duplicate.
    await http().post('/api/notarial_act/simplified').set(owner.auth).send(simplifiedBody(vehicle, buyer)).expect(201);
  });

  it("a subject added to the stranger's own act (any type) is refused; the references tab shows nothing of it", async () => {
    const owner = await signedCitizen();
    const stranger = await signedCitizen();
    const vehicle = await createRegistryVehicle([owner.pin]);
    const bodyNumber = await bodyNumberOf(vehicle.id);
    const subject = { kind: 'vehicle', techPassportSeries: vehicle.techPassportSeries, techPassportNumber: vehicle.techPassportNumber };
    // A sale: the author must own it.
    const sale = await createAct(stranger, { typeId: 1, step: 1 });
    const res = await http().post(`/api/notarial_act/${sale}/subjects`).set(stranger.auth).send({ ...subject, price: 1000, priceWords: WORDS_1000 });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('author_not_owner');
    expectNoRegistryFacts(res.body, vehicle, owner, bodyNumber);
    // A deposit (15018) does not dispose of the object, but an owner must take part.
    const deposit = await createAct(stranger, { typeId: 15018, step: 1 });
    const refused = await http().post(`/api/notarial_act/${deposit}/subjects`).set(stranger.auth).send(subject);
    expect(refused.body.code).toBe('subject_owner_not_party');
    expectNoRegistryFacts(refused.body, vehicle, owner, bodyNumber);
    expect(await subjectCount(stranger.id)).toBe(0);
    const references = await http().get(`/api/notarial_act/${deposit}/references`).set(stranger.auth).expect(200);
    expect(references.body.registry).toEqual([]);
    // With the owner as the payee, the deposit may name the car.
    await insertParty(deposit, { role: 'payee', pin: owner.pin });
    await http().post(`/api/notarial_act/${deposit}/subjects`).set(stranger.auth).send(subject).expect(201);
    // Editing an own vehicle into someone else's is refused too.
    const own = await createRegistryVehicle([stranger.pin]);
    const mine = await createAct(stranger, { typeId: 1, step: 1 });
    const added = await http()
      .post(`/api/notarial_act/${mine}/subjects`)
      .set(stranger.auth)
      .send({ kind: 'vehicle', techPassportSeries: own.techPassportSeries, techPassportNumber: own.techPassportNumber, price: 1000, priceWords: WORDS_1000 })
      .expect(201);
    const edit = await http()
      .patch(`/api/notarial_act/${mine}/subjects/${added.body.id}`)
      .set(stranger.auth)
      .send({ techPassportSeries: vehicle.techPassportSeries, techPassportNumber: vehicle.techPassportNumber, stateNumber: vehicle.stateNumber });
    expect(edit.body.code).toBe('author_not_owner');
    expectNoRegistryFacts(edit.body, vehicle, owner, bodyNumber);
  });

  it('a property: a stranger cannot put a flat on a sale; its address and owner stay unseen', async () => {
    const owner = await signedCitizen();
    const stranger = await signedCitizen();
    const cadastreNumber = `11:14:04:01:${String(randomInt(10, 100))}:${randomInt(1000, 10_000)}`;
    const address = `Toshkent, Test ko'chasi ${randomUUID().slice(0, 8)}`;
    await testDb().query(`INSERT INTO sim_cadastre (cadastre_number, property_type, address, owner_pins) VALUES ($1, 'residential', $2, $3)`, [
      cadastreNumber,
      address,
      [owner.pin],
    ]);
    const res = await http()
      .post('/api/notarial_act')
      .set(stranger.auth)
      .send({ typeId: 9, regtype: 1, subjects: [{ kind: 'real_estate', cadastreNumber }] });
    expect(res.body.code).toBe('author_not_owner');
    expect(JSON.stringify(res.body)).not.toContain(address);
    expect(JSON.stringify(res.body)).not.toContain(owner.pin);
    await http().post('/api/notarial_act').set(owner.auth).send({ typeId: 9, regtype: 1, subjects: [{ kind: 'real_estate', cadastreNumber }] }).expect(201);
  });

  it("an attorney with the owner's vehicle power of attorney that allows disposal may sell; without the disposal right may not", async () => {
    const owner = await signedCitizen();
    const attorney = await signedCitizen();
    const buyer = await signedCitizen();
    const vehicle = await createRegistryVehicle([owner.pin]);
    const power = async (rights: string[]) => {
      const { rows } = await testDb().query<{ id: string }>(
        `INSERT INTO notarial_act (type_id, name, regtype, step, status, created_by, author_pin, notary_id, office_id, regnum, regdate, reg_year,
                                   valid_until, proxy)
         VALUES (101, 'Ishonchnoma', 1, 9, 'registered', $1, $2, $3, $4, $5, current_date, extract(year FROM current_date), current_date + 365, $6)
         RETURNING id`,
        [owner.id, owner.pin, notary.notaryId, notary.officeId, `T/${randomUUID().slice(0, 8)}`, { rights, delegationRight: false, hasDisposalRights: false }],
      );
      const id = rows[0]!.id;
      await testDb().query(`INSERT INTO act_party (act_id, role, is_author, pin, fullname, status) VALUES ($1, 'principal', true, $2, 'OWNER', 'accepted')`, [id, owner.pin]);
      await insertParty(id, { role: 'attorney', pin: attorney.pin, status: 'accepted' });
      await testDb().query(`INSERT INTO act_subject (act_id, kind, tech_passport_series, tech_passport_number, object_key) VALUES ($1, 'vehicle', $2, $3, $4)`, [
        id,
        vehicle.techPassportSeries,
        vehicle.techPassportNumber,
        `vehicle:${vehicle.id}`,
      ]);
      return id;
    };
    const driveOnly = await power(['use', 'drive']);
    const refused = await http().post('/api/notarial_act/simplified').set(attorney.auth).send(simplifiedBody(vehicle, buyer));
    expect(refused.body.code).toBe('author_not_owner');
    await testDb().query(`UPDATE notarial_act SET status = 'annulled' WHERE id = $1`, [driveOnly]);
    await power(['use', 'sell']);
    const created = await http().post('/api/notarial_act/simplified').set(attorney.auth).send(simplifiedBody(vehicle, buyer)).expect(201);
    // The registry tab shows the attorney the vehicle they may sell.
    const references = await http().get(`/api/notarial_act/${created.body.uuid}/references`).set(attorney.auth).expect(200);
    expect(references.body.registry).toHaveLength(1);
  });

  it('a draft whose author lost the right to the car (sold, power expired) no longer blocks the owner', async () => {
    const former = await signedCitizen();
    const owner = await signedCitizen();
    const buyer = await signedCitizen();
    const vehicle = await createRegistryVehicle([former.pin]);
    const first = await http().post('/api/notarial_act/simplified').set(former.auth).send(simplifiedBody(vehicle, buyer)).expect(201);
    // The registry now has a new owner (a sale registered elsewhere).
    await testDb().query(`UPDATE sim_vehicle SET owner_pins = $2 WHERE id = $1`, [vehicle.id, [owner.pin]]);
    const created = await http().post('/api/notarial_act/simplified').set(owner.auth).send(simplifiedBody(vehicle, buyer)).expect(201);
    expect(created.body.uuid).not.toBe(first.body.uuid);
    // The former owner's draft goes no further.
    await testDb().query(`UPDATE notarial_act SET step = 2, notary_id = $2, office_id = $3 WHERE id = $1`, [first.body.uuid, notary.notaryId, notary.officeId]);
    const check = await sendEvent(notary, first.body.uuid, 'approve_check');
    expect(check.status).toBeGreaterThanOrEqual(400);
    expect(['duplicate_unfinished_act', 'author_not_owner']).toContain(check.body.code);
  });
});
