import { Module } from '@nestjs/common';
import { ActsModule } from '../acts/acts.module.js';
import { SubjectsController } from './subjects.controller.js';
import { SubjectsService } from './subjects.service.js';

@Module({ imports: [ActsModule], controllers: [SubjectsController], providers: [SubjectsService] })
export class SubjectsModule {}
