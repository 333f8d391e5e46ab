import { Injectable } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { ERROR_HTTP_STATUS } from '@notary/domain/errors';
import { AppError } from '../common/app-error.js';
import { identityMessage } from '../identity/messages.js';
import type { SessionUser } from '../identity/session-user.js';
import { SessionsService } from '../sessions/sessions.service.js';
import type { AdminUser, AdminUserPage, AdminUserPatch, LinkedNotary } from '@notary/domain/contracts';
import { toAdminUser } from './user-answers.js';
import { USER_STATE, type User } from './user.entity.js';
import { UsersRepository, type UserPageQuery } from './users.repository.js';


/** User administration (shell 2.1 admin/users, admin/users/{id}; shell 3 admin fields). Callers hold the admin role. */
@Injectable()
export class UsersService {
  constructor(
    private readonly repository: UsersRepository,
    private readonly sessions: SessionsService,
  ) {}

  /** Newest first; `search` matches a pin or passport prefix, or any part of the full name. */
  async list(query: UserPageQuery): Promise<AdminUserPage> {
    const { users, total } = await this.repository.page(query);
    const notaries = await this.linkedNotaries(users.map((u) => u.notaryId).filter((id): id is string => !!id));
    return {
      items: users.map((u) => toAdminUser(u, (u.notaryId && notaries.get(u.notaryId)) || null)),
      total,
      page: query.page,
      size: query.size,
    };
  }

  async get(id: string, locale: Locale): Promise<AdminUser> {
    const user = await this.find(id, locale);
    const notaries = await this.linkedNotaries(user.notaryId ? [user.notaryId] : []);
    return toAdminUser(user, (user.notaryId && notaries.get(user.notaryId)) || null);
  }

  /**
   * Changes roles, state, deletion mark, comments and the notary link. A
   * blocked or deleted user is signed out everywhere at once. An administrator
   * cannot take the admin role from, block or delete their own account, so the
   * portal never loses its last way in by accident.
   */
  async update(id: string, patch: AdminUserPatch, admin: SessionUser): Promise<AdminUser> {
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
    // Issue 14: the notary role works only through a notary record (the office, the acts, the e-queue are the
    // record's), so a change of roles or link that would leave a notary without one is refused. Other changes
    // (blocking, comments) stay possible on an older row in that state.
    const changesNotaryRole = patch.roles !== undefined || patch.notaryId !== undefined;
    if (changesNotaryRole && roles.includes('notary') && !notaryId) {
      throw new AppError('notary_record_required', ERROR_HTTP_STATUS.notary_record_required, 'A user with the notary role must be linked to a notary record');
    }
    if (notaryId && notaryId !== user.notaryId) {
      if (!(await this.repository.notaryExists(notaryId))) throw new AppError('bad_request', ERROR_HTTP_STATUS.bad_request, `No notary with id ${notaryId}`);
    }
    await this.repository.update(id, {
      roles,
      notaryId,
      ...(patch.state !== undefined && { state: patch.state }),
      ...(patch.isdeleted !== undefined && { isdeleted: patch.isdeleted }),
      ...(patch.comments !== undefined && { comments: patch.comments }),
      updtime: new Date(),
    });
    // Roles and the notary record are remembered with the user's sessions.
    this.sessions.forgetUser(id);
    const isLockedOut = (patch.state ?? user.state) !== USER_STATE.active || (patch.isdeleted ?? user.isdeleted) === 1;
    if (isLockedOut) await this.sessions.revokeAllOfUser(id, 'blocked_by_admin');
    return this.get(id, admin.locale);
  }

  private async find(id: string, locale: Locale): Promise<User> {
    const user = await this.repository.find(id);
    if (!user) throw new AppError('not_found', ERROR_HTTP_STATUS.not_found, identityMessage('user_not_found', locale));
    return user;
  }

  private linkedNotaries(ids: string[]): Promise<Map<string, LinkedNotary>> {
    return this.repository.linkedNotaries(ids);
  }
}
