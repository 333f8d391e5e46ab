/**
 * The `lpproto` messages (spec/shell.md 7), written once and validated on both
 * sides: every text frame is JSON of one of these shapes. Anything else is
 * answered with an ERROR and the socket is closed, on either side.
 */
import * as v from 'valibot';
import { FACE_CHECK_LOCALES, MAX_MESSAGE_CHARS } from './constants.js';

const SeqSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31));
const TimestampSchema = v.pipe(v.number(), v.finite());

/** A random id chosen by the client; a reconnect with the same id resumes the session. */
export const SessionIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/));

/** spec/shell.md 3 (passport auth data) and 5 (masks): what CONNECT carries. */
export const FaceCheckAuthSchema = v.object({
  pin: v.pipe(v.string(), v.regex(/^\d{14}$/)),
  passserial: v.pipe(v.string(), v.regex(/^\p{Lu}{2}$/u)),
  passnum: v.pipe(v.string(), v.regex(/^[0-9A-Z]{1,20}$/)),
});
export type FaceCheckAuth = v.InferOutput<typeof FaceCheckAuthSchema>;

export const ConnectMessageSchema = v.object({
  type: v.literal('CONNECT'),
  sessionId: SessionIdSchema,
  ...FaceCheckAuthSchema.entries,
  locale: v.picklist(FACE_CHECK_LOCALES),
});
export type ConnectMessage = v.InferOutput<typeof ConnectMessageSchema>;

/** One camera frame: base64 JPEG (no data: prefix) at quality 0.6. */
export const FrameMessageSchema = v.object({
  type: v.literal('FRAME'),
  seq: SeqSchema,
  image: v.pipe(v.string(), v.minLength(4), v.maxLength(MAX_MESSAGE_CHARS), v.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
});
export type FrameMessage = v.InferOutput<typeof FrameMessageSchema>;

/** Sent every 3000 ms by the client; the service answers with its own. */
export const HeartbeatMessageSchema = v.object({ type: v.literal('HEARTBEAT'), ts: TimestampSchema });
export type HeartbeatMessage = v.InferOutput<typeof HeartbeatMessageSchema>;

export const ClientMessageSchema = v.variant('type', [ConnectMessageSchema, FrameMessageSchema, HeartbeatMessageSchema]);
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;

export const FaceRectSchema = v.object({
  x: TimestampSchema,
  y: TimestampSchema,
  width: v.pipe(v.number(), v.minValue(0)),
  height: v.pipe(v.number(), v.minValue(0)),
});
/** Pixels of the frame as sent (not mirrored): the overlay mirrors it for the preview. */
export type FaceRect = v.InferOutput<typeof FaceRectSchema>;

/** What the person is asked to do, one step at a time (spec/shell.md 8 codes 65, 64, 62, 61). */
export const CHALLENGE_STEPS = ['turn_left', 'turn_right', 'close_eyes', 'open_eyes'] as const;
export type ChallengeStep = (typeof CHALLENGE_STEPS)[number];
export const FACE_CHECK_PHASES = ['positioning', 'challenge', 'finishing'] as const;
export type FaceCheckPhase = (typeof FACE_CHECK_PHASES)[number];

export const StatsMessageSchema = v.object({
  type: v.literal('STATS'),
  /** The FRAME this answers; frames replaced by a newer one before analysis get no STATS of their own. */
  seq: SeqSchema,
  /** The frame met everything the current phase asks for. */
  isOk: v.boolean(),
  /** Guidance codes of spec/shell.md 8, most important first. */
  errors: v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))),
  details: v.object({
    faceFramePosition: v.object({ faceRect: v.nullable(FaceRectSchema) }),
    frame: v.object({ width: v.number(), height: v.number() }),
    phase: v.picklist(FACE_CHECK_PHASES),
    challenge: v.nullable(
      v.object({
        step: v.picklist(CHALLENGE_STEPS),
        /** 0-based position of the step and the number of steps of this attempt. */
        index: v.number(),
        total: v.number(),
        remainingMs: v.number(),
      }),
    ),
  }),
});
export type StatsMessage = v.InferOutput<typeof StatsMessageSchema>;
export type FaceCheckStats = StatsMessage;

/** The signed result; its payload carries isOk, livenessWasSuccessful and the best shot. */
export const SuccessMessageSchema = v.object({ type: v.literal('SUCCESS'), jwt: v.pipe(v.string(), v.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/)) });
export type SuccessMessage = v.InferOutput<typeof SuccessMessageSchema>;

/**
 * Why the service ended a session. All of them are followed by a close:
 * 1002 for protocol violations, 1013 for `busy`, 4000 for the rest.
 */
export const FACE_CHECK_ERROR_CODES = [
  /** Not JSON, not one of the messages, binary, or a message out of order. */
  'bad_message',
  /** Longer than MAX_MESSAGE_CHARS. */
  'message_too_large',
  /** A FRAME before CONNECT. */
  'not_connected',
  /** The image is not a decodable JPEG of a sane size. */
  'bad_frame',
  /** Frames faster than the cadence allows. */
  'too_many_frames',
  /** spec/shell.md 9: 123 s without success. */
  'timeout',
  /** The liveness challenge failed too many times. */
  'liveness_failed',
  /** The session id is open on another socket. */
  'session_in_use',
  /** Too many sessions at once: try again later. */
  'busy',
  'internal',
] as const;
export type FaceCheckErrorCode = (typeof FACE_CHECK_ERROR_CODES)[number];

export const ErrorMessageSchema = v.object({
  type: v.literal('ERROR'),
  code: v.picklist(FACE_CHECK_ERROR_CODES),
  message: v.pipe(v.string(), v.maxLength(500)),
});
export type ErrorMessage = v.InferOutput<typeof ErrorMessageSchema>;

export const ServerMessageSchema = v.variant('type', [StatsMessageSchema, SuccessMessageSchema, ErrorMessageSchema, HeartbeatMessageSchema]);
export type ServerMessage = v.InferOutput<typeof ServerMessageSchema>;

export type ParseResult<T> = { ok: true; message: T } | { ok: false; code: 'bad_message' | 'message_too_large'; reason: string };

function parseWith<T>(schema: v.GenericSchema<unknown, T>, data: unknown): ParseResult<T> {
  if (typeof data !== 'string') return { ok: false, code: 'bad_message', reason: 'not a text message' };
  // Checked before JSON.parse so an oversized message costs no parsing.
  if (data.length > MAX_MESSAGE_CHARS + 200) return { ok: false, code: 'message_too_large', reason: `longer than ${MAX_MESSAGE_CHARS} characters` };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { ok: false, code: 'bad_message', reason: 'not JSON' };
  }
  const result = v.safeParse(schema, json);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    return { ok: false, code: 'bad_message', reason: `${path ? `${path}: ` : ''}${issue.message}` };
  }
  return { ok: true, message: result.output };
}

/** The service's side: a text frame from the browser. */
export function parseClientMessage(data: unknown): ParseResult<ClientMessage> {
  return parseWith(ClientMessageSchema, data);
}

/** The browser's side: a text frame from the service. */
export function parseServerMessage(data: unknown): ParseResult<ServerMessage> {
  return parseWith(ServerMessageSchema, data);
}

/** Camera pre-check results (spec/shell.md 8, camera errors). */
export const CAMERA_ERROR_CODES = ['no_webcam', 'no_microphone', 'low_resolution', 'not_readable', 'permission_denied', 'unknown'] as const;
export type CameraErrorCode = (typeof CAMERA_ERROR_CODES)[number];
