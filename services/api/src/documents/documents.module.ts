import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ActsModule } from '../acts/acts.module.js';
import type { ApiConfig } from '../config.js';
import { ActMemberGuard } from './act-member.guard.js';
import { DocumentsController } from './documents.controller.js';
import { DocumentsRepository } from './documents.repository.js';
import { DocumentsService } from './documents.service.js';
import { FileStorage } from './file-storage.js';
import { createFileStorage } from './file-storage-factory.js';
import { DocumentUploadInterceptor } from './upload.interceptor.js';

/**
 * Documents of an act (issue 13.2). The file storage is a port: STORAGE_DRIVER
 * picks its adapter, a folder under DATA_DIR or a prefix of an S3-compatible
 * bucket (file-storage-factory.ts; docs/acts.md "Documents").
 */
@Module({
  imports: [ActsModule],
  controllers: [DocumentsController],
  providers: [
    DocumentsRepository,
    DocumentsService,
    ActMemberGuard,
    DocumentUploadInterceptor,
    {
      provide: FileStorage,
      inject: [ConfigService],
      useFactory: (config: ConfigService<ApiConfig, true>) =>
        createFileStorage({ storage: config.get('storage', { infer: true }), documents: config.get('documents', { infer: true }), videoRecordings: config.get('videoRecordings', { infer: true }) }, 'documents'),
    },
  ],
})
export class DocumentsModule {}
