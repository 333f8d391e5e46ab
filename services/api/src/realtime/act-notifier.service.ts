import { Injectable, Logger } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeRepository } from './realtime.repository.js';
import { type ActChangedPayload, actRoom, userRoom } from './rooms.js';

type SocketUser = { id?: string } | undefined;

/**
 * Tells an act's audience about a committed change. Called only after commit
 * (STYLE.md: notify after commit), so no one hears of a change that rolled
 * back; a failed emit is logged, never undoes the change.
 *
 * The audience is read again at each change, and the change goes to the
 * `user:<id>` room of each of them: every socket of a party or of the office's
 * notaries, the card open or not (each signed-in socket is in its user's room).
 * A socket in `act:<id>` whose user lost access (a removed party, the previous
 * office's notary after change_notary) is therefore not told; after the emit
 * it is made to leave `act:<id>`, which the conference's recording events
 * also go to. Issue 17.4: the emit no longer waits for that look at the
 * room's sockets, which with two replicas is a request to every replica
 * through Redis.
 */
@Injectable()
export class ActNotifier {
  private readonly logger = new Logger('ActNotifier');
  private readonly queues = new Map<string, Promise<void>>();
  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly repo: RealtimeRepository,
  ) {}

  /**
   * `event` is a machine event for a step change; for the other changes of an
   * act (parties, subjects, notes, invoices) it is the audit action name
   * (`party.add`, …), which `@notary/domain/realtime` does not type yet.
   */
  actChanged(payload: Omit<ActChangedPayload, 'event' | 'actor'> & { event: string; actor: string }): void {
    // One chain per act: the audience query must not let a later change overtake an earlier one.
    const previous = this.queues.get(payload.actId) ?? Promise.resolve();
    const next = previous
      .then(() => this.emit(payload))
      .catch((e: unknown) => this.logger.warn(`notify ${payload.actId}: ${String(e)}`))
      .finally(() => {
        if (this.queues.get(payload.actId) === next) this.queues.delete(payload.actId);
      });
    this.queues.set(payload.actId, next);
  }

  /** The same as `actChanged`, awaited (tests and callers that must know it went out). */
  async emit(payload: Omit<ActChangedPayload, 'event' | 'actor'> & { event: string; actor: string }): Promise<void> {
    const server = this.gateway.server;
    if (!server) return;
    const room = actRoom(payload.actId);
    // Who may see the act now, by the HTTP API's access rule (acts/act-access.ts).
    const audience = await this.repo.actAudience(payload.actId);
    // One emit over the audience's rooms: a user's sockets hear it once. (No rooms would mean every socket.)
    if (audience.size > 0) server.to([...audience].map((id) => userRoom(id))).emit('act:changed', payload);
    for (const socket of await server.in(room).fetchSockets()) {
      const user = (socket.data as { user?: SocketUser }).user;
      if (!user?.id || !audience.has(user.id)) socket.leave(room);
    }
  }
}
