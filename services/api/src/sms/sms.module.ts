import { Module } from '@nestjs/common';
import { OutboxSmsGateway, SmsGateway } from './sms-gateway.js';
import { SmsOutboxController } from './sms-outbox.controller.js';

@Module({ controllers: [SmsOutboxController], providers: [{ provide: SmsGateway, useClass: OutboxSmsGateway }], exports: [SmsGateway] })
export class SmsModule {}
