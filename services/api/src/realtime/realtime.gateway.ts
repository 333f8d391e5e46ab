import type { IncomingMessage } from 'node:http';
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
import { actRoom, officeEqueueRoom, userRoom } from './rooms.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type AuthedSocket = Socket & { data: { user?: SessionUser; authenticated?: Promise<SessionUser | null> } };

/**
 * Origin allow-list of the socket (issue 12.7), for the handshake of both
 * transports: a browser's Origin must be PUBLIC_URL's or the request's own
 * (the Host the browser reached: the gateway and nginx keep it), so a page of
 * another site cannot open a socket in a signed-in citizen's name. Clients
 * that send no Origin (no browser) are let through to the token check. No
 * CORS headers: the apps are on the same origin.
 */
export function isAllowedSocketOrigin(origin: string | undefined, host: string | undefined, publicUrl: string | undefined): boolean {
  if (origin === undefined) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  if (publicUrl) {
    try {
      if (new URL(origin).origin === new URL(publicUrl).origin) return true;
    } catch {
      // an unreadable PUBLIC_URL allows nothing more
    }
  }
  return host !== undefined && originHost === host.toLowerCase();
}

/**
 * The act channel of DESIGN.md data flow 4. A socket authenticates with the
 * session token at connection (STYLE.md "Realtime": in handleConnection) and
 * is dropped otherwise; it joins its `user:<id>` room, and an `act:<id>` room
 * only after the same access rule as the HTTP API (party, or notary of the
 * act's office). With REDIS_URL set, rooms span every API instance.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger('Realtime');
  @WebSocketServer() server: Server;

  constructor(
    private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly config: ConfigService<ApiConfig, true>,
  ) {}

  async afterInit(server: Server): Promise<void> {
    // Read by engine.io at each handshake (websocket upgrade or first polling request).
    const publicUrl = this.config.get('publicUrl', { infer: true });
    server.engine.opts.allowRequest = (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void) => {
      const isAllowed = isAllowedSocketOrigin(req.headers.origin, req.headers.host, publicUrl);
      callback(isAllowed ? null : 'origin not allowed', isAllowed);
    };
    if (!this.config.get('redisUrl', { infer: true })) return;
    const pub = createClient({ url: this.config.get('redisUrl', { infer: true }) });
    const sub = pub.duplicate();
    pub.on('error', (e: unknown) => this.logger.error(`redis: ${String(e)}`));
    sub.on('error', (e: unknown) => this.logger.error(`redis: ${String(e)}`));
    await Promise.all([pub.connect(), sub.connect()]);
    // Channels under REDIS_PREFIX: products sharing a Redis do not hear each other's rooms.
    server.adapter(createAdapter(pub, sub, { key: `${this.config.get('redisPrefix', { infer: true })}socket.io` }));
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

  /** The office's e-queue (issue 14.7): only a notary of that office joins `equeue:<officeId>`. */
  @SubscribeMessage('equeue:subscribe')
  async joinEqueue(socket: AuthedSocket, body: { officeId?: unknown }): Promise<AckResult> {
    const user = await socket.data.authenticated;
    if (!user) return { ok: false, code: 'Access Denied' };
    const officeId = typeof body?.officeId === 'string' && UUID.test(body.officeId) ? body.officeId : null;
    if (!officeId || !user.notaryId) return { ok: false, code: 'forbidden' };
    const rows = (await this.db.query('SELECT 1 FROM notary WHERE id = $1 AND office_id = $2', [user.notaryId, officeId])) as unknown[];
    if (rows.length === 0) return { ok: false, code: 'forbidden' };
    await socket.join(officeEqueueRoom(officeId));
    return { ok: true };
  }

  @SubscribeMessage('equeue:unsubscribe')
  async leaveEqueue(socket: AuthedSocket, body: { officeId?: unknown }): Promise<AckResult> {
    if (typeof body?.officeId === 'string') await socket.leave(officeEqueueRoom(body.officeId));
    return { ok: true };
  }

  @SubscribeMessage('act:unsubscribe')
  async leave(socket: AuthedSocket, body: { actId?: unknown }): Promise<AckResult> {
    if (typeof body?.actId === 'string') await socket.leave(actRoom(body.actId));
    return { ok: true };
  }
}
