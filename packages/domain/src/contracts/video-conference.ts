import * as v from 'valibot';
import { IceServers } from './ice-servers.js';
import { JwtSchema } from '../validation/index.js';
import { uuid } from './primitives.js';

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

/**
 * Issue 16.3, the face check inside the conference. A participant asks for an
 * attempt (POST …/video/identity/attempt): the face check runs with
 * `sessionId` as its session id and the person's own pin and document, and
 * its signed result goes to POST …/video/identity. The API accepts only a
 * result of that person, for an attempt of this act's current conference,
 * while they are in it.
 */
export const VideoIdentityAttempt = v.object({
  sessionId: v.pipe(v.string(), v.description("the face check's session id (CONNECT sessionId); the result's sid must be it")),
  pin: v.string(),
  passserial: v.string(),
  passnum: v.string(),
});
export type VideoIdentityAttempt = v.InferOutput<typeof VideoIdentityAttempt>;

/** POST …/video/identity: the face check's signed result (its best shot inside: up to 1 MiB of body). */
export const VideoIdentityConfirm = v.object({ jwt: v.pipe(JwtSchema, v.maxLength(1_000_000, 'error_wrong_jwt')) });
export type VideoIdentityConfirm = v.InferOutput<typeof VideoIdentityConfirm>;

/** pending: not checked (or asked again by the notary); confirmed / failed: the last check in this conference. */
export const VideoIdentityStatus = v.picklist(['pending', 'confirmed', 'failed']);
export type VideoIdentityStatus = v.InferOutput<typeof VideoIdentityStatus>;

/** Why the last check failed: the liveness challenge, the face against the registry photo, no registry photo. */
export const VideoIdentityFailure = v.picklist(['liveness_failed', 'face_mismatch', 'photo_missing']);
export type VideoIdentityFailure = v.InferOutput<typeof VideoIdentityFailure>;

/** One person whose identity the notary confirms: the author, or a party who joined and takes part by video. */
export const VideoIdentityParty = v.object({
  userId: v.pipe(v.nullable(v.string()), v.description('their account; null if they have never signed in')),
  name: v.string(),
  isAuthor: v.boolean(),
  status: VideoIdentityStatus,
  failure: v.nullable(VideoIdentityFailure),
  /** The notary asked for the check (again) and it has not been taken since. */
  isRequested: v.boolean(),
  checkedAt: v.pipe(v.nullable(v.string()), v.description('ISO 8601 instant of the last check in this conference')),
});
export type VideoIdentityParty = v.InferOutput<typeof VideoIdentityParty>;

/** GET …/video/identity: everyone's state in the act's current conference, and whether the act may be registered. */
export const VideoIdentityState = v.object({
  actId: v.string(),
  room: v.pipe(v.nullable(v.number()), v.description("the conference's room on the media server; null before the notary opened it")),
  actStatus: v.string(),
  regnum: v.nullable(v.string()),
  parties: v.array(VideoIdentityParty),
  /** Every party is confirmed: the notary may register (issue 16.5). */
  isComplete: v.boolean(),
});
export type VideoIdentityState = v.InferOutput<typeof VideoIdentityState>;

/** POST …/video/identity/request: the notary asks this participant (their account) to take the check (again). */
export const VideoIdentityRequest = v.object({ userId: uuid() });
export type VideoIdentityRequest = v.InferOutput<typeof VideoIdentityRequest>;
