import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import * as v from 'valibot';
import { answer, ApiDoc, type Answered } from '../common/openapi/api-doc.js';
import { Roles, RolesGuard } from '../identity/auth.guard.js';
import { CurrentUser, type SessionUser } from '../identity/current-user.decorator.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { DICTIONARIES, DictionaryService, type Dictionary } from './dictionary.service.js';
import { DictionaryRefreshSchema, DictionaryStatusSchema } from './dto/responses.js';

const RefreshBody = v.object({
  dictionaries: v.optional(v.pipe(v.array(v.picklist(DICTIONARIES)), v.minLength(1)), [...DICTIONARIES]),
});

/** update_dict: administrators only. */
@Controller('dictionary')
@UseGuards(RolesGuard)
@Roles('admin')
export class DictionaryController {
  constructor(private readonly dictionary: DictionaryService) {}

  @Get()
  @ApiDoc({ summary: 'Reference dictionaries: row counts and the last refresh (administrators)', response: answer<Answered<DictionaryService['status']>>()(v.array(DictionaryStatusSchema)), errors: { 403: 'forbidden' } })
  status() {
    return this.dictionary.status();
  }

  @Post('refresh')
  @ApiDoc({ summary: 'Refresh dictionaries from the adapters (administrators)', body: RefreshBody, response: answer<Answered<DictionaryService['refresh']>>()(v.array(DictionaryRefreshSchema)), errors: { 400: 'validation_failed', 403: 'forbidden' } })
  @HttpCode(200)
  refresh(@CurrentUser() user: SessionUser, @Body(new ValibotPipe(RefreshBody)) body: { dictionaries: Dictionary[] }) {
    return this.dictionary.refresh(user, body.dictionaries);
  }
}
