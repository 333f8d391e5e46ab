import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import { claimJobPeriod } from '../../common/jobs/job-claims.js';
import type { ApiConfig } from '../../config.js';
import { FileStorage } from '../../documents/file-storage.js';
import { RECORDING_ACTOR } from './recording-processor.js';
import { RecordingsRepository } from './recordings.repository.js';

/** Once a day for the whole product (issue 17.3's claims), in batches. */
const RETENTION_PERIOD_MS = 24 * 60 * 60_000;
/** The job checks hourly whether the day's period is free to claim. */
const RETENTION_TICK_MS = 60 * 60_000;
const BATCH = 100;

/**
 * Issue 16.4 "a retention setting": a recording's file is deleted
 * VIDEO_RETENTION_DAYS after it was saved. Its row stays with its SHA-256,
 * marked `deleted_reason = 'retention'`, and the act's audit trail gets
 * `video.recording.deleted` under the act's row lock; the file is removed
 * after that commits (a rolled-back mark keeps its content).
 */
@Injectable()
export class RecordingsRetentionJob {
  private readonly logger = new Logger('RecordingsRetentionJob');
  private isRunning = false;

  constructor(
    private readonly db: DataSource,
    private readonly recordings: RecordingsRepository,
    private readonly audit: AuditService,
    private readonly storage: FileStorage,
    private readonly config: ConfigService<ApiConfig, true>,
  ) {}

  @Interval('video-recordings-retention', RETENTION_TICK_MS)
  async tick(): Promise<void> {
    if (this.isRunning) return;
    this.isRunning = true;
    try {
      if (await claimJobPeriod(this.db.manager, 'video-recordings-retention', RETENTION_PERIOD_MS)) await this.run();
    } catch (e) {
      this.logger.error(`retention: ${String(e)}`);
    } finally {
      this.isRunning = false;
    }
  }

  /** Returns the recordings whose content it deleted (the tests call this directly). */
  async run(now = new Date()): Promise<string[]> {
    const days = this.config.get('videoRecordings', { infer: true }).retentionDays;
    const before = new Date(now.getTime() - days * 24 * 60 * 60_000);
    const done: string[] = [];
    for (;;) {
      const due = await this.recordings.dueForRetention(this.db.manager, before, BATCH);
      const deleted: string[] = [];
      for (const { id, act_id: actId } of due) {
        try {
          const key = await this.db.transaction(async (em) => {
            await this.recordings.lockAct(em, actId);
            const row = await this.recordings.lockStored(em, id);
            if (!row) return null;
            await this.recordings.markDeleted(em, id, 'retention', now);
            await this.audit.append(em, {
              actId,
              actorId: null,
              actorRole: RECORDING_ACTOR,
              action: 'video.recording.deleted',
              reason: 'retention',
              data: { recordingId: id, sha256: row.sha256, bytes: Number(row.bytes), retentionDays: days, savedAt: row.created_at.toISOString() },
            });
            return row.storage_key;
          });
          if (key) {
            await this.storage.remove(key).catch((e: unknown) => this.logger.warn(`remove ${key}: ${String(e)}`));
            deleted.push(id);
          }
        } catch (e) {
          this.logger.error(`retention of recording ${id}: ${String(e)}`);
        }
      }
      done.push(...deleted);
      if (due.length < BATCH || deleted.length === 0) return done;
    }
  }
}
