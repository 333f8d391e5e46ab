import { Body, Controller, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import * as v from 'valibot';
import { ACT_ERRORS, ApiDoc } from '../common/openapi/api-doc.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../identity/auth.js';
import { Note, NoteInput } from '@notary/domain/contracts';
import { RequestId } from '../common/http/request-id.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { NotesService } from './notes.service.js';

@Controller('notarial_act/:uuid/notes')
@UseGuards(AuthGuard)
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get()
  @ApiDoc({ summary: "The act's notes with their history", response: v.array(Note), errors: ACT_ERRORS })
  list(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.notes.list(uuid, user);
  }

  @Post()
  @ApiDoc({ summary: 'Add a note', body: NoteInput, response: Note, errors: ACT_ERRORS })
  add(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Body(new ValibotPipe(NoteInput)) body: NoteInput, @RequestId() requestId: string) {
    return this.notes.add(uuid, user, body.text, requestId);
  }

  @Patch(':noteId')
  @ApiDoc({ summary: 'Edit own note; the previous text goes to its history', body: NoteInput, response: Note, errors: { ...ACT_ERRORS, 404: 'note not found' } })
  edit(
    @CurrentUser() user: SessionUser,
    @Param('uuid') uuid: string,
    @Param('noteId') noteId: string,
    @Body(new ValibotPipe(NoteInput)) body: NoteInput,
    @RequestId() requestId: string,
  ) {
    return this.notes.edit(uuid, noteId, user, body.text, requestId);
  }
}
