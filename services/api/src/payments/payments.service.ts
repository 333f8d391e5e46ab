import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { ACT_STEPS } from '@notary/domain/act';
import { calculateFees } from '@notary/domain/fees';
import type { Kinship } from '@notary/domain/rules';
import { amountToWords } from '@notary/domain/words';
import { formatDateTime } from '@notary/domain/time';
import { DataSource, type EntityManager, In } from 'typeorm';
import { resolveActAccess } from '../acts/act-access.js';
import type { NotarialAct } from '../acts/act.entity.js';
import { ActTransitions, domainError } from '../acts/act-transitions.service.js';
import type { SessionUser } from '../acts/auth.js';
import { CIVIL_REGISTRY, type CivilRegistry } from '../civil-registry/civil-registry.js';
import { AppError } from '../common/app-error.js';
import { ActParty } from '../parties/party.entity.js';
import { line, renderPdf } from '../print/pdf.js';
import { baseCalculationValueTiyin } from '../common/base-calculation-value.js';
import { ActPayment } from './payment.entity.js';

/**
 * The shared secret of the payment gateway's signed callbacks (the simulator
 * uses the same one). Production must configure it: a known default would let
 * anyone forge a payment.
 */
export function gatewaySecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PAYMENT_GATEWAY_SECRET;
  if (secret) return secret;
  if (env.NODE_ENV === 'production') throw new Error('PAYMENT_GATEWAY_SECRET must be set in production');
  return 'dev-payment-gateway-secret';
}

export function signCallback(body: string, secret = gatewaySecret()): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export type GatewayCallback = { ref: string; amount: string; status: 'paid' | 'failed'; paidAt: string };

const LIVE = ['issued', 'marked_paid', 'paid', 'confirmed'] as const;
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
    private readonly transitions: ActTransitions,
    @Optional() @Inject(CIVIL_REGISTRY) private readonly registry: CivilRegistry | null,
  ) {}

  /** The two invoices (state duty, notary fee) of an act, unless it has live ones or is free of charge. */
  async issueInvoices(em: EntityManager, act: NotarialAct, createdBy: string): Promise<ActPayment[]> {
    const live = await em.getRepository(ActPayment).find({ where: { actId: act.id, state: In([...LIVE]) } });
    if (live.length > 0 || act.isFree) return live;
    const parties = await em.getRepository(ActParty).find({ where: { actId: act.id } });
    const author = parties.find((p) => p.isAuthor);
    const payer = parties.find((p) => p.isPayer) ?? author;
    // acts-domain 5 duty reductions: the civil registry's kinship between the author and the other side.
    const other = parties.find((p) => !p.isAuthor && p.pin && ['buyer', 'donee', 'attorney'].includes(p.role));
    const kinship: Kinship | null = author?.pin && other?.pin && this.registry ? await this.registry.kinship(author.pin, other.pin) : null;
    const fees = calculateFees({ typeId: act.typeId, baseCalculationValueTiyin: baseCalculationValueTiyin(), kinship });
    const duty = fees.params.filter((p) => p.key === 'state_duty' || p.key === 'state_duty_reduction').reduce((s, p) => s + p.value, 0);
    const notaryFee = fees.params.filter((p) => p.key === 'notary_fee').reduce((s, p) => s + p.value, 0);
    const rows = [
      { kind: 'state_duty' as const, amount: duty, basis: { reduction: fees.reduction, kinship, bcvTiyin: baseCalculationValueTiyin() } },
      { kind: 'notary_fee' as const, amount: notaryFee, basis: { bcvTiyin: baseCalculationValueTiyin() } },
    ];
    const saved: ActPayment[] = [];
    for (const row of rows) {
      saved.push(
        await em.getRepository(ActPayment).save(
          em.getRepository(ActPayment).create({
            actId: act.id,
            number: `INV-${Date.now().toString(36).toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`,
            kind: row.kind,
            amount: tiyinToSum(row.amount),
            basis: row.basis,
            payerPartyId: payer?.id ?? null,
            payerName: payer?.fullname ?? null,
            createdBy,
          }),
        ),
      );
    }
    return saved;
  }

  async list(actId: string, user: SessionUser): Promise<ActPayment[]> {
    await resolveActAccess(this.db.manager, actId, user, { lock: false });
    return this.db.getRepository(ActPayment).find({ where: { actId }, order: { createdAt: 'ASC', kind: 'DESC' } });
  }

  /** The notary prices the act at Payment formation (step 4); the `issue_invoices` event then moves it on. */
  async createInvoices(actId: string, user: SessionUser, requestId: string): Promise<ActPayment[]> {
    return this.transitions.mutate(
      actId,
      user,
      'payments.invoices',
      async ({ em, access, audit }) => {
        if (access.actor !== 'notary') throw domainError('act_actor_not_allowed');
        if (access.act.status !== 'active' || access.act.step !== ACT_STEPS.invoicing) throw domainError('act_event_not_allowed');
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
        if (access.actor !== 'applicant') throw domainError('act_actor_not_allowed');
        if (access.act.status !== 'active' || access.act.step !== ACT_STEPS.payment) throw domainError('act_event_not_allowed');
        const payment = await this.paymentOf(em, actId, paymentId);
        if (payment.state !== 'issued') throw domainError('payment_already_confirmed');
        payment.state = 'marked_paid';
        payment.method = 'bank';
        payment.paidAt = new Date();
        audit.paymentId = paymentId;
        return em.getRepository(ActPayment).save(payment);
      },
      requestId,
    );
  }

  /** Opens a checkout at the payment gateway (the shipped simulator): a reference the callback names. */
  async checkout(actId: string, paymentId: string, user: SessionUser, requestId: string): Promise<{ ref: string; amount: string; payUrl: string }> {
    return this.transitions.mutate(
      actId,
      user,
      'payments.checkout',
      async ({ em, access, audit }) => {
        if (access.actor === 'notary') throw domainError('act_actor_not_allowed');
        if (access.act.status !== 'active' || access.act.step !== ACT_STEPS.payment) throw domainError('act_event_not_allowed');
        const payment = await this.paymentOf(em, actId, paymentId);
        if (payment.state !== 'issued') throw domainError('payment_already_confirmed');
        payment.gatewayRef = `GW-${randomBytes(12).toString('hex')}`;
        payment.method = 'gateway';
        await em.getRepository(ActPayment).save(payment);
        audit.paymentId = paymentId;
        audit.ref = payment.gatewayRef;
        return { ref: payment.gatewayRef, amount: payment.amount, payUrl: `/api/payment_gateway_sim/${payment.gatewayRef}/pay` };
      },
      requestId,
    );
  }

  /**
   * The gateway's server-to-server callback. The HMAC-SHA256 of the raw body
   * with the shared secret must match (constant-time compare), the amount must
   * be the invoice's, and a repeated callback is a no-op. A paid invoice is
   * confirmed by the system through the machine's `confirm_payment` once every
   * live invoice of the act is paid.
   */
  async callback(rawBody: string, signature: string | undefined): Promise<{ ok: true; state: string }> {
    const expected = Buffer.from(signCallback(rawBody));
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
    const payment = await this.db.getRepository(ActPayment).findOne({ where: { gatewayRef: body.ref ?? '' } });
    if (!payment) throw new AppError('not_found', 404, 'unknown payment reference');
    if (body.status !== 'paid') return { ok: true, state: payment.state };
    if (Number(body.amount).toFixed(2) !== payment.amount) throw new AppError('bad_request', 400, 'amount mismatch');
    const isAllPaid = await this.db.transaction(async (em) => {
      // The act row lock orders this with every transition of the act.
      await em.query('SELECT id FROM notarial_act WHERE id = $1 FOR UPDATE', [payment.actId]);
      const fresh = await em.getRepository(ActPayment).findOneByOrFail({ id: payment.id });
      if (fresh.state === 'issued' || fresh.state === 'marked_paid') {
        fresh.state = 'paid';
        fresh.paidAt = new Date(body.paidAt || Date.now());
        await em.getRepository(ActPayment).save(fresh);
      }
      const live = await em.getRepository(ActPayment).find({ where: { actId: payment.actId, state: In([...LIVE]) } });
      return live.every((p) => p.state === 'paid' || p.state === 'confirmed') && live.some((p) => p.state === 'paid');
    });
    if (isAllPaid) {
      await this.transitions.send(payment.actId, 'confirm_payment', { kind: 'system', label: 'payment-gateway' }).catch((e: unknown) => {
        // Not at step 7/8 (e.g. paid early): the notary confirms later; the payment stays 'paid'.
        if (!(e instanceof AppError)) throw e;
      });
    }
    const final = await this.db.getRepository(ActPayment).findOneByOrFail({ id: payment.id });
    return { ok: true, state: final.state };
  }

  /** The gateway simulator's "customer paid" button: signs the callback as the gateway would and delivers it. */
  async simulatePay(ref: string): Promise<{ ok: true; state: string }> {
    const payment = await this.db.getRepository(ActPayment).findOne({ where: { gatewayRef: ref } });
    if (!payment) throw new AppError('not_found', 404, 'unknown payment reference');
    const body = JSON.stringify({ ref, amount: payment.amount, status: 'paid', paidAt: new Date().toISOString() } satisfies GatewayCallback);
    return this.callback(body, signCallback(body));
  }

  async receipt(actId: string, paymentId: string, user: SessionUser): Promise<{ name: string; bytes: Buffer }> {
    let act: NotarialAct;
    try {
      act = (await resolveActAccess(this.db.manager, actId, user, { lock: false })).act;
    } catch (e) {
      if (e instanceof AppError && e.status === 418) throw new AppError('download_forbidden', 418, e.code, { cause: e.code });
      throw e;
    }
    const payment = await this.paymentOf(this.db.manager, actId, paymentId);
    const tiyin = Math.round(Number(payment.amount) * 100);
    const bytes = await renderPdf((doc) => {
      doc.font('bold').fontSize(14).text("To'lov kvitansiyasi / Квитанция об оплате", { align: 'center' }).moveDown();
      doc.fontSize(10).font('regular');
      line(doc, 'Raqam / №', payment.number);
      line(doc, 'Sana / Дата', formatDateTime(payment.createdAt));
      line(doc, 'Notarial harakat', act.name);
      line(doc, "To'lov turi", payment.kind === 'state_duty' ? "Davlat boji / Давлат божи" : 'Notarius xizmati / Услуги нотариуса');
      line(doc, "To'lovchi / Плательщик", payment.payerName);
      line(doc, "Summa (so'm)", payment.amount);
      line(doc, 'Yozuvda', amountToWords({ sum: Math.floor(tiyin / 100), tiyin: tiyin % 100 }, 'oz'));
      line(doc, 'Прописью', amountToWords({ sum: Math.floor(tiyin / 100), tiyin: tiyin % 100 }, 'ru'));
      line(doc, 'Holati / Статус', payment.state);
      line(doc, 'Notarius', act.notaryName);
    }, `Invoice ${payment.number}`);
    return { name: `invoice-${payment.number}.pdf`, bytes };
  }

  private async paymentOf(em: EntityManager, actId: string, paymentId: string): Promise<ActPayment> {
    const payment = /^[0-9a-f-]{36}$/i.test(paymentId) ? await em.getRepository(ActPayment).findOne({ where: { id: paymentId, actId } }) : null;
    if (!payment) throw new AppError('not_found', 404, 'payment not found');
    return payment;
  }
}
