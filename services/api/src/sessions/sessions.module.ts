import { Global, Module } from '@nestjs/common';
import { AuthGuard, RolesGuard } from '../identity/auth.guard.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/**
 * Global so that any feature module can put `AuthGuard` / `RolesGuard` on its
 * controllers without importing anything. The token rotation of
 * spec/shell.md 4 is a middleware of the whole app (identity/token-rotation.ts).
 */
@Global()
@Module({
  providers: [SessionsRepository, SessionsService, AuthGuard, RolesGuard],
  exports: [SessionsService, AuthGuard, RolesGuard],
})
export class SessionsModule {}
