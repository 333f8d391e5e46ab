import * as v from 'valibot';
import { IceServers } from './ice-servers.js';

/**
 * Issue 16.2, the act's video conference on the media server (Janus's
 * videoroom): the notary opens the room, each participant takes a short-lived
 * join token, then signals over the socket (`video:*` events of
 * `@notary/domain/realtime`).
 */

/** Steps at which the notary opens the conference: the time is confirmed, payment or registration (acts-domain 4). */
export const VIDEO_ROOM_STEPS = [7, 8] as const;
/** A join token lives this long: enough to join, useless if copied later. */
export const VIDEO_TOKEN_TTL_SECONDS = 180;

/** POST /api/notarial_act/:uuid/video/room: the room the notary opened. */
export const VideoRoom = v.object({
  actId: v.string(),
  room: v.pipe(v.number(), v.description("the media server's room id")),
  openedAt: v.pipe(v.string(), v.description('ISO 8601 instant the room was first opened')),
});
export type VideoRoom = v.InferOutput<typeof VideoRoom>;

export const VideoParticipantRole = v.picklist(['notary', 'participant']);

/** POST /api/notarial_act/:uuid/video/token: the signed join token for `video:join`. */
export const VideoJoinToken = v.object({
  token: v.string(),
  expiresAt: v.pipe(v.string(), v.description('ISO 8601 instant the token stops being accepted')),
  role: VideoParticipantRole,
  /** STUN and TURN (with this user's time-limited credential) for the browser's peer connections. */
  iceServers: IceServers,
});
export type VideoJoinToken = v.InferOutput<typeof VideoJoinToken>;
