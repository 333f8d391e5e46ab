import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { actRoom, videoRoom, type VideoFeed, type VideoRecordingPayload, type VideoRole } from '@notary/domain/realtime';
import type { Socket } from 'socket.io';
import { DataSource } from 'typeorm';
import { ActTransitions } from '../../acts/act-transitions.service.js';
import { ActsRepository } from '../../acts/acts.repository.js';
import { AppError } from '../../common/app-error.js';
import type { ApiConfig } from '../../config.js';
import type { SessionUser } from '../../identity/auth.js';
import { RealtimeGateway } from '../../realtime/realtime.gateway.js';
import { JanusError } from '../janus/janus-client.js';
import { JanusService } from '../janus/janus.service.js';
import { RecordingProcessor } from '../recordings/recording-processor.js';

export function notaryOnly(): AppError {
  return new AppError('video_recording_notary_only', 403, 'Only the notary of the act starts and stops the recording of its conference');
}

/**
 * Issue 16.4: the notary turns the server-side recording of the act's
 * conference on and off. Janus's videoroom records every publisher of the
 * room (`enable_recording`, also the ones who publish later) into the act's
 * own folder under DATA_DIR/video/rec, so what a browser sent is on the
 * server even if the browser crashes. Whether the act is being recorded and
 * who published each feed are kept on the act (`video.recording`,
 * `video.feeds`), so any API replica can stop it and attribute the files.
 * On stop, and when the notary leaves while recording (closed tab, lost
 * connection, room gone), the recorders are closed and RecordingProcessor
 * turns the folder into stored WebM files; everyone in the conference hears
 * `video:recording` started / stopped, then the processor's saving / saved.
 */
@Injectable()
export class ConferenceRecording {
  private readonly logger = new Logger('ConferenceRecording');
  private readonly recRoot: string;

  constructor(
    private readonly db: DataSource,
    private readonly transitions: ActTransitions,
    private readonly acts: ActsRepository,
    private readonly janus: JanusService,
    private readonly processor: RecordingProcessor,
    private readonly realtime: RealtimeGateway,
    config: ConfigService<ApiConfig, true>,
  ) {
    this.recRoot = config.get('videoRecordings', { infer: true }).recDir;
  }

  /** The act's raw recording folder (the room's rec_dir); the act id is a UUID checked by the access rule before any use. */
  folderOf(actId: string): string {
    return join(this.recRoot, actId);
  }

  /**
   * After a successful `video:join`: remembers who publishes the feed (for
   * the recording's attribution) and tells the newcomer when the conference is
   * being recorded. Never fails the join.
   */
  async joined(socket: Socket, actId: string, feed: VideoFeed): Promise<void> {
    try {
      const rows = (await this.db.query(
        `UPDATE notarial_act SET video = jsonb_set(video, '{feeds}', COALESCE(video->'feeds', '{}'::jsonb) || jsonb_build_object($2::text, $3::text))
         WHERE id = $1 RETURNING video->'recording' AS recording`,
        [actId, String(feed.feedId), feed.userId],
      )) as [{ recording: unknown }[], number] | { recording: unknown }[];
      const list = Array.isArray(rows[0]) ? (rows[0] as { recording: unknown }[]) : (rows as { recording: unknown }[]);
      if (list[0]?.recording) socket.emit('video:recording', { actId, state: 'started' } satisfies VideoRecordingPayload);
    } catch (e) {
      this.logger.warn(`feed ${feed.feedId} of act ${actId}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** `video:recording` from a member of the conference: only its notary may; answers once Janus started or stopped the recorders. */
  async set(actId: string, role: VideoRole, user: SessionUser | null, state: unknown): Promise<void> {
    if (state !== 'started' && state !== 'stopped') throw new AppError('bad_request', 400, 'state is "started" or "stopped"');
    if (role !== 'notary' || !user) throw notaryOnly();
    if (state === 'started') await this.start(actId, user);
    else await this.stop(actId, user, 'notary');
  }

  private async start(actId: string, user: SessionUser): Promise<void> {
    const isNew = await this.transitions.mutate(actId, user, 'video.recording_start', async ({ em, access, audit }) => {
      if (access.actor !== 'notary') throw notaryOnly();
      const { act } = access;
      const room = act.video?.janusRoom;
      if (room === undefined) throw new AppError('video_room_not_open', 409, 'the notary has not opened the conference yet');
      const dir = this.folderOf(act.id);
      await mkdir(dir, { recursive: true });
      // Again on every start: a room made before it had a rec_dir, or Janus lost the recorders (restart).
      const admin = await this.janus.adminHandle();
      await admin.message({ request: 'edit', room, new_rec_dir: dir });
      await admin.message({ request: 'enable_recording', room, record: true });
      const isNewRecording = !act.video?.recording;
      act.video = { ...act.video, recording: act.video?.recording ?? { startedAt: new Date().toISOString() } };
      await this.acts.updateAct(em, actId, { video: act.video, updatedAt: new Date() });
      audit.janusRoom = room;
      return isNewRecording;
    });
    if (isNew) this.logger.log(`recording of act ${actId} started`);
    this.tell(actId, 'started');
  }

  /**
   * Closes the recorders, clears the act's flag and hands the folder to the
   * processor (in the background: the conference hears "being saved" and
   * "saved"). A media server that lost the room (restart) has already closed
   * them; what it wrote is processed all the same.
   */
  private async stop(actId: string, user: SessionUser, by: 'notary' | 'notary_left'): Promise<void> {
    const participants = await this.transitions.mutate(actId, user, 'video.recording_stop', async ({ em, access, audit }) => {
      if (access.actor !== 'notary') throw notaryOnly();
      const { act } = access;
      const room = act.video?.janusRoom;
      if (room !== undefined) {
        try {
          await (await this.janus.adminHandle()).message({ request: 'enable_recording', room, record: false });
        } catch (e) {
          // 426: no such room any more (the media server restarted): its recorders are closed.
          if (!(e instanceof JanusError && e.janusCode === 426)) throw e;
        }
      }
      const feeds = act.video?.feeds ?? {};
      const { recording: _wasRecording, ...rest } = act.video ?? {};
      act.video = rest;
      await this.acts.updateAct(em, actId, { video: act.video, updatedAt: new Date() });
      audit.by = by;
      return feeds;
    });
    this.logger.log(`recording of act ${actId} stopped (${by})`);
    this.tell(actId, 'stopped');
    void this.processor.process({ actId, dir: this.folderOf(actId), participants }).catch((e: unknown) => {
      // The .mjr files stay in the folder: the next stop (or start and stop) stores them.
      this.logger.error(`recording of act ${actId} not saved: ${e instanceof Error ? e.message : String(e)}`);
    });
  }

  /** A member left the conference (button, closed tab, lost connection, room gone): the notary's leaving stops the recording. */
  async left(actId: string, role: VideoRole, user: SessionUser | null | undefined): Promise<void> {
    if (role !== 'notary' || !user) return;
    try {
      const rows = (await this.db.query(`SELECT video->'recording' AS recording FROM notarial_act WHERE id = $1`, [actId])) as { recording: unknown }[];
      if (!rows[0]?.recording) return;
      await this.stop(actId, user, 'notary_left');
    } catch (e) {
      this.logger.error(`recording of act ${actId}, the notary left: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private tell(actId: string, state: VideoRecordingPayload['state']): void {
    const payload: VideoRecordingPayload = { actId, state };
    this.realtime.server?.to([actRoom(actId), videoRoom(actId)]).emit('video:recording', payload);
  }
}
