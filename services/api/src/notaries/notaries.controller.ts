import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import {
  NotaryDetails,
  NotaryListQuery,
  NotaryMapOffice,
  NotaryPage,
  ReviewAdded,
  ReviewBody,
  ReviewPage,
  ReviewPageQuery,
  Visits,
} from '@notary/domain/contracts';
import * as v from 'valibot';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { AuthGuard } from '../identity/auth.guard.js';
import { CurrentUser, type SessionUser } from '../identity/current-user.decorator.js';
import { RequestLocale } from '../common/http/request-locale.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { NotariesService } from './notaries.service.js';

const uuid = new ParseUUIDPipe({ version: undefined });

@Controller('notaries')
export class NotariesController {
  constructor(private readonly notaries: NotariesService) {}

  @Get()
  @ApiDoc({ summary: 'Notary directory: filters (region, district, name, language, licence status), sorts (alphabet, ministry rating, client rating, distance from lat/lng), pages', query: NotaryListQuery, response: NotaryPage, errors: { 400: 'validation_failed' } })
  list(@Query(new ValibotPipe(NotaryListQuery)) query: NotaryListQuery, @RequestLocale() locale: Locale) {
    return this.notaries.list(query, locale);
  }

  @Get('map')
  @ApiDoc({ summary: 'The offices matching the directory filters, with coordinates, for the map', query: NotaryListQuery, response: v.array(NotaryMapOffice), errors: { 400: 'validation_failed' } })
  map(@Query(new ValibotPipe(NotaryListQuery)) query: NotaryListQuery) {
    return this.notaries.map(query);
  }

  @Get(':id')
  @ApiDoc({ summary: 'A notary: office, timetable, the next 14 days (leave, duty), status, ratings', response: NotaryDetails, errors: { 400: 'the id is no uuid', 404: 'not_found' } })
  details(@Param('id', uuid) id: string, @RequestLocale() locale: Locale) {
    return this.notaries.details(id, locale);
  }

  @Get(':id/reviews')
  @ApiDoc({ summary: 'Reviews of a notary, newest first', query: ReviewPageQuery, response: ReviewPage, errors: { 400: 'validation_failed' } })
  reviews(@Param('id', uuid) id: string, @Query(new ValibotPipe(ReviewPageQuery)) query: ReviewPageQuery) {
    return this.notaries.reviews(id, query.page, query.size);
  }

  @Get(':id/visits')
  @ApiDoc({ summary: "The signed-in person's previous visits to this notary (acts, e-queue)", response: Visits, errors: { 403: "'Access Denied'" } })
  @UseGuards(AuthGuard)
  visits(@Param('id', uuid) id: string, @CurrentUser() user: SessionUser) {
    return this.notaries.visits(user, id);
  }

  @Post(':id/reviews')
  @ApiDoc({ summary: 'Review a notary: a rating is required (rating_required), one per own registered act with this notary', body: ReviewBody, response: ReviewAdded, errors: { 400: 'rating_required, validation_failed', 403: "'Access Denied'", 409: 'review_not_allowed, review_exists' } })
  @UseGuards(AuthGuard)
  addReview(
    @Param('id', uuid) id: string,
    @Body(new ValibotPipe(ReviewBody)) body: ReviewBody,
    @CurrentUser() user: SessionUser,
  ) {
    return this.notaries.addReview(user, id, body);
  }
}
