import { Body, Controller, Delete, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ACT_ERRORS, ApiDoc } from '../common/openapi/api-doc.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../identity/auth.js';
import { Ok, Subject, SubjectInput, SubjectPatch } from '@notary/domain/contracts';
import { RequestId } from '../common/http/request-id.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import * as v from 'valibot';
import { SubjectsService } from './subjects.service.js';

@Controller('notarial_act/:uuid/subjects')
@UseGuards(AuthGuard)
export class SubjectsController {
  constructor(private readonly subjects: SubjectsService) {}

  @Get()
  @ApiDoc({ summary: 'Subjects tab: vehicles, real estate, other property', response: v.array(Subject), errors: ACT_ERRORS })
  list(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.subjects.list(uuid, user);
  }

  @Post()
  @ApiDoc({ summary: 'Add a subject', body: SubjectInput, response: Subject, errors: { ...ACT_ERRORS, 409: 'act_event_not_allowed' } })
  add(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Body(new ValibotPipe(SubjectInput)) body: SubjectInput, @RequestId() requestId: string) {
    return this.subjects.add(uuid, user, body, requestId);
  }

  @Patch(':subjectId')
  @ApiDoc({ summary: 'Edit a subject', body: SubjectPatch, response: Subject, errors: { ...ACT_ERRORS, 404: 'subject not found' } })
  update(
    @CurrentUser() user: SessionUser,
    @Param('uuid') uuid: string,
    @Param('subjectId') subjectId: string,
    @Body(new ValibotPipe(SubjectPatch)) body: SubjectPatch,
    @RequestId() requestId: string,
  ) {
    return this.subjects.update(uuid, subjectId, user, body, requestId);
  }

  @Delete(':subjectId')
  @ApiDoc({ summary: 'Remove a subject', response: Ok, errors: { ...ACT_ERRORS, 404: 'subject not found' } })
  async remove(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Param('subjectId') subjectId: string, @RequestId() requestId: string) {
    await this.subjects.remove(uuid, subjectId, user, requestId);
    return { ok: true } as const;
  }
}
