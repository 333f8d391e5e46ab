import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import * as v from 'valibot';
import { DataSource } from 'typeorm';
import { answer, ApiDoc } from '../common/openapi/api-doc.js';
import { QueryIntSchema, UuidSchema } from '../acts/dto/common.js';
import { SmsOutboxMessageSchema } from '../acts/dto/responses.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { Roles, RolesGuard } from '../identity/auth.guard.js';
import { SmsOutboxMessage } from './sms-outbox.entity.js';

const OutboxQuerySchema = v.object({
  actId: v.optional(UuidSchema),
  phone: v.optional(v.pipe(v.string(), v.regex(/^\d{9}$/))),
  limit: v.optional(v.pipe(QueryIntSchema, v.minValue(1), v.maxValue(200)), 50),
});

/** The shipped SMS gateway's outbox, for the administrators' console (issue 5.6). */
@Controller('sms_outbox')
@UseGuards(RolesGuard)
@Roles('admin')
export class SmsOutboxController {
  constructor(private readonly db: DataSource) {}

  @Get()
  @ApiDoc({ summary: 'The SMS outbox (newest first), administrators only', query: OutboxQuerySchema, response: answer<SmsOutboxMessage[]>()(v.array(SmsOutboxMessageSchema)), errors: { 403: "'Access Denied' or forbidden" } })
  list(@Query(new ValibotPipe(OutboxQuerySchema)) query: v.InferOutput<typeof OutboxQuerySchema>) {
    return this.db.getRepository(SmsOutboxMessage).find({
      where: { ...(query.actId ? { actId: query.actId } : {}), ...(query.phone ? { phone: query.phone } : {}) },
      order: { createdAt: 'DESC' },
      take: query.limit,
    });
  }
}
