import { Module } from '@nestjs/common';
import { In } from 'typeorm';
import { ActsModule } from '../acts/acts.module.js';
import { ActTransitions, type ActEffect, domainError } from '../acts/act-transitions.service.js';
import { PaymentGatewayController, PaymentsController } from './payments.controller.js';
import { ActPayment } from './payment.entity.js';
import { PaymentsService } from './payments.service.js';

/**
 * Payments (issue 5.7) and what the machine's events do to them: invoices at
 * `issue_invoices`, bank payments marked at `mark_paid`, confirmation at
 * `confirm_payment`, and refunds when the act ends before registration
 * ("fees are charged only for what is registered").
 */
@Module({ imports: [ActsModule], controllers: [PaymentsController, PaymentGatewayController], providers: [PaymentsService] })
export class PaymentsModule {
  constructor(transitions: ActTransitions, payments: PaymentsService) {
    transitions.registerEffect('issue_invoices', {
      prepare: async ({ em, act, actor, sender, snapshot }) => {
        if (actor !== 'notary' || sender.kind !== 'user') return;
        const invoices = await payments.issueInvoices(em, act, sender.user.id);
        snapshot.hasInvoices = invoices.length > 0;
      },
    });
    transitions.registerEffect('mark_paid', {
      apply: async ({ em, act }) => {
        await em.getRepository(ActPayment).update({ actId: act.id, state: 'issued' }, { state: 'marked_paid', method: 'bank', paidAt: new Date() });
      },
    });
    transitions.registerEffect('confirm_payment', {
      prepare: async ({ em, act, sender }) => {
        // An invoice still `issued` is unpaid: nobody marked a bank payment and no gateway
        // callback came. The notary attests payments made, never one that was not.
        if (sender.kind !== 'user') return;
        const unpaid = await em.getRepository(ActPayment).find({ where: { actId: act.id, state: 'issued' } });
        if (unpaid.length > 0) throw domainError('payment_not_confirmed', { unpaidInvoices: unpaid.map((p) => p.id) });
      },
      apply: async ({ em, act, sender, audit }) => {
        // The notary attests bank payments marked made and gateway payments; the gateway only what it saw paid.
        const states = sender.kind === 'user' ? (['marked_paid', 'paid'] as const) : (['paid'] as const);
        const result = await em.getRepository(ActPayment).update(
          { actId: act.id, state: In([...states]) },
          { state: 'confirmed', confirmedAt: new Date(), confirmedBy: sender.kind === 'user' ? sender.user.id : null },
        );
        audit.confirmed = result.affected ?? 0;
      },
    });
    const refund: ActEffect = {
      apply: async ({ em, act, event, audit }) => {
        const now = new Date();
        const refunded = await em.getRepository(ActPayment).update(
          { actId: act.id, state: In(['marked_paid', 'paid', 'confirmed']) },
          { state: 'refunded', refundedAt: now, refundReason: event },
        );
        const cancelled = await em.getRepository(ActPayment).update({ actId: act.id, state: 'issued' }, { state: 'cancelled' });
        audit.refunded = refunded.affected ?? 0;
        audit.cancelledInvoices = cancelled.affected ?? 0;
      },
    };
    for (const event of ['refuse', 'stop', 'delete', 'miss_video'] as const) transitions.registerEffect(event, refund);
  }
}
