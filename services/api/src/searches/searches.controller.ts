import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { BanSearchSchema, PowerOfAttorneyCheckSchema, type BanSearchOutput, type PowerOfAttorneyCheckOutput } from '@notary/domain/validation';
import * as v from 'valibot';
import { AuthGuard } from '../identity/auth.guard.js';
import { CurrentUser, type SessionUser } from '../identity/current-user.decorator.js';
import { optionalDate, optionalInt, optionalText, RequestLocale, ValibotPipe } from '../reference/request.js';
import { SearchesService } from './searches.service.js';

const InheritanceQuery = v.object({
  name: optionalText(120),
  deathDate: optionalDate(),
  caseNumber: optionalText(40),
  openedOn: optionalDate(),
  notaryId: v.optional(v.pipe(v.string(), v.transform((s) => (s === '' ? undefined : s)), v.union([v.undefined(), v.pipe(v.string(), v.uuid())]))),
  page: optionalInt(1, 500),
});

/** The public searches of spec/acts-domain.md 2 (routes search_proxy, search_inheritcase, search_ban, search_notarial_act). */
@Controller('searches')
export class SearchesController {
  constructor(private readonly searches: SearchesService) {}

  @Get('proxy')
  proxy(@Query(new ValibotPipe(PowerOfAttorneyCheckSchema)) query: PowerOfAttorneyCheckOutput, @RequestLocale() locale: Locale) {
    return this.searches.proxy(query.regnum, query.regdate, locale);
  }

  @Get('inheritance')
  inheritance(@Query(new ValibotPipe(InheritanceQuery)) query: v.InferOutput<typeof InheritanceQuery>, @RequestLocale() locale: Locale) {
    return this.searches.inheritance(query, locale);
  }

  @Get('bans')
  @UseGuards(AuthGuard)
  bans(@Query(new ValibotPipe(BanSearchSchema)) query: BanSearchOutput, @CurrentUser() user: SessionUser, @RequestLocale() locale: Locale) {
    return this.searches.bans(user, query, locale);
  }

  @Get('notarial-act')
  notarialAct(@Query(new ValibotPipe(PowerOfAttorneyCheckSchema)) query: PowerOfAttorneyCheckOutput, @RequestLocale() locale: Locale) {
    return this.searches.notarialAct(query.regnum, query.regdate, locale);
  }
}
