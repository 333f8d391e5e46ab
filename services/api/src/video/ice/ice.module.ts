import { Module } from '@nestjs/common';
import { IceServersService } from './ice-servers.service.js';

/** Issue 16.2: STUN and TURN for the conference; the video module imports it for its join answer. */
@Module({ providers: [IceServersService], exports: [IceServersService] })
export class IceModule {}
