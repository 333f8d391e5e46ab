import { Module } from '@nestjs/common';
import { ActsModule } from '../acts/acts.module.js';
import { NotificationEffects } from './notification-effects.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsCoreModule } from './notifications-core.module.js';

/** Notifications of the acts' moments (issue 13.10): the bell's routes and the transitions' effects. */
@Module({ imports: [ActsModule, NotificationsCoreModule], controllers: [NotificationsController], providers: [NotificationEffects] })
export class NotificationsModule {}
