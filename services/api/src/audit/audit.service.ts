import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditEntry } from './audit-entry.entity.js';
import { canonicalJson } from './canonical-json.js';

/** The hash a chain starts from (the first row's prev_hash). */
export const GENESIS_HASH = '0'.repeat(64);

export type AuditInput = {
  actId: string;
  actorId: string | null;
  actorRole: string;
  action: string;
  fromStep?: number | null;
  toStep?: number | null;
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
  requestId?: string | null;
  data?: Record<string, unknown>;
};

export type AuditProblem = { seq: number; problem: 'sequence_gap' | 'prev_hash_mismatch' | 'hash_mismatch' | 'state_mismatch' };
export type AuditVerification = { actId: string; entries: number; isValid: boolean; problems: AuditProblem[] };

/** What the hash covers: every column but the surrogate id and the hash itself. */
function hashOf(row: Omit<AuditEntry, 'id' | 'hash'>): string {
  const body = canonicalJson({
    actId: row.actId,
    seq: row.seq,
    at: row.at,
    actorId: row.actorId,
    actorRole: row.actorRole,
    action: row.action,
    fromStep: row.fromStep,
    toStep: row.toStep,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    reason: row.reason,
    requestId: row.requestId,
    data: row.data,
    prevHash: row.prevHash,
  });
  return createHash('sha256').update(body).digest('hex');
}

/**
 * The append-only audit trail of issue 5.9. Each row carries the SHA-256 of
 * its canonical JSON and the hash of the act's previous row, so editing or
 * deleting any row breaks the chain at that point. `append` must run inside
 * the transaction that holds the act's row lock: the lock is what makes
 * "read the last row, write the next" safe without a second lock.
 */
@Injectable()
export class AuditService {
  constructor(private readonly db: DataSource) {}

  async append(em: EntityManager, input: AuditInput): Promise<AuditEntry> {
    const [last] = (await em.query(
      'SELECT seq, hash FROM act_audit WHERE act_id = $1 ORDER BY seq DESC LIMIT 1',
      [input.actId],
    )) as { seq: number; hash: string }[];
    const row = {
      actId: input.actId,
      seq: (last?.seq ?? 0) + 1,
      at: new Date(),
      actorId: input.actorId,
      actorRole: input.actorRole,
      action: input.action,
      fromStep: input.fromStep ?? null,
      toStep: input.toStep ?? null,
      fromStatus: input.fromStatus ?? null,
      toStatus: input.toStatus ?? null,
      reason: input.reason ?? null,
      requestId: input.requestId ?? null,
      data: input.data ?? {},
      prevHash: last?.hash ?? GENESIS_HASH,
    };
    return em.getRepository(AuditEntry).save({ ...row, hash: hashOf(row) });
  }

  async entries(actId: string): Promise<AuditEntry[]> {
    return this.db.getRepository(AuditEntry).find({ where: { actId }, order: { seq: 'ASC' } });
  }

  /**
   * Walks the act's chain: sequence without gaps (a deleted row), each
   * prev_hash equal to the previous row's hash, each hash recomputed (an
   * edited row), and the last recorded step/status equal to the act's
   * (a deleted last row).
   */
  async verify(actId: string): Promise<AuditVerification> {
    const rows = await this.entries(actId);
    const problems: AuditProblem[] = [];
    let prevHash = GENESIS_HASH;
    rows.forEach((row, index) => {
      if (row.seq !== index + 1) problems.push({ seq: row.seq, problem: 'sequence_gap' });
      if (row.prevHash !== prevHash) problems.push({ seq: row.seq, problem: 'prev_hash_mismatch' });
      if (hashOf(row) !== row.hash) problems.push({ seq: row.seq, problem: 'hash_mismatch' });
      prevHash = row.hash;
    });
    const lastMove = [...rows].reverse().find((r) => r.toStep !== null);
    if (lastMove) {
      const [act] = (await this.db.query('SELECT step, status FROM notarial_act WHERE id = $1', [actId])) as {
        step: number;
        status: string;
      }[];
      if (act && (act.step !== lastMove.toStep || act.status !== lastMove.toStatus)) {
        problems.push({ seq: lastMove.seq, problem: 'state_mismatch' });
      }
    }
    return { actId, entries: rows.length, isValid: problems.length === 0, problems };
  }

  async export(actId: string): Promise<{ actId: string; exportedAt: string; verification: AuditVerification; entries: AuditEntry[] }> {
    const [entries, verification] = await Promise.all([this.entries(actId), this.verify(actId)]);
    return { actId, exportedAt: new Date().toISOString(), verification, entries };
  }
}
