import { Body, Controller, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import * as v from 'valibot';
import { DataSource } from 'typeorm';
import { resolveActAccess } from '../acts/act-access.js';
import { ActTransitions } from '../acts/act-transitions.service.js';
import { ACT_ERRORS, ApiDoc } from '../acts/api-doc.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../acts/auth.js';
import { NoteSchema } from '../acts/dto/act.dto.js';
import { RequestId } from '../acts/request-id.js';
import { ValibotPipe } from '../acts/valibot.pipe.js';
import { AppError } from '../common/app-error.js';
import { NoteResponseSchema } from '../acts/dto/responses.js';
import { ActNote } from './note.entity.js';

type NoteInput = v.InferOutput<typeof NoteSchema>;

/** acts-domain 3 "Note: text and history": any participant adds notes; only the author edits, keeping history. */
@Controller('notarial_act/:uuid/notes')
@UseGuards(AuthGuard)
export class NotesController {
  constructor(
    private readonly db: DataSource,
    private readonly transitions: ActTransitions,
  ) {}

  @Get()
  @ApiDoc({ summary: "The act's notes with their history", response: v.array(NoteResponseSchema), errors: ACT_ERRORS })
  async list(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    await resolveActAccess(this.db.manager, uuid, user, { lock: false });
    return this.db.getRepository(ActNote).find({ where: { actId: uuid }, order: { createdAt: 'ASC' } });
  }

  @Post()
  @ApiDoc({ summary: 'Add a note', body: NoteSchema, response: NoteResponseSchema, errors: ACT_ERRORS })
  add(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Body(new ValibotPipe(NoteSchema)) body: NoteInput, @RequestId() requestId: string) {
    return this.transitions.mutate(
      uuid,
      user,
      'note.add',
      async ({ em, audit }) => {
        const note = await em.getRepository(ActNote).save(
          em.getRepository(ActNote).create({ actId: uuid, authorId: user.id, authorName: user.fullname, text: body.text }),
        );
        audit.noteId = note.id;
        return note;
      },
      requestId,
    );
  }

  @Patch(':noteId')
  @ApiDoc({ summary: 'Edit own note; the previous text goes to its history', body: NoteSchema, errors: { ...ACT_ERRORS, 404: 'note not found' } })
  edit(
    @CurrentUser() user: SessionUser,
    @Param('uuid') uuid: string,
    @Param('noteId') noteId: string,
    @Body(new ValibotPipe(NoteSchema)) body: NoteInput,
    @RequestId() requestId: string,
  ) {
    return this.transitions.mutate(
      uuid,
      user,
      'note.edit',
      async ({ em, audit }) => {
        const note = /^[0-9a-f-]{36}$/i.test(noteId) ? await em.getRepository(ActNote).findOne({ where: { id: noteId, actId: uuid } }) : null;
        if (!note) throw new AppError('not_found', 404, 'note not found');
        if (note.authorId !== user.id) throw new AppError('forbidden', 403, 'only the author edits a note');
        note.history = [...note.history, { text: note.text, at: note.updatedAt.toISOString(), by: user.id }];
        note.text = body.text;
        note.updatedAt = new Date();
        audit.noteId = noteId;
        return em.getRepository(ActNote).save(note);
      },
      requestId,
    );
  }
}
