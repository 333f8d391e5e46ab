import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { EqueueReminders } from './equeue-reminders.js';
import { EqueueRepository } from './equeue.repository.js';
import { EqueueController } from './equeue.controller.js';
import { EqueueService } from './equeue.service.js';

@Module({
  imports: [SmsModule, RealtimeModule],
  controllers: [EqueueController],
  providers: [EqueueRepository, EqueueService, EqueueReminders],
  // The notary console's visit calendar (acts/notary-desk) reads the office's timetable and bookings through it.
  exports: [EqueueRepository],
})
export class EqueueModule {}
