import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AuditModule } from '../../audit/audit.module.js';
import type { ApiConfig } from '../../config.js';
import { ActMemberGuard } from '../../documents/act-member.guard.js';
import { FileStorage } from '../../documents/file-storage.js';
import { createFileStorage } from '../../documents/file-storage-factory.js';
import { RealtimeModule } from '../../realtime/realtime.module.js';
import { RecordingProcessor } from './recording-processor.js';
import { RecordingsController } from './recordings.controller.js';
import { RecordingsRepository } from './recordings.repository.js';
import { RecordingsRetentionJob } from './recordings-retention.job.js';
import { RecordingsService } from './recordings.service.js';

/**
 * Video conference recordings (issue 16.4). The conference module imports
 * this one and calls `RecordingProcessor.process({ actId, dir, participants })`
 * when a recording stops or the room closes. The files go to the same file
 * storage port as the documents (documents/file-storage.ts), in their own
 * folder (DATA_DIR/video/recordings) or bucket prefix (`video/recordings/`),
 * as STORAGE_DRIVER chose (documents/file-storage-factory.ts).
 */
@Module({
  imports: [AuditModule, RealtimeModule],
  controllers: [RecordingsController],
  providers: [
    RecordingsRepository,
    RecordingProcessor,
    RecordingsService,
    RecordingsRetentionJob,
    ActMemberGuard,
    {
      provide: FileStorage,
      inject: [ConfigService],
      useFactory: (config: ConfigService<ApiConfig, true>) =>
        createFileStorage({ storage: config.get('storage', { infer: true }), documents: config.get('documents', { infer: true }), videoRecordings: config.get('videoRecordings', { infer: true }) }, 'videoRecordings'),
    },
  ],
  exports: [RecordingProcessor],
})
export class VideoRecordingsModule {}
