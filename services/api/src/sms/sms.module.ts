import { Module } from '@nestjs/common';
import { OutboxSmsGateway, SmsGateway } from './sms-gateway.js';
import { SmsOutboxController } from './sms-outbox.controller.js';
import { SmsOutboxRepository } from './sms-outbox.repository.js';

@Module({ controllers: [SmsOutboxController], providers: [SmsOutboxRepository, { provide: SmsGateway, useClass: OutboxSmsGateway }], exports: [SmsGateway] })
export class SmsModule {}
