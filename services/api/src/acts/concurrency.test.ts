import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { actRow, createAct, signedCitizen, signedNotary, testDb } from '../testing/acts-factories.js';

// Issue 5 tests: concurrency of registration (issue 5.8 "two notaries registering at once
// can never produce two numbers or a duplicate").
describe('register numbers under concurrency', () => {
  const { http } = useTestApi();

  it('two registrations of one act at once give exactly one register number', async () => {
    const notary = await signedNotary();
    const author = await signedCitizen();
    const actId = await createAct(author, { step: 8, notary, payments: 'confirmed', visitAt: new Date(Date.now() - 60_000), partiesPresent: true });
    const send = () => http().post(`/api/notarial_act/${actId}/events/register`).set(notary.auth).send({});
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    // The second waited on the row lock, then found the act registered (step 9 has no register).
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('act_event_not_allowed');
    const { rows } = await testDb().query(`SELECT count(*)::int AS n FROM act_audit WHERE act_id = $1 AND action = 'register'`, [actId]);
    expect(rows[0].n).toBe(1);
    const { rows: counter } = await testDb().query('SELECT last_number FROM register_counter WHERE office_id = $1', [notary.officeId]);
    expect(counter[0].last_number).toBe(1);
    expect((await actRow(actId)).regnum).toMatch(/\/1$/);
  });

  it('50 acts of one office registered in parallel get 50 distinct numbers', async () => {
    const notary = await signedNotary();
    const author = await signedCitizen();
    const acts = await Promise.all(Array.from({ length: 50 }, () => createAct(author, { step: 8, notary, payments: 'confirmed', visitAt: new Date(Date.now() - 60_000), partiesPresent: true })));
    const answers = await Promise.all(
      acts.map((id) => http().post(`/api/notarial_act/${id}/events/register`).set(notary.auth).send({})),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const { rows } = await testDb().query<{ regnum: string }>('SELECT regnum FROM notarial_act WHERE id = ANY($1)', [acts]);
    const numbers = rows.map((r) => Number(r.regnum.split('/')[1]));
    expect(new Set(numbers).size).toBe(50);
    expect(Math.max(...numbers)).toBe(50);
  }, 60_000);
});
