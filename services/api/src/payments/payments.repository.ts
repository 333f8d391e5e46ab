import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { InvoiceOffice } from './invoice-pdf.js';
import { ActPayment, type PaymentState } from './payment.entity.js';

/** Invoices that still count: issued, marked paid, paid or confirmed. */
export const LIVE_PAYMENT_STATES = ['issued', 'marked_paid', 'paid', 'confirmed'] as const satisfies readonly PaymentState[];

/** A gateway checkout reference, locked while its callback is processed. */
export type CheckoutRow = { paidAt: Date | null };

/**
 * The payments' data access (act_payment, act_payment_checkout): the
 * invoices of an act and their state changes, and the gateway's checkout
 * references. Every method takes the caller's `EntityManager`, so it runs in
 * the caller's transaction (under the act's row lock for a change); the
 * service keeps the rules (who may pay, what a callback may change).
 */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly db: DataSource) {}

  get manager(): EntityManager {
    return this.db.manager;
  }

  async list(em: EntityManager, actId: string): Promise<ActPayment[]> {
    return em.getRepository(ActPayment).find({ where: { actId }, order: { createdAt: 'ASC', kind: 'DESC' } });
  }

  async live(em: EntityManager, actId: string): Promise<ActPayment[]> {
    return em.getRepository(ActPayment).find({ where: { actId, state: In([...LIVE_PAYMENT_STATES]) } });
  }

  async unpaid(em: EntityManager, actId: string): Promise<ActPayment[]> {
    return em.getRepository(ActPayment).find({ where: { actId, state: 'issued' } });
  }

  /** One invoice of one act; null for an unknown or malformed id. */
  async find(em: EntityManager, actId: string, paymentId: string): Promise<ActPayment | null> {
    if (!/^[0-9a-f-]{36}$/i.test(paymentId)) return null;
    return em.getRepository(ActPayment).findOne({ where: { id: paymentId, actId } });
  }

  async byId(em: EntityManager, paymentId: string): Promise<ActPayment | null> {
    return em.getRepository(ActPayment).findOneBy({ id: paymentId });
  }

  async insert(em: EntityManager, row: Partial<ActPayment>): Promise<ActPayment> {
    return em.getRepository(ActPayment).save(em.getRepository(ActPayment).create(row));
  }

  async save(em: EntityManager, payment: ActPayment): Promise<ActPayment> {
    return em.getRepository(ActPayment).save(payment);
  }

  /** The bank invoices the applicant marks paid (`mark_paid`). */
  async markIssuedPaidByBank(em: EntityManager, actId: string): Promise<void> {
    await em.getRepository(ActPayment).update({ actId, state: 'issued' }, { state: 'marked_paid', method: 'bank', paidAt: new Date() });
  }

  /** Confirms the invoices in `states`; returns how many. */
  async confirm(em: EntityManager, actId: string, states: readonly PaymentState[], confirmedBy: string | null): Promise<number> {
    const result = await em
      .getRepository(ActPayment)
      .update({ actId, state: In([...states]) }, { state: 'confirmed', confirmedAt: new Date(), confirmedBy });
    return result.affected ?? 0;
  }

  /** An act ended before registration: money taken is refunded, open invoices cancelled. */
  async refundAll(em: EntityManager, actId: string, reason: string): Promise<{ refunded: number; cancelled: number }> {
    const refunded = await em
      .getRepository(ActPayment)
      .update({ actId, state: In(['marked_paid', 'paid', 'confirmed']) }, { state: 'refunded', refundedAt: new Date(), refundReason: reason });
    const cancelled = await em.getRepository(ActPayment).update({ actId, state: 'issued' }, { state: 'cancelled' });
    return { refunded: refunded.affected ?? 0, cancelled: cancelled.affected ?? 0 };
  }

  /** The notary office an invoice is paid to (notary_office). */
  async office(em: EntityManager, officeId: string | null): Promise<InvoiceOffice | null> {
    if (!officeId) return null;
    const [row] = (await em.query(
      'SELECT name_oz AS "nameOz", name_ru AS "nameRu", address_oz AS "addressOz", address_ru AS "addressRu", phone FROM notary_office WHERE id = $1',
      [officeId],
    )) as InvoiceOffice[];
    return row ?? null;
  }

  // --- Gateway checkouts ------------------------------------------------------------------

  async addCheckout(em: EntityManager, ref: string, payment: ActPayment, createdBy: string): Promise<void> {
    await em.query('INSERT INTO act_payment_checkout (ref, payment_id, amount, created_by) VALUES ($1, $2, $3, $4)', [ref, payment.id, payment.amount, createdBy]);
  }

  /** The invoice a checkout reference names (any checkout it ever had). */
  async paymentOfRef(em: EntityManager, ref: string): Promise<ActPayment | null> {
    const [row] = (await em.query('SELECT payment_id FROM act_payment_checkout WHERE ref = $1', [ref])) as { payment_id: string }[];
    return row ? this.byId(em, row.payment_id) : null;
  }

  /** The checkout row, locked FOR UPDATE (each reference is processed once). */
  async lockCheckout(em: EntityManager, ref: string): Promise<CheckoutRow | null> {
    const [row] = (await em.query('SELECT paid_at AS "paidAt" FROM act_payment_checkout WHERE ref = $1 FOR UPDATE', [ref])) as CheckoutRow[];
    return row ?? null;
  }

  /** When a checkout reference was paid; null while unpaid or unknown. */
  async checkoutPaidAt(em: EntityManager, ref: string): Promise<Date | null> {
    const [row] = (await em.query('SELECT paid_at AS "paidAt" FROM act_payment_checkout WHERE ref = $1', [ref])) as CheckoutRow[];
    return row?.paidAt ?? null;
  }

  async markCheckoutPaid(em: EntityManager, ref: string, paidAt: Date): Promise<void> {
    await em.query('UPDATE act_payment_checkout SET paid_at = $2 WHERE ref = $1', [ref, paidAt]);
  }

  async refundCheckout(em: EntityManager, ref: string, at: Date, reason: string): Promise<void> {
    await em.query('UPDATE act_payment_checkout SET refunded_at = $2, refund_reason = $3 WHERE ref = $1', [ref, at, reason]);
  }
}
