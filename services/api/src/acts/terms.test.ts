import { amountToWords } from '@notary/domain/words';
import { beforeAll, describe, expect, it } from 'vitest';
import { actRow, createAct, type Signed, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';
import { createPerson } from '../testing/identity-factories.js';
import { insertParty } from '../testing/party-factories.js';
import { useTestApi } from '../testing/test-api.js';

/** An ISO birth date `years` years and `days` days before today (UTC; ages are judged in Tashkent, a day of margin either side). */
function bornYearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * Issue 13 part 2: the term blocks of an act (price with words, credit,
 * power-of-attorney scope and term, travel) are stored by PATCH and refused
 * there when they break acts-domain 5, naming the field, in the caller's
 * language, never with a 500.
 */
describe('the term blocks of an act', () => {
  const { http } = useTestApi();
  let notary: TestNotary;
  const patch = (who: Signed, actId: string, body: object, lang = 'oz') =>
    http().patch(`/api/notarial_act/${actId}`).set(who.auth).set('Accept-Language', lang).send(body);

  beforeAll(async () => {
    notary = await signedNotary();
  });

  it('stores a pledge sum with its words and the secured loan; words of another sum are refused on sumWords', async () => {
    const pledgor = await signedCitizen();
    const actId = await createAct(pledgor, { typeId: 9, step: 1, notary });
    const words = amountToWords(5_000_000_00, 'oz');
    const saved = await patch(pledgor, actId, {
      sum: '5000000.00',
      sumWords: words,
      loanSum: '3000000',
      loanTerm: 24,
      credit: { contractNumber: 'K-17', date: '2026-11-01', sum: '3000000', percent: 22.5, term: 24, purpose: 'avtomobil' },
    }).expect(200);
    expect(saved.body).toMatchObject({ sum: '5000000.00', sumWords: words, loanSum: '3000000.00', loanTerm: 24, credit: { contractNumber: 'K-17', percent: 22.5 } });

    const wrong = await patch(pledgor, actId, { sum: '6000000' }, 'ru');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'validation_failed', message: 'Сумма прописью не совпадает с суммой цифрами', details: { issues: [{ path: 'sumWords', message: 'error_wrong_price_words' }] } });
    // Refused as a whole: the stored sum is still the one its words say.
    expect((await actRow(actId)).sum).toBe('5000000.00');
    // The Russian words of the same sum are as good.
    await patch(pledgor, actId, { sum: '6000000', sumWords: amountToWords(6_000_000_00, 'ru') }).expect(200);
  });

  it("a lease's term must be in order", async () => {
    const lessor = await signedCitizen();
    const actId = await createAct(lessor, { typeId: 15025, step: 1, notary });
    const res = await patch(lessor, actId, { termFrom: '2027-01-01', termTo: '2026-01-01' }, 'uz');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Муддат бошланиши тугашидан кейин бўлиши мумкин эмас', details: { issues: [{ path: 'termTo', message: 'error_wrong_period' }] } });
    await patch(lessor, actId, { termFrom: '2026-01-01', termTo: '2027-01-01' }).expect(200);
  });

  it('a block of another type is refused: no power of attorney on a sale, no travel on a pledge', async () => {
    const seller = await signedCitizen();
    const sale = await createAct(seller, { typeId: 1, step: 1, notary });
    const proxy = await patch(seller, sale, { proxy: { rights: ['use'] } });
    expect(proxy.status).toBe(400);
    expect(proxy.body.details.issues).toEqual([{ path: 'proxy', message: 'error_block_not_for_type' }]);
    const pledge = await createAct(seller, { typeId: 9, step: 1, notary });
    expect((await patch(seller, pledge, { travel: { allCountries: true } })).body.details.issues).toEqual([{ path: 'travel', message: 'error_block_not_for_type' }]);
    expect((await patch(seller, pledge, { marriageRecord: { regnum: '1' } })).body.details.issues).toEqual([{ path: 'marriageRecord', message: 'error_block_not_for_type' }]);
    // Clearing a block is always allowed.
    await patch(seller, pledge, { travel: null, proxy: null }).expect(200);
    // At creation too.
    const created = await http().post('/api/notarial_act').set(seller.auth).send({ typeId: 9, regtype: 1, proxy: { rights: ['use'] } });
    expect(created.body.details.issues).toEqual([{ path: 'proxy', message: 'error_block_not_for_type' }]);
  });

  it('11651 and 105 may not give disposal rights (by right or by the flag); 101 may', async () => {
    const principal = await signedCitizen();
    for (const typeId of [11651, 105] as const) {
      const actId = await createAct(principal, { typeId, step: 1, notary });
      const res = await patch(principal, actId, { proxy: { rights: ['represent', 'sell'] }, validUntil: '2027-06-01' });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'poa_disposal_rights_forbidden', details: { rights: ['sell'], field: 'proxy.rights' } });
      expect(res.body.message).toContain('huquqini bera olmaydi');
      expect((await patch(principal, actId, { proxy: { rights: ['represent'], hasDisposalRights: true } })).body.code).toBe('poa_disposal_rights_forbidden');
      expect((await actRow(actId)).proxy).toBeNull();
      const ok = await patch(principal, actId, { proxy: { rights: ['represent', 'manage'], delegationRight: true }, validUntil: '2027-06-01' }).expect(200);
      expect(ok.body).toMatchObject({ proxy: { rights: ['represent', 'manage'], delegationRight: true }, validUntil: '2027-06-01' });
    }
    const vehiclePower = await createAct(principal, { typeId: 101, step: 1, notary });
    await patch(principal, vehiclePower, { proxy: { rights: ['drive', 'sell'], hasDisposalRights: true } }).expect(200);
  });

  it('a re-delegated power may not outlast the main one, and needs the main one to allow re-delegation', async () => {
    const principal = await signedCitizen();
    const main = await createAct(principal, { typeId: 11651, step: 9, status: 'registered', notary });
    await testDb().query(`UPDATE notarial_act SET valid_until = '2027-01-01', proxy = '{"rights":["represent"],"delegationRight":true}' WHERE id = $1`, [main]);
    const actId = await createAct(principal, { typeId: 11651, step: 1, notary });
    const late = await patch(principal, actId, { mainActId: main, validUntil: '2027-06-01', proxy: { rights: ['represent'] } });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ code: 'poa_outlasts_main', details: { field: 'validUntil', mainValidUntil: { year: 2027, month: 1, day: 1 } } });
    expect((await actRow(actId)).main_act_id).toBeNull();
    await patch(principal, actId, { mainActId: main, validUntil: '2026-12-31', proxy: { rights: ['represent'] } }).expect(200);
    // Moving the end date past the main one later is refused too.
    expect((await patch(principal, actId, { validUntil: '2027-01-02' })).body.code).toBe('poa_outlasts_main');

    // Another citizen's power is not a main act here, and its term is not told.
    const strangers = await createAct(await signedCitizen(), { typeId: 11651, step: 9, status: 'registered', notary });
    await testDb().query(`UPDATE notarial_act SET valid_until = '2027-01-01', proxy = '{"delegationRight":true}' WHERE id = $1`, [strangers]);
    const foreign = await patch(principal, actId, { mainActId: strangers, validUntil: '2030-01-01' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual({ issues: [{ path: 'mainActId', message: 'error_main_act_not_found' }] });
    // Nor is an act of another type.
    const sale = await createAct(principal, { typeId: 1, step: 9, status: 'registered', notary });
    expect((await patch(principal, actId, { mainActId: sale })).body.details.issues).toEqual([{ path: 'mainActId', message: 'error_main_act_not_found' }]);

    const noDelegation = await createAct(principal, { typeId: 11651, step: 9, status: 'registered', notary });
    await testDb().query(`UPDATE notarial_act SET valid_until = '2027-01-01', proxy = '{"delegationRight":false}' WHERE id = $1`, [noDelegation]);
    const refused = await patch(principal, actId, { mainActId: noDelegation });
    expect(refused.body).toMatchObject({ code: 'poa_delegation_not_allowed', details: { field: 'mainActId' } });
  });

  it('self-departure from 15 only, and for 15034 only; several children on 15035', async () => {
    const parent = await signedCitizen();
    const young = await createPerson({ birthDate: bornYearsAgo(14, -1) });
    const old = await createPerson({ birthDate: bornYearsAgo(15, 1) });
    const actId = await createAct(parent, { typeId: 15034, step: 1, notary });
    const travel = { departureCountry: "O'zbekiston", destinationCountries: ['Turkiya'], purpose: 'tourism', periodFrom: '2026-12-01', periodTo: '2026-12-20' };
    const child = await insertParty(actId, { role: 'minor', pin: young.pin, fullname: 'BOLA' });
    const res = await patch(parent, actId, { travel: { ...travel, selfDeparture: true } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'self_departure_under_age', details: { pins: [young.pin], minimumAge: 15, field: 'travel.selfDeparture' } });
    await testDb().query(`UPDATE act_party SET pin = $2 WHERE id = $1`, [child, old.pin]);
    const ok = await patch(parent, actId, { travel: { ...travel, selfDeparture: true } }).expect(200);
    expect(ok.body.travel).toMatchObject({ destinationCountries: ['Turkiya'], selfDeparture: true, periodTo: '2026-12-20' });

    const accompany = await createAct(parent, { typeId: 15035, step: 1, notary });
    await insertParty(accompany, { role: 'minor', pin: young.pin, fullname: 'BOLA 1' });
    await insertParty(accompany, { role: 'minor', pin: old.pin, fullname: 'BOLA 2' });
    const alone = await patch(parent, accompany, { travel: { ...travel, selfDeparture: true } });
    expect(alone.body.details.issues).toEqual([{ path: 'travel.selfDeparture', message: 'error_self_departure_not_for_type' }]);
    await patch(parent, accompany, { travel }).expect(200);
    const parties = await http().get(`/api/notarial_act/${accompany}/parties`).set(parent.auth).expect(200);
    expect(parties.body.filter((p: { role: string }) => p.role === 'minor')).toHaveLength(2);
  });

  it('terms are edited only in Preparation by the applicant', async () => {
    const principal = await signedCitizen();
    const actId = await createAct(principal, { typeId: 11651, step: 4, notary });
    expect((await patch(principal, actId, { validUntil: '2027-01-01' })).body.code).toBe('act_event_not_allowed');
  });
});

/** A marriage or divorce record in the simulated civil registry. */
async function insertCivilRecord(kind: 'marriage' | 'divorce', pin: string, spouse: { pin?: string; name?: string }, regnum: string, date: string, body = 'Toshkent shahar Yunusobod tumani FHDYo bo‘limi') {
  await testDb().query(
    `INSERT INTO registry_civil_record (kind, pin, spouse_pin, spouse_name, regnum, record_date, body) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [kind, pin, spouse.pin ?? null, spouse.name ?? null, regnum, date, body],
  );
}

describe('the spouse consent: marriage and divorce records from the civil registry', () => {
  const { http } = useTestApi();
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });

  it("lists the author's records, newest first, with the spouse's name; only the record the registry holds is stored", async () => {
    const wife = await signedCitizen();
    const husband = await createPerson({ surname: 'KARIMOV', name: 'ALISHER', patronym: "BAXTIYOR O'G'LI" });
    await insertCivilRecord('marriage', wife.pin, { name: 'SOBIROV SANJAR' }, '311', '2008-05-10');
    await insertCivilRecord('divorce', wife.pin, { name: 'SOBIROV SANJAR' }, '45', '2010-03-01');
    // Kept under the other spouse: found for her too.
    await insertCivilRecord('marriage', husband.pin, { pin: wife.pin }, '1207', '2014-09-20');
    const actId = await createAct(wife, { typeId: 15003, step: 1, notary });

    const listed = await http().get(`/api/notarial_act/${actId}/civil-records`).set(wife.auth).expect(200);
    expect(listed.body.records).toEqual([
      { kind: 'marriage', regnum: '1207', date: '2014-09-20', body: 'Toshkent shahar Yunusobod tumani FHDYo bo‘limi', spousePin: husband.pin, spouseName: "KARIMOV ALISHER BAXTIYOR O'G'LI" },
      expect.objectContaining({ kind: 'divorce', regnum: '45', spousePin: null, spouseName: 'SOBIROV SANJAR' }),
      expect.objectContaining({ kind: 'marriage', regnum: '311' }),
    ]);

    const made = await http().patch(`/api/notarial_act/${actId}`).set(wife.auth).set('Accept-Language', 'ru').send({ marriageRecord: { regnum: '999', date: '2014-09-20', body: 'X' } });
    expect(made.status).toBe(422);
    expect(made.body).toMatchObject({ code: 'civil_record_not_found', message: 'Эта запись не найдена в реестре актов гражданского состояния: выберите запись из списка', details: { field: 'marriageRecord', kind: 'marriage' } });
    // A divorce record is not a marriage record.
    expect((await http().patch(`/api/notarial_act/${actId}`).set(wife.auth).send({ marriageRecord: { regnum: '45', date: '2010-03-01' } })).body.code).toBe('civil_record_not_found');

    const ok = await http()
      .patch(`/api/notarial_act/${actId}`)
      .set(wife.auth)
      .send({ marriageRecord: { regnum: '1207', date: '2014-09-20', body: 'Toshkent shahar Yunusobod tumani FHDYo bo‘limi' }, divorceRecord: null })
      .expect(200);
    expect(ok.body.marriageRecord).toEqual({ regnum: '1207', date: '2014-09-20', body: 'Toshkent shahar Yunusobod tumani FHDYo bo‘limi' });
  });

  it('the records are for whoever may edit the act now: not a stranger, not past Preparation', async () => {
    const wife = await signedCitizen();
    const actId = await createAct(wife, { typeId: 15003, step: 1, notary });
    expect((await http().get(`/api/notarial_act/${actId}/civil-records`).set((await signedCitizen()).auth)).status).toBe(418);
    expect((await http().get(`/api/notarial_act/${actId}/civil-records`).set(notary.auth)).body.code).toBe('act_event_not_allowed');
    const checked = await createAct(wife, { typeId: 15003, step: 3, notary });
    expect((await http().get(`/api/notarial_act/${checked}/civil-records`).set(wife.auth)).body.code).toBe('act_event_not_allowed');
  });
});
