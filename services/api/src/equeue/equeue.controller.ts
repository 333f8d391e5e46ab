import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, UseGuards } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import {
  BookBody,
  Booking,
  CheckIn,
  EqueueDay,
  EqueueDaysQuery,
  EqueueOffice,
  EqueueOfficesQuery,
  EqueueSlot,
  EqueueSlotsQuery,
  MoveBody,
  OfficeEqueue,
  OfficeEqueueQuery,
} from '@notary/domain/contracts';
import * as v from 'valibot';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { AuthGuard } from '../identity/auth.guard.js';
import { CurrentUser, type SessionUser } from '../identity/current-user.decorator.js';
import { RequestLocale } from '../common/http/request-locale.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { EqueueService } from './equeue.service.js';

/** spec/shell.md 2.1: the e-queue needs sign-in, the lookups of offices and slots included. */
@Controller('equeue')
@UseGuards(AuthGuard)
export class EqueueController {
  constructor(private readonly equeue: EqueueService) {}

  @Get('offices')
  @ApiDoc({ summary: 'Offices taking bookings (with active notaries)', query: EqueueOfficesQuery, response: v.array(EqueueOffice), errors: { 400: 'validation_failed' } })
  offices(@Query(new ValibotPipe(EqueueOfficesQuery)) query: EqueueOfficesQuery) {
    return this.equeue.offices(query);
  }

  @Get('days')
  @ApiDoc({ summary: 'Bookable Tashkent days of an office (30 ahead) and their free slots', query: EqueueDaysQuery, response: v.array(EqueueDay), errors: { 400: 'validation_failed' } })
  days(@Query(new ValibotPipe(EqueueDaysQuery)) query: EqueueDaysQuery, @RequestLocale() locale: Locale) {
    return this.equeue.days(query.officeId, query.notaryId, locale);
  }

  @Get('slots')
  @ApiDoc({ summary: 'Free slots of an office on a day: timetable, working days, duty roster, leave, bookings, an hour of lead time', query: EqueueSlotsQuery, response: v.array(EqueueSlot), errors: { 400: 'validation_failed (officeId and date are required)' } })
  slots(@Query(new ValibotPipe(EqueueSlotsQuery)) query: EqueueSlotsQuery, @RequestLocale() locale: Locale) {
    return this.equeue.slots(query.officeId, query.date, query.notaryId, locale);
  }

  @Get('office/:officeId')
  @ApiDoc({ summary: "An office's bookings from a Tashkent day (today by default) for its own notaries: arrivals, lateness, check-in (issue 14.7)", query: OfficeEqueueQuery, response: OfficeEqueue, errors: { 400: 'validation_failed (officeId is no uuid)', 403: "'Access Denied' (no session) or forbidden (not a notary of this office)" } })
  office(
    @CurrentUser() user: SessionUser,
    @Param('officeId', new ParseUUIDPipe()) officeId: string,
    @Query(new ValibotPipe(OfficeEqueueQuery)) query: OfficeEqueueQuery,
    @RequestLocale() locale: Locale,
  ) {
    return this.equeue.office(user, officeId, query, locale);
  }

  @Get()
  @ApiDoc({ summary: "The citizen's bookings with every e-queue field of spec/shell.md 3", response: v.array(Booking) })
  mine(@CurrentUser() user: SessionUser, @RequestLocale() locale: Locale) {
    return this.equeue.mine(user, locale);
  }

  @Post()
  @ApiDoc({ summary: 'Book a free slot (a notary, or the first free one of the office)', body: BookBody, response: Booking, errors: { 400: 'validation_failed', 409: 'slot_taken, slot_too_soon, too_many_bookings' } })
  book(@CurrentUser() user: SessionUser, @Body(new ValibotPipe(BookBody)) body: BookBody, @RequestLocale() locale: Locale) {
    return this.equeue.book(user, body, locale);
  }

  @Put(':id')
  @ApiDoc({ summary: 'Move a future booking to another free slot of its office', body: MoveBody, response: Booking, errors: { 404: 'not_found', 409: 'slot_taken, slot_too_soon, booking_closed' } })
  move(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ValibotPipe(MoveBody)) body: MoveBody,
    @RequestLocale() locale: Locale,
  ) {
    return this.equeue.move(user, id, body, locale);
  }

  @Post(':id/cancel')
  @ApiDoc({ summary: 'Cancel a future booking', response: Booking, errors: { 404: 'not_found', 409: 'booking_closed' } })
  @HttpCode(200)
  cancel(@CurrentUser() user: SessionUser, @Param('id', new ParseUUIDPipe()) id: string, @RequestLocale() locale: Locale) {
    return this.equeue.cancel(user, id, locale);
  }

  @Post(':id/check-in')
  @ApiDoc({ summary: 'Arrival (the citizen at the kiosk, or the office notary): over 15 minutes late goes to the general queue', response: CheckIn, errors: { 404: 'not_found', 409: 'check_in_at_kiosk (the citizen outside a kiosk session), booking_closed, check_in_too_early' } })
  @HttpCode(200)
  checkIn(@CurrentUser() user: SessionUser, @Param('id', new ParseUUIDPipe()) id: string, @RequestLocale() locale: Locale) {
    return this.equeue.checkIn(user, id, locale);
  }
}
