import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ActNote } from './note.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The notes of an act (act_note); methods take the caller's `EntityManager`. */
@Injectable()
export class NotesRepository {
  constructor(private readonly db: DataSource) {}

  get manager(): EntityManager {
    return this.db.manager;
  }

  async list(em: EntityManager, actId: string): Promise<ActNote[]> {
    return em.getRepository(ActNote).find({ where: { actId }, order: { createdAt: 'ASC' } });
  }

  /** One note of one act; null for an unknown or malformed id. */
  async find(em: EntityManager, actId: string, noteId: string): Promise<ActNote | null> {
    if (!UUID.test(noteId)) return null;
    return em.getRepository(ActNote).findOne({ where: { id: noteId, actId } });
  }

  async insert(em: EntityManager, row: Pick<ActNote, 'actId' | 'authorId' | 'authorName' | 'text'>): Promise<ActNote> {
    return em.getRepository(ActNote).save(em.getRepository(ActNote).create(row));
  }

  async save(em: EntityManager, note: ActNote): Promise<ActNote> {
    return em.getRepository(ActNote).save(note);
  }
}
