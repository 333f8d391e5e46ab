import * as v from 'valibot';
import { dateTimeOut, nullableString } from './primitives.js';

/**
 * Recordings of an act's video conference (issue 16.4): the media server
 * records every participant's audio and video on the server side; when the
 * recording stops, the API turns each participant's tracks into one WebM
 * (VP8 video, Opus audio), stores it through the file storage adapter and
 * keeps its SHA-256 here and in the act's audit trail.
 */
export const VIDEO_RECORDING_MIME_TYPE = 'video/webm';

/** The default of VIDEO_RETENTION_DAYS: five years. */
export const DEFAULT_VIDEO_RETENTION_DAYS = 1825;

/** Why a recording's content is no longer stored (its row and hash stay). */
export const VIDEO_RECORDING_DELETED_REASONS = ['retention'] as const;
export type VideoRecordingDeletedReason = (typeof VIDEO_RECORDING_DELETED_REASONS)[number];

/** One participant's recording, as the act's parties and notary see it. */
export const VideoRecording = v.object({
  id: v.string(),
  actId: v.string(),
  /** The portal user recorded; null when the media server's participant could not be matched to one. */
  userId: nullableString,
  userName: nullableString,
  /** The media server's id of the participant (its feed). */
  participant: v.string(),
  mimeType: v.literal(VIDEO_RECORDING_MIME_TYPE),
  /** Bytes of the stored file. */
  bytes: v.number(),
  /** Milliseconds, as the container says. */
  durationMs: v.number(),
  /** SHA-256 of the stored file, lower-case hex; the same value is in the act's audit trail. */
  sha256: v.string(),
  startedAt: dateTimeOut,
  stoppedAt: dateTimeOut,
  createdAt: dateTimeOut,
  /** When the content was deleted (the row and hash stay); null while it is stored. */
  deletedAt: v.nullable(dateTimeOut),
  deletedReason: v.nullable(v.picklist(VIDEO_RECORDING_DELETED_REASONS)),
});
export type VideoRecording = v.InferOutput<typeof VideoRecording>;

/**
 * GET /api/notarial_act/:uuid/video/recordings: each recording with the URL
 * a <video> element plays it from (byte ranges, so it seeks). The URL carries
 * a signed token bound to the recording and the user, valid two hours; null
 * once the content was deleted.
 */
export const VideoRecordingPlayback = v.object({
  ...VideoRecording.entries,
  playbackUrl: nullableString,
});
export type VideoRecordingPlayback = v.InferOutput<typeof VideoRecordingPlayback>;
