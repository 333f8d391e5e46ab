import { Injectable, Logger } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway.js';
import { type ActChangedPayload, actRoom } from './rooms.js';

/**
 * Tells an act's room about a committed change. Called only after commit
 * (STYLE.md: notify after commit), so no one hears of a change that rolled
 * back; a failed emit is logged, never undoes the change.
 */
@Injectable()
export class ActNotifier {
  private readonly logger = new Logger('ActNotifier');
  constructor(private readonly gateway: RealtimeGateway) {}

  /**
   * `event` is a machine event for a step change; for the other changes of an
   * act (parties, subjects, notes, invoices) it is the audit action name
   * (`party.add`, …), which `@notary/domain/realtime` does not type yet.
   */
  actChanged(payload: Omit<ActChangedPayload, 'event' | 'actor'> & { event: string; actor: string }): void {
    try {
      this.gateway.server?.to(actRoom(payload.actId)).emit('act:changed', payload);
    } catch (e) {
      this.logger.warn(`notify ${payload.actId}: ${String(e)}`);
    }
  }
}
