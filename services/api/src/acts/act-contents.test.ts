import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ActParty } from '../parties/party.entity.js';
import { ActSubject } from '../subjects/subject.entity.js';
import { createAct, signedCitizen, signedNotary, testDb } from '../testing/acts-factories.js';
import { insertParty } from '../testing/party-factories.js';
import { useTestApi } from '../testing/test-api.js';
import { NotarialAct } from './act.entity.js';
import { loadActWithContents } from './acts.repository.js';

const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

/**
 * Issue 17.1: the act card reads the act, its parties, its subjects and its
 * invoices' counts in one statement written once (acts.repository.ts
 * `loadActWithContents`, database/entity-rows.ts). What it gives must be what
 * the repositories give, field for field and type for type (dates as Dates,
 * money as the exact decimal text, JSON and arrays as values), for every
 * kind of column the three entities have.
 */
describe('the act card reads the act with its contents in one statement', () => {
  const api = useTestApi();
  let ds: DataSource;
  let actId: string;
  beforeAll(async () => {
    ds = api.app.get(DataSource);
    const author = await signedCitizen();
    const buyer = await signedCitizen();
    const notary = await signedNotary();
    actId = await createAct(author, { notary, visitAt: new Date('2026-12-03T05:30:00Z'), parties: [{ user: buyer, role: 'buyer', status: null }], blocks: 'complete', payments: 'confirmed' });
    // Columns of every kind: money, dates, the visit's generated date and time, JSON, arrays, a legal entity's manager.
    await testDb().query(
      `UPDATE notarial_act SET sum = 98765432109876.54, regdate = '2026-11-30',
         linked_act_ids = ARRAY[$2::uuid], attributes = '[{"title":"t","value":"v"}]', video = '{"room":"r1"}', refusal_file = '\\x0102'
       WHERE id = $1`,
      [actId, randomUUID()],
    );
    await insertParty(actId, { role: 'buyer', partyClass: 'legal', managerPin: buyer.pin, fullname: 'MChJ TEST' });
    await testDb().query(`UPDATE act_subject SET disposal_types = ARRAY['sale', 'gift'], inventory_price = 0.01 WHERE act_id = $1`, [actId]);
  });

  it('gives the act, its parties and subjects as the repositories read them, and the invoices as counted', async () => {
    const loaded = await loadActWithContents(ds.manager, actId);
    expect(loaded).not.toBeNull();
    const act = await ds.getRepository(NotarialAct).findOneByOrFail({ id: actId });
    expect(loaded!.act).toEqual(act);
    expect(loaded!.act).toBeInstanceOf(NotarialAct);
    expect(loaded!.act.sum).toBe('98765432109876.54');
    expect(loaded!.act.visitAt).toEqual(new Date('2026-12-03T05:30:00Z'));
    expect([loaded!.act.visitDate, loaded!.act.visitTime]).toEqual(['2026-12-03', '10:30:00']);
    // The refusal file's bytes are never read with the act.
    expect(loaded!.act.refusalFile).toBeUndefined();

    const parties = await ds.getRepository(ActParty).find({ where: { actId } });
    expect(parties).toHaveLength(3);
    expect(byId(loaded!.parties)).toEqual(byId(parties));
    expect(loaded!.parties.every((p) => p instanceof ActParty)).toBe(true);

    const subjects = await ds.getRepository(ActSubject).find({ where: { actId } });
    expect(subjects).toHaveLength(1);
    expect(loaded!.subjects).toEqual(subjects);
    expect(loaded!.subjects[0]!.disposalTypes).toEqual(['sale', 'gift']);

    expect(loaded!.payments).toEqual({ live: 2, confirmed: 2 });
  });

  it('gives an act without parties, subjects or invoices with empty lists, and null for an unknown or malformed id', async () => {
    const author = await signedCitizen();
    const bare = await createAct(author);
    await testDb().query('DELETE FROM act_party WHERE act_id = $1', [bare]);
    const loaded = await loadActWithContents(ds.manager, bare);
    expect(loaded?.act.id).toBe(bare);
    expect(loaded).toMatchObject({ parties: [], subjects: [], payments: { live: 0, confirmed: 0 } });
    expect(await loadActWithContents(ds.manager, randomUUID())).toBeNull();
    expect(await loadActWithContents(ds.manager, 'not-a-uuid')).toBeNull();
  });
});
