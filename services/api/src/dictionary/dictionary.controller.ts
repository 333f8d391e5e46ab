import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { DictionaryRefresh, DictionaryStatus, RefreshBody } from '@notary/domain/contracts';
import * as v from 'valibot';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { Roles, RolesGuard } from '../identity/auth.guard.js';
import { CurrentUser, type SessionUser } from '../identity/current-user.decorator.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { DictionaryService } from './dictionary.service.js';

/** update_dict: administrators only. */
@Controller('dictionary')
@UseGuards(RolesGuard)
@Roles('admin')
export class DictionaryController {
  constructor(private readonly dictionary: DictionaryService) {}

  @Get()
  @ApiDoc({ summary: 'Reference dictionaries: row counts and the last refresh (administrators)', response: v.array(DictionaryStatus), errors: { 403: 'forbidden' } })
  status() {
    return this.dictionary.status();
  }

  @Post('refresh')
  @ApiDoc({ summary: 'Refresh dictionaries from the adapters (administrators)', body: RefreshBody, response: v.array(DictionaryRefresh), errors: { 400: 'validation_failed', 403: 'forbidden' } })
  @HttpCode(200)
  refresh(@CurrentUser() user: SessionUser, @Body(new ValibotPipe(RefreshBody)) body: RefreshBody) {
    return this.dictionary.refresh(user, body.dictionaries);
  }
}
