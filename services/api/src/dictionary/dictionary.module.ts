import { Module } from '@nestjs/common';
import { DictionaryController } from './dictionary.controller.js';
import { DictionaryRepository } from './dictionary.repository.js';
import { DictionaryService } from './dictionary.service.js';
import { BundledReferenceSource, ReferenceSource } from './reference-source.js';

@Module({
  controllers: [DictionaryController],
  providers: [DictionaryService, DictionaryRepository, { provide: ReferenceSource, useClass: BundledReferenceSource }],
})
export class DictionaryModule {}
