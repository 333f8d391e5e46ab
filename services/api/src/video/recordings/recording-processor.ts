import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { type VideoRecording, VIDEO_RECORDING_MIME_TYPE } from '@notary/domain/contracts';
import { actRoom, videoRoom, type VideoRecordingPayload } from '@notary/domain/realtime';
import { DataSource } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import { FileStorage } from '../../documents/file-storage.js';
import { RealtimeGateway } from '../../realtime/realtime.gateway.js';
import { extractTrack, groupTracks, muxWebm, type ParticipantTracks, probeMedia, sha256OfFile, trackNames, tracksSettled } from './recording-media.js';
import { recordingView, RecordingsRepository } from './recordings.repository.js';

/** What the conference hands over when a recording stops or the room closes. */
export type RecordingFolder = {
  /** The act whose conference was recorded. */
  actId: string;
  /** The room's rec_dir, where Janus's videoroom wrote one .mjr per participant per medium. */
  dir: string;
  /**
   * The media server's participant (feed id, as in `videoroom-<room>-user-<feed>-…`) to the
   * portal user it is. A feed id that is itself a user's id needs no entry.
   */
  participants?: Readonly<Record<string, string>>;
};

/** The audit trail's actor for what the recording pipeline does. */
export const RECORDING_ACTOR = 'system:video-recording';

/**
 * Issue 16.4: turns a room's server-side recording into stored, hashed files.
 * For each participant (and each recording of them in the folder) it runs
 * `janus-pp-rec` on the audio and the video .mjr, muxes them with ffmpeg into
 * one WebM (VP8 and Opus copied, not re-encoded), stores it through the file
 * storage adapter, and writes a `video_recording` row and an audit entry with
 * its SHA-256 under the act's row lock. Only then are the .mjr files removed,
 * so a crash at any point loses nothing: the next call finds them again, and
 * a group already stored (its `source`) is not stored twice. The act's room
 * and its conference hear `video:recording` `saving`, then `saved`.
 *
 * Calls for one folder run one after the other (a stop and a room close
 * arriving together); call it after Janus closed the recorders (the room's
 * `record: false` or its destruction answered).
 */
@Injectable()
export class RecordingProcessor {
  private readonly logger = new Logger('RecordingProcessor');
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: DataSource,
    private readonly recordings: RecordingsRepository,
    private readonly audit: AuditService,
    private readonly storage: FileStorage,
    private readonly gateway: RealtimeGateway,
  ) {}

  /** Returns the recordings stored by this call (none when the folder held nothing new). */
  process(folder: RecordingFolder): Promise<VideoRecording[]> {
    const previous = this.queues.get(folder.dir) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.processNow(folder));
    this.queues.set(folder.dir, next);
    void next.finally(() => {
      if (this.queues.get(folder.dir) === next) this.queues.delete(folder.dir);
    }).catch(() => undefined);
    return next;
  }

  private async processNow(folder: RecordingFolder): Promise<VideoRecording[]> {
    // The files there now are this stop's; a recording started again meanwhile writes new ones, left for its own stop.
    const names = await trackNames(folder.dir);
    if (names.length === 0) return [];
    const from = Date.now();
    await tracksSettled(folder.dir, names);
    const groups = await groupTracks(folder.dir, names);
    const grouped = groups.reduce((n, g) => n + (g.audio ? 1 : 0) + (g.video ? 1 : 0), 0);
    const note = `recording of act ${folder.actId}: ${names.length} tracks settled in ${Date.now() - from} ms, ${groups.length} participants' recordings`;
    // A track without its header yet (nothing of it written out) stays in the folder for the next call.
    if (grouped < names.length) this.logger.warn(`${note}; ${names.length - grouped} tracks in none (no header written yet, or data)`);
    else this.logger.log(note);
    if (groups.length === 0) return [];
    this.tell(folder.actId, 'saving');
    const stored: VideoRecording[] = [];
    const failures: unknown[] = [];
    for (const group of groups) {
      try {
        const saved = await this.storeGroup(folder, group);
        if (saved) stored.push(saved);
      } catch (e) {
        // The group's .mjr files stay in the folder: the next call tries them again.
        this.logger.error(`recording ${group.prefix} of act ${folder.actId}: ${e instanceof Error ? e.message : String(e)}`);
        failures.push(e);
      }
    }
    if (failures.length === 0) this.tell(folder.actId, 'saved');
    if (failures.length > 0 && stored.length === 0) throw failures[0];
    return stored;
  }

  private async storeGroup(folder: RecordingFolder, group: ParticipantTracks): Promise<VideoRecording | null> {
    const source = `${folder.actId}/${group.prefix}`;
    const tracks = [group.audio, group.video].filter((t) => t !== null);
    if (await this.recordings.hasSource(this.recordings.manager, source)) {
      // Stored by an earlier call that stopped before removing the tracks.
      await Promise.all(tracks.map((t) => rm(t.path, { force: true })));
      return null;
    }
    const work = await mkdtemp(join(tmpdir(), 'notary-recording-'));
    try {
      const video = group.video ? join(work, 'video.webm') : null;
      const audio = group.audio ? join(work, 'audio.opus') : null;
      if (group.video && video) await extractTrack(group.video.path, video);
      if (group.audio && audio) await extractTrack(group.audio.path, audio);
      const output = join(work, 'recording.webm');
      await muxWebm(video, audio, output);
      const [{ durationMs }, sha256, { size }] = await Promise.all([probeMedia(output), sha256OfFile(output), stat(output)]);
      const id = randomUUID();
      const storageKey = `${folder.actId}/${id}`;
      const startedAt = group.startedAt;
      const stoppedAt = new Date(startedAt.getTime() + durationMs);
      // The bytes first, the row after: a row never names content that is not stored.
      await this.storage.putFile(storageKey, output, VIDEO_RECORDING_MIME_TYPE);
      let row;
      try {
        row = await this.db.transaction(async (em) => {
          if (!(await this.recordings.lockAct(em, folder.actId))) throw new Error(`no act ${folder.actId}`);
          const named = folder.participants?.[group.participant] ?? group.participant;
          const userId = (await this.recordings.isUser(em, named)) ? named : null;
          const saved = await this.recordings.insert(em, { id, actId: folder.actId, userId, participant: group.participant, source, storageKey, bytes: size, durationMs, sha256, startedAt, stoppedAt });
          await this.audit.append(em, {
            actId: folder.actId,
            actorId: null,
            actorRole: RECORDING_ACTOR,
            action: 'video.recording.saved',
            data: { recordingId: id, userId, participant: group.participant, sha256, bytes: size, durationMs, startedAt: startedAt.toISOString(), stoppedAt: stoppedAt.toISOString() },
          });
          return saved;
        });
      } catch (e) {
        await this.storage.remove(storageKey).catch((err: unknown) => this.logger.warn(`remove ${storageKey}: ${String(err)}`));
        throw e;
      }
      // After commit: the tracks are now the stored WebM.
      await Promise.all(tracks.map((t) => rm(t.path, { force: true })));
      return recordingView(row);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  private tell(actId: string, state: VideoRecordingPayload['state']): void {
    const payload: VideoRecordingPayload = { actId, state };
    this.gateway.server?.to([actRoom(actId), videoRoom(actId)]).emit('video:recording', payload);
  }
}
