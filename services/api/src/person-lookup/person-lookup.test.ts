import { describe, expect, it } from 'vitest';
import { signedCitizen } from '../testing/acts-factories.js';
import { createPerson, randomPin } from '../testing/identity-factories.js';
import { useTestApi } from '../testing/test-api.js';

// Issue 13.2: a party added by personal number gets its name from the civil registry, and the wizard learns whether it may go on.
describe('GET /api/civil_registry/person', () => {
  const { http } = useTestApi();

  it("answers an adult's full name and nothing else of the registry's record", async () => {
    const caller = await signedCitizen();
    const person = await createPerson({ birthDate: '1990-02-03', surname: 'QODIROV', name: 'ALISHER', patronym: "BAXROM O'G'LI" });
    const res = await http().get('/api/civil_registry/person').query({ pin: person.pin }).set(caller.auth).expect(200);
    expect(res.body).toEqual({ found: true, person: { pin: person.pin, fullname: "QODIROV ALISHER BAXROM O'G'LI", isDeceased: false, isMinor: false, age: expect.any(Number) } });
  });

  it('tells a deceased person and a minor (acts-domain 5), so the wizard stops', async () => {
    const caller = await signedCitizen();
    const deceased = await createPerson({ birthDate: '1950-01-01', deathDate: '2020-05-05' });
    const minorBirth = `${new Date().getUTCFullYear() - 10}-06-01`;
    const minor = await createPerson({ birthDate: minorBirth });
    expect((await http().get('/api/civil_registry/person').query({ pin: deceased.pin }).set(caller.auth).expect(200)).body.person).toMatchObject({ isDeceased: true, isMinor: false });
    expect((await http().get('/api/civil_registry/person').query({ pin: minor.pin }).set(caller.auth).expect(200)).body.person).toMatchObject({ isDeceased: false, isMinor: true });
  });

  it('refuses the signed out, a malformed pin, and answers found: false for a pin the registry does not know', async () => {
    const caller = await signedCitizen();
    await http().get('/api/civil_registry/person').query({ pin: randomPin() }).expect(403);
    const bad = await http().get('/api/civil_registry/person').query({ pin: '12ab' }).set(caller.auth).expect(400);
    expect(bad.body.code).toBe('validation_failed');
    const unknown = await http().get('/api/civil_registry/person').query({ pin: randomPin() }).set(caller.auth).expect(200);
    expect(unknown.body).toEqual({ found: false, person: null });
  });
});
