import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditEntry } from './audit-entry.entity.js';

/** The act's audit head as the act row keeps it, with its step and status. */
export type ActAuditHead = { step: number; status: string; audit_seq: number; audit_hash: string | null };

/**
 * The audit trail's data access (act_audit, and the chain's head on
 * notarial_act). `lastOf` and `insert` run in the caller's transaction, under
 * the act's row lock; AuditService keeps the chain's rules (hashing, checks).
 */
@Injectable()
export class AuditRepository {
  constructor(private readonly db: DataSource) {}

  /** The act's last audit row (its sequence number and hash); null for none. */
  async lastOf(em: EntityManager, actId: string): Promise<{ seq: number; hash: string } | null> {
    const [last] = (await em.query('SELECT seq, hash FROM act_audit WHERE act_id = $1 ORDER BY seq DESC LIMIT 1', [actId])) as {
      seq: number;
      hash: string;
    }[];
    return last ?? null;
  }

  /** Appends a row and moves the head kept on the act row to it. */
  async insert(em: EntityManager, row: Omit<AuditEntry, 'id'>): Promise<AuditEntry> {
    const saved = await em.getRepository(AuditEntry).save(row);
    await em.query('UPDATE notarial_act SET audit_seq = $2, audit_hash = $3 WHERE id = $1', [row.actId, saved.seq, saved.hash]);
    return saved;
  }

  async entries(actId: string): Promise<AuditEntry[]> {
    return this.db.getRepository(AuditEntry).find({ where: { actId }, order: { seq: 'ASC' } });
  }

  async head(actId: string): Promise<ActAuditHead | null> {
    const [act] = (await this.db.query('SELECT step, status, audit_seq, audit_hash FROM notarial_act WHERE id = $1', [actId])) as ActAuditHead[];
    return act ?? null;
  }
}
