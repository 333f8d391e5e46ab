import { describe, expect, it } from 'vitest';
import { createAct, signedCitizen, signedNotary } from '../testing/acts-factories.js';
import { createPerson } from '../testing/identity-factories.js';
import { createCompany } from '../testing/party-factories.js';
import { useTestApi } from '../testing/test-api.js';

/** Issue 13.2: a legal-entity party by tax number (STIR) from the tax registry. */
describe('POST /api/notarial_act/:uuid/parties/lookup with a tax number', () => {
  const { http } = useTestApi({ searchRatePerMinute: 12 });

  it("fills the company: name, legal form, address, status and the director named by the civil registry", async () => {
    const author = await signedCitizen();
    const actId = await createAct(author, { step: 1 });
    const director = await createPerson({ surname: 'SAIDOV', name: 'BOTIR', patronym: "KAMOL O'G'LI" });
    const company = await createCompany({ name: '"SAIDOV SAVDO" MCHJ', directorPin: director.pin, address: "Toshkent sh., Navoiy ko'chasi, 5-uy" });
    const res = await http().post(`/api/notarial_act/${actId}/parties/lookup`).set(author.auth).send({ inn: company.inn }).expect(200);
    expect(res.body).toEqual({
      inn: company.inn,
      name: '"SAIDOV SAVDO" MCHJ',
      legalForm: 'llc',
      address: "Toshkent sh., Navoiy ko'chasi, 5-uy",
      status: 'active',
      director: { pin: director.pin, fullname: "SAIDOV BOTIR KAMOL O'G'LI" },
    });
  });

  it('refuses a liquidated company on lookup and on adding it (the apps show company_liquidated in three languages)', async () => {
    const author = await signedCitizen();
    const actId = await createAct(author, { step: 1 });
    const gone = await createCompany({ liquidatedAt: '2024-06-30' });
    const refused = await http().post(`/api/notarial_act/${actId}/parties/lookup`).set(author.auth).send({ inn: gone.inn });
    expect([refused.status, refused.body.code, refused.body.details]).toEqual([422, 'company_liquidated', { inn: gone.inn, liquidatedAt: '2024-06-30' }]);
    const added = await http()
      .post(`/api/notarial_act/${actId}/parties`)
      .set(author.auth)
      .send({ role: 'buyer', partyClass: 'legal', inn: gone.inn, fullname: gone.name, confirmed: true });
    expect([added.status, added.body.code]).toEqual([422, 'company_liquidated']);
    const parties = await http().get(`/api/notarial_act/${actId}/parties`).set(author.auth).expect(200);
    expect(parties.body.map((p: { inn: string | null }) => p.inn)).not.toContain(gone.inn);
  });

  it('refuses unknown and malformed tax numbers, strangers, sent acts and the signed out', async () => {
    const author = await signedCitizen();
    const stranger = await signedCitizen();
    const actId = await createAct(author, { step: 1 });
    const company = await createCompany();
    const unknown = await http().post(`/api/notarial_act/${actId}/parties/lookup`).set(author.auth).send({ inn: '000000001' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'company_not_found']);
    for (const inn of ['12345678', '1234567890', '12345678a']) {
      const malformed = await http().post(`/api/notarial_act/${actId}/parties/lookup`).set(author.auth).send({ inn });
      expect([malformed.status, malformed.body.code]).toEqual([400, 'validation_failed']);
    }
    const foreign = await http().post(`/api/notarial_act/${actId}/parties/lookup`).set(stranger.auth).send({ inn: company.inn });
    expect([foreign.status, foreign.body.code]).toEqual([418, 'pin_not_found_in_uuid']);
    expect(JSON.stringify(foreign.body)).not.toContain(company.name);
    const sent = await createAct(author, { step: 2, notary: await signedNotary() });
    expect((await http().post(`/api/notarial_act/${sent}/parties/lookup`).set(author.auth).send({ inn: company.inn })).body.code).toBe('act_event_not_allowed');
    await http().post(`/api/notarial_act/${actId}/parties/lookup`).send({ inn: company.inn }).expect(403);
  });

  it('counts the lookups per user like the searches (SEARCH_RATE_PER_MINUTE), then 429 with Retry-After', async () => {
    const author = await signedCitizen();
    const other = await signedCitizen();
    const actId = await createAct(author, { step: 1 });
    const otherAct = await createAct(other, { step: 1 });
    const company = await createCompany();
    for (let i = 0; i < 12; i++) await http().post(`/api/notarial_act/${actId}/parties/lookup`).set(author.auth).send({ inn: company.inn }).expect(200);
    const limited = await http().post(`/api/notarial_act/${actId}/parties/lookup`).set(author.auth).send({ pin: author.pin });
    expect([limited.status, limited.body.code]).toEqual([429, 'too_many_requests']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is counted apart.
    await http().post(`/api/notarial_act/${otherAct}/parties/lookup`).set(other.auth).send({ inn: company.inn }).expect(200);
  });
});
