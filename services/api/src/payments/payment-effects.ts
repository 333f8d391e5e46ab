import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ActTransitions, type ActEffect, domainError } from '../acts/act-transitions.service.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';

/**
 * What the machine's events do to payments (issue 5.7): invoices at
 * `issue_invoices`, bank payments marked at `mark_paid`, confirmation at
 * `confirm_payment`, and refunds when the act ends before registration
 * ("fees are charged only for what is registered"). Registered at module
 * init; they run after the act's own effects (`EFFECT_SOURCES`).
 */
@Injectable()
export class PaymentEffects implements OnModuleInit {
  constructor(
    private readonly transitions: ActTransitions,
    private readonly payments: PaymentsService,
    private readonly repository: PaymentsRepository,
  ) {}

  onModuleInit(): void {
    const { transitions, payments, repository } = this;
    transitions.registerEffect('payments', 'issue_invoices', {
      prepare: async ({ em, act, actor, sender, snapshot }) => {
        if (actor !== 'notary' || sender.kind !== 'user') return;
        const invoices = await payments.issueInvoices(em, act, sender.user.id);
        snapshot.hasInvoices = invoices.length > 0;
      },
    });
    transitions.registerEffect('payments', 'mark_paid', {
      apply: async ({ em, act }) => {
        await repository.markIssuedPaidByBank(em, act.id);
      },
    });
    transitions.registerEffect('payments', 'confirm_payment', {
      prepare: async ({ em, act, sender }) => {
        // An invoice still `issued` is unpaid: nobody marked a bank payment and no gateway
        // callback came. The notary attests payments made, never one that was not.
        if (sender.kind !== 'user') return;
        const unpaid = await repository.unpaid(em, act.id);
        if (unpaid.length > 0) throw domainError('payment_not_confirmed', { unpaidInvoices: unpaid.map((p) => p.id) });
      },
      apply: async ({ em, act, sender, audit }) => {
        // The notary attests bank payments marked made and gateway payments; the gateway only what it saw paid.
        const states = sender.kind === 'user' ? (['marked_paid', 'paid'] as const) : (['paid'] as const);
        audit.confirmed = await repository.confirm(em, act.id, states, sender.kind === 'user' ? sender.user.id : null);
      },
    });
    const refund: ActEffect = {
      apply: async ({ em, act, event, audit }) => {
        const { refunded, cancelled } = await repository.refundAll(em, act.id, event);
        audit.refunded = refunded;
        audit.cancelledInvoices = cancelled;
      },
    };
    for (const event of ['refuse', 'stop', 'delete', 'miss_video'] as const) transitions.registerEffect('payments', event, refund);
  }
}
