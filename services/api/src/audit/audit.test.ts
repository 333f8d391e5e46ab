import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { createAct, signedCitizen, signedNotary, testDb } from '../testing/acts-factories.js';
import { AuditService } from './audit.service.js';

// Issue 5.9: the hash-chained audit trail verifies, and detects an edited or deleted row.
describe('audit trail', () => {
  const api = useTestApi();
  const { http, sendEvent } = api;

  async function actWithHistory() {
    const notary = await signedNotary();
    const author = await signedCitizen();
    const buyer = await signedCitizen();
    const actId = await createAct(author, { step: 2, notary, parties: [{ user: buyer, role: 'buyer' }], blocks: 'complete' });
    const send = (who: { auth: Record<string, string> }, event: string, body: object = {}) => sendEvent(who, actId, event, body).expect(201);
    await send(notary, 'return_with_defects', { defects: 'no passport copy' });
    await send(author, 'save_draft');
    await send(author, 'send_for_check', { confirmed: true });
    await send(notary, 'approve_check');
    return { actId, notary, author };
  }

  it('verifies an untouched chain and exports it per act', async () => {
    const { actId, author } = await actWithHistory();
    const verification = await api.app.get(AuditService).verify(actId);
    expect(verification).toMatchObject({ isValid: true, entries: 4, problems: [] });
    const exported = await http().get(`/api/notarial_act/${actId}/audit/export`).set(author.auth).expect(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    expect(exported.body.entries.map((e: { action: string }) => e.action)).toEqual(['return_with_defects', 'save_draft', 'send_for_check', 'approve_check']);
    expect(exported.body.entries[1].prevHash).toBe(exported.body.entries[0].hash);
  });

  it('refuses UPDATE and DELETE on the table', async () => {
    const { actId } = await actWithHistory();
    await expect(testDb().query(`UPDATE act_audit SET reason = 'x' WHERE act_id = $1`, [actId])).rejects.toThrow(/append-only/);
    await expect(testDb().query(`DELETE FROM act_audit WHERE act_id = $1`, [actId])).rejects.toThrow(/append-only/);
  });

  it('detects an edited row and a deleted row once the trigger is bypassed by a superuser', async () => {
    const { actId } = await actWithHistory();
    const client = await testDb().connect();
    try {
      // session_replication_role = replica skips ordinary triggers (superuser only): a determined DBA.
      await client.query(`SET session_replication_role = replica`);
      await client.query(`UPDATE act_audit SET reason = 'nothing wrong' WHERE act_id = $1 AND seq = 1`, [actId]);
      let result = await api.app.get(AuditService).verify(actId);
      expect(result.isValid).toBe(false);
      expect(result.problems).toContainEqual({ seq: 1, problem: 'hash_mismatch' });

      // The edit touched this act's chain only: its other rows still verify.
      expect(result.problems).toEqual([{ seq: 1, problem: 'hash_mismatch' }]);
      await client.query(`DELETE FROM act_audit WHERE act_id = $1 AND seq = 3`, [actId]);
      result = await api.app.get(AuditService).verify(actId);
      expect(result.problems).toContainEqual({ seq: 4, problem: 'sequence_gap' });
      expect(result.problems).toContainEqual({ seq: 4, problem: 'prev_hash_mismatch' });

      await client.query(`DELETE FROM act_audit WHERE act_id = $1 AND seq = 4`, [actId]);
      result = await api.app.get(AuditService).verify(actId);
      expect(result.problems).toContainEqual({ seq: 2, problem: 'state_mismatch' });
      expect(result.problems).toContainEqual({ seq: 4, problem: 'head_mismatch' });
    } finally {
      await client.query(`SET session_replication_role = origin`);
      client.release();
    }
  });

  it('detects the deletion of the last row alone, and of every row, against the head kept on the act row', async () => {
    const { actId } = await actWithHistory();
    const other = await actWithHistory();
    const head = (await testDb().query('SELECT audit_seq, audit_hash FROM notarial_act WHERE id = $1', [actId])).rows[0];
    const last = (await testDb().query('SELECT seq, hash FROM act_audit WHERE act_id = $1 ORDER BY seq DESC LIMIT 1', [actId])).rows[0];
    expect(head).toEqual({ audit_seq: 4, audit_hash: last.hash });
    const client = await testDb().connect();
    try {
      await client.query(`SET session_replication_role = replica`);
      // A careful DBA also puts the act back to the step the remaining last row records,
      // so the step/status check alone would not see the deletion.
      await client.query(`DELETE FROM act_audit WHERE act_id = $1 AND seq = 4`, [actId]);
      await client.query(`UPDATE notarial_act SET step = 2 WHERE id = $1`, [actId]);
      let result = await api.app.get(AuditService).verify(actId);
      expect(result).toMatchObject({ isValid: false, entries: 3, problems: [{ seq: 4, problem: 'head_mismatch' }] });

      await client.query(`DELETE FROM act_audit WHERE act_id = $1`, [actId]);
      result = await api.app.get(AuditService).verify(actId);
      expect(result).toMatchObject({ isValid: false, entries: 0, problems: [{ seq: 4, problem: 'head_mismatch' }] });
    } finally {
      await client.query(`SET session_replication_role = origin`);
      client.release();
    }
    // Another act's chain is untouched and still verifies.
    expect(await api.app.get(AuditService).verify(other.actId)).toMatchObject({ isValid: true, entries: 4 });
  });

  it('an edit records each changed field with its old and new value', async () => {
    const { actId } = await actWithHistory();
    const audit = api.app.get(AuditService);
    const db = api.app.get(DataSource);
    await db.transaction(async (em) => {
      await em.query('SELECT id FROM notarial_act WHERE id = $1 FOR UPDATE', [actId]);
      await audit.append(em, {
        actId,
        actorId: null,
        actorRole: 'notary',
        action: 'act.update',
        before: { remark: null, placeAddress: 'Toshkent', visitAt: new Date('2025-01-02T03:04:05Z') },
        after: { remark: 'checked', placeAddress: 'Toshkent', visitAt: new Date('2025-01-03T03:04:05Z') },
      });
    });
    const [row] = (await testDb().query(`SELECT data FROM act_audit WHERE act_id = $1 AND action = 'act.update'`, [actId])).rows;
    expect(row.data.changes).toEqual([
      { field: 'remark', before: null, after: 'checked' },
      { field: 'visitAt', before: '2025-01-02T03:04:05.000Z', after: '2025-01-03T03:04:05.000Z' },
    ]);
    expect(await audit.verify(actId)).toMatchObject({ isValid: true, entries: 5 });
  });
});
