import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { VideoIdentityAttempt, VideoIdentityParty, VideoIdentityState } from '@notary/domain/contracts';
import { videoRoom } from '@notary/domain/realtime';
import { DataSource, type EntityManager } from 'typeorm';
import { type ActAccess, resolveActAccess } from '../../acts/act-access.js';
import { ActTransitions } from '../../acts/act-transitions.service.js';
import { ActsRepository } from '../../acts/acts.repository.js';
import { AppError } from '../../common/app-error.js';
import type { ApiConfig } from '../../config.js';
import type { SessionUser } from '../../identity/auth.js';
import { FaceServiceUnavailableError, FaceTokenInvalidError } from '../../identity/face-token.js';
import { FaceVerification } from '../../identity/face-verification.js';
import { RealtimeGateway } from '../../realtime/realtime.gateway.js';
import { sessionSecretOf } from '../../sessions/session-config.js';
import { feedOf } from '../conference/conference.gateway.js';
import { notAParticipant } from '../conference/conference.service.js';
import { JanusError, pluginData } from '../janus/janus-client.js';
import { JanusService } from '../janus/janus.service.js';
import { type IdentityEntry, type IdentityOutcome, identityEntries, recordIdentityCheck } from './identity-checks.js';
import { identitySessionKey, isIdentitySession, newIdentitySession } from './identity-session.js';

const tokenInvalid = (reason: string) => new AppError('video_identity_token_invalid', 403, `The face check result is not accepted: ${reason}`);

/**
 * Issue 16.3: each remote party's face check inside the act's video
 * conference. The party takes the same face check as at sign-in (liveness,
 * then the best shot against the civil registry's photo) under a session id
 * bound to the act, their account and the conference's room; the API accepts
 * the signed result only from that person, while they are in the room on the
 * media server, once per token. Every check and every request of the notary
 * to take it again is a row of `video_identity_check` and an audit entry; the
 * conference hears each change (`video:identity`). Registration of a video act
 * waits until everyone is confirmed (registration/video-identity-rule.ts).
 */
@Injectable()
export class VideoIdentityService {
  private readonly logger = new Logger('VideoIdentity');
  private readonly key: Buffer;

  constructor(
    private readonly db: DataSource,
    private readonly transitions: ActTransitions,
    private readonly acts: ActsRepository,
    private readonly janus: JanusService,
    private readonly faces: FaceVerification,
    private readonly realtime: RealtimeGateway,
    config: ConfigService<ApiConfig, true>,
  ) {
    this.key = identitySessionKey(sessionSecretOf(config));
  }

  /** Everyone's state in the current conference: for the notary and the act's participants. */
  async state(actId: string, user: SessionUser): Promise<VideoIdentityState> {
    const { act } = await this.participant(this.db.manager, actId, user, { isFinishedAllowed: true });
    const parties = await this.acts.parties(this.db.manager, actId);
    const entries = await identityEntries(this.db.manager, act, parties, act.video?.janusRoom);
    return {
      actId,
      room: act.video?.janusRoom ?? null,
      actStatus: act.status,
      regnum: act.regnum,
      parties: entries.map(publicEntry),
      isComplete: entries.every((entry) => entry.status === 'confirmed'),
    };
  }

  /** A party in the conference starts a check: the face check's session id and their own pin and document. */
  async attempt(actId: string, user: SessionUser): Promise<VideoIdentityAttempt> {
    const { room } = await this.partyInConference(actId, user);
    const [person] = (await this.db.query(`SELECT passserial, passnum FROM users WHERE id = $1`, [user.id])) as { passserial: string | null; passnum: string | null }[];
    return { sessionId: newIdentitySession(this.key, { actId, userId: String(user.id), room }), pin: user.pin, passserial: person?.passserial ?? '', passnum: person?.passnum ?? '' };
  }

  /** The signed result of the party's own check: stored as confirmed or failed; anything not theirs is refused and not stored. */
  async confirm(actId: string, user: SessionUser, jwt: string, requestId: string): Promise<VideoIdentityParty> {
    const { room } = await this.partyInConference(actId, user);
    let claims;
    try {
      claims = await this.faces.verify(jwt);
    } catch (e) {
      if (e instanceof FaceTokenInvalidError) throw tokenInvalid(e.message);
      if (e instanceof FaceServiceUnavailableError) {
        this.logger.error(`${e.message}: ${(e.cause as Error)?.message ?? ''}`);
        throw new AppError('technical_work', 503, 'The face check service is unavailable');
      }
      throw e;
    }
    if (claims.sub !== user.pin) throw tokenInvalid('another person');
    if (!isIdentitySession(this.key, claims.sid, { actId, userId: String(user.id), room })) throw tokenInvalid('not taken for this conference');
    if (!(await this.faces.claimOnce(claims))) throw tokenInvalid('already used');

    let result: IdentityOutcome;
    let similarity: number | null = null;
    if (!claims.isOk || !claims.livenessWasSuccessful) result = { outcome: 'failed', failure: 'liveness_failed' };
    else {
      const match = await this.faces.matchRegistryPhoto(user.pin, claims.embedding);
      if (match.outcome === 'photo_missing') result = { outcome: 'failed', failure: 'photo_missing' };
      else {
        similarity = match.similarity;
        result = match.outcome === 'match' ? { outcome: 'confirmed' } : { outcome: 'failed', failure: 'face_mismatch' };
      }
    }
    const entry = await this.record(actId, user, { pin: user.pin, userId: String(user.id) }, room, result, similarity, claims.jti, requestId);
    return publicEntry(entry);
  }

  /** The notary asks a party to take the check (again): their confirmation no longer counts until they do. */
  async request(actId: string, user: SessionUser, userId: string, requestId: string): Promise<VideoIdentityState> {
    const { act, actor } = await this.participant(this.db.manager, actId, user);
    if (actor !== 'notary') throw new AppError('act_actor_not_allowed', 403, 'only the notary asks for the check');
    if (act.video?.janusRoom === undefined) throw new AppError('video_room_not_open', 409, 'the notary has not opened the conference yet');
    const parties = await this.acts.parties(this.db.manager, actId);
    const entries = await identityEntries(this.db.manager, act, parties, act.video.janusRoom);
    const target = entries.find((entry) => entry.userId === userId);
    if (!target) throw new AppError('video_not_a_participant', 403, 'this person does not take part in the conference');
    await this.record(actId, user, { pin: target.pin, userId }, act.video.janusRoom, { outcome: 'requested' }, null, null, requestId);
    return this.state(actId, user);
  }

  /** Stores one event under the act's lock with its audit entry, then tells the conference. */
  private async record(
    actId: string,
    user: SessionUser,
    person: { pin: string; userId: string },
    room: number,
    result: IdentityOutcome,
    similarity: number | null,
    jti: string | null,
    requestId: string,
  ): Promise<IdentityEntry> {
    const action = result.outcome === 'requested' ? 'video.identity_request' : 'video.identity_check';
    const entry = await this.transitions.mutate(
      actId,
      user,
      action,
      async ({ em, access, audit }) => {
        // Under the lock: the conference may have been reopened in another room since the check began.
        if (access.act.video?.janusRoom !== room) throw new AppError('video_room_not_open', 409, 'the conference was reopened: take the check again');
        if (result.outcome === 'requested' && access.actor !== 'notary') throw new AppError('act_actor_not_allowed', 403, 'only the notary asks for the check');
        await recordIdentityCheck(em, { actId, room, pin: person.pin, userId: person.userId, result, similarity, jti, actorId: String(user.id) });
        Object.assign(audit, { room, userId: person.userId, outcome: result.outcome, ...(result.outcome === 'failed' ? { failure: result.failure } : {}), ...(similarity !== null ? { similarity: Math.round(similarity * 1000) / 1000 } : {}), ...(jti ? { jti } : {}) });
        const entries = await identityEntries(em, access.act, await this.acts.parties(em, actId), room);
        return entries.find((e) => e.pin === person.pin)!;
      },
      requestId,
    );
    try {
      this.realtime.server?.to(videoRoom(actId)).emit('video:identity', { actId, userId: person.userId, isConfirmed: entry.status === 'confirmed', status: entry.status, isRequested: entry.isRequested });
    } catch (e) {
      this.logger.warn(`video:identity ${actId}: ${String(e)}`);
    }
    return entry;
  }

  /** The act's notary or a participant of its conference (as for a join token); others 403 whether or not the act exists. */
  private async participant(em: EntityManager, actId: string, user: SessionUser, options: { isFinishedAllowed?: boolean } = {}): Promise<ActAccess> {
    const access = await resolveActAccess(em, actId, user, { lock: false, details: true }).catch((e: unknown) => {
      if (e instanceof AppError && e.status === 418) throw notAParticipant();
      throw e;
    });
    if (access.act.regtype !== 2) throw new AppError('not_video_registration', 409, 'not_video_registration');
    const isOpen = access.act.status === 'active' || (options.isFinishedAllowed === true && access.act.status === 'registered');
    if (!isOpen) throw new AppError('act_finished', 409, 'the act is finished');
    return access;
  }

  /** A party (not the notary) of the open conference who is in its room on the media server now. */
  private async partyInConference(actId: string, user: SessionUser): Promise<{ room: number }> {
    const access = await this.participant(this.db.manager, actId, user);
    if (access.actor === 'notary') throw new AppError('act_actor_not_allowed', 403, "the notary confirms the parties' identity; the parties take the check");
    const room = access.act.video?.janusRoom;
    if (room === undefined) throw new AppError('video_room_not_open', 409, 'the notary has not opened the conference yet');
    if (!(await this.isInRoom(room, String(user.id)))) throw new AppError('video_identity_not_in_conference', 409, 'join the conference first');
    return { room };
  }

  /** Whether the user publishes in the room on the media server (the gateway's display names the account). */
  private async isInRoom(room: number, userId: string): Promise<boolean> {
    try {
      const answer = pluginData(await (await this.janus.adminHandle()).message({ request: 'listparticipants', room }));
      const list = (answer.participants as { id?: unknown; display?: unknown }[] | undefined) ?? [];
      return list.some((p) => feedOf(p)?.userId === userId);
    } catch (e) {
      if (e instanceof JanusError && e.janusCode === 426) throw new AppError('video_room_not_open', 409, 'the conference room is gone: the notary opens it again');
      throw e;
    }
  }
}

function publicEntry({ pin: _pin, ...entry }: IdentityEntry): VideoIdentityParty {
  return entry;
}
