import { describe, expect, it, vi } from 'vitest';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { useTestApi } from '../testing/test-api.js';
import { actRow, createAct, signedCitizen, signedNotary, testDb } from '../testing/acts-factories.js';

// Issue 5 tests: "the database connection dropped between the transition and its audit row
// leaves neither (one transaction)".
describe('a dropped connection inside a transition', () => {
  const api = useTestApi();
  const { http } = api;

  it('leaves neither the new step nor the audit row, and the API keeps serving', async () => {
    const notary = await signedNotary();
    const author = await signedCitizen();
    const actId = await createAct(author, { step: 2, notary });
    const audit = api.app.get(AuditService);
    const original = audit.append.bind(audit);
    // The act row is locked and the machine said yes; before the audit row is written, a
    // second connection kills this transaction's backend.
    const spy = vi.spyOn(audit, 'append').mockImplementationOnce(async (em: EntityManager, input) => {
      const [row] = (await em.query('SELECT pg_backend_pid() AS pid')) as { pid: number }[];
      const pid = row!.pid;
      await testDb().query('SELECT pg_terminate_backend($1)', [pid]);
      return original(em, input);
    });
    const res = await http().post(`/api/notarial_act/${actId}/events/approve_check`).set(notary.auth).send({});
    // A connection the server dropped (57P01) is an outage, not a defect: 503 with a retry hint (issue 12.6).
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('technical_work');
    expect(res.headers['retry-after']).toBe('5');
    spy.mockRestore();
    expect(await actRow(actId)).toMatchObject({ step: 2, status: 'active' });
    const { rows } = await testDb().query('SELECT count(*)::int AS n FROM act_audit WHERE act_id = $1', [actId]);
    expect(rows[0].n).toBe(0);
    // The pool replaced the dead connection: the same transition now goes through.
    await http().post(`/api/notarial_act/${actId}/events/approve_check`).set(notary.auth).send({}).expect(201);
    expect(await actRow(actId)).toMatchObject({ step: 3 });
  });
});
