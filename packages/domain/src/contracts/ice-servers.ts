import * as v from 'valibot';

/**
 * Issue 16.2: one ICE server of a conference, as `RTCPeerConnection` takes
 * it (`RTCIceServer`). A TURN server carries time-limited credentials of
 * coturn's TURN REST API: `username` is `<expiry unix seconds>:<user id>`,
 * `credential` the base64 HMAC-SHA1 of the username under the shared secret.
 * A STUN server has neither.
 */
export const IceServer = v.object({
  urls: v.array(v.string()),
  username: v.optional(v.string()),
  credential: v.optional(v.string()),
});
export type IceServer = v.InferOutput<typeof IceServer>;

/** What a join answer gives the browser for its `RTCPeerConnection({ iceServers })`. */
export const IceServers = v.array(IceServer);
export type IceServers = v.InferOutput<typeof IceServers>;
