import { Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { AuthGuard } from './auth.guard.js';
import { LoggedOut, TokenValid } from '@notary/domain/contracts';
import type { IdentifiedRequest } from './session-user.js';

/** The session calls of spec/shell.md 7 that need nothing but the bearer token. */
@Controller()
@UseGuards(AuthGuard)
export class SessionController {
  constructor(private readonly sessions: SessionsService) {}

  /** spec/shell.md 7: 200 means the token is valid; anything else clears token and user. */
  @Get('check_token')
  @ApiDoc({ summary: 'Whether the bearer token is valid (200); anything else clears token and user', response: TokenValid, errors: { 403: "'Access Denied'" } })
  checkToken(): { valid: true } {
    return { valid: true };
  }

  /** Sign-out revokes the session: the token (and every token rotated from it) stops working at once. */
  @Post('logout')
  @HttpCode(200)
  @ApiDoc({ summary: 'Sign out: the session is revoked, with every token rotated from it', response: LoggedOut, errors: { 403: "'Access Denied'" } })
  async logout(@Req() req: IdentifiedRequest): Promise<{ ok: true }> {
    await this.sessions.revokeCurrent(req.identity!, 'logout');
    return { ok: true };
  }
}
