import { Injectable } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { DataSource } from 'typeorm';
import { ERROR_HTTP_STATUS } from '@notary/domain/errors';
import { AppError } from '../common/app-error.js';
import { identityMessage } from '../identity/messages.js';
import type { SessionUser } from '../identity/session-user.js';
import { SessionsService } from '../sessions/sessions.service.js';
import type { AdminUserPatch } from './dto/admin-user.schemas.js';
import { type AdminUserDto, type LinkedNotary, toAdminUserDto } from './user.dto.js';
import { USER_STATE, User } from './user.entity.js';

export type AdminUserPage = { items: AdminUserDto[]; total: number; page: number; size: number };

/** User administration (shell 2.1 admin/users, admin/users/{id}; shell 3 admin fields). Callers hold the admin role. */
@Injectable()
export class UsersService {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: SessionsService,
  ) {}

  /** Newest first; `search` matches a pin or passport prefix, or any part of the full name. */
  async list(query: { page: number; size: number; search?: string | undefined }): Promise<AdminUserPage> {
    const qb = this.db.getRepository(User).createQueryBuilder('u');
    const search = query.search?.trim();
    if (search) {
      const compact = search.replace(/\s+/g, '').toUpperCase();
      const like = search.replace(/[\\%_]/g, (c) => `\\${c}`);
      qb.where(`(u.pin LIKE :prefix OR (u.passserial || u.passnum) LIKE :prefix OR lower(u.fullname) LIKE lower(:contains))`, {
        prefix: `${compact.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        contains: `%${like}%`,
      });
    }
    const [users, total] = await qb
      .orderBy('u.instime', 'DESC')
      .addOrderBy('u.userid', 'DESC')
      .skip((query.page - 1) * query.size)
      .take(query.size)
      .getManyAndCount();
    const notaries = await this.linkedNotaries(users.map((u) => u.notaryId).filter((id): id is string => !!id));
    return {
      items: users.map((u) => toAdminUserDto(u, (u.notaryId && notaries.get(u.notaryId)) || null)),
      total,
      page: query.page,
      size: query.size,
    };
  }

  async get(id: string, locale: Locale): Promise<AdminUserDto> {
    const user = await this.find(id, locale);
    const notaries = await this.linkedNotaries(user.notaryId ? [user.notaryId] : []);
    return toAdminUserDto(user, (user.notaryId && notaries.get(user.notaryId)) || null);
  }

  /**
   * Changes roles, state, deletion mark, comments and the notary link. A
   * blocked or deleted user is signed out everywhere at once. An administrator
   * cannot take the admin role from, block or delete their own account, so the
   * portal never loses its last way in by accident.
   */
  async update(id: string, patch: AdminUserPatch, admin: SessionUser): Promise<AdminUserDto> {
    const user = await this.find(id, admin.locale);
    if (user.id === admin.id) {
      const losesAdmin = patch.roles && !patch.roles.includes('admin');
      if (losesAdmin || patch.state === USER_STATE.blocked || patch.isdeleted === 1) {
        throw new AppError('bad_request', ERROR_HTTP_STATUS.bad_request, 'An administrator cannot remove the admin role from, block or delete their own account');
      }
    }
    const roles = patch.roles ?? user.roles;
    const notaryId = patch.notaryId === undefined ? user.notaryId : patch.notaryId;
    if (notaryId && !roles.includes('notary')) {
      throw new AppError('bad_request', ERROR_HTTP_STATUS.bad_request, 'Only a user with the notary role can be linked to a notary');
    }
    if (notaryId && notaryId !== user.notaryId) {
      const found = (await this.db.query(`SELECT 1 FROM notary WHERE id = $1`, [notaryId])) as unknown[];
      if (found.length === 0) throw new AppError('bad_request', ERROR_HTTP_STATUS.bad_request, `No notary with id ${notaryId}`);
    }
    await this.db.getRepository(User).update(
      { id },
      {
        roles,
        notaryId,
        ...(patch.state !== undefined && { state: patch.state }),
        ...(patch.isdeleted !== undefined && { isdeleted: patch.isdeleted }),
        ...(patch.comments !== undefined && { comments: patch.comments }),
        updtime: new Date(),
      },
    );
    const isLockedOut = (patch.state ?? user.state) !== USER_STATE.active || (patch.isdeleted ?? user.isdeleted) === 1;
    if (isLockedOut) await this.sessions.revokeAllOfUser(id, 'blocked_by_admin');
    return this.get(id, admin.locale);
  }

  private async find(id: string, locale: Locale): Promise<User> {
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
    const user = isUuid ? await this.db.getRepository(User).findOneBy({ id }) : null;
    if (!user) throw new AppError('not_found', ERROR_HTTP_STATUS.not_found, identityMessage('user_not_found', locale));
    return user;
  }

  /** The notaries module's records behind `notary_id` (its table; read only here). */
  private async linkedNotaries(ids: string[]): Promise<Map<string, LinkedNotary>> {
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
