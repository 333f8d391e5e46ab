import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AuditModule } from '../../audit/audit.module.js';
import type { ApiConfig } from '../../config.js';
import { ActMemberGuard } from '../../documents/act-member.guard.js';
import { FileStorage, LocalFolderStorage } from '../../documents/file-storage.js';
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
 * folder (DATA_DIR/video/recordings) or bucket.
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
      useFactory: (config: ConfigService<ApiConfig, true>) => new LocalFolderStorage(config.get('videoRecordings', { infer: true }).dir),
    },
  ],
  exports: [RecordingProcessor],
})
export class VideoRecordingsModule {}
