import type { ActEvent, ActStatus, ActStep, Actor } from '../act/index.js';
import type { ErrorCode, Notice } from '../errors/index.js';
import type { InvitationStatus, PartyRole } from '../party/index.js';
import type { Notification } from '../contracts/notifications.js';

/**
 * Typed socket.io events shared by the API's gateway and the apps:
 * `new Server<ClientToServerEvents, ServerToClientEvents>()` and
 * `io() as Socket<ServerToClientEvents, ClientToServerEvents>`.
 * Payloads are plain JSON: ids are strings, instants ISO 8601 UTC.
 */

/** Sent to `act:<id>` after the transaction that changed the act committed (DESIGN.md 3). */
export type ActChangedPayload = {
  actId: string;
  step: ActStep;
  status: ActStatus;
  event: ActEvent;
  actor: Actor;
  /** ISO 8601 instant of the change. */
  at: string;
};

/** A party was added, removed or answered the invitation. */
export type ActPartyChangedPayload = {
  actId: string;
  partyId: string;
  role: PartyRole;
  /** null = awaiting. */
  invitationStatus: InvitationStatus;
  /** The applicant removed the party from the act. */
  isRemoved: boolean;
};

/** A notice for one user (`user:<id>`): a catalogue key and its parameters. */
export type NotifyPayload = {
  key: Notice | ErrorCode | 'act_needs_decision' | 'visit_time_set' | 'visit_time_passed';
  level: 'info' | 'success' | 'warning' | 'error';
  actId?: string;
  params?: Record<string, string | number>;
};

/** An RTCIceCandidateInit without the DOM lib (the package builds for Node too). */
export type IceCandidate = {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
};

export type VideoRole = 'notary' | 'participant';

/**
 * Issue 16.2: the conference runs on a media server (Janus's videoroom, an
 * SFU), never peer to peer. Each browser has one peer connection that
 * publishes its camera and microphone (a "feed") and one per remote feed it
 * receives; the API carries the signalling between the browser and Janus.
 * Every request is acknowledged; `feedId` is the media server's id of a
 * published feed.
 */
export type VideoFeed = { feedId: number; userId: string; name: string; role: VideoRole };
/** A JSEP offer or answer (RTCSessionDescriptionInit without the DOM lib). */
export type VideoJsep = { type: 'offer' | 'answer'; sdp: string };

/** `video:join`: the token of POST /api/notarial_act/:uuid/video/token. */
export type VideoJoinRequest = { actId: string; token: string };
export type VideoJoinAck = (result: { ok: true; feedId: number; feeds: VideoFeed[] } | { ok: false; code: ErrorCode }) => void;
/** `video:publish`: the browser's offer (a new one, with iceRestart, to restore a failed connection). */
export type VideoPublishRequest = { actId: string; jsep: VideoJsep };
/** `video:subscribe`: Janus's offer for one remote feed (`restart`: a new offer with ICE restarted). */
export type VideoSubscribeRequest = { actId: string; feedId: number; restart?: boolean };
export type VideoJsepAck = (result: { ok: true; jsep: VideoJsep } | { ok: false; code: ErrorCode }) => void;
/** `video:start`: the browser's answer to a subscription's offer. */
export type VideoStartRequest = { actId: string; feedId: number; jsep: VideoJsep };
/** `video:trickle`: a local ICE candidate (null: gathering completed) of the publishing connection, or of the subscription to `feedId`. */
export type VideoTricklePayload = { actId: string; feedId?: number; candidate: IceCandidate | null };

/** To `video:<actId>`: someone started publishing. */
export type VideoFeedJoinedPayload = { actId: string; feed: VideoFeed };
/** To `video:<actId>` (and from the media server to each socket): a feed stopped. */
export type VideoFeedLeftPayload = { actId: string; feedId: number };
/** To one socket: its conference ended on the server side (media server gone or room destroyed). */
export type VideoEndedPayload = { actId: string; code: ErrorCode };
/** acts-domain 8 notices: recording started and stopped; video being saved, stay in the conference. */
export type VideoRecordingPayload = { actId: string; state: 'started' | 'stopped' | 'saving' | 'saved' };
/** acts-domain 8 "identity confirmed by face check" during the conference. */
export type VideoIdentityPayload = {
  actId: string;
  userId: string;
  isConfirmed: boolean;
  /** Issue 16.3: the person's state now; `requested`: the notary asks them to take the check (again). */
  status: 'pending' | 'confirmed' | 'failed';
  isRequested: boolean;
};

/**
 * Sent to `equeue:<officeId>` after a booking of the office changed and the
 * change committed: booked, moved, cancelled, or the citizen arrived (on time
 * or to the general queue). The screen reads the list again; nothing personal
 * travels in the event.
 */
export type EqueueChangedPayload = {
  officeId: string;
  bookingId: string;
  change: 'booked' | 'moved' | 'cancelled' | 'arrived';
  /** ISO 8601 instant of the change. */
  at: string;
};

/** Every acknowledged client request answers with this. */
export type AckResult = { ok: true } | { ok: false; code: ErrorCode };
export type Ack = (result: AckResult) => void;

export type ServerToClientEvents = {
  'act:changed': (payload: ActChangedPayload) => void;
  'act:party_changed': (payload: ActPartyChangedPayload) => void;
  notify: (payload: NotifyPayload) => void;
  /** A new notification of the user (`user:<id>`), after the change that made it committed (issue 13.10). */
  'notification:new': (payload: Notification) => void;
  'equeue:changed': (payload: EqueueChangedPayload) => void;
  'video:feed_joined': (payload: VideoFeedJoinedPayload) => void;
  'video:feed_left': (payload: VideoFeedLeftPayload) => void;
  'video:ended': (payload: VideoEndedPayload) => void;
  'video:recording': (payload: VideoRecordingPayload) => void;
  'video:identity': (payload: VideoIdentityPayload) => void;
};

export type ClientToServerEvents = {
  /** Join `act:<id>`; refused with pin_not_found_in_uuid for a non-party (shell 6). */
  'act:subscribe': (payload: { actId: string }, ack: Ack) => void;
  'act:unsubscribe': (payload: { actId: string }) => void;
  /** Join `equeue:<officeId>`; refused with forbidden unless the user is a notary of that office. */
  'equeue:subscribe': (payload: { officeId: string }, ack: Ack) => void;
  'equeue:unsubscribe': (payload: { officeId: string }) => void;
  /** Enter the act's conference with a join token: the socket gets its publishing handle and the feeds already there. */
  'video:join': (payload: VideoJoinRequest, ack: VideoJoinAck) => void;
  'video:publish': (payload: VideoPublishRequest, ack: VideoJsepAck) => void;
  'video:subscribe': (payload: VideoSubscribeRequest, ack: VideoJsepAck) => void;
  'video:start': (payload: VideoStartRequest, ack: Ack) => void;
  'video:unsubscribe': (payload: { actId: string; feedId: number }) => void;
  'video:trickle': (payload: VideoTricklePayload) => void;
  'video:leave': (payload: { actId: string }) => void;
  /** The notary starts or stops the recording. */
  'video:recording': (payload: { actId: string; state: 'started' | 'stopped' }, ack: Ack) => void;
};

export type ServerToClientEventName = keyof ServerToClientEvents;
export type ClientToServerEventName = keyof ClientToServerEvents;

/** The event names as values, for handlers registered in a loop and for tests. */
export const SERVER_TO_CLIENT_EVENTS = [
  'act:changed',
  'act:party_changed',
  'notify',
  'notification:new',
  'equeue:changed',
  'video:feed_joined',
  'video:feed_left',
  'video:ended',
  'video:recording',
  'video:identity',
] as const satisfies readonly ServerToClientEventName[];

export const CLIENT_TO_SERVER_EVENTS = [
  'act:subscribe',
  'act:unsubscribe',
  'equeue:subscribe',
  'equeue:unsubscribe',
  'video:join',
  'video:publish',
  'video:subscribe',
  'video:start',
  'video:unsubscribe',
  'video:trickle',
  'video:leave',
  'video:recording',
] as const satisfies readonly ClientToServerEventName[];
