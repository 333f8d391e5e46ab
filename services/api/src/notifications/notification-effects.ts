import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { ActEvent } from '@notary/domain/act';
import type { NotificationKind, NotificationParams } from '@notary/domain/contracts';
import { type EffectContext, ActTransitions } from '../acts/act-transitions.service.js';
import type { RecipientScope } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

/** Which event is which moment (issue 13.10), who hears of it, and what its text needs. */
const MOMENTS: Partial<Record<ActEvent, { kind: NotificationKind; scope: RecipientScope; params: (ctx: EffectContext) => NotificationParams | null }>> = {
  // The applicant fixes and resends (acts-domain 4): the defects are theirs to read.
  return_with_defects: { kind: 'returned_with_defects', scope: 'applicant', params: ({ act }) => (act.defects ? { defects: act.defects.slice(0, 500) } : {}) },
  // A free act passes this step without invoices: nothing to pay, nothing to tell.
  issue_invoices: { kind: 'invoices_issued', scope: 'citizens', params: ({ act }) => (act.isFree ? null : {}) },
  set_time: { kind: 'time_set', scope: 'citizens', params: ({ act }) => (act.visitAt ? { visitAt: act.visitAt.toISOString() } : {}) },
  register: { kind: 'registered', scope: 'citizens', params: ({ act }) => (act.regnum ? { regnum: act.regnum } : {}) },
  annul: { kind: 'annulled', scope: 'citizens', params: ({ act }) => (act.annulReason ? { reason: act.annulReason.slice(0, 500) } : {}) },
  // Issue 16.6: the slot passed with no conference (the missed-video job): the act is inactive, the parties start anew.
  miss_video: { kind: 'video_missed', scope: 'citizens', params: ({ act }) => (act.visitAt ? { visitAt: act.visitAt.toISOString() } : {}) },
};

/**
 * The notifications of an act's moments, as effects of its transitions
 * (`EFFECT_SOURCES`: after the act's own, the payments' and the
 * registration's, so the visit time and the register number are written):
 * inside the transaction that moves the act, so no one is told of a change
 * that rolled back. Invitations are told by the invitation issuer
 * (invitations/invitation-issuer.service.ts), which every invitation passes.
 */
@Injectable()
export class NotificationEffects implements OnModuleInit {
  constructor(
    private readonly transitions: ActTransitions,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    for (const [event, moment] of Object.entries(MOMENTS) as [ActEvent, NonNullable<(typeof MOMENTS)[ActEvent]>][]) {
      this.transitions.registerEffect('notifications', event, {
        apply: async (ctx) => {
          const params = moment.params(ctx);
          if (!params) return;
          await this.notifications.notifyAct(ctx.em, { id: ctx.act.id, typeId: ctx.act.typeId, name: ctx.act.name }, moment.kind, params, {
            scope: moment.scope,
            // Whoever caused the moment is not told of it (an applicant annulling their own act).
            exceptUserId: ctx.sender.kind === 'user' ? ctx.sender.user.id : null,
          });
        },
      });
    }
  }
}
