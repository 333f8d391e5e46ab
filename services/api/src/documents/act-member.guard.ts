import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { resolveActAccess } from '../acts/act-access.js';
import type { IdentifiedRequest } from '../identity/session-user.js';
import { accessDenied } from '../identity/access-denied.js';

/**
 * Lets through only a party of the act named by `:uuid` or the notary of its
 * office (acts/act-access.ts), as a guard: it runs before the upload
 * interceptor, so a stranger's document is refused before any byte of it is
 * read or stored. The services check again under the act's row lock.
 * Runs after `AuthGuard` (which sets the identity).
 */
@Injectable()
export class ActMemberGuard implements CanActivate {
  constructor(private readonly db: DataSource) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<IdentifiedRequest & { params: Record<string, string> }>();
    if (!req.identity) throw accessDenied();
    try {
      await resolveActAccess(this.db.manager, req.params.uuid ?? '', req.identity.user, { lock: false });
    } catch (e) {
      // spec/shell.md 8: a file download refused is 418 `download_forbidden`.
      const isDownload = req.method === 'GET' && req.params.documentId !== undefined;
      if (isDownload && e instanceof AppError && e.status === 418) throw new AppError('download_forbidden', 418, e.code, { cause: e.code });
      throw e;
    }
    return true;
  }
}
