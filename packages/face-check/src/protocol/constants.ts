/**
 * Constants of the face check shared by the browser client, the overlay and
 * the service. The business values of spec/shell.md 9 come from
 * `@notary/domain/constants` (one source of truth); the names here are the
 * face check's own vocabulary for them, plus the protocol's technical limits.
 */
import {
  FACE_CANVAS_FONT_SIZE_PX,
  FACE_CHECK_TIMEOUT_MS,
  FACE_GUIDE_ICON_OFFSET_PX,
  FACE_GUIDE_ICON_SIZE_PX,
  FACE_LOCALES,
  FACE_MIN_RESOLUTION,
  FACE_SOCKET_FINAL_CLOSE_CODES,
  FACE_SOCKET_SUBPROTOCOL,
  FRAME_INTERVAL_MS,
  HEARTBEAT_MS,
  JPEG_QUALITY,
  RECONNECT,
  SOCKET_CONNECT_TIMEOUT_MS,
  START_DELAY_MS,
  type FaceLocale,
} from '@notary/domain/constants';

/** Prompt languages of the face check: oz (Uzbek Latin), uz (Uzbek Cyrillic), ru, kaa (Karakalpak). */
export const FACE_CHECK_LOCALES = FACE_LOCALES;
export type FaceCheckLocale = FaceLocale;

/** spec/shell.md 9: the timing of the face check, in milliseconds. */
export const FACE_CHECK_TIMING = {
  startDelayMs: START_DELAY_MS,
  connectTimeoutMs: SOCKET_CONNECT_TIMEOUT_MS,
  reconnectMinMs: RECONNECT.minMs,
  reconnectMaxMs: RECONNECT.maxMs,
  reconnectFactor: RECONNECT.factor,
  frameIntervalMs: FRAME_INTERVAL_MS,
  overallTimeoutMs: FACE_CHECK_TIMEOUT_MS,
  heartbeatMs: HEARTBEAT_MS,
} as const;
export type FaceCheckTiming = { -readonly [K in keyof typeof FACE_CHECK_TIMING]: number };

export const FRAME_JPEG_QUALITY = JPEG_QUALITY;
export const SUBPROTOCOL = FACE_SOCKET_SUBPROTOCOL;
/** spec/shell.md 7: after these close codes the client does not reconnect. */
export const FINAL_CLOSE_CODES: readonly number[] = FACE_SOCKET_FINAL_CLOSE_CODES;
/** The service closes with 4000 after an ERROR that ends the session (time-out, flood, failed liveness). */
export const CLOSE_SESSION_ENDED = 4000;
/** The service closes with 1002 after a message that breaks the protocol (garbage, wrong order). */
export const CLOSE_PROTOCOL_ERROR = 1002;
/** The service is full or still loading: not final, the client retries with its back-off. */
export const CLOSE_TRY_AGAIN_LATER = 1013;
export const CLOSE_NORMAL = 1000;

export const MIN_CAMERA_RESOLUTION = FACE_MIN_RESOLUTION;

/** The service's routes, behind the gateway's same-origin `/face-check/` prefix. */
export const FACE_CHECK_WS_PATH = '/face-check/ws';
export const FACE_CHECK_HEALTH_PATH = '/face-check/health';
export const FACE_CHECK_JWKS_PATH = '/face-check/jwks.json';

/**
 * Frames are sent at most this wide: the models look at a 256 px crop anyway,
 * and a 1280×720 camera would otherwise triple bandwidth and decode time.
 */
export const MAX_FRAME_WIDTH = 640;
/**
 * A 640×480 JPEG at quality 0.6 is 20–70 KB, so 1 MiB of text (≈ 768 KB of
 * JPEG) leaves room for any honest camera and bounds what one message costs.
 */
export const MAX_MESSAGE_CHARS = 1_048_576;

/** Overlay drawing, spec/shell.md 9. */
export const GUIDE_ICON_SIZE = FACE_GUIDE_ICON_SIZE_PX;
export const GUIDE_ICON_OFFSET = FACE_GUIDE_ICON_OFFSET_PX;
export const HINT_FONT_SIZE = FACE_CANVAS_FONT_SIZE_PX;
