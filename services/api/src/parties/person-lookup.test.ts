import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { createAct, signedCitizen, signedNotary } from '../testing/acts-factories.js';
import { createPerson, randomPin } from '../testing/identity-factories.js';

/** Issue 13: the wizard finds a party by personal number in the civil registry, and learns no more than the act needs. */
describe('POST /api/notarial_act/:uuid/parties/lookup', () => {
  const { http } = useTestApi();

  it('answers the name, deceased, minor and age of a registry person, nothing else', async () => {
    const author = await signedCitizen();
    const actId = await createAct(author, { typeId: 15034, step: 1 });
    const childPin = randomPin(2, '2014-03-02');
    await createPerson({ pin: childPin, gender: 2, birthDate: '2014-03-02', surname: 'KARIMOVA', name: 'MADINA', patronym: 'ALISHER QIZI' });
    const child = await http().post(`/api/notarial_act/${actId}/parties/lookup`).set(author.auth).send({ pin: childPin }).expect(200);
    expect(Object.keys(child.body).sort()).toEqual(['age', 'fullname', 'isDeceased', 'isMinor', 'pin']);
    expect(child.body).toMatchObject({ pin: childPin, fullname: 'KARIMOVA MADINA ALISHER QIZI', isDeceased: false, isMinor: true });
    expect(child.body.age).toBeGreaterThanOrEqual(12);

    const deadPin = randomPin(1, '1950-01-01');
    await createPerson({ pin: deadPin, birthDate: '1950-01-01', deathDate: '2020-01-01' });
    expect((await http().post(`/api/notarial_act/${actId}/parties/lookup`).set(author.auth).send({ pin: deadPin }).expect(200)).body).toMatchObject({
      isDeceased: true,
      isMinor: false,
    });
  });

  it('refuses unknown persons, malformed pins, strangers and acts no longer in preparation', async () => {
    const author = await signedCitizen();
    const stranger = await signedCitizen();
    const actId = await createAct(author, { step: 1 });
    const unknown = await http().post(`/api/notarial_act/${actId}/parties/lookup`).set(author.auth).send({ pin: randomPin() });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'person_not_found']);
    const malformed = await http().post(`/api/notarial_act/${actId}/parties/lookup`).set(author.auth).send({ pin: '123' });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'validation_failed']);
    // The stranger learns nothing of the registry: the act is refused before it is read.
    const foreign = await http().post(`/api/notarial_act/${actId}/parties/lookup`).set(stranger.auth).send({ pin: author.pin });
    expect([foreign.status, foreign.body.code]).toEqual([418, 'pin_not_found_in_uuid']);
    expect(JSON.stringify(foreign.body)).not.toContain(author.fullname);
    const notary = await signedNotary();
    const sent = await createAct(author, { step: 2, notary });
    expect((await http().post(`/api/notarial_act/${sent}/parties/lookup`).set(author.auth).send({ pin: author.pin })).body.code).toBe('act_event_not_allowed');
    await http().post(`/api/notarial_act/${actId}/parties/lookup`).send({ pin: author.pin }).expect(403);
  });
});
