import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { NotaryProfile, NotaryScheduleBody } from '@notary/domain/contracts';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { AuthGuard } from '../identity/auth.guard.js';
import { CurrentUser, type SessionUser } from '../identity/current-user.decorator.js';
import { NotaryProfileService } from './notary-profile.service.js';

const ERRORS = { 403: "'Access Denied' (no session) or forbidden (not a notary linked to a notary record)" };

/** The signed-in notary's own record and schedule (issue 14.8); the public directory shows what is saved here. */
@Controller('notary-profile')
@UseGuards(AuthGuard)
export class NotaryProfileController {
  constructor(private readonly profile: NotaryProfileService) {}

  @Get()
  @ApiDoc({ summary: "The signed-in notary's own record: office, working days, own hours, leave and duty from today, ratings", response: NotaryProfile, errors: ERRORS })
  get(@CurrentUser() user: SessionUser) {
    return this.profile.get(user);
  }

  @Put('schedule')
  @ApiDoc({ summary: "Replace the signed-in notary's working days, own hours (null: the office's), vacation, medical leave and duty days from today on", body: NotaryScheduleBody, response: NotaryProfile, errors: { ...ERRORS, 400: 'validation_failed' } })
  saveSchedule(@CurrentUser() user: SessionUser, @Body(new ValibotPipe(NotaryScheduleBody)) body: NotaryScheduleBody) {
    return this.profile.saveSchedule(user, body);
  }
}
