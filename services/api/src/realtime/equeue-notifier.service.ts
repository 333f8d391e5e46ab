import { Injectable, Logger } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway.js';
import { type EqueueChangedPayload, officeEqueueRoom } from './rooms.js';

/**
 * Tells an office's notaries that its e-queue changed (issue 14.7), to
 * `equeue:<officeId>`, which only that office's notaries may join. Called
 * after the change committed; with REDIS_URL the adapter carries it to the
 * sockets of every API instance. A failed emit is logged, never undoes the
 * change; the screen's slow refetch covers a lost event.
 */
@Injectable()
export class EqueueNotifier {
  private readonly logger = new Logger('EqueueNotifier');
  constructor(private readonly gateway: RealtimeGateway) {}

  changed(officeId: string, bookingId: string, change: EqueueChangedPayload['change']): void {
    try {
      this.gateway.server?.to(officeEqueueRoom(officeId)).emit('equeue:changed', { officeId, bookingId, change, at: new Date().toISOString() });
    } catch (e) {
      this.logger.warn(`notify equeue ${officeId}: ${String(e)}`);
    }
  }
}
