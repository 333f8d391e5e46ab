import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ActDocumentRow } from './document.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DocumentListRow = ActDocumentRow & { partyName: string | null };

/** The documents of an act (act_document); methods take the caller's `EntityManager`. */
@Injectable()
export class DocumentsRepository {
  constructor(private readonly db: DataSource) {}

  get manager(): EntityManager {
    return this.db.manager;
  }

  /** Oldest first, with the name of the party each belongs to. */
  async list(em: EntityManager, actId: string): Promise<DocumentListRow[]> {
    const rows = await em
      .getRepository(ActDocumentRow)
      .createQueryBuilder('d')
      .leftJoin('act_party', 'p', 'p.id = d.party_id')
      .addSelect('p.fullname', 'party_name')
      .where('d.act_id = :actId', { actId })
      .orderBy('d.created_at', 'ASC')
      .getRawAndEntities();
    return rows.entities.map((entity, i) => Object.assign(entity, { partyName: (rows.raw[i] as { party_name: string | null }).party_name ?? null }));
  }

  /** One document of one act; null for an unknown or malformed id. */
  async find(em: EntityManager, actId: string, documentId: string): Promise<ActDocumentRow | null> {
    if (!UUID.test(documentId)) return null;
    return em.getRepository(ActDocumentRow).findOne({ where: { id: documentId, actId } });
  }

  /** Whether a party row belongs to the act. */
  async isPartyOf(em: EntityManager, actId: string, partyId: string): Promise<boolean> {
    const rows = (await em.query('SELECT 1 FROM act_party WHERE id = $1 AND act_id = $2', [partyId, actId])) as unknown[];
    return rows.length > 0;
  }

  async partyName(em: EntityManager, partyId: string | null): Promise<string | null> {
    if (!partyId) return null;
    const [row] = (await em.query('SELECT fullname FROM act_party WHERE id = $1', [partyId])) as { fullname: string | null }[];
    return row?.fullname ?? null;
  }

  async insert(em: EntityManager, row: Omit<ActDocumentRow, 'createdAt'>): Promise<ActDocumentRow> {
    return em.getRepository(ActDocumentRow).save(em.getRepository(ActDocumentRow).create(row));
  }

  async delete(em: EntityManager, documentId: string): Promise<void> {
    await em.getRepository(ActDocumentRow).delete({ id: documentId });
  }
}
