import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { resolveActAccess } from '../acts/act-access.js';
import { ActTransitions } from '../acts/act-transitions.service.js';
import type { SessionUser } from '../identity/auth.js';
import { AppError } from '../common/app-error.js';
import type { ActNote } from './note.entity.js';
import { NotesRepository } from './notes.repository.js';

/** acts-domain 3 "Note: text and history": any participant adds notes; only the author edits, keeping history. */
@Injectable()
export class NotesService {
  constructor(
    private readonly db: DataSource,
    private readonly transitions: ActTransitions,
    private readonly notes: NotesRepository,
  ) {}

  async list(actId: string, user: SessionUser): Promise<ActNote[]> {
    await resolveActAccess(this.db.manager, actId, user, { lock: false, details: true });
    return this.notes.list(this.notes.manager, actId);
  }

  async add(actId: string, user: SessionUser, text: string, requestId: string): Promise<ActNote> {
    return this.transitions.mutate(
      actId,
      user,
      'note.add',
      async ({ em, audit }) => {
        const note = await this.notes.insert(em, { actId, authorId: user.id, authorName: user.fullname, text });
        audit.noteId = note.id;
        return note;
      },
      requestId,
    );
  }

  async edit(actId: string, noteId: string, user: SessionUser, text: string, requestId: string): Promise<ActNote> {
    return this.transitions.mutate(
      actId,
      user,
      'note.edit',
      async ({ em, audit }) => {
        const note = await this.notes.find(em, actId, noteId);
        if (!note) throw new AppError('not_found', 404, 'note not found');
        if (note.authorId !== user.id) throw new AppError('forbidden', 403, 'only the author edits a note');
        note.history = [...note.history, { text: note.text, at: note.updatedAt.toISOString(), by: user.id }];
        note.text = text;
        note.updatedAt = new Date();
        audit.noteId = noteId;
        return this.notes.save(em, note);
      },
      requestId,
    );
  }
}
