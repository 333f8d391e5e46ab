import { Module } from '@nestjs/common';
import { ReferenceController } from './reference.controller.js';
import { ReferenceRepository } from './reference.repository.js';
import { ReferenceService } from './reference.service.js';

@Module({ controllers: [ReferenceController], providers: [ReferenceService, ReferenceRepository], exports: [ReferenceService] })
export class ReferenceModule {}
