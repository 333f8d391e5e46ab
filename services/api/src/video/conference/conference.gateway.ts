import { Logger } from '@nestjs/common';
import { type OnGatewayDisconnect, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { ErrorCode } from '@notary/domain/errors';
import { type ClientToServerEvents, type ServerToClientEvents, type VideoFeed, type VideoJsep, type VideoRole, videoRoom } from '@notary/domain/realtime';
import type { Server, Socket } from 'socket.io';
import { AppError } from '../../common/app-error.js';
import type { SessionUser } from '../../identity/auth.js';
import { JanusError, type JanusHandle, type JanusMessage, type JanusSession, pluginData } from '../janus/janus-client.js';
import { JanusService } from '../janus/janus.service.js';
import { ConferenceRecording } from './conference-recording.service.js';
import { ConferenceService } from './conference.service.js';

type VideoSocket = Socket<ClientToServerEvents, ServerToClientEvents> & {
  data: { user?: SessionUser; authenticated?: Promise<SessionUser | null> };
};

/** One socket in one conference: its own Janus session (on this replica), publishing handle and subscriptions. */
type Member = {
  actId: string;
  room: number;
  feed: VideoFeed;
  session: JanusSession;
  publisher: JanusHandle;
  subscriptions: Map<number, JanusHandle>;
  isPublished: boolean;
  isLeaving: boolean;
};

type Failure = { ok: false; code: ErrorCode };

const MAX_SDP = 200_000;

const isJsep = (value: unknown, type: VideoJsep['type']): value is VideoJsep =>
  typeof value === 'object' &&
  value !== null &&
  (value as VideoJsep).type === type &&
  typeof (value as VideoJsep).sdp === 'string' &&
  (value as VideoJsep).sdp.length <= MAX_SDP;
const isFeedId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The publisher's display in the media server: who is behind a feed, read back by the others' `video:join`. */
function display(feed: Omit<VideoFeed, 'feedId'>): string {
  return JSON.stringify({ u: feed.userId, n: feed.name, r: feed.role });
}

export function feedOf(publisher: { id?: unknown; display?: unknown }): VideoFeed | undefined {
  if (!isFeedId(publisher.id) || typeof publisher.display !== 'string') return undefined;
  try {
    const d = JSON.parse(publisher.display) as { u?: unknown; n?: unknown; r?: unknown };
    if (typeof d.u !== 'string' || typeof d.n !== 'string' || (d.r !== 'notary' && d.r !== 'participant')) return undefined;
    return { feedId: publisher.id, userId: d.u, name: d.n, role: d.r as VideoRole };
  } catch {
    return undefined;
  }
}

function failure(e: unknown, logger: Logger): Failure {
  if (e instanceof AppError) return { ok: false, code: e.code as ErrorCode };
  if (e instanceof JanusError) {
    // 426: no such room (the media server restarted: the notary opens it again).
    if (e.janusCode === 426) return { ok: false, code: 'video_room_not_open' };
    logger.warn(e.message);
    return { ok: false, code: 'bad_request' };
  }
  logger.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  return { ok: false, code: 'internal_error' };
}

/**
 * Issue 16.2, the conference's signalling: the browser talks to the API over
 * the socket and the API to Janus's videoroom over HTTP. A socket's Janus
 * session and handles live on the replica that holds the socket; what the
 * whole conference must hear (a feed started or stopped) goes to the
 * socket.io room `video:<actId>`, which the Redis adapter carries to the
 * sockets of every replica. Media flows between the browsers and Janus only.
 */
@WebSocketGateway()
export class ConferenceGateway implements OnGatewayDisconnect {
  private readonly logger = new Logger('Conference');
  private readonly members = new Map<string, Member>();
  @WebSocketServer() server: Server<ClientToServerEvents, ServerToClientEvents>;

  constructor(
    private readonly conference: ConferenceService,
    private readonly janus: JanusService,
    private readonly recording: ConferenceRecording,
  ) {}

  /** The socket's user (RealtimeGateway authenticates at connection; a message may come first). */
  private async userOf(socket: VideoSocket): Promise<SessionUser | null> {
    if (!socket.data.authenticated) await new Promise((r) => setImmediate(r));
    return (await socket.data.authenticated) ?? null;
  }

  @SubscribeMessage('video:join')
  async join(socket: VideoSocket, body: { actId?: unknown; token?: unknown }): Promise<{ ok: true; feedId: number; feeds: VideoFeed[] } | Failure> {
    try {
      const user = await this.userOf(socket);
      if (!user) return { ok: false, code: 'Access Denied' };
      const actId = typeof body?.actId === 'string' ? body.actId : '';
      const { room, role } = await this.conference.admit(actId, body?.token, user);
      await this.leave(socket);
      const session = await this.janus.requireClient().createSession();
      let member: Member | undefined;
      session.onClosed = (reason) => {
        if (!member || member.isLeaving) return;
        this.logger.warn(`conference of act ${actId}: media server session closed (${reason})`);
        socket.emit('video:ended', { actId, code: 'video_server_unavailable' });
        void this.leave(socket);
      };
      try {
        const publisher = await session.attach();
        const me = { userId: String(user.id), name: user.fullname ?? '', role };
        const joined = pluginData(await publisher.message({ request: 'join', ptype: 'publisher', room, display: display(me) }));
        if (!isFeedId(joined.id)) throw new JanusError(0, 'no feed id in the join answer');
        member = { actId, room, feed: { feedId: joined.id, ...me }, session, publisher, subscriptions: new Map(), isPublished: false, isLeaving: false };
        this.members.set(socket.id, member);
        publisher.on((message) => this.onPublisherEvent(socket, actId, message));
        await socket.join(videoRoom(actId));
        await this.recording.joined(socket, actId, member.feed);
        const feeds = ((joined.publishers as { id?: unknown; display?: unknown }[] | undefined) ?? []).map(feedOf).filter((f): f is VideoFeed => f !== undefined);
        return { ok: true, feedId: joined.id, feeds };
      } catch (e) {
        await session.destroy();
        throw e;
      }
    } catch (e) {
      return failure(e, this.logger);
    }
  }

  /** Janus's own news on the publishing handle: a feed stopped (also when another replica could not say so). */
  private onPublisherEvent(socket: VideoSocket, actId: string, message: JanusMessage): void {
    const member = this.members.get(socket.id);
    if (message.janus === 'webrtcup' && member && !member.isPublished) {
      // The feed is live on the media server only once its connection is up: then the others may subscribe.
      member.isPublished = true;
      socket.to(videoRoom(actId)).emit('video:feed_joined', { actId, feed: member.feed });
      return;
    }
    const data = pluginData(message);
    if (data.videoroom === 'destroyed') {
      socket.emit('video:ended', { actId, code: 'video_room_not_open' });
      void this.leave(socket);
      return;
    }
    const gone = isFeedId(data.unpublished) ? data.unpublished : isFeedId(data.leaving) ? data.leaving : undefined;
    if (gone !== undefined) socket.emit('video:feed_left', { actId, feedId: gone });
  }

  private memberOf(socket: VideoSocket, actId: unknown): Member {
    const member = this.members.get(socket.id);
    if (!member || member.actId !== actId) throw new AppError('video_room_not_open', 409, 'join the conference first');
    return member;
  }

  @SubscribeMessage('video:publish')
  async publish(socket: VideoSocket, body: { actId?: unknown; jsep?: unknown }): Promise<{ ok: true; jsep: VideoJsep } | Failure> {
    try {
      const member = this.memberOf(socket, body?.actId);
      if (!isJsep(body.jsep, 'offer')) throw new AppError('bad_request', 400, 'an SDP offer is expected');
      const answer = await member.publisher.message({ request: 'configure', audio: true, video: true }, { type: 'offer', sdp: body.jsep.sdp });
      if (!answer.jsep) throw new JanusError(0, 'no answer to the offer');
      return { ok: true, jsep: { type: answer.jsep.type, sdp: answer.jsep.sdp } };
    } catch (e) {
      return failure(e, this.logger);
    }
  }

  @SubscribeMessage('video:subscribe')
  async subscribe(socket: VideoSocket, body: { actId?: unknown; feedId?: unknown; restart?: unknown }): Promise<{ ok: true; jsep: VideoJsep } | Failure> {
    try {
      const member = this.memberOf(socket, body?.actId);
      if (!isFeedId(body.feedId)) throw new AppError('bad_request', 400, 'a feed id is expected');
      const feedId = body.feedId;
      const existing = member.subscriptions.get(feedId);
      let offer: JanusMessage;
      if (existing && body.restart === true) {
        // ICE restart of a receiving connection: Janus makes a new offer on the same handle.
        offer = await existing.message({ request: 'configure', restart: true });
      } else {
        if (existing) {
          member.subscriptions.delete(feedId);
          await existing.detach();
        }
        const handle = await member.session.attach();
        member.subscriptions.set(feedId, handle);
        offer = await handle.message({ request: 'join', ptype: 'subscriber', room: member.room, streams: [{ feed: feedId }] });
      }
      if (!offer.jsep) throw new JanusError(0, 'no offer for the subscription');
      return { ok: true, jsep: { type: offer.jsep.type, sdp: offer.jsep.sdp } };
    } catch (e) {
      return failure(e, this.logger);
    }
  }

  @SubscribeMessage('video:start')
  async start(socket: VideoSocket, body: { actId?: unknown; feedId?: unknown; jsep?: unknown }): Promise<{ ok: true } | Failure> {
    try {
      const member = this.memberOf(socket, body?.actId);
      const handle = isFeedId(body.feedId) ? member.subscriptions.get(body.feedId) : undefined;
      if (!handle) throw new AppError('bad_request', 400, 'subscribe to the feed first');
      if (!isJsep(body.jsep, 'answer')) throw new AppError('bad_request', 400, 'an SDP answer is expected');
      await handle.message({ request: 'start' }, { type: 'answer', sdp: body.jsep.sdp });
      return { ok: true };
    } catch (e) {
      return failure(e, this.logger);
    }
  }

  @SubscribeMessage('video:unsubscribe')
  async unsubscribe(socket: VideoSocket, body: { actId?: unknown; feedId?: unknown }): Promise<void> {
    const member = this.members.get(socket.id);
    if (!member || member.actId !== body?.actId || !isFeedId(body.feedId)) return;
    const handle = member.subscriptions.get(body.feedId);
    member.subscriptions.delete(body.feedId);
    await handle?.detach();
  }

  @SubscribeMessage('video:trickle')
  async trickle(socket: VideoSocket, body: { actId?: unknown; feedId?: unknown; candidate?: unknown }): Promise<void> {
    const member = this.members.get(socket.id);
    if (!member || member.actId !== body?.actId) return;
    const handle = body.feedId === undefined || body.feedId === null ? member.publisher : isFeedId(body.feedId) ? member.subscriptions.get(body.feedId) : undefined;
    const candidate = body.candidate;
    if (!handle) return;
    if (candidate !== null && (typeof candidate !== 'object' || typeof (candidate as { candidate?: unknown }).candidate !== 'string' || (candidate as { candidate: string }).candidate.length > 2000)) return;
    await handle.trickle(candidate as Record<string, unknown> | null).catch((e: Error) => this.logger.warn(`trickle: ${e.message}`));
  }

  /** Issue 16.4: the notary starts (`started`) or stops (`stopped`) the recording (conference-recording.service.ts). */
  @SubscribeMessage('video:recording')
  async record(socket: VideoSocket, body: { actId?: unknown; state?: unknown }): Promise<{ ok: true } | Failure> {
    try {
      const member = this.memberOf(socket, body?.actId);
      await this.recording.set(member.actId, member.feed.role, await this.userOf(socket), body.state);
      return { ok: true };
    } catch (e) {
      return failure(e, this.logger);
    }
  }

  @SubscribeMessage('video:leave')
  async leaveMessage(socket: VideoSocket): Promise<void> {
    await this.leave(socket);
  }

  async handleDisconnect(socket: VideoSocket): Promise<void> {
    await this.leave(socket);
  }

  /** Out of the conference: the others hear the feed stopped, the media server session (and every handle) goes. */
  private async leave(socket: VideoSocket): Promise<void> {
    const member = this.members.get(socket.id);
    if (!member || member.isLeaving) return;
    member.isLeaving = true;
    this.members.delete(socket.id);
    if (member.isPublished) socket.to(videoRoom(member.actId)).emit('video:feed_left', { actId: member.actId, feedId: member.feed.feedId });
    await socket.leave(videoRoom(member.actId));
    await member.session.destroy();
    await this.recording.left(member.actId, member.feed.role, socket.data.user);
  }
}
