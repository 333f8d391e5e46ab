import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { AuthGuard } from '../identity/auth.guard.js';
import { CurrentUser, type SessionUser } from '../identity/current-user.decorator.js';
import { RequestLocale, ValibotPipe } from '../reference/request.js';
import {
  NotaryListQuerySchema,
  PageQuerySchema,
  ReviewBodySchema,
  type NotaryListQuery,
  type ReviewBody,
} from './dto/notaries.dto.js';
import { NotariesService } from './notaries.service.js';

const uuid = new ParseUUIDPipe({ version: undefined });

@Controller('notaries')
export class NotariesController {
  constructor(private readonly notaries: NotariesService) {}

  @Get()
  list(@Query(new ValibotPipe(NotaryListQuerySchema)) query: NotaryListQuery, @RequestLocale() locale: Locale) {
    return this.notaries.list(query, locale);
  }

  @Get('map')
  map(@Query(new ValibotPipe(NotaryListQuerySchema)) query: NotaryListQuery) {
    return this.notaries.map(query);
  }

  @Get(':id')
  details(@Param('id', uuid) id: string, @RequestLocale() locale: Locale) {
    return this.notaries.details(id, locale);
  }

  @Get(':id/reviews')
  reviews(@Param('id', uuid) id: string, @Query(new ValibotPipe(PageQuerySchema)) query: { page?: number; size?: number }) {
    return this.notaries.reviews(id, query.page, query.size);
  }

  @Get(':id/visits')
  @UseGuards(AuthGuard)
  visits(@Param('id', uuid) id: string, @CurrentUser() user: SessionUser) {
    return this.notaries.visits(user, id);
  }

  @Post(':id/reviews')
  @UseGuards(AuthGuard)
  addReview(
    @Param('id', uuid) id: string,
    @Body(new ValibotPipe(ReviewBodySchema)) body: ReviewBody,
    @CurrentUser() user: SessionUser,
  ) {
    return this.notaries.addReview(user, id, body);
  }
}
