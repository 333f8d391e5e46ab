import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { createAct, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';

type AuditData = { changes?: { field: string; before: unknown; after: unknown }[] } & Record<string, unknown>;

async function auditData(actId: string, action: string): Promise<AuditData[]> {
  const { rows } = await testDb().query<{ data: AuditData }>('SELECT data FROM act_audit WHERE act_id = $1 AND action = $2 ORDER BY seq', [actId, action]);
  return rows.map((r) => r.data);
}

// Issue 5.9 "a record of every change of an act": an edit's audit row says what each changed field was and became.
describe('audit rows of edits carry old and new values', () => {
  const { http } = useTestApi();
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });

  it("the act's fields: the changed ones, money and dates as stored; a field sent unchanged is no change", async () => {
    const author = await signedCitizen();
    const actId = await createAct(author, { step: 1, notary });
    await http()
      .patch(`/api/notarial_act/${actId}`)
      .set(author.auth)
      .send({ name: 'Test act', remark: 'checked by the applicant', sum: 1500, validUntil: '2030-12-31' })
      .expect(200);
    const [row] = await auditData(actId, 'update');
    expect(row!.changes).toEqual([
      { field: 'remark', before: null, after: 'checked by the applicant' },
      { field: 'sum', before: null, after: '1500.00' },
      { field: 'validUntil', before: null, after: '2030-12-31' },
    ]);
  });

  it("a party: the edited fields, and the answer a new person's pin cancels; never the invitation token", async () => {
    const author = await signedCitizen();
    const buyer = await signedCitizen();
    const other = await signedCitizen();
    const actId = await createAct(author, { step: 1, notary, parties: [{ user: buyer, role: 'buyer', status: 'accepted' }] });
    const [{ id: partyId }] = (await testDb().query('SELECT id FROM act_party WHERE act_id = $1 AND NOT is_author', [actId])).rows;
    await http()
      .patch(`/api/notarial_act/${actId}/parties/${partyId}`)
      .set(author.auth)
      .send({ pin: other.pin, fullname: 'TOSHMATOV ALI VALI O‘G‘LI', phone: '935554433', role: 'buyer' })
      .expect(200);
    const [row] = await auditData(actId, 'party.update');
    expect(row).toMatchObject({ partyId });
    expect(row!.changes).toEqual([
      { field: 'fullname', before: buyer.fullname, after: 'TOSHMATOV ALI VALI O‘G‘LI' },
      { field: 'phone', before: null, after: '935554433' },
      { field: 'pin', before: buyer.pin, after: other.pin },
      { field: 'status', before: 'accepted', after: null },
    ]);
    const { rows } = await testDb().query('SELECT invite_token FROM act_party WHERE id = $1', [partyId]);
    expect(rows[0].invite_token).toEqual(expect.any(String));
    expect(JSON.stringify(row)).not.toContain(rows[0].invite_token);
  });

  it('a subject: the edited fields and the object key that follows them; the price as stored', async () => {
    const author = await signedCitizen();
    const actId = await createAct(author, { step: 1, notary });
    const added = await http()
      .post(`/api/notarial_act/${actId}/subjects`)
      .set(author.auth)
      .send({ kind: 'vehicle', techPassportSeries: 'AAE', techPassportNumber: '1112223', price: 1000, priceWords: "bir ming so'm 00 tiyin" })
      .expect(201);
    await http()
      .patch(`/api/notarial_act/${actId}/subjects/${added.body.id}`)
      .set(author.auth)
      .send({ techPassportNumber: '3332221', price: 1000, priceWords: "bir ming so'm 00 tiyin", bodyNumber: 'XTA21099' })
      .expect(200);
    const [row] = await auditData(actId, 'subject.update');
    expect(row).toMatchObject({ subjectId: added.body.id });
    expect(row!.changes).toEqual([
      { field: 'bodyNumber', before: null, after: 'XTA21099' },
      { field: 'objectKey', before: 'vehicle:AAE1112223', after: 'vehicle:AAE3332221' },
      { field: 'techPassportNumber', before: '1112223', after: '3332221' },
    ]);
  });
});
