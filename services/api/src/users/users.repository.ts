import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LinkedNotary } from '@notary/domain/contracts';
import { User } from './user.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type UserPageQuery = { page: number; size: number; search?: string | undefined; role?: string | undefined; state?: string | undefined; deleted?: string | undefined };

/** The users' data access for their administration (users; the notaries' table read only). */
@Injectable()
export class UsersRepository {
  constructor(private readonly db: DataSource) {}

  /** Newest first; `search` matches a pin or passport prefix, or any part of the full name; role, state and deletion narrow it. */
  async page(query: UserPageQuery): Promise<{ users: User[]; total: number }> {
    const qb = this.db.getRepository(User).createQueryBuilder('u').where('true');
    const search = query.search?.trim();
    if (query.role) qb.andWhere(':role = ANY (u.roles)', { role: query.role });
    if (query.state) qb.andWhere('u.state = :state', { state: Number(query.state) });
    if (query.deleted) qb.andWhere('u.isdeleted = :isdeleted', { isdeleted: query.deleted === 'true' ? 1 : 0 });
    if (search) {
      const compact = search.replace(/\s+/g, '').toUpperCase();
      qb.andWhere(`(u.pin LIKE :prefix OR (u.passserial || u.passnum) LIKE :prefix OR lower(u.fullname) LIKE lower(:contains))`, {
        prefix: `${escapeLike(compact)}%`,
        contains: `%${escapeLike(search)}%`,
      });
    }
    const [users, total] = await qb
      .orderBy('u.instime', 'DESC')
      .addOrderBy('u.userid', 'DESC')
      .skip((query.page - 1) * query.size)
      .take(query.size)
      .getManyAndCount();
    return { users, total };
  }

  /** One user; null for an unknown or malformed id. */
  async find(id: string): Promise<User | null> {
    return UUID.test(id) ? this.db.getRepository(User).findOneBy({ id }) : null;
  }

  async update(id: string, columns: Partial<Pick<User, 'roles' | 'notaryId' | 'state' | 'isdeleted' | 'comments' | 'updtime'>>): Promise<void> {
    await this.db.getRepository(User).update({ id }, columns);
  }

  async notaryExists(notaryId: string): Promise<boolean> {
    return ((await this.db.query(`SELECT 1 FROM notary WHERE id = $1`, [notaryId])) as unknown[]).length > 0;
  }

  /** The notaries module's records behind `notary_id` (its table; read only here). */
  async linkedNotaries(ids: readonly string[]): Promise<Map<string, LinkedNotary>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.db.query(
      `SELECT n.id, n.full_name, n.license_number, o.name_oz AS office
         FROM notary n LEFT JOIN notary_office o ON o.id = n.office_id
        WHERE n.id = ANY ($1::uuid[])`,
      [ids],
    )) as { id: string; full_name: string; license_number: string; office: string | null }[];
    return new Map(rows.map((r) => [r.id, { id: r.id, fullName: r.full_name, licenseNumber: r.license_number, office: r.office }]));
  }
}
