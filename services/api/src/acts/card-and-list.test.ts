import { tashkentDateOf, toIsoDate } from '@notary/domain/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { createAct, createRegistryVehicle, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';

// Issue 5.2: the list of my acts (both tabs, every filter, paging, sorting), creation of each
// type in person or by video, the card's tabs, and get_notify's source.
describe('acts list, creation and card', () => {
  const { http } = useTestApi();
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });

  it('creates every act type in person, and by video where the type allows it', async () => {
    const author = await signedCitizen();
    const { ACT_TYPES, ACT_TYPE_IDS } = await import('@notary/domain/act');
    for (const typeId of ACT_TYPE_IDS) {
      for (const regtype of [1, 2] as const) {
        const res = await http().post('/api/notarial_act').set(author.auth).send({ typeId, regtype });
        const isOffered = (ACT_TYPES[typeId].regTypes as readonly number[]).includes(regtype);
        const expected = isOffered ? { status: 201, name: ACT_TYPES[typeId].names.oz, step: 1 } : { status: 400, code: 'validation_failed' };
        expect({ typeId, regtype, status: res.status, name: res.body.name, step: res.body.step, code: res.body.code }).toMatchObject({ typeId, regtype, ...expected });
      }
    }
  });

  it('creates an act with its parties, subjects and the rarely-queried blocks', async () => {
    const author = await signedCitizen();
    const buyer = await signedCitizen();
    const res = await http()
      .post('/api/notarial_act')
      .set(author.auth)
      .send({
        typeId: 9,
        regtype: 1,
        sum: 5_000_000,
        credit: { contractNumber: 'K-1', sum: '5000000', percent: 22, term: 24, purpose: 'car' },
        enforcementDebt: { collectFee: true, penaltySum: '1000' },
        attributes: [{ title: 'Garov turi', value: 'avtomobil' }],
        parties: [{ role: 'pledgee', pin: buyer.pin, fullname: buyer.fullname, addresses: { registered: { text: 'Toshkent' } }, guardian: null }],
        subjects: [{ kind: 'real_estate', cadastreNumber: '11:14:04:01:01:1630', realEstate: { area: 54.2, rooms: 2 }, shares: [{ numerator: 1, denominator: 2 }], disposalTypes: ['sale', 'pledge'] }],
      })
      .expect(201);
    expect(res.body).toMatchObject({ sum: '5000000.00', credit: { contractNumber: 'K-1' }, attributes: [{ title: 'Garov turi' }] });
    const subjects = await http().get(`/api/notarial_act/${res.body.uuid}/subjects`).set(author.auth).expect(200);
    expect(subjects.body[0]).toMatchObject({ kind: 'real_estate', shares: [{ numerator: 1, denominator: 2 }], disposalTypes: ['sale', 'pledge'] });
    const bad = await http().post('/api/notarial_act').set(author.auth).send({ typeId: 9, regtype: 1, subjects: [{ kind: 'real_estate' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
  });

  it('filters, tabs, pages and sorts my acts', async () => {
    const me = await signedCitizen();
    const other = await signedCitizen();
    const drafts = [await createAct(me, { step: 1 }), await createAct(me, { step: 1, typeId: 4 })];
    const atCheck = await createAct(me, { step: 2, notary });
    const registered = await createAct(me, { step: 9, status: 'registered', notary, regtype: 2 });
    await testDb().query(`UPDATE notarial_act SET regnum = '2026/77', regdate = '2026-03-04', reg_year = 2026, visit_at = '2026-03-04T09:30:00+05:00' WHERE id = $1`, [registered]);
    const invited = await createAct(other, { step: 1, parties: [{ user: me, role: 'buyer', status: null }] });
    const ids = async (query: string) =>
      ((await http().get(`/api/notarial_act?${query}`).set(me.auth).expect(200)).body.items as { uuid: string }[]).map((i) => i.uuid);

    expect((await ids('tab=awaiting')).sort()).toEqual([...drafts, invited].sort());
    expect((await ids('tab=acts')).sort()).toEqual([atCheck, registered].sort());
    expect(await ids('tab=acts&state=active&status=registered')).toEqual([registered]);
    expect(await ids('tab=acts&regnum=2026/77&regdate=2026-03-04')).toEqual([registered]);
    expect(await ids('tab=acts&visitDate=2026-03-04&visitTime=09:30')).toEqual([registered]);
    // A list item carries the act's dates as the card does: days as yyyy-mm-dd, the Tashkent time as hh:mm.
    const [item] = (await http().get('/api/notarial_act?tab=acts&status=registered').set(me.auth).expect(200)).body.items;
    expect(item).toMatchObject({ uuid: registered, typeId: 1, step: 9, stepKey: 'registered', status: 'registered', state: 'active', regnum: '2026/77', regdate: '2026-03-04', regtype: 2, regsystem: 2, officeId: notary.officeId, notaryId: notary.notaryId, visitdate: '2026-03-04', visittime: '09:30', isSimplified: false });
    expect(item.enteredAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await ids('tab=acts&regtype=2&regsystem=2')).toEqual([registered]);
    expect(await ids(`tab=acts&officeId=${notary.officeId}&notaryId=${notary.notaryId}&step=2`)).toEqual([atCheck]);
    expect(await ids('tab=awaiting&typeId=4')).toEqual([drafts[1]]);
    // The list filters by the Tashkent day an act was entered (UTC+5): just after
    // 19:00 UTC the UTC date is still yesterday there.
    const today = toIsoDate(tashkentDateOf(new Date()));
    expect((await ids(`tab=awaiting&dateFrom=${today}&dateTo=${today}`)).length).toBe(3);
    expect(await ids('tab=awaiting&dateTo=2000-01-01')).toEqual([]);
    const page = await http().get('/api/notarial_act?tab=awaiting&pageSize=2&page=2&sort=entered_at&order=asc').set(me.auth).expect(200);
    expect(page.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.body.items.map((i: { uuid: string }) => i.uuid)).toEqual([invited]);
    await http().get('/api/notarial_act?sort=password').set(me.auth).expect(400);
  });

  it('reads each tab of the act card', async () => {
    const seller = await signedCitizen();
    const vehicle = await createRegistryVehicle([seller.pin], [{ kind: 'fine', amount: 1000 }]);
    const actId = await createAct(seller, { step: 2, notary, regtype: 2 });
    await testDb().query(
      `INSERT INTO act_subject (act_id, kind, tech_passport_series, tech_passport_number, object_key) VALUES ($1, 'vehicle', $2, $3, $4)`,
      [actId, vehicle.techPassportSeries, vehicle.techPassportNumber, `vehicle:${vehicle.techPassportSeries}${vehicle.techPassportNumber}`],
    );
    const general = await http().get(`/api/notarial_act/${actId}`).set(notary.auth).expect(200);
    expect(general.body).toMatchObject({ actor: 'notary', step: 2, stepKey: 'check', blockedBy: 'vehicle_encumbered' });
    expect(general.body.events.map((e: { event: string }) => e.event)).toEqual(expect.arrayContaining(['approve_check', 'return_with_defects', 'refuse', 'stop']));
    expect(general.body.events.find((e: { event: string }) => e.event === 'approve_check').blockedBy).toBe('vehicle_encumbered');
    const references = await http().get(`/api/notarial_act/${actId}/references`).set(seller.auth).expect(200);
    expect(references.body.registry[0]).toMatchObject({ vehicle: { make: 'Chevrolet Cobalt' }, encumbrances: [{ kind: 'fine', amount: '1000.00' }] });
    await http().put(`/api/notarial_act/${actId}/video`).set(notary.auth).send({ room: 'act-room-1', startedAt: new Date().toISOString() }).expect(200);
    const video = await http().get(`/api/notarial_act/${actId}/video`).set(seller.auth).expect(200);
    expect(video.body).toMatchObject({ regtype: 2, room: 'act-room-1', isInactive: false });
    expect((await http().put(`/api/notarial_act/${actId}/video`).set(seller.auth).send({ room: 'x' })).body.code).toBe('act_actor_not_allowed');
    await http().post(`/api/notarial_act/${actId}/events/refuse`).set(notary.auth).send({ resolutionFile: { name: 'rad.pdf', base64: Buffer.from('%PDF-1.4 x').toString('base64') } }).expect(201);
    const result = await http().get(`/api/notarial_act/${actId}/result`).set(seller.auth).expect(200);
    expect(result.body).toMatchObject({ status: 'refused', state: 'cancelled', refusal: { fileName: 'rad.pdf' } });
    const file = await http().get(`/api/notarial_act/${actId}/refusal-file`).set(seller.auth).expect(200);
    expect(file.headers['content-disposition']).toContain('rad.pdf');
    expect(file.body.toString()).toBe('%PDF-1.4 x');
  });

  it('edits the act only in Preparation (applicant) or during the check (notary); notes keep their history', async () => {
    const seller = await signedCitizen();
    const draft = await createAct(seller, { step: 1, notary });
    await http().patch(`/api/notarial_act/${draft}`).set(seller.auth).send({ remark: 'r', termFrom: '2026-01-01' }).expect(200);
    // Waiving the fees is the notary's: the applicant may not, the notary may during the check.
    expect((await http().patch(`/api/notarial_act/${draft}`).set(seller.auth).send({ isFree: true })).body.code).toBe('act_actor_not_allowed');
    expect((await http().post('/api/notarial_act').set(seller.auth).send({ typeId: 1, regtype: 1, isFree: true })).status).toBe(403);
    const checking = await createAct(seller, { step: 2, notary });
    await http().patch(`/api/notarial_act/${checking}`).set(notary.auth).send({ isFree: true, freeReason: 'disabled person of group I' }).expect(200);
    // A link to someone else's act shows nothing of it.
    const strangersAct = await createAct(await signedCitizen(), { step: 1 });
    await http().patch(`/api/notarial_act/${draft}`).set(seller.auth).send({ linkedActIds: [strangersAct] }).expect(200);
    expect((await http().get(`/api/notarial_act/${draft}/references`).set(seller.auth).expect(200)).body.linked).toEqual([]);
    const atInvoices = await createAct(seller, { step: 4, notary });
    expect((await http().patch(`/api/notarial_act/${atInvoices}`).set(seller.auth).send({ remark: 'x' })).body.code).toBe('act_event_not_allowed');
    const note = await http().post(`/api/notarial_act/${draft}/notes`).set(seller.auth).send({ text: 'first' }).expect(201);
    await http().patch(`/api/notarial_act/${draft}/notes/${note.body.id}`).set(seller.auth).send({ text: 'second' }).expect(200);
    expect((await http().patch(`/api/notarial_act/${draft}/notes/${note.body.id}`).set(notary.auth).send({ text: 'x' })).status).toBe(403);
    const notes = await http().get(`/api/notarial_act/${draft}/notes`).set(notary.auth).expect(200);
    expect(notes.body[0]).toMatchObject({ text: 'second', history: [{ text: 'first' }] });
  });

  it('the print form carries the public act check address; get_notify lists upcoming acts', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 9, status: 'registered', notary });
    await testDb().query(`UPDATE notarial_act SET regnum = '2026/5', regdate = '2026-05-01', reg_year = 2026 WHERE id = $1`, [actId]);
    const pdf = await http().get(`/api/notarial_act/${actId}/print-form.pdf`).set(seller.auth).buffer(true).expect(200);
    expect(pdf.headers['content-disposition']).toContain('act-2026-5.pdf');
    const upcoming = await createAct(seller, { step: 6, notary, regtype: 2, visitAt: new Date('2030-01-02T09:00:00Z') });
    const notify = await http().get('/api/notarial_act/get_notify').set(seller.auth).expect(200);
    expect(notify.body).toEqual([expect.objectContaining({ uuid: upcoming, regtypeid: 2, visitdate: '02.01.2030', visittime: '14:00' })]);
  });

  it('changes the notary manually, or automatically by district and load (acts-domain 2 "Notary choice")', async () => {
    const busy = await signedNotary();
    const idle = await signedNotary({ regionId: busy.regionId, districtId: busy.districtId });
    const author = await signedCitizen();
    for (let i = 0; i < 3; i += 1) await createAct(author, { step: 2, notary: busy });
    const actId = await createAct(author, { step: 1 });
    const auto = await http()
      .post(`/api/notarial_act/${actId}/events/change_notary`)
      .set(author.auth)
      .send({ confirmed: true, notaryChoice: { mode: 'auto', regionId: busy.regionId, districtId: busy.districtId } })
      .expect(201);
    // The least loaded active notary of the district: never the busy one, whose load is 3.
    const { rows } = await testDb().query<{ id: string; load: number }>(
      `SELECT n.id, (SELECT count(*)::int FROM notarial_act x WHERE x.notary_id = n.id AND x.status = 'active' AND x.id <> $2) AS load
         FROM notary n JOIN notary_office o ON o.id = n.office_id WHERE o.district_id = $1 AND n.license_status = 'active'`,
      [busy.districtId, actId],
    );
    const minimum = Math.min(...rows.map((r) => r.load));
    expect(rows.find((r) => r.id === auto.body.notaryId)!.load).toBe(minimum);
    expect(auto.body.notaryId).not.toBe(busy.notaryId);
    expect(auto.body.officeId).toBeTruthy();
    const manual = await http()
      .post(`/api/notarial_act/${actId}/events/change_notary`)
      .set(author.auth)
      .send({ confirmed: true, notaryChoice: { mode: 'manual', notaryId: idle.notaryId } })
      .expect(201);
    expect(manual.body).toMatchObject({ notaryId: idle.notaryId, officeId: idle.officeId, step: 1 });
    const { rows: audit } = await testDb().query(`SELECT data FROM act_audit WHERE act_id = $1 AND action = 'change_notary' ORDER BY seq`, [actId]);
    expect(audit[1].data).toMatchObject({ to: { notaryId: idle.notaryId, mode: 'manual' } });
  });
});
