import type { AuditVerification } from '@notary/domain/contracts';
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditEntry } from './audit-entry.entity.js';
import { AuditRepository } from './audit.repository.js';
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
  /**
   * An edit's values before and after (the fields it sent, as they were and
   * as they became): stored as `data.changes`, one entry per field whose
   * value changed, so the trail says what an edit did, not only which fields
   * it named. Optional while some callers record only field names.
   */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

export type AuditChange = { field: string; before: unknown; after: unknown };

export type AuditProblem = AuditVerification['problems'][number];
export type { AuditVerification };

/** A JSON-safe value for the trail: dates as ISO strings, buffers by size, undefined as null. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return { bytes: value.length };
  return value;
}

/** The fields of `after` whose value differs from `before` (compared as canonical JSON). */
export function auditChanges(before: Record<string, unknown>, after: Record<string, unknown>): AuditChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields
    .map((field) => ({ field, before: plain(before[field]), after: plain(after[field]) }))
    .filter((c) => canonicalJson(c.before) !== canonicalJson(c.after));
}

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
 * deleting any row breaks the chain at that point. The chain's head (last
 * seq and hash) is also kept on the act row, written with the audit row, so
 * deleting the last rows, or all of them, shows too. `append` must run inside
 * the transaction that holds the act's row lock: the lock is what makes
 * "read the head, write the next" safe without a second lock.
 */
@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  async append(em: EntityManager, input: AuditInput): Promise<AuditEntry> {
    const last = await this.repository.lastOf(em, input.actId);
    const data = { ...input.data };
    if (input.before || input.after) data.changes = auditChanges(input.before ?? {}, input.after ?? {});
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
      data,
      prevHash: last?.hash ?? GENESIS_HASH,
    };
    return this.repository.insert(em, { ...row, hash: hashOf(row) });
  }

  async entries(actId: string): Promise<AuditEntry[]> {
    return this.repository.entries(actId);
  }

  /**
   * Walks the act's chain: sequence without gaps (a deleted row), each
   * prev_hash equal to the previous row's hash, each hash recomputed (an
   * edited row), the last row equal to the head kept on the act row (the
   * last rows, or all rows, deleted), and the last recorded step/status equal
   * to the act's.
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
    const act = await this.repository.head(actId);
    const last = rows.at(-1);
    if (act && ((last?.seq ?? 0) !== act.audit_seq || (last?.hash ?? null) !== act.audit_hash)) {
      // `seq` names the head the act row expects: the rows after `last` are missing.
      problems.push({ seq: act.audit_seq, problem: 'head_mismatch' });
    }
    const lastMove = [...rows].reverse().find((r) => r.toStep !== null);
    if (act && lastMove && (act.step !== lastMove.toStep || act.status !== lastMove.toStatus)) {
      problems.push({ seq: lastMove.seq, problem: 'state_mismatch' });
    }
    return { actId, entries: rows.length, isValid: problems.length === 0, problems };
  }

  async export(actId: string): Promise<{ actId: string; exportedAt: string; verification: AuditVerification; entries: AuditEntry[] }> {
    const [entries, verification] = await Promise.all([this.entries(actId), this.verify(actId)]);
    return { actId, exportedAt: new Date().toISOString(), verification, entries };
  }
}
