import { Module } from '@nestjs/common';
import { ActsModule } from '../acts/acts.module.js';
import { PartiesController } from './parties.controller.js';
import { PartiesService } from './parties.service.js';

@Module({ imports: [ActsModule], controllers: [PartiesController], providers: [PartiesService] })
export class PartiesModule {}
