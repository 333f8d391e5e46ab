import { ACT_TYPE_IDS, ACT_TYPES, missingBlocks, type ActTypeId } from '@notary/domain/act';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { createRegistryVehicle, signedCitizen, signedNotary, type Signed, type TestNotary } from '../testing/acts-factories.js';

/**
 * Issue 13 "Each type requires the blocks that fit it, on the server too":
 * an act of every type, created over HTTP with nothing but its author and a
 * notary, is refused at send_for_check with the blocks its type lacks
 * (`missingBlocks` of @notary/domain/act), and goes once they are there.
 */
/**
 * The types whose bare draft a blocking rule refuses before the blocks are
 * counted: a vehicle power of attorney without a vehicle (acts-domain 5 "101 is
 * vehicle-specific"), a travel consent without a child (the minors' rule).
 */
const RULE_FIRST: Partial<Record<ActTypeId, string>> = { 101: 'poa_subject_not_vehicle', 15034: 'validation_failed', 15035: 'validation_failed' };

describe('send_for_check refuses an act without the blocks its type requires', () => {
  const { http, sendEvent } = useTestApi();
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });

  async function draft(author: Signed, typeId: ActTypeId): Promise<string> {
    const created = await http().post('/api/notarial_act').set(author.auth).send({ typeId, regtype: 1 }).expect(201);
    const uuid = created.body.uuid as string;
    await sendEvent(author, uuid, 'change_notary', { confirmed: true, notaryChoice: { mode: 'manual', notaryId: notary.notaryId } }).expect(201);
    return uuid;
  }

  const counted = ACT_TYPE_IDS.filter((id) => !(id in RULE_FIRST));
  it.each(counted)('type %i: refused with the blocks it lacks', async (typeId) => {
    const author = await signedCitizen();
    const uuid = await draft(author, typeId);
    const refused = await sendEvent(author, uuid, 'send_for_check', { confirmed: true });
    const expected = missingBlocks({ typeId, regtype: 1, notaryId: notary.notaryId, parties: [{ role: ACT_TYPES[typeId].authorRole }], subjects: [] });
    expect(expected.length).toBeGreaterThan(0);
    expect({ status: refused.status, code: refused.body.code, missing: refused.body.details?.missing }).toEqual({
      status: 422,
      code: 'act_blocks_missing',
      missing: expected,
    });
    expect(refused.body.message).toContain(expected.join(', '));
    // The card shows "send for check" held back by the same reason.
    const card = await http().get(`/api/notarial_act/${uuid}`).set(author.auth).expect(200);
    expect(card.body.events.find((e: { event: string }) => e.event === 'send_for_check')).toMatchObject({ blockedBy: 'act_blocks_missing' });
    expect(card.body.step).toBe(1);
  });

  // A blocking rule of acts-domain 5 speaks before the blocks (the machine's isNotBlocked comes first).
  it.each(Object.entries(RULE_FIRST))('type %s: its blocking rule speaks first (%s)', async (typeId, rule) => {
    const author = await signedCitizen();
    const uuid = await draft(author, Number(typeId) as ActTypeId);
    expect((await sendEvent(author, uuid, 'send_for_check', { confirmed: true })).body.code).toBe(rule);
  });

  it('a vehicle power of attorney with its vehicle lacks its attorney, scope and term', async () => {
    const principal = await signedCitizen();
    const vehicle = await createRegistryVehicle([principal.pin]);
    const uuid = await draft(principal, 101);
    await http()
      .post(`/api/notarial_act/${uuid}/subjects`)
      .set(principal.auth)
      .send({ kind: 'vehicle', techPassportSeries: vehicle.techPassportSeries, techPassportNumber: vehicle.techPassportNumber })
      .expect(201);
    expect((await sendEvent(principal, uuid, 'send_for_check', { confirmed: true })).body.details.missing).toEqual(['party:attorney', 'proxy_scope', 'proxy_term']);
  });

  it('an inheritance refusal goes once its subject is described', async () => {
    const heir = await signedCitizen();
    const uuid = await draft(heir, 12047);
    expect((await sendEvent(heir, uuid, 'send_for_check', { confirmed: true })).body.details.missing).toEqual(['subject']);
    await http().post(`/api/notarial_act/${uuid}/subjects`).set(heir.auth).send({ kind: 'other', description: "Otamning Toshkentdagi uyidagi meros ulushi" }).expect(201);
    const sent = await sendEvent(heir, uuid, 'send_for_check', { confirmed: true }).expect(201);
    expect(sent.body).toMatchObject({ step: 2 });
  });

  it('a power of attorney needs its scope and its term', async () => {
    const principal = await signedCitizen();
    const attorney = await signedCitizen();
    const uuid = await draft(principal, 11651);
    await http().post(`/api/notarial_act/${uuid}/parties`).set(principal.auth).send({ role: 'attorney', pin: attorney.pin, fullname: attorney.fullname, confirmed: true }).expect(201);
    await http().post(`/api/notarial_act/${uuid}/subjects`).set(principal.auth).send({ kind: 'other', description: 'Barcha ishlarda vakillik' }).expect(201);
    // The blocks are asked for before the parties' answers (an edit asks the parties anew).
    expect((await sendEvent(principal, uuid, 'send_for_check', { confirmed: true })).body.details.missing).toEqual(['proxy_scope', 'proxy_term']);
    await http().patch(`/api/notarial_act/${uuid}`).set(principal.auth).send({ proxy: { rights: ['represent'] } }).expect(200);
    expect((await sendEvent(principal, uuid, 'send_for_check', { confirmed: true })).body.details.missing).toEqual(['proxy_term']);
    await http().patch(`/api/notarial_act/${uuid}`).set(principal.auth).send({ validUntil: '2027-06-30' }).expect(200);
    expect((await sendEvent(principal, uuid, 'send_for_check', { confirmed: true })).body.code).toBe('parties_not_confirmed');
    await http().post(`/api/notarial_act/${uuid}/invitation/accept`).set(attorney.auth).expect(201);
    await sendEvent(principal, uuid, 'send_for_check', { confirmed: true }).expect(201);
  });
});
