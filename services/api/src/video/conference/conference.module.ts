import { Module } from '@nestjs/common';
import { ActsModule } from '../../acts/acts.module.js';
import { IceModule } from '../ice/ice.module.js';
import { JanusService } from '../janus/janus.service.js';
import { ConferenceController } from './conference.controller.js';
import { ConferenceGateway } from './conference.gateway.js';
import { ConferenceService } from './conference.service.js';

/** Issue 16.2: the act's video conference on the media server (rooms, join tokens, signalling). */
@Module({ imports: [ActsModule, IceModule], controllers: [ConferenceController], providers: [JanusService, ConferenceService, ConferenceGateway], exports: [JanusService, ConferenceService] })
export class ConferenceModule {}
