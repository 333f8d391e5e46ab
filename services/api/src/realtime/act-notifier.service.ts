import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeRepository } from './realtime.repository.js';
import { type ActChangedPayload, actRoom, userRoom } from './rooms.js';

/** The users who may see an act, read in the change's own transaction (`ActNotifier.audience`). */
export type ActAudience = ReadonlySet<string>;

/**
 * Tells an act's audience about a committed change. The audience is read by
 * the change's own transaction, under the act's row lock, after the change
 * (`audience`); `actChanged` is called only after commit (STYLE.md: notify
 * after commit), so no one hears of a change that rolled back, and a failed
 * emit is logged, never undoes the change.
 *
 * The change goes to the `user:<id>` room of each of them: every socket of a
 * party or of the office's notaries, the card open or not (each signed-in
 * socket is in its user's room). A socket in `act:<id>` whose user lost
 * access (a removed party, the previous office's notary after change_notary)
 * is therefore not told; with the emit it is made to leave `act:<id>`, which
 * the conference's recording events also go to (one command to every
 * replica, where fetching the room's sockets asked each of them for its
 * sockets and their data through Redis).
 *
 * Issue 17.4: the emit is synchronous with the commit's return. When the
 * audience was read after commit, the emit waited for that round trip behind
 * the request's own answer (the act card, read and written out on the same
 * thread), which was most of a change's delivery time to 1 000 sockets. The
 * lock also keeps the emits of one act in commit order, which a queue per act
 * did before.
 */
@Injectable()
export class ActNotifier {
  private readonly logger = new Logger('ActNotifier');
  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly repo: RealtimeRepository,
  ) {}

  /** Who may see the act now, by the HTTP API's access rule (acts/act-access.ts): read in the change's transaction. */
  audience(em: EntityManager, actId: string): Promise<ActAudience> {
    return this.repo.actAudience(em, actId);
  }

  /**
   * `event` is a machine event for a step change; for the other changes of an
   * act (parties, subjects, notes, invoices) it is the audit action name
   * (`party.add`, …), which `@notary/domain/realtime` does not type yet.
   */
  actChanged(payload: Omit<ActChangedPayload, 'event' | 'actor'> & { event: string; actor: string }, audience: ActAudience): void {
    const server = this.gateway.server;
    if (!server) return;
    try {
      const rooms = [...audience].map((id) => userRoom(id));
      // One emit over the audience's rooms: a user's sockets hear it once. (No rooms would mean every socket.)
      if (rooms.length > 0) server.to(rooms).emit('act:changed', payload);
      // The act room's other sockets leave it: one command to every replica, no socket fetched.
      server.in(actRoom(payload.actId)).except(rooms).socketsLeave(actRoom(payload.actId));
    } catch (e) {
      this.logger.warn(`notify ${payload.actId}: ${String(e)}`);
    }
  }
}
