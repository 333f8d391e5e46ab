import { Module } from '@nestjs/common';
import { ActsModule } from '../acts/acts.module.js';
import { StateRegistriesModule } from '../state-registries/state-registries.module.js';
import { PartiesController } from './parties.controller.js';
import { PartiesService } from './parties.service.js';

@Module({ imports: [ActsModule, StateRegistriesModule], controllers: [PartiesController], providers: [PartiesService] })
export class PartiesModule {}
