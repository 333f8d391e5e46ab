import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RealtimeGateway } from './realtime.gateway.js';
import { type ActChangedPayload, actRoom, userRoom } from './rooms.js';

type SocketUser = { id?: string } | undefined;

/**
 * The users who may see an act now, by the access rule of the HTTP API
 * (acts/act-access.ts): its author, every party (by pin), and the notaries of
 * the office it is assigned to.
 */
const ACT_AUDIENCE_SQL = `SELECT a.created_by AS id FROM notarial_act a WHERE a.id = $1
  UNION SELECT u.id FROM act_party p JOIN users u ON u.pin::text = p.pin WHERE p.act_id = $1
  UNION SELECT u.id FROM notarial_act a JOIN notary n ON n.office_id = a.office_id JOIN users u ON u.notary_id = n.id
        WHERE a.id = $1 AND 'notary' = ANY (u.roles)`;

/**
 * Tells an act's audience about a committed change. Called only after commit
 * (STYLE.md: notify after commit), so no one hears of a change that rolled
 * back; a failed emit is logged, never undoes the change.
 *
 * The audience is read again at each change: the `user:<id>` room of every
 * party and of the office's notaries is told too (a party without the card
 * open learns of it), and a socket still in `act:<id>` whose user lost access
 * (a removed party, the previous office's notary after change_notary) is made
 * to leave the room before the emit, so it hears nothing more of the act.
 */
@Injectable()
export class ActNotifier {
  private readonly logger = new Logger('ActNotifier');
  private readonly queues = new Map<string, Promise<void>>();
  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly db: DataSource,
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
    const rows = (await this.db.query(ACT_AUDIENCE_SQL, [payload.actId])) as { id: string | null }[];
    const audience = new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
    for (const socket of await server.in(room).fetchSockets()) {
      const user = (socket.data as { user?: SocketUser }).user;
      if (!user?.id || !audience.has(user.id)) socket.leave(room);
    }
    // One emit over the union of rooms: a socket in several of them hears it once.
    server.to([room, ...[...audience].map((id) => userRoom(id))]).emit('act:changed', payload);
  }
}
