import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { VIDEO_ROOM_STEPS, VIDEO_TOKEN_TTL_SECONDS, type VideoJoinToken, type VideoRoom } from '@notary/domain/contracts';
import type { VideoRole } from '@notary/domain/realtime';
import { DataSource } from 'typeorm';
import { resolveActAccess } from '../../acts/act-access.js';
import { ActTransitions } from '../../acts/act-transitions.service.js';
import { ActsRepository } from '../../acts/acts.repository.js';
import type { NotarialAct } from '../../acts/act.entity.js';
import { AppError } from '../../common/app-error.js';
import type { ApiConfig } from '../../config.js';
import type { SessionUser } from '../../identity/auth.js';
import { sessionSecretOf } from '../../sessions/session-config.js';
import { IceServersService } from '../ice/ice-servers.service.js';
import { JanusService } from '../janus/janus.service.js';
import { signVideoToken, verifyVideoToken, videoTokenKey, type VideoTokenClaims } from './video-token.js';

/** The most publishers of a conference room: the notary and every party (acts have a handful). */
const ROOM_PUBLISHERS = 12;

export function notAParticipant(): AppError {
  return new AppError('video_not_a_participant', 403, 'Only the parties of the act and its notary take part in its video conference');
}

/**
 * Issue 16.2: the act's conference room on the media server, opened by the
 * notary, and the join tokens of its participants (the act's parties who
 * joined it, and the notary of its office; nobody else gets one).
 */
@Injectable()
export class ConferenceService {
  private readonly key: Buffer;

  constructor(
    private readonly db: DataSource,
    private readonly transitions: ActTransitions,
    private readonly acts: ActsRepository,
    private readonly janus: JanusService,
    private readonly ice: IceServersService,
    config: ConfigService<ApiConfig, true>,
  ) {
    this.key = videoTokenKey(sessionSecretOf(config));
  }

  /** The notary opens (or reopens, after the media server restarted) the act's room. */
  async openRoom(actId: string, user: SessionUser, requestId: string): Promise<VideoRoom> {
    return this.transitions.mutate(
      actId,
      user,
      'video.room_open',
      async ({ em, access, audit }) => {
        if (access.actor !== 'notary') throw new AppError('act_actor_not_allowed', 403, 'only the notary of the act opens its video conference');
        const { act } = access;
        if (act.regtype !== 2) throw new AppError('not_video_registration', 409, 'not_video_registration');
        if (act.status !== 'active' || !(VIDEO_ROOM_STEPS as readonly number[]).includes(act.step)) {
          throw new AppError('act_event_not_allowed', 409, 'the conference is opened once the visit time is confirmed (steps 7 and 8)');
        }
        const known = act.video?.janusRoom;
        const room = known !== undefined && (await this.janus.roomExists(known)) ? known : await this.janus.createRoom(`act ${act.id}`, ROOM_PUBLISHERS);
        const openedAt = act.video?.openedAt ?? new Date().toISOString();
        if (room !== known) {
          // A new room (the media server restarted): its recorders and feeds are gone with the old one.
          const { recording: _lost, feeds: _oldFeeds, ...video } = act.video ?? {};
          act.video = { ...video, janusRoom: room, openedAt };
          await this.acts.updateAct(em, actId, { video: act.video, updatedAt: new Date() });
          audit.janusRoom = room;
        }
        return { actId, room, openedAt };
      },
      requestId,
    );
  }

  /** A join token for a party who joined the act or for its notary; 403 for anyone else, whatever the act. */
  async issueToken(actId: string, user: SessionUser): Promise<VideoJoinToken> {
    const { act, role } = await this.participant(actId, user);
    if (act.video?.janusRoom === undefined) throw new AppError('video_room_not_open', 409, 'the notary has not opened the conference yet');
    const expiresAt = Date.now() + VIDEO_TOKEN_TTL_SECONDS * 1000;
    return {
      token: signVideoToken(this.key, { actId, userId: String(user.id), role, expiresAt }),
      expiresAt: new Date(expiresAt).toISOString(),
      role,
      iceServers: this.ice.forUser(String(user.id)),
    };
  }

  /**
   * `video:join`: the token must be genuine, unexpired, for this act and this
   * socket's user; the access is checked again (a party may have left the act
   * since) and the room must be open. Answers the room and the role.
   */
  async admit(actId: string, token: unknown, user: SessionUser): Promise<{ room: number; role: VideoRole; claims: VideoTokenClaims }> {
    const claims = verifyVideoToken(this.key, token);
    if (!claims || claims.actId !== actId || claims.userId !== String(user.id)) throw new AppError('video_token_invalid', 403, 'the join token is expired or not yours');
    const { act, role } = await this.participant(actId, user);
    const room = act.video?.janusRoom;
    if (room === undefined) throw new AppError('video_room_not_open', 409, 'the notary has not opened the conference yet');
    return { room, role, claims };
  }

  private async participant(actId: string, user: SessionUser): Promise<{ act: NotarialAct; role: VideoRole }> {
    const access = await resolveActAccess(this.db.manager, actId, user, { lock: false, details: true }).catch((e: unknown) => {
      // An unknown act and a stranger's look the same: no answer tells whether the act exists.
      if (e instanceof AppError && e.status === 418) throw notAParticipant();
      throw e;
    });
    if (access.act.regtype !== 2) throw new AppError('not_video_registration', 409, 'not_video_registration');
    if (access.act.status !== 'active' && access.act.status !== 'registered') throw new AppError('act_finished', 409, 'the act is finished');
    return { act: access.act, role: access.actor === 'notary' ? 'notary' : 'participant' };
  }
}
