import { createHmac } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { VideoRecordingPlayback } from '@notary/domain/contracts';
import type { ApiConfig } from '../../config.js';
import { AppError } from '../../common/app-error.js';
import { type ByteRange, FileStorage } from '../../documents/file-storage.js';
import { resolveActAccess } from '../../acts/act-access.js';
import type { SessionUser } from '../../identity/auth.js';
import { USER_STATE } from '../../users/user.entity.js';
import { sessionConfigOf } from '../../sessions/session-config.js';
import { PLAYBACK_TTL_MS, playbackToken, readPlaybackToken } from './playback-token.js';
import { recordingView, RecordingsRepository } from './recordings.repository.js';

export type RecordingContent = { size: number; range: ByteRange | null; stream: Readable };

function notFound(): AppError {
  return new AppError('not_found', 404, 'recording not found');
}

/**
 * Issue 16.4 replay: the act's parties and its notary list the act's
 * recordings (the guard has checked access before this runs) and play them
 * through a signed playback URL that supports byte ranges.
 */
@Injectable()
export class RecordingsService {
  private readonly logger = new Logger('VideoRecordings');
  private readonly key: Buffer;

  constructor(
    private readonly recordings: RecordingsRepository,
    private readonly storage: FileStorage,
    config: ConfigService<ApiConfig, true>,
  ) {
    const secret = sessionConfigOf({ sessions: config.get('sessions', { infer: true }), dataDir: config.get('dataDir', { infer: true }), isProduction: config.get('isProduction', { infer: true }) }).secret;
    // Its own key, derived: a playback token is never a session token.
    this.key = createHmac('sha256', secret).update('video-recording-playback').digest();
  }

  async list(actId: string, user: SessionUser, now = Date.now()): Promise<VideoRecordingPlayback[]> {
    const rows = await this.recordings.list(this.recordings.manager, actId);
    return rows.map((row) => {
      const view = recordingView(row);
      const isStored = view.deletedAt === null;
      const token = isStored ? playbackToken(this.key, { recordingId: row.id, actId, userId: user.id, expiresAt: now + PLAYBACK_TTL_MS }) : null;
      const url = token ? `/api/notarial_act/${actId}/video/recordings/${row.id}/content?token=${encodeURIComponent(token)}` : null;
      return { ...view, playbackUrl: url };
    });
  }

  /** Checks the token before anything is read; then the recording's bytes, all or one range. */
  async content(actId: string, recordingId: string, token: string | undefined, rangeOf: (size: number) => ByteRange | 'invalid' | null): Promise<RecordingContent> {
    const claims = token ? readPlaybackToken(this.key, token) : null;
    if (!claims || claims.actId !== actId || claims.recordingId !== recordingId) {
      throw new AppError('download_forbidden', 418, 'The playback link is not valid or has expired: open the recording again from the act card');
    }
    // The token's user must still be active and still see the act (a removed party, a moved notary do not).
    const holder = await this.recordings.activeUser(this.recordings.manager, claims.userId, USER_STATE.active);
    if (!holder) throw new AppError('download_forbidden', 418, 'The playback link is no longer valid');
    const user: SessionUser = { id: holder.id, pin: holder.pin, roles: holder.roles as SessionUser['roles'], fullname: holder.fullname, notaryId: holder.notary_id, locale: 'oz' };
    try {
      await resolveActAccess(this.recordings.manager, actId, user, { lock: false });
    } catch (e) {
      if (e instanceof AppError && e.status === 418) throw new AppError('download_forbidden', 418, e.code, { cause: e.code });
      throw e;
    }
    const row = await this.recordings.find(this.recordings.manager, actId, recordingId);
    if (!row) throw notFound();
    if (row.deleted_at) throw new AppError('recording_deleted', 410, 'The recording was deleted when its retention period ended; its SHA-256 stays in the act');
    const size = await this.storage.size(row.storage_key);
    if (size === null) {
      this.logger.error(`recording ${row.id} of act ${actId}: no content under ${row.storage_key}`);
      throw new AppError('not_found', 404, 'the recording content is missing from the file storage');
    }
    const range = rangeOf(size);
    if (range === 'invalid') throw new AppError('recording_range_not_satisfiable', 416, 'The requested range is outside the recording', { size });
    const stream = await this.storage.read(row.storage_key, range ?? undefined);
    if (!stream) throw notFound();
    return { size, range, stream };
  }
}
