import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PaymentKind = 'state_duty' | 'notary_fee';
/**
 * issued → (marked_paid by the applicant for a bank payment | paid by the gateway callback)
 * → confirmed by the notary (or by the gateway's verified callback); refunded when the act is
 * refused, stopped or annulled before registration (issue 5.7); cancelled when reissued.
 */
export type PaymentState = 'issued' | 'marked_paid' | 'paid' | 'confirmed' | 'refunded' | 'cancelled';

/** acts-domain 3 "Payment: id, created date, payer, sum, state, invoice receipt (printable)". */
@Entity({ name: 'act_payment' })
export class ActPayment {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'act_id', type: 'uuid' }) actId: string;
  /** The receipt's number printed on the invoice. */
  @Column({ type: 'text' }) number: string;
  @Column({ type: 'text' }) kind: PaymentKind;
  @Column({ name: 'payer_party_id', type: 'uuid', nullable: true }) payerPartyId: string | null;
  @Column({ name: 'payer_name', type: 'text', nullable: true }) payerName: string | null;
  @Column({ type: 'numeric', precision: 18, scale: 2 }) amount: string;
  /** How the domain fee calculator got the amount (rate, base, reduction). */
  @Column({ type: 'jsonb', default: () => "'{}'" }) basis: Record<string, unknown>;
  @Column({ type: 'text', default: 'issued' }) state: PaymentState;
  @Column({ type: 'text', nullable: true }) method: 'bank' | 'gateway' | null;
  @Column({ name: 'gateway_ref', type: 'text', nullable: true }) gatewayRef: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'created_by', type: 'uuid' }) createdBy: string;
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true }) paidAt: Date | null;
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true }) confirmedAt: Date | null;
  @Column({ name: 'confirmed_by', type: 'uuid', nullable: true }) confirmedBy: string | null;
  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true }) refundedAt: Date | null;
  @Column({ name: 'refund_reason', type: 'text', nullable: true }) refundReason: string | null;
}
