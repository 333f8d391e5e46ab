import { Module } from '@nestjs/common';
import { OutboxSmsGateway, SmsGateway } from './sms-gateway.js';

@Module({ providers: [{ provide: SmsGateway, useClass: OutboxSmsGateway }], exports: [SmsGateway] })
export class SmsModule {}
