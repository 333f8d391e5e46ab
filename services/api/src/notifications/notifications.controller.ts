import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { NotificationList, NotificationsQuery, NotificationsRead } from '@notary/domain/contracts';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../identity/auth.js';
import { NotificationsService } from './notifications.service.js';

/**
 * The bell (issue 13.10): the signed-in user's own notifications. Every
 * query is by the session's user id, so nobody reads or marks another's.
 * The upcoming acts of the notify-warning dialog stay GET /notarial_act/get_notify.
 */
@Controller('notifications')
@UseGuards(AuthGuard)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiDoc({ summary: "The user's newest notifications (default 20) and the count of unread ones", query: NotificationsQuery, response: NotificationList, errors: { 403: "'Access Denied'" } })
  list(@CurrentUser() user: SessionUser, @Query(new ValibotPipe(NotificationsQuery)) query: NotificationsQuery) {
    return this.notifications.list(user.id, user.locale, query.limit ?? 20);
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiDoc({ summary: "Mark all the user's notifications read", response: NotificationsRead, errors: { 403: "'Access Denied'" } })
  readAll(@CurrentUser() user: SessionUser) {
    return this.notifications.markAllRead(user.id);
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiDoc({ summary: 'Mark one of the user\'s notifications read', response: NotificationsRead, errors: { 403: "'Access Denied'", 404: 'not the user\'s notification' } })
  read(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    return this.notifications.markRead(user.id, id);
  }
}
