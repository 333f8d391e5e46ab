import { Module } from '@nestjs/common';
import { ActNotifier } from './act-notifier.service.js';
import { RealtimeGateway } from './realtime.gateway.js';

@Module({ providers: [RealtimeGateway, ActNotifier], exports: [ActNotifier] })
export class RealtimeModule {}
