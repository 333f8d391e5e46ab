import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { BanSearchSchema, PowerOfAttorneyCheckSchema, type BanSearchOutput, type PowerOfAttorneyCheckOutput } from '@notary/domain/validation';
import * as v from 'valibot';
import { answer, ApiDoc, type Answered } from '../common/openapi/api-doc.js';
import { AuthGuard } from '../identity/auth.guard.js';
import { SearchThrottleGuard } from '../rate-limit/search-throttle.guard.js';
import { CurrentUser, type SessionUser } from '../identity/current-user.decorator.js';
import { optionalDate, optionalInt, optionalText } from '../common/validation/query.js';
import { RequestLocale } from '../common/http/request-locale.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { ActCheckSchema, BanSearchResultSchema, InheritanceSearchSchema, ProxyCheckSchema } from './dto/responses.js';
import { SearchesService } from './searches.service.js';

/** An id, or nothing when empty (a form's "any"). */
const optionalUuid = () => v.optional(v.pipe(v.string(), v.transform((s) => (s === '' ? undefined : s)), v.union([v.undefined(), v.pipe(v.string(), v.uuid())])));

const InheritanceQuery = v.object({
  name: optionalText(120),
  deathDate: optionalDate(),
  caseNumber: optionalText(40),
  openedOn: optionalDate(),
  notaryId: optionalUuid(),
  page: optionalInt(1, 500),
});

/**
 * The act check: register number and date, and the office (register numbers
 * are unique per office only; the print form's QR link names it).
 */
const ActCheckQuery = v.object({ ...PowerOfAttorneyCheckSchema.entries, office: optionalUuid() }, PowerOfAttorneyCheckSchema.message);

/** The public searches of spec/acts-domain.md 2 (routes search_proxy, search_inheritcase, search_ban, search_notarial_act). */
@Controller('searches')
@UseGuards(SearchThrottleGuard)
export class SearchesController {
  constructor(private readonly searches: SearchesService) {}

  @Get('proxy')
  @ApiDoc({ summary: 'Power-of-attorney check by registry number and date (dd.mm.yyyy)', query: PowerOfAttorneyCheckSchema, response: answer<Answered<SearchesService['proxy']>>()(ProxyCheckSchema), errors: { 400: 'validation_failed', 429: 'too_many_requests (Retry-After)', 503: 'search_failed' }, isPublic: true })
  proxy(@Query(new ValibotPipe(PowerOfAttorneyCheckSchema)) query: PowerOfAttorneyCheckOutput, @RequestLocale() locale: Locale) {
    return this.searches.proxy(query.regnum, query.regdate, locale);
  }

  @Get('inheritance')
  @ApiDoc({ summary: "Inheritance cases by the deceased's name, death date, case number, opening date, notary", query: InheritanceQuery, response: answer<Answered<SearchesService['inheritance']>>()(InheritanceSearchSchema), errors: { 400: 'validation_failed', 429: 'too_many_requests (Retry-After)', 503: 'search_failed' }, isPublic: true })
  inheritance(@Query(new ValibotPipe(InheritanceQuery)) query: v.InferOutput<typeof InheritanceQuery>, @RequestLocale() locale: Locale) {
    return this.searches.inheritance(query, locale);
  }

  @Get('bans')
  @ApiDoc({ summary: 'Bans, arrests and fines on the caller’s own vehicle (plate + tech passport) or real estate (type + cadastre)', query: BanSearchSchema, response: answer<Answered<SearchesService['bans']>>()(BanSearchResultSchema), errors: { 400: 'validation_failed', 403: "'Access Denied'", 429: 'too_many_requests (Retry-After)', 503: 'search_failed' } })
  @UseGuards(AuthGuard)
  bans(@Query(new ValibotPipe(BanSearchSchema)) query: BanSearchOutput, @CurrentUser() user: SessionUser, @RequestLocale() locale: Locale) {
    return this.searches.bans(user, query, locale);
  }

  @Get('notarial-act')
  @ApiDoc({ summary: "Notarial act check by register number, date and office (the print form's QR link names all three): office, state, linked acts, the act's public remark, language, phone", query: ActCheckQuery, response: answer<Answered<SearchesService['notarialAct']>>()(ActCheckSchema), errors: { 400: 'validation_failed', 429: 'too_many_requests (Retry-After)', 503: 'search_failed' }, isPublic: true })
  notarialAct(@Query(new ValibotPipe(ActCheckQuery)) query: v.InferOutput<typeof ActCheckQuery>, @RequestLocale() locale: Locale) {
    return this.searches.notarialAct(query.regnum, query.regdate, locale, query.office ?? null);
  }
}
