import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 1. The head of each act's audit chain (last seq and hash) on the act row,
 *    written in the same transaction as the audit row: the chain alone cannot
 *    show that its last rows, or all of them, were deleted; the head can.
 * 2. Every checkout reference a payment ever had: a second checkout must not
 *    orphan the first, whose callback may still come (the customer paid on
 *    the first page). The reference is the primary key, so one reference
 *    names one invoice.
 */
export class AuditHeadAndCheckouts1763803500000 implements MigrationInterface {
  name = 'AuditHeadAndCheckouts1763803500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notarial_act
      ADD COLUMN audit_seq integer NOT NULL DEFAULT 0,
      ADD COLUMN audit_hash text`);
    await q.query(`UPDATE notarial_act a SET audit_seq = h.seq, audit_hash = h.hash
      FROM (SELECT DISTINCT ON (act_id) act_id, seq, hash FROM act_audit ORDER BY act_id, seq DESC) h
      WHERE h.act_id = a.id`);
    await q.query(`CREATE TABLE act_payment_checkout (
      ref text PRIMARY KEY,
      payment_id uuid NOT NULL REFERENCES act_payment(id) ON DELETE CASCADE,
      amount numeric(18, 2) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid,
      -- the gateway's paid callback for this reference, once: a repeat changes nothing
      paid_at timestamptz,
      -- money that came in for an invoice already paid or an act already ended goes back
      refunded_at timestamptz,
      refund_reason text
    )`);
    await q.query(`CREATE INDEX act_payment_checkout_payment_idx ON act_payment_checkout (payment_id)`);
    await q.query(`INSERT INTO act_payment_checkout (ref, payment_id, amount, created_at)
      SELECT gateway_ref, id, amount, created_at FROM act_payment WHERE gateway_ref IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE act_payment_checkout`);
    await q.query(`ALTER TABLE notarial_act DROP COLUMN audit_hash, DROP COLUMN audit_seq`);
  }
}
