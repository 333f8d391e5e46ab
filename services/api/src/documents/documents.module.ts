import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ActsModule } from '../acts/acts.module.js';
import type { ApiConfig } from '../config.js';
import { ActMemberGuard } from './act-member.guard.js';
import { DocumentsController } from './documents.controller.js';
import { DocumentsRepository } from './documents.repository.js';
import { DocumentsService } from './documents.service.js';
import { FileStorage, LocalFolderStorage } from './file-storage.js';
import { DocumentUploadInterceptor } from './upload.interceptor.js';

/**
 * Documents of an act (issue 13.2). The file storage is a port: the shipped
 * adapter is a folder under DATA_DIR; an S3-compatible one replaces the
 * `FileStorage` provider (docs/acts.md "Documents").
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
      useFactory: (config: ConfigService<ApiConfig, true>) => new LocalFolderStorage(config.get('documents', { infer: true }).dir),
    },
  ],
})
export class DocumentsModule {}
