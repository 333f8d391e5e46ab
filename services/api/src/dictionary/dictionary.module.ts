import { Module } from '@nestjs/common';
import { DictionaryController } from './dictionary.controller.js';
import { DictionaryService } from './dictionary.service.js';
import { BundledReferenceSource, ReferenceSource } from './reference-source.js';

@Module({
  controllers: [DictionaryController],
  providers: [DictionaryService, { provide: ReferenceSource, useClass: BundledReferenceSource }],
})
export class DictionaryModule {}
