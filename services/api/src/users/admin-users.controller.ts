import { Body, Controller, Get, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { Roles, RolesGuard } from '../identity/auth.guard.js';
import { CurrentUser } from '../identity/current-user.decorator.js';
import type { SessionUser } from '../identity/session-user.js';
import { validate } from '../identity/validate.js';
import { AdminUserListQuerySchema, AdminUserPatchSchema } from './dto/admin-user.schemas.js';
import type { AdminUserDto } from './user.dto.js';
import { type AdminUserPage, UsersService } from './users.service.js';

/**
 * User administration (shell 2.1 admin/users and admin/users/{id}). Admin
 * role only: without a session 403 'Access Denied', with a session but
 * without the role 403 `forbidden` (the client shows /403).
 */
@Controller('admin/users')
@UseGuards(RolesGuard)
@Roles('admin')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  list(@Query() query: unknown, @CurrentUser() admin: SessionUser): Promise<AdminUserPage> {
    return this.users.list(validate(AdminUserListQuerySchema, query, admin.locale));
  }

  @Get(':id')
  get(@Param('id') id: string, @CurrentUser() admin: SessionUser): Promise<AdminUserDto> {
    return this.users.get(id, admin.locale);
  }

  @Patch(':id')
  update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() admin: SessionUser): Promise<AdminUserDto> {
    return this.users.update(id, validate(AdminUserPatchSchema, body, admin.locale), admin);
  }
}
