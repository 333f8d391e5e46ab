import { Logger } from '@nestjs/common';
import {
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server, Socket } from 'socket.io';
import { DataSource } from 'typeorm';
import { resolveActAccess } from '../acts/act-access.js';
import type { SessionUser } from '../identity/auth.js';
import { SessionsService } from '../sessions/sessions.service.js';
import type { AckResult } from '@notary/domain/realtime';
import { ConfigService } from '@nestjs/config';
import type { ApiConfig } from '../config.js';
import { actRoom, userRoom } from './rooms.js';

type AuthedSocket = Socket & { data: { user?: SessionUser; authenticated?: Promise<SessionUser | null> } };

/**
 * The act channel of DESIGN.md data flow 4. A socket authenticates with the
 * session token at connection (STYLE.md "Realtime": in handleConnection) and
 * is dropped otherwise; it joins its `user:<id>` room, and an `act:<id>` room
 * only after the same access rule as the HTTP API (party, or notary of the
 * act's office). With REDIS_URL set, rooms span every API instance.
 */
@WebSocketGateway({ cors: { origin: true, credentials: true } })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger('Realtime');
  @WebSocketServer() server: Server;

  constructor(
    private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly config: ConfigService<ApiConfig, true>,
  ) {}

  async afterInit(server: Server): Promise<void> {
    if (!this.config.get('redisUrl', { infer: true })) return;
    const pub = createClient({ url: this.config.get('redisUrl', { infer: true }) });
    const sub = pub.duplicate();
    pub.on('error', (e: unknown) => this.logger.error(`redis: ${String(e)}`));
    sub.on('error', (e: unknown) => this.logger.error(`redis: ${String(e)}`));
    await Promise.all([pub.connect(), sub.connect()]);
    server.adapter(createAdapter(pub, sub));
  }

  async handleConnection(socket: AuthedSocket): Promise<void> {
    // The client may send its first message before this resolves; handlers await it.
    socket.data.authenticated = this.authenticate(socket);
    await socket.data.authenticated;
  }

  private async authenticate(socket: AuthedSocket): Promise<SessionUser | null> {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const header = socket.handshake.headers.authorization;
    const token =
      typeof auth?.token === 'string' ? auth.token : header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const session = token ? await this.sessions.authenticate(token).catch(() => null) : null;
    if (!session) {
      socket.emit('error', { code: 'Access Denied' });
      socket.disconnect(true);
      return null;
    }
    const { user } = session;
    socket.data.user = { id: user.id, pin: user.pin.trim(), roles: user.roles, fullname: user.fullname, notaryId: user.notaryId, locale: 'oz' };
    await socket.join(userRoom(user.id));
    return socket.data.user;
  }

  @SubscribeMessage('act:subscribe')
  async join(socket: AuthedSocket, body: { actId?: unknown }): Promise<AckResult> {
    const user = await socket.data.authenticated;
    if (!user) return { ok: false, code: 'Access Denied' };
    const actId = typeof body?.actId === 'string' ? body.actId : '';
    const access = await resolveActAccess(this.db.manager, actId, user, { lock: false }).catch(
      (e: { code?: string }) => ({ error: e.code ?? 'internal_error' }),
    );
    if ('error' in access) return { ok: false, code: access.error as Exclude<AckResult, { ok: true }>['code'] };
    await socket.join(actRoom(actId));
    return { ok: true };
  }

  @SubscribeMessage('act:unsubscribe')
  async leave(socket: AuthedSocket, body: { actId?: unknown }): Promise<AckResult> {
    if (typeof body?.actId === 'string') await socket.leave(actRoom(body.actId));
    return { ok: true };
  }
}
