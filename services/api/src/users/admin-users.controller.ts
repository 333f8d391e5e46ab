import { Body, Controller, Get, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { AdminUser, AdminUserListQuery, AdminUserPage, AdminUserPatch } from '@notary/domain/contracts';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { Roles, RolesGuard } from '../identity/auth.guard.js';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { validate } from '../common/validation/valibot.pipe.js';
import { validationTextIn } from '../identity/messages.js';
import { UsersService } from './users.service.js';

/**
 * User administration (shell 2.1 admin/users and admin/users/{id}). Admin
 * role only: without a session 403 'Access Denied', with a session but
 * without the role 403 `forbidden` (the client shows /403).
 */
const ADMIN_ERRORS = { 400: 'validation_failed', 403: "'Access Denied' (no session) or forbidden (not an administrator)" };

@Controller('admin/users')
@UseGuards(RolesGuard)
@Roles('admin')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiDoc({ summary: 'Users, newest first, searched by pin or passport prefix or part of the full name, paginated (administrators)', query: AdminUserListQuery, response: AdminUserPage, errors: ADMIN_ERRORS })
  list(@Query() query: unknown, @CurrentUser() admin: SessionUser): Promise<AdminUserPage> {
    return this.users.list(validate(AdminUserListQuery, query, validationTextIn(admin.locale)));
  }

  @Get(':id')
  @ApiDoc({ summary: 'A user with the admin fields and the linked notary (administrators)', response: AdminUser, errors: { ...ADMIN_ERRORS, 404: 'not_found' } })
  get(@Param('id') id: string, @CurrentUser() admin: SessionUser): Promise<AdminUser> {
    return this.users.get(id, admin.locale);
  }

  @Patch(':id')
  @ApiDoc({ summary: 'Change roles, state, deletion, comments, the notary link (administrators)', body: AdminUserPatch, response: AdminUser, errors: { ...ADMIN_ERRORS, 404: 'not_found', 422: 'notary_record_required' } })
  update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() admin: SessionUser): Promise<AdminUser> {
    return this.users.update(id, validate(AdminUserPatch, body, validationTextIn(admin.locale)), admin);
  }
}
