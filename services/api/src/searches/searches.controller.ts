import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import {
  ActCheck,
  ActCheckQuery,
  BanSearchQuery,
  BanSearchResult,
  InheritanceQuery,
  InheritanceSearch,
  ProxyCheck,
  ProxyCheckQuery,
} from '@notary/domain/contracts';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { AuthGuard } from '../identity/auth.guard.js';
import { SearchThrottleGuard } from '../rate-limit/search-throttle.guard.js';
import { CurrentUser, type SessionUser } from '../identity/current-user.decorator.js';
import { RequestLocale } from '../common/http/request-locale.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { SearchesService } from './searches.service.js';

/** The public searches of spec/acts-domain.md 2 (routes search_proxy, search_inheritcase, search_ban, search_notarial_act). */
@Controller('searches')
@UseGuards(SearchThrottleGuard)
export class SearchesController {
  constructor(private readonly searches: SearchesService) {}

  @Get('proxy')
  @ApiDoc({ summary: 'Power-of-attorney check by registry number and date (dd.mm.yyyy)', query: ProxyCheckQuery, response: ProxyCheck, errors: { 400: 'validation_failed', 429: 'too_many_requests (Retry-After)', 503: 'search_failed' }, isPublic: true })
  proxy(@Query(new ValibotPipe(ProxyCheckQuery)) query: ProxyCheckQuery, @RequestLocale() locale: Locale) {
    return this.searches.proxy(query.regnum, query.regdate, locale);
  }

  @Get('inheritance')
  @ApiDoc({ summary: "Inheritance cases by the deceased's name, death date, case number, opening date, notary", query: InheritanceQuery, response: InheritanceSearch, errors: { 400: 'validation_failed', 429: 'too_many_requests (Retry-After)', 503: 'search_failed' }, isPublic: true })
  inheritance(@Query(new ValibotPipe(InheritanceQuery)) query: InheritanceQuery, @RequestLocale() locale: Locale) {
    return this.searches.inheritance(query, locale);
  }

  @Get('bans')
  @ApiDoc({ summary: 'Bans, arrests and fines on the caller’s own vehicle (plate + tech passport) or real estate (type + cadastre)', query: BanSearchQuery, response: BanSearchResult, errors: { 400: 'validation_failed', 403: "'Access Denied'", 429: 'too_many_requests (Retry-After)', 503: 'search_failed' } })
  @UseGuards(AuthGuard)
  bans(@Query(new ValibotPipe(BanSearchQuery)) query: BanSearchQuery, @CurrentUser() user: SessionUser, @RequestLocale() locale: Locale) {
    return this.searches.bans(user, query, locale);
  }

  @Get('notarial-act')
  @ApiDoc({ summary: "Notarial act check by register number, date and office (the print form's QR link names all three): office, state, linked acts, the act's public remark, language, phone", query: ActCheckQuery, response: ActCheck, errors: { 400: 'validation_failed', 429: 'too_many_requests (Retry-After)', 503: 'search_failed' }, isPublic: true })
  notarialAct(@Query(new ValibotPipe(ActCheckQuery)) query: ActCheckQuery, @RequestLocale() locale: Locale) {
    return this.searches.notarialAct(query.regnum, query.regdate, locale, query.office ?? null);
  }
}
