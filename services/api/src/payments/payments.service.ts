import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { type ActEvent, eventActorCheck } from '@notary/domain/act';
import { calculateFees } from '@notary/domain/fees';
import type { Kinship } from '@notary/domain/rules';
import { DataSource, type EntityManager } from 'typeorm';
import { resolveActAccess } from '../acts/act-access.js';
import type { ActAccess } from '../acts/act-access.js';
import type { NotarialAct } from '../acts/act.entity.js';
import { AuditService } from '../audit/audit.service.js';
import { ActTransitions, domainError } from '../acts/act-transitions.service.js';
import { ActNotifier } from '../realtime/act-notifier.service.js';
import type { SessionUser } from '../identity/auth.js';
import { CIVIL_REGISTRY, type CivilRegistry } from '../civil-registry/civil-registry.js';
import { AppError } from '../common/app-error.js';
import { ConfigService } from '@nestjs/config';
import { type ApiConfig, DEVELOPMENT_GATEWAY_SECRET } from '../config.js';
import type { ActPayment } from './payment.entity.js';
import { PaymentsRepository } from './payments.repository.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { ActsRepository } from '../acts/acts.repository.js';
import type { GatewaySimCheckout } from '@notary/domain/contracts';

/**
 * The HMAC of a payment gateway callback under the gateway's shared secret
 * (PAYMENT_GATEWAY_SECRET, which production must set: config.ts; the
 * simulator signs with the same one). Tests sign with the development key.
 */
export function signCallback(body: string, secret: string = DEVELOPMENT_GATEWAY_SECRET): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export type GatewayCallback = { ref: string; amount: string; status: 'paid' | 'failed'; paidAt: string };

const GATEWAY = 'payment-gateway';

/**
 * The machine decides who may act on invoices and when: pricing belongs to
 * whoever may send `issue_invoices` at that step (the notary at 4), paying
 * (by bank or through the gateway) to whoever may send `mark_paid` (the
 * applicant at 7). No second copy of the table here.
 */
function assertMachineAllows(access: ActAccess, event: ActEvent): void {
  const code = eventActorCheck({ step: access.act.step, status: access.act.status }, event, access.actor);
  if (code) throw domainError(code);
}
const tiyinToSum = (tiyin: number) => (tiyin / 100).toFixed(2);

/**
 * Issue 5.7 payments: invoices from the domain fee calculator, the printable
 * receipt, the payment-gateway checkout and its HMAC-signed callback, the
 * bank payment the applicant marks and the notary confirms, and refunds.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly db: DataSource,
    private readonly repository: PaymentsRepository,
    private readonly acts: ActsRepository,
    private readonly transitions: ActTransitions,
    private readonly audit: AuditService,
    private readonly notifier: ActNotifier,
    private readonly config: ConfigService<ApiConfig, true>,
    @Optional() @Inject(CIVIL_REGISTRY) private readonly registry: CivilRegistry | null,
  ) {}

  private get gatewaySecret(): string {
    return this.config.get('payments', { infer: true }).gatewaySecret;
  }

  /** The two invoices (state duty, notary fee) of an act, unless it has live ones or is free of charge. */
  async issueInvoices(em: EntityManager, act: NotarialAct, createdBy: string): Promise<ActPayment[]> {
    const live = await this.repository.live(em, act.id);
    if (live.length > 0 || act.isFree) return live;
    const parties = await this.acts.parties(em, act.id);
    const author = parties.find((p) => p.isAuthor);
    const payer = parties.find((p) => p.isPayer) ?? author;
    // acts-domain 5 duty reductions: the civil registry's kinship between the author and the other side.
    const other = parties.find((p) => !p.isAuthor && p.pin && ['buyer', 'donee', 'attorney'].includes(p.role));
    const kinship: Kinship | null = author?.pin && other?.pin && this.registry ? await this.registry.kinship(author.pin, other.pin) : null;
    const bcvTiyin = this.config.get('baseCalculationValueTiyin', { infer: true });
    const fees = calculateFees({ typeId: act.typeId, baseCalculationValueTiyin: bcvTiyin, kinship });
    const duty = fees.params.filter((p) => p.key === 'state_duty' || p.key === 'state_duty_reduction').reduce((s, p) => s + p.value, 0);
    const notaryFee = fees.params.filter((p) => p.key === 'notary_fee').reduce((s, p) => s + p.value, 0);
    const rows = [
      { kind: 'state_duty' as const, amount: duty, basis: { reduction: fees.reduction, kinship, bcvTiyin } },
      { kind: 'notary_fee' as const, amount: notaryFee, basis: { bcvTiyin } },
    ];
    const saved: ActPayment[] = [];
    for (const row of rows) {
      saved.push(
        await this.repository.insert(em, {
          actId: act.id,
          number: `INV-${Date.now().toString(36).toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`,
          kind: row.kind,
          amount: tiyinToSum(row.amount),
          basis: row.basis,
          payerPartyId: payer?.id ?? null,
          payerName: payer?.fullname ?? null,
          createdBy,
        }),
      );
    }
    return saved;
  }

  async list(actId: string, user: SessionUser): Promise<ActPayment[]> {
    await resolveActAccess(this.db.manager, actId, user, { lock: false, details: true });
    return this.repository.list(this.db.manager, actId);
  }

  /** The notary prices the act at Payment formation (step 4); the `issue_invoices` event then moves it on. */
  async createInvoices(actId: string, user: SessionUser, requestId: string): Promise<ActPayment[]> {
    return this.transitions.mutate(
      actId,
      user,
      'payments.invoices',
      async ({ em, access, audit }) => {
        assertMachineAllows(access, 'issue_invoices');
        const invoices = await this.issueInvoices(em, access.act, user.id);
        audit.invoices = invoices.map((i) => ({ id: i.id, kind: i.kind, amount: i.amount }));
        return invoices;
      },
      requestId,
    );
  }

  /** The applicant says they paid a bank invoice (acts-domain 4 "pays at a bank … then marks payment made"). */
  async markBankPaid(actId: string, paymentId: string, user: SessionUser, requestId: string): Promise<ActPayment> {
    return this.transitions.mutate(
      actId,
      user,
      'payments.bank_paid',
      async ({ em, access, audit }) => {
        assertMachineAllows(access, 'mark_paid');
        const payment = await this.paymentOf(em, actId, paymentId);
        if (payment.state !== 'issued') throw domainError('payment_already_confirmed');
        payment.state = 'marked_paid';
        payment.method = 'bank';
        payment.paidAt = new Date();
        audit.paymentId = paymentId;
        return this.repository.save(em, payment);
      },
      requestId,
    );
  }

  /**
   * Opens a checkout at the payment gateway (the shipped simulator): a
   * reference the callback names. Every reference is kept (act_payment_checkout):
   * a customer who opened a second checkout may still pay on the first page,
   * and that callback must find its invoice.
   */
  async checkout(actId: string, paymentId: string, user: SessionUser, requestId: string): Promise<{ ref: string; amount: string; payUrl: string }> {
    return this.transitions.mutate(
      actId,
      user,
      'payments.checkout',
      async ({ em, access, audit }) => {
        assertMachineAllows(access, 'mark_paid');
        const payment = await this.paymentOf(em, actId, paymentId);
        if (payment.state !== 'issued') throw domainError('payment_already_confirmed');
        const ref = `GW-${randomBytes(12).toString('hex')}`;
        await this.repository.addCheckout(em, ref, payment, user.id);
        // The latest reference, for the payments tab; the callback looks up act_payment_checkout.
        payment.gatewayRef = ref;
        payment.method = 'gateway';
        await this.repository.save(em, payment);
        audit.paymentId = paymentId;
        audit.ref = ref;
        // The gateway's page (the simulator's page of the citizen web); it posts …/payment_gateway_sim/:ref/pay.
        return { ref, amount: payment.amount, payUrl: `/payment_gateway_sim/${ref}` };
      },
      requestId,
    );
  }

  /**
   * The gateway's server-to-server callback. The HMAC-SHA256 of the raw body
   * with the shared secret must match (constant-time compare), the reference
   * must be one of the invoice's checkouts and the amount the invoice's. Each
   * reference is processed once: a repeated callback changes nothing. Under
   * the act's row lock, in one transaction with its audit rows:
   * - an unpaid invoice of a live act becomes paid;
   * - money for an act refused, stopped, annulled, deleted or made inactive
   *   meanwhile (its invoices cancelled), or for an invoice already paid
   *   through another reference, is recorded as paid and then refunded
   *   ("fees are charged only for what is registered").
   * Once every live invoice is paid, the system sends `confirm_payment` through the machine.
   */
  async callback(rawBody: string, signature: string | undefined): Promise<{ ok: true; state: string }> {
    const expected = Buffer.from(signCallback(rawBody, this.gatewaySecret));
    const given = Buffer.from(signature ?? '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new AppError('forbidden', 403, 'bad signature');
    }
    let body: GatewayCallback;
    try {
      body = JSON.parse(rawBody) as GatewayCallback;
    } catch {
      throw new AppError('bad_request', 400, 'bad callback body');
    }
    const payment = await this.repository.paymentOfRef(this.db.manager, typeof body.ref === 'string' ? body.ref : '');
    if (!payment) throw new AppError('not_found', 404, 'unknown payment reference');
    if (body.status !== 'paid') return { ok: true, state: payment.state };
    if (Number(body.amount).toFixed(2) !== payment.amount) throw new AppError('bad_request', 400, 'amount mismatch');
    const requestId = randomUUID();
    const outcome = await this.db.transaction(async (em) => {
      // The act row lock orders this with every transition of the act.
      const act = await this.acts.findAct(em, payment.actId, { lock: true });
      const checkout = await this.repository.lockCheckout(em, body.ref);
      if (!act || !checkout) throw new AppError('not_found', 404, 'unknown payment reference');
      if (checkout.paidAt) return { changed: null, isLive: act.status === 'active' };
      const now = new Date();
      const paidAt = new Date(body.paidAt || now);
      await this.repository.markCheckoutPaid(em, body.ref, paidAt);
      const fresh = await this.repository.byId(em, payment.id);
      if (!fresh) throw new AppError('not_found', 404, 'unknown payment reference');
      const audit = (action: string, data: Record<string, unknown>, reason: string | null = null) =>
        this.audit.append(em, { actId: act.id, actorId: null, actorRole: `system:${GATEWAY}`, action, reason, requestId, data: { paymentId: fresh.id, ref: body.ref, amount: fresh.amount, ...data } });
      const isPayable = act.status === 'active' && (fresh.state === 'issued' || fresh.state === 'marked_paid');
      if (isPayable) {
        const from = fresh.state;
        fresh.state = 'paid';
        fresh.method = 'gateway';
        fresh.paidAt = paidAt;
        await this.repository.save(em, fresh);
        await audit('payment.paid', { from, to: 'paid' });
      } else {
        // The money came in but is not owed: recorded, then refunded. An ended act's
        // cancelled invoice shows it (paid, then refunded); for a duplicate the invoice
        // keeps its state and the refund is the checkout's.
        const reason = act.status !== 'active' ? `act_${act.status}` : 'duplicate_payment';
        await audit('payment.paid', { from: fresh.state, to: fresh.state === 'cancelled' ? 'paid' : fresh.state });
        await this.repository.refundCheckout(em, body.ref, now, reason);
        if (fresh.state === 'cancelled') {
          fresh.state = 'refunded';
          fresh.method = 'gateway';
          fresh.paidAt = paidAt;
          fresh.refundedAt = now;
          fresh.refundReason = reason;
          await this.repository.save(em, fresh);
        }
        await audit('payment.refund', { refundedAt: now.toISOString() }, reason);
      }
      const changed = { step: act.step, status: act.status, audience: await this.notifier.audience(em, act.id) };
      return { changed, isLive: act.status === 'active' };
    });
    if (outcome.changed) {
      const { step, status, audience } = outcome.changed;
      this.notifier.actChanged({ actId: payment.actId, event: 'payment.paid', actor: 'system', step, status, at: new Date().toISOString() }, audience);
    }
    if (outcome.isLive) {
      const live = await this.repository.live(this.db.manager, payment.actId);
      const isAllPaid = live.every((p) => p.state === 'paid' || p.state === 'confirmed') && live.some((p) => p.state === 'paid');
      if (isAllPaid) {
        await this.transitions.send(payment.actId, 'confirm_payment', { kind: 'system', label: GATEWAY }).catch((e: unknown) => {
          // Not at step 7/8 (e.g. paid early): the notary confirms later; the payment stays 'paid'.
          if (!(e instanceof AppError)) throw e;
        });
      }
    }
    const final = await this.repository.byId(this.db.manager, payment.id);
    return { ok: true, state: final?.state ?? payment.state };
  }

  /** The gateway simulator's "customer paid" button: signs the callback as the gateway would and delivers it. */
  async simulatePay(ref: string): Promise<{ ok: true; state: string }> {
    const payment = await this.repository.paymentOfRef(this.db.manager, ref);
    if (!payment) throw new AppError('not_found', 404, 'unknown payment reference');
    const body = JSON.stringify({ ref, amount: payment.amount, status: 'paid', paidAt: new Date().toISOString() } satisfies GatewayCallback);
    return this.callback(body, signCallback(body, this.gatewaySecret));
  }

  /** What the simulator's payment page shows for a reference (the bank's page would know it from the checkout). */
  async simulatorCheckout(ref: string): Promise<GatewaySimCheckout> {
    const em = this.db.manager;
    const payment = await this.repository.paymentOfRef(em, ref);
    const act = payment ? await this.acts.findAct(em, payment.actId) : null;
    if (!payment || !act) throw new AppError('not_found', 404, 'unknown payment reference');
    const office = await this.repository.office(em, act.officeId);
    const isPaid = (await this.repository.checkoutPaidAt(em, ref)) !== null;
    return {
      ref,
      amount: payment.amount,
      currency: 'UZS',
      merchant: payment.kind === 'state_duty' ? "O'zbekiston Respublikasi Davlat budjeti (davlat boji)" : (office?.nameOz ?? act.notaryName ?? ''),
      invoiceNumber: payment.number,
      kind: payment.kind,
      actId: act.id,
      actTypeId: act.typeId,
      state: payment.state,
      isPaid,
    };
  }

  async receipt(actId: string, paymentId: string, user: SessionUser): Promise<{ name: string; bytes: Buffer }> {
    let act: NotarialAct;
    try {
      act = (await resolveActAccess(this.db.manager, actId, user, { lock: false, details: true })).act;
    } catch (e) {
      if (e instanceof AppError && e.status === 418) throw new AppError('download_forbidden', 418, e.code, { cause: e.code });
      throw e;
    }
    const payment = await this.paymentOf(this.db.manager, actId, paymentId);
    const payer = payment.payerPartyId ? (await this.acts.parties(this.db.manager, actId)).find((p) => p.id === payment.payerPartyId) : undefined;
    const office = await this.repository.office(this.db.manager, act.officeId);
    const bytes = await renderInvoicePdf({ act, payment, payerPin: payer?.pin ?? payer?.inn ?? null, office, now: new Date() });
    return { name: `invoice-${payment.number}.pdf`, bytes };
  }

  private async paymentOf(em: EntityManager, actId: string, paymentId: string): Promise<ActPayment> {
    const payment = await this.repository.find(em, actId, paymentId);
    if (!payment) throw new AppError('not_found', 404, 'payment not found');
    return payment;
  }
}
