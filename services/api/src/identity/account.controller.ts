import { Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import { OfferActionSchema } from '@notary/domain/validation';
import { NotifyItem, OfferAnswer, Profile } from '@notary/domain/contracts';
import * as v from 'valibot';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { AuthGuard } from './auth.guard.js';
import { AccountService } from './account.service.js';
import { CurrentUser } from './current-user.decorator.js';
import type { IdentifiedRequest, SessionUser } from './session-user.js';
import { validate } from '../common/validation/valibot.pipe.js';
import { validationTextIn } from './messages.js';

/** The signed-in user's calls of spec/shell.md 7 and the profile of acts-domain 2. */
@Controller()
@UseGuards(AuthGuard)
export class AccountController {
  constructor(private readonly account: AccountService) {}

  /**
   * POST /api/offer_accept?action=1|0, no body (shell 7). 1: termsofuse
   * becomes 1, 200 with a fresh token. 0: the refusal is recorded and the
   * session revoked, 200 without a token header.
   */
  @Post('offer_accept')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Answer the public offer (?action=1 accept: a fresh token; 0 refuse: recorded, the session revoked)',
    response: OfferAnswer,
    errors: { 400: 'validation_failed', 403: "'Access Denied'" },
  })
  async offerAccept(@Query('action') action: unknown, @Req() req: IdentifiedRequest): Promise<OfferAnswer> {
    const value = validate(OfferActionSchema, action ?? '', validationTextIn(req.identity!.user.locale));
    return this.account.answerOffer(req.identity!, value === '1' ? 1 : 0, { ip: req.ip ?? '', userAgent: req.headers['user-agent'] });
  }

  @Get('profile')
  @ApiDoc({ summary: 'The signed-in user and whether consent to reuse of personal data is present', response: Profile, errors: { 403: "'Access Denied'" } })
  profile(@CurrentUser() user: SessionUser): Promise<Profile> {
    return this.account.profile(user);
  }

  /** shell 7: the list of upcoming acts (notify items), empty when there are none. */
  @Get('notarial_act/get_notify')
  @ApiDoc({ summary: 'Upcoming acts of the signed-in user (notify items), empty when none', response: v.array(NotifyItem), errors: { 403: "'Access Denied'" } })
  notify(@CurrentUser() user: SessionUser): Promise<NotifyItem[]> {
    return this.account.upcomingActs(user);
  }
}
