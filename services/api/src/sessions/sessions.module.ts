import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuthGuard, RolesGuard } from '../identity/auth.guard.js';
import { TokenRotationInterceptor } from '../identity/token-rotation.interceptor.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/**
 * Global so that any feature module can put `AuthGuard` / `RolesGuard` on its
 * controllers without importing anything, and so that the token rotation of
 * spec/shell.md 4 applies to every handler of the API.
 */
@Global()
@Module({
  providers: [SessionsRepository, SessionsService, AuthGuard, RolesGuard, { provide: APP_INTERCEPTOR, useClass: TokenRotationInterceptor }],
  exports: [SessionsService, AuthGuard, RolesGuard],
})
export class SessionsModule {}
