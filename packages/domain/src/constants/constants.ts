/**
 * Business constants and limits of spec/shell.md 9 and spec/acts-domain.md 9,
 * plus the few literal values of other clauses that several packages need
 * (cited where they come from). Durations are in milliseconds (`_MS`).
 */

// --- Locales (spec/shell.md 1, 9) ---------------------------------------------------

/** Interface languages: Uzbek Latin (default), Uzbek Cyrillic, Russian. */
export const LOCALES = ['oz', 'uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'oz';
/** Face-check prompts also exist in Karakalpak (spec/shell.md 1). */
export const FACE_LOCALES = [...LOCALES, 'kaa'] as const;
export type FaceLocale = (typeof FACE_LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// --- Identification (spec/shell.md 9, 5) ----------------------------------------------

export const PASSPORT_SERIES_LENGTH = 2;
export const PASSPORT_NUMBER_LENGTH = 7;
export const PIN_LENGTH = 14;
/** spec/shell.md 5: inn mask, 9 digits. */
export const INN_LENGTH = 9;
/** spec/shell.md 5: phone, 9 digits (the national number without +998). */
export const PHONE_LENGTH = 9;
/** spec/shell.md 5: camera image mimetype must be png or jpeg. */
export const CAMERA_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

// --- Face check (spec/shell.md 9, 7) --------------------------------------------------

export const FACE_CHECK_TIMEOUT_MS = 123_000;
/** Pause between two liveness frames. */
export const FRAME_INTERVAL_MS = 300;
export const JPEG_QUALITY = 0.6;
export const HEARTBEAT_MS = 3000;
export const START_DELAY_MS = 3000;
export const SOCKET_CONNECT_TIMEOUT_MS = 4000;
/** Reconnect back-off: from `minMs`, times `factor` per attempt, capped at `maxMs`. */
export const RECONNECT = { minMs: 1000, maxMs: 10_000, factor: 1.3 } as const;
/** spec/shell.md 7: websocket subprotocol of the face-recognition service. */
export const FACE_SOCKET_SUBPROTOCOL = 'lpproto';
/** spec/shell.md 7: close codes after which the client must not reconnect. */
export const FACE_SOCKET_FINAL_CLOSE_CODES = [4000, 1002] as const;
/** spec/shell.md 8: the shell's camera minimum for the face check. */
export const FACE_MIN_RESOLUTION = { width: 640, height: 480 } as const;
export const FACE_GUIDE_ICON_SIZE_PX = 45;
export const FACE_GUIDE_ICON_OFFSET_PX = 60;
export const FACE_CANVAS_FONT_SIZE_PX = 18;

// --- HTTP and UI (spec/shell.md 9) ----------------------------------------------------

export const REQUEST_TIMEOUT_MS = 100_000;
export const SIGN_IN_TIMEOUT_MS = 60_000;
export const ERROR_TOAST_MS = 20_000;
/** 418 access errors (uuid_not_found, pin_not_found_in_uuid). */
export const ACCESS_ERROR_TOAST_MS = 30_000;
export const SESSION_EXPIRED_TOAST_MS = 3000;
export const KEYBOARD_DEFAULT_MAX_LENGTH = 250;
export const CHUNK_TIMEOUT_MS = 120_000;
export const HELPLINE = '1008';

// --- E-queue (spec/shell.md 9, acts-domain.md 9) --------------------------------------

/** A citizen later than this is served in the general queue. */
export const EQUEUE_LATE_MINUTES = 15;

// --- Notarial acts (spec/acts-domain.md 9, 5) -----------------------------------------

export const ACT_STEP_COUNT = 9;
/** Video-conference registration: camera minimum (acts-domain 5), stricter than the face check's. */
export const MIN_VIDEO_RESOLUTION = { width: 1280, height: 720 } as const;
export const MIN_CONNECTION_MBPS = 2;
export const RECOMMENDED_CONNECTION_MBPS = 4;
/** A minor of this age or older may travel alone when self-departure is ticked. */
export const MINOR_ALONE_AGE = 15;
/**
 * acts-domain 5 "the state duty is 5 percent of the rate": the share of the
 * state duty that is PAID (not the discount) for a vehicle transfer to a
 * close relative.
 */
export const CLOSE_RELATIVE_VEHICLE_TRANSFER_DUTY_PERCENT = 5;
/** The paid share of the state duty for a vehicle power of attorney to a close relative. */
export const CLOSE_RELATIVE_VEHICLE_POA_DUTY_PERCENT = 50;

// --- Act types and registration types (spec/acts-domain.md 9, 3, 1) ----------------
// Defined here, the leaf module, so every constant of acts-domain 9 is in one
// place; `@notary/domain/act` re-exports them beside the act type definitions,
// and imports from here (never the other way round, so there is no cycle).

/** acts-domain 3 "Act types": the 17 type ids (acts-domain 9 "act type ids as listed above"). */
export const ACT_TYPE_IDS = [
  1, 4, 9, 101, 105, 11651, 11680, 11720, 11742, 11944, 11962, 12047, 15003, 15034, 15035, 15018, 15025,
] as const;
export type ActTypeId = (typeof ACT_TYPE_IDS)[number];

export function isActTypeId(value: unknown): value is ActTypeId {
  return typeof value === 'number' && (ACT_TYPE_IDS as readonly number[]).includes(value);
}

/** acts-domain 1, 9: registration type 1 in person with a notary, 2 by video conference. */
export const REG_TYPES = { in_person: 1, video: 2 } as const;
export type RegType = (typeof REG_TYPES)[keyof typeof REG_TYPES];

// --- Time (spec/shell.md 1, acts-domain.md 9) -----------------------------------------

export const TASHKENT_TZ = 'Asia/Tashkent';
/** Uzbekistan keeps UTC+5 all year (no daylight saving since 1992). */
export const TASHKENT_UTC_OFFSET = '+05:00';
export const TASHKENT_UTC_OFFSET_MINUTES = 300;
