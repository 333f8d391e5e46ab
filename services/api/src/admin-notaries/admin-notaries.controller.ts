import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query, UseGuards } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { AdminNotary, AdminNotaryListQuery, AdminNotaryPage, AdminNotaryPatch, AdminOffice } from '@notary/domain/contracts';
import * as v from 'valibot';
import { RequestLocale } from '../common/http/request-locale.js';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { Roles, RolesGuard } from '../identity/auth.guard.js';
import { AdminNotariesService } from './admin-notaries.service.js';

const ADMIN_ERRORS = { 400: 'validation_failed', 403: "'Access Denied' (no session) or forbidden (not an administrator)" };

/** Notaries and offices for administrators (issue 14): licence status, office assignment, rating. */
@Controller('admin')
@UseGuards(RolesGuard)
@Roles('admin')
export class AdminNotariesController {
  constructor(private readonly notaries: AdminNotariesService) {}

  @Get('notaries')
  @ApiDoc({ summary: 'Notaries with licence status, office, ratings and the linked user, searched by name or licence number (administrators)', query: AdminNotaryListQuery, response: AdminNotaryPage, errors: ADMIN_ERRORS })
  list(@Query(new ValibotPipe(AdminNotaryListQuery)) query: AdminNotaryListQuery) {
    return this.notaries.list(query);
  }

  @Patch('notaries/:id')
  @ApiDoc({ summary: "Change a notary's licence status, office or ministry rating (administrators)", body: AdminNotaryPatch, response: AdminNotary, errors: { ...ADMIN_ERRORS, 400: 'validation_failed, bad_request (unknown office)', 404: 'not_found' } })
  update(@Param('id', new ParseUUIDPipe()) id: string, @Body(new ValibotPipe(AdminNotaryPatch)) body: AdminNotaryPatch, @RequestLocale() locale: Locale) {
    return this.notaries.update(id, body, locale);
  }

  @Get('offices')
  @ApiDoc({ summary: 'Every notary office with its number of notaries, for the office assignment (administrators)', response: v.array(AdminOffice), errors: { 403: ADMIN_ERRORS[403] } })
  offices() {
    return this.notaries.offices();
  }
}
