import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, UseGuards } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { AuthGuard } from '../identity/auth.guard.js';
import { CurrentUser, type SessionUser } from '../identity/current-user.decorator.js';
import { RequestLocale, ValibotPipe } from '../reference/request.js';
import {
  BookBodySchema,
  DaysQuerySchema,
  MoveBodySchema,
  OfficesQuerySchema,
  SlotsQuerySchema,
  type BookBody,
  type MoveBody,
} from './dto/equeue.dto.js';
import { EqueueService } from './equeue.service.js';

/** spec/shell.md 2.1: the e-queue needs sign-in, the lookups of offices and slots included. */
@Controller('equeue')
@UseGuards(AuthGuard)
export class EqueueController {
  constructor(private readonly equeue: EqueueService) {}

  @Get('offices')
  offices(@Query(new ValibotPipe(OfficesQuerySchema)) query: { regionId?: number; districtId?: number }) {
    return this.equeue.offices(query);
  }

  @Get('days')
  days(@Query(new ValibotPipe(DaysQuerySchema)) query: { officeId: string; notaryId?: string }, @RequestLocale() locale: Locale) {
    return this.equeue.days(query.officeId, query.notaryId, locale);
  }

  @Get('slots')
  slots(@Query(new ValibotPipe(SlotsQuerySchema)) query: { officeId: string; notaryId?: string; date: string }, @RequestLocale() locale: Locale) {
    return this.equeue.slots(query.officeId, query.date, query.notaryId, locale);
  }

  @Get()
  mine(@CurrentUser() user: SessionUser, @RequestLocale() locale: Locale) {
    return this.equeue.mine(user, locale);
  }

  @Post()
  book(@CurrentUser() user: SessionUser, @Body(new ValibotPipe(BookBodySchema)) body: BookBody, @RequestLocale() locale: Locale) {
    return this.equeue.book(user, body, locale);
  }

  @Put(':id')
  move(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ValibotPipe(MoveBodySchema)) body: MoveBody,
    @RequestLocale() locale: Locale,
  ) {
    return this.equeue.move(user, id, body, locale);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: SessionUser, @Param('id', new ParseUUIDPipe()) id: string, @RequestLocale() locale: Locale) {
    return this.equeue.cancel(user, id, locale);
  }

  @Post(':id/check-in')
  @HttpCode(200)
  checkIn(@CurrentUser() user: SessionUser, @Param('id', new ParseUUIDPipe()) id: string, @RequestLocale() locale: Locale) {
    return this.equeue.checkIn(user, id, locale);
  }
}
