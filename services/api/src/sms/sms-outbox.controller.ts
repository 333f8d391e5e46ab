import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import * as v from 'valibot';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { SmsOutboxMessage as SmsOutboxMessageAnswer, SmsOutboxQuery } from '@notary/domain/contracts';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { Roles, RolesGuard } from '../identity/auth.guard.js';
import { SmsOutboxRepository } from './sms-outbox.repository.js';

/** The shipped SMS gateway's outbox, for the administrators' console (issue 5.6). */
@Controller('sms_outbox')
@UseGuards(RolesGuard)
@Roles('admin')
export class SmsOutboxController {
  constructor(private readonly outbox: SmsOutboxRepository) {}

  @Get()
  @ApiDoc({ summary: 'The SMS outbox (newest first), administrators only', query: SmsOutboxQuery, response: v.array(SmsOutboxMessageAnswer), errors: { 403: "'Access Denied' or forbidden" } })
  list(@Query(new ValibotPipe(SmsOutboxQuery)) query: SmsOutboxQuery) {
    return this.outbox.latest(query);
  }
}
