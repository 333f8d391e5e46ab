import { Module } from '@nestjs/common';
import { ActsModule } from '../../acts/acts.module.js';
import { IdentityModule } from '../../identity/identity.module.js';
import { ConferenceModule } from '../conference/conference.module.js';
import { VideoIdentityController } from './video-identity.controller.js';
import { VideoIdentityService } from './video-identity.service.js';

/** Issue 16.3: the parties' face check inside the act's video conference. */
@Module({ imports: [ActsModule, IdentityModule, ConferenceModule], controllers: [VideoIdentityController], providers: [VideoIdentityService] })
export class VideoIdentityModule {}
