import { Module } from '@nestjs/common';
import { ActsModule } from '../../acts/acts.module.js';
import { IceModule } from '../ice/ice.module.js';
import { JanusService } from '../janus/janus.service.js';
import { VideoRecordingsModule } from '../recordings/recordings.module.js';
import { ConferenceRecording } from './conference-recording.service.js';
import { ConferenceController } from './conference.controller.js';
import { ConferenceGateway } from './conference.gateway.js';
import { ConferenceService } from './conference.service.js';

/** Issues 16.2 and 16.4: the act's video conference on the media server (rooms, join tokens, signalling, recording). */
@Module({ imports: [ActsModule, IceModule, VideoRecordingsModule], controllers: [ConferenceController], providers: [JanusService, ConferenceService, ConferenceRecording, ConferenceGateway], exports: [JanusService, ConferenceService] })
export class ConferenceModule {}
