import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, UseGuards } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import * as v from 'valibot';
import { answer, ApiDoc, type Answered } from '../common/openapi/api-doc.js';
import { AuthGuard } from '../identity/auth.guard.js';
import { CurrentUser, type SessionUser } from '../identity/current-user.decorator.js';
import { RequestLocale } from '../common/http/request-locale.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import {
  BookBodySchema,
  DaysQuerySchema,
  MoveBodySchema,
  OfficesQuerySchema,
  SlotsQuerySchema,
  type BookBody,
  type MoveBody,
} from './dto/equeue.dto.js';
import { BookingSchema, CheckInSchema, EqueueDaySchema, EqueueOfficeSchema, EqueueSlotSchema } from './dto/responses.js';
import { type BookingDto, EqueueService } from './equeue.service.js';

/** spec/shell.md 2.1: the e-queue needs sign-in, the lookups of offices and slots included. */
@Controller('equeue')
@UseGuards(AuthGuard)
export class EqueueController {
  constructor(private readonly equeue: EqueueService) {}

  @Get('offices')
  @ApiDoc({ summary: 'Offices taking bookings (with active notaries)', query: OfficesQuerySchema, response: answer<Answered<EqueueService['offices']>>()(v.array(EqueueOfficeSchema)) })
  offices(@Query(new ValibotPipe(OfficesQuerySchema)) query: { regionId?: number; districtId?: number }) {
    return this.equeue.offices(query);
  }

  @Get('days')
  @ApiDoc({ summary: 'Bookable Tashkent days of an office (30 ahead) and their free slots', query: DaysQuerySchema, response: answer<Answered<EqueueService['days']>>()(v.array(EqueueDaySchema)) })
  days(@Query(new ValibotPipe(DaysQuerySchema)) query: { officeId: string; notaryId?: string }, @RequestLocale() locale: Locale) {
    return this.equeue.days(query.officeId, query.notaryId, locale);
  }

  @Get('slots')
  @ApiDoc({ summary: 'Free slots of an office on a day: timetable, working days, duty roster, leave, bookings, an hour of lead time', query: SlotsQuerySchema, response: answer<Answered<EqueueService['slots']>>()(v.array(EqueueSlotSchema)) })
  slots(@Query(new ValibotPipe(SlotsQuerySchema)) query: { officeId: string; notaryId?: string; date: string }, @RequestLocale() locale: Locale) {
    return this.equeue.slots(query.officeId, query.date, query.notaryId, locale);
  }

  @Get()
  @ApiDoc({ summary: "The citizen's bookings with every e-queue field of spec/shell.md 3", response: answer<BookingDto[]>()(v.array(BookingSchema)) })
  mine(@CurrentUser() user: SessionUser, @RequestLocale() locale: Locale) {
    return this.equeue.mine(user, locale);
  }

  @Post()
  @ApiDoc({ summary: 'Book a free slot (a notary, or the first free one of the office)', body: BookBodySchema, response: answer<BookingDto>()(BookingSchema), errors: { 400: 'validation_failed', 409: 'slot_taken, too_many_bookings' } })
  book(@CurrentUser() user: SessionUser, @Body(new ValibotPipe(BookBodySchema)) body: BookBody, @RequestLocale() locale: Locale) {
    return this.equeue.book(user, body, locale);
  }

  @Put(':id')
  @ApiDoc({ summary: 'Move a future booking to another free slot of its office', body: MoveBodySchema, response: answer<BookingDto>()(BookingSchema), errors: { 404: 'not_found', 409: 'slot_taken, booking_closed' } })
  move(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ValibotPipe(MoveBodySchema)) body: MoveBody,
    @RequestLocale() locale: Locale,
  ) {
    return this.equeue.move(user, id, body, locale);
  }

  @Post(':id/cancel')
  @ApiDoc({ summary: 'Cancel a future booking', response: answer<BookingDto>()(BookingSchema), errors: { 404: 'not_found', 409: 'booking_closed' } })
  @HttpCode(200)
  cancel(@CurrentUser() user: SessionUser, @Param('id', new ParseUUIDPipe()) id: string, @RequestLocale() locale: Locale) {
    return this.equeue.cancel(user, id, locale);
  }

  @Post(':id/check-in')
  @ApiDoc({ summary: 'Arrival (the citizen at the kiosk, or the office notary): over 15 minutes late goes to the general queue', response: answer<Answered<EqueueService['checkIn']>>()(CheckInSchema), errors: { 404: 'not_found', 409: 'check_in_at_kiosk (the citizen outside a kiosk session), booking_closed, check_in_too_early' } })
  @HttpCode(200)
  checkIn(@CurrentUser() user: SessionUser, @Param('id', new ParseUUIDPipe()) id: string, @RequestLocale() locale: Locale) {
    return this.equeue.checkIn(user, id, locale);
  }
}
