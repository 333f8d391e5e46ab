import { Body, Controller, Delete, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ACT_ERRORS, ApiDoc } from '../common/openapi/api-doc.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../identity/auth.js';
import { SubjectInputSchema, SubjectPatchSchema, type SubjectInput, type SubjectPatch } from '../acts/dto/subject.dto.js';
import { RequestId } from '../common/http/request-id.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import * as v from 'valibot';
import { OkSchema, SubjectSchema } from '../acts/dto/responses.js';
import { SubjectsService } from './subjects.service.js';

@Controller('notarial_act/:uuid/subjects')
@UseGuards(AuthGuard)
export class SubjectsController {
  constructor(private readonly subjects: SubjectsService) {}

  @Get()
  @ApiDoc({ summary: 'Subjects tab: vehicles, real estate, other property', response: v.array(SubjectSchema), errors: ACT_ERRORS })
  list(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.subjects.list(uuid, user);
  }

  @Post()
  @ApiDoc({ summary: 'Add a subject', body: SubjectInputSchema, response: SubjectSchema, errors: { ...ACT_ERRORS, 409: 'act_event_not_allowed' } })
  add(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Body(new ValibotPipe(SubjectInputSchema)) body: SubjectInput, @RequestId() requestId: string) {
    return this.subjects.add(uuid, user, body, requestId);
  }

  @Patch(':subjectId')
  @ApiDoc({ summary: 'Edit a subject', body: SubjectPatchSchema, response: SubjectSchema, errors: { ...ACT_ERRORS, 404: 'subject not found' } })
  update(
    @CurrentUser() user: SessionUser,
    @Param('uuid') uuid: string,
    @Param('subjectId') subjectId: string,
    @Body(new ValibotPipe(SubjectPatchSchema)) body: SubjectPatch,
    @RequestId() requestId: string,
  ) {
    return this.subjects.update(uuid, subjectId, user, body, requestId);
  }

  @Delete(':subjectId')
  @ApiDoc({ summary: 'Remove a subject', response: OkSchema, errors: { ...ACT_ERRORS, 404: 'subject not found' } })
  async remove(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Param('subjectId') subjectId: string, @RequestId() requestId: string) {
    await this.subjects.remove(uuid, subjectId, user, requestId);
    return { ok: true };
  }
}
