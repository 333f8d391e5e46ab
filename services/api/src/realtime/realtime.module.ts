import { Module } from '@nestjs/common';
import { ActNotifier } from './act-notifier.service.js';
import { EqueueNotifier } from './equeue-notifier.service.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeRepository } from './realtime.repository.js';

@Module({ providers: [RealtimeGateway, RealtimeRepository, ActNotifier, EqueueNotifier], exports: [ActNotifier, EqueueNotifier, RealtimeGateway] })
export class RealtimeModule {}
