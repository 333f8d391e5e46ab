import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

/**
 * Recording and sending notifications, without the acts module: the
 * invitation issuer (which the acts module imports) tells invitations through it.
 */
@Module({ imports: [SmsModule, RealtimeModule], providers: [NotificationsRepository, NotificationsService], exports: [NotificationsService] })
export class NotificationsCoreModule {}
