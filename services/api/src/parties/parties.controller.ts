import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import * as v from 'valibot';
import { ACT_ERRORS, ApiDoc } from '../common/openapi/api-doc.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../identity/auth.js';
import { ConfirmBody, ConfirmQuery, InvitationScreen, InviteTokenParam, Ok, Party, PartyInput, PartyLookup, PartyLookupBody, PartyPatch } from '@notary/domain/contracts';
import { RequestId } from '../common/http/request-id.js';
import { RequestOrigin } from '../common/http/request-origin.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { LookupThrottleGuard } from '../rate-limit/search-throttle.guard.js';
import { PartiesService } from './parties.service.js';

/** Issue 5.2 parties tab and CRUD; 5.6 answering an invitation. */
@Controller('notarial_act/:uuid')
@UseGuards(AuthGuard)
export class PartiesController {
  constructor(private readonly parties: PartiesService) {}

  @Get('parties')
  @ApiDoc({ summary: 'Parties tab (with invitation link, QR code, SMS-sent flag and status)', response: v.array(Party), errors: ACT_ERRORS })
  list(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.parties.list(uuid, user);
  }

  @Post('parties')
  @ApiDoc({ summary: 'Add a party (confirmed: true); the party gets a link, a QR code and an SMS', body: PartyInput, response: Party, errors: { ...ACT_ERRORS, 400: 'validation_failed | confirmation_required', 409: 'act_event_not_allowed' } })
  add(
    @CurrentUser() user: SessionUser,
    @Param('uuid') uuid: string,
    @Body(new ValibotPipe(PartyInput)) body: PartyInput,
    @RequestId() requestId: string,
    @RequestOrigin() origin: string | null,
  ) {
    return this.parties.add(uuid, user, body, requestId, origin);
  }

  @Post('parties/lookup')
  @HttpCode(200)
  @UseGuards(LookupThrottleGuard)
  @ApiDoc({
    summary:
      "Find a party to add: by `pin` a person of the civil registry (the name, deceased, minor and age only), by `inn` a legal entity of the tax registry (name, legal form, address, status, director); the act's applicant while the act is editable",
    body: PartyLookupBody,
    response: PartyLookup,
    errors: { ...ACT_ERRORS, 404: 'person_not_found | company_not_found', 409: 'act_event_not_allowed', 422: 'company_liquidated', 429: 'too_many_requests (Retry-After)', 503: 'technical_work' },
  })
  lookup(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Body(new ValibotPipe(PartyLookupBody)) body: PartyLookupBody) {
    return 'inn' in body ? this.parties.lookupCompany(uuid, user, body.inn) : this.parties.lookupPerson(uuid, user, body.pin);
  }

  @Patch('parties/:partyId')
  @ApiDoc({ summary: 'Edit a party (a new person answering for it gets a new invitation)', body: PartyPatch, response: Party, errors: { ...ACT_ERRORS, 404: 'party not found' } })
  update(
    @CurrentUser() user: SessionUser,
    @Param('uuid') uuid: string,
    @Param('partyId') partyId: string,
    @Body(new ValibotPipe(PartyPatch)) body: PartyPatch,
    @RequestId() requestId: string,
    @RequestOrigin() origin: string | null,
  ) {
    return this.parties.update(uuid, partyId, user, body, requestId, origin);
  }

  @Delete('parties/:partyId')
  @ApiDoc({ summary: 'Remove a party (?confirmed=true; "delete a minor" asks too)', query: ConfirmQuery, response: Ok, errors: { ...ACT_ERRORS, 404: 'party not found' } })
  async remove(
    @CurrentUser() user: SessionUser,
    @Param('uuid') uuid: string,
    @Param('partyId') partyId: string,
    @Query(new ValibotPipe(ConfirmQuery)) query: ConfirmQuery,
    @RequestId() requestId: string,
  ) {
    await this.parties.remove(uuid, partyId, user, query.confirmed === 'true', requestId);
    return { ok: true } as const;
  }

  @Post('parties/:partyId/reinvite')
  @ApiDoc({ summary: 'Invite again a party who rejected or exited', response: Party, errors: { ...ACT_ERRORS, 409: 'invitation_still_open' } })
  reinvite(
    @CurrentUser() user: SessionUser,
    @Param('uuid') uuid: string,
    @Param('partyId') partyId: string,
    @RequestId() requestId: string,
    @RequestOrigin() origin: string | null,
  ) {
    return this.parties.reinvite(uuid, partyId, user, requestId, origin);
  }

  @Post('parties/:partyId/resend-sms')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Send the open invitation\'s SMS again (same link), at most once per INVITATION_SMS_RESEND_COOLDOWN_SECONDS (60 s) per party; the applicant only',
    response: Party,
    errors: {
      ...ACT_ERRORS,
      404: 'invitation_not_found (no open invitation)',
      409: 'invitation_already_answered | act_finished',
      422: 'party_phone_missing',
      429: 'invitation_sms_too_soon (Retry-After, details.retryAfterSeconds)',
    },
  })
  resendSms(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Param('partyId') partyId: string, @RequestId() requestId: string) {
    return this.parties.resendSms(uuid, partyId, user, requestId);
  }

  @Get('parties/:partyId/qr.svg')
  @ApiDoc({ summary: "The invitation link's QR code as SVG", produces: 'image/svg+xml', errors: ACT_ERRORS })
  async qr(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Param('partyId') partyId: string, @Res() res: Response) {
    const svg = await this.parties.qrSvg(uuid, partyId, user);
    res.type('image/svg+xml').send(svg);
  }

  @Get('invitation/:token')
  @ApiDoc({
    summary: "The invitation screen behind the SMS/QR link: the act, the invited party and what they may answer (the invited person or the legal entity's manager, signed in)",
    params: { token: InviteTokenParam },
    response: InvitationScreen,
    errors: { ...ACT_ERRORS, 400: 'validation_failed (a malformed token)', 404: 'invitation_not_found' },
  })
  invitation(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Param('token', new ValibotPipe(InviteTokenParam)) token: string) {
    return this.parties.invitation(uuid, token, user);
  }

  @Post('invitation/:token/accept')
  @ApiDoc({ summary: 'Accept by the invitation link (the signed-in person must be the invited one, or the manager of an invited legal entity)', params: { token: InviteTokenParam }, response: Party, errors: { ...ACT_ERRORS, 400: 'validation_failed (a malformed token)', 404: 'invitation_not_found', 409: 'invitation_already_answered' } })
  acceptByToken(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Param('token', new ValibotPipe(InviteTokenParam)) token: string, @RequestId() requestId: string) {
    return this.parties.answerByToken(uuid, token, user, 'accept', requestId);
  }

  @Post('invitation/:token/reject')
  @ApiDoc({ summary: 'Reject by the invitation link', params: { token: InviteTokenParam }, response: Party, errors: { ...ACT_ERRORS, 400: 'validation_failed (a malformed token)', 404: 'invitation_not_found', 409: 'invitation_already_answered' } })
  rejectByToken(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Param('token', new ValibotPipe(InviteTokenParam)) token: string, @RequestId() requestId: string) {
    return this.parties.answerByToken(uuid, token, user, 'reject', requestId);
  }

  @Post('invitation/accept')
  @ApiDoc({ summary: 'The signed-in invited party accepts', response: Party, errors: { ...ACT_ERRORS, 409: 'invitation_already_answered' } })
  accept(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @RequestId() requestId: string) {
    return this.parties.answer(uuid, user, 'accept', false, requestId);
  }

  @Post('invitation/reject')
  @ApiDoc({ summary: 'The signed-in invited party rejects', response: Party, errors: { ...ACT_ERRORS, 409: 'invitation_already_answered' } })
  reject(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @RequestId() requestId: string) {
    return this.parties.answer(uuid, user, 'reject', false, requestId);
  }

  @Post('invitation/exit')
  @ApiDoc({ summary: 'The signed-in party exits the deal (confirmed: true)', body: ConfirmBody, response: Party, errors: { ...ACT_ERRORS, 409: 'invitation_not_accepted' } })
  exit(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Body(new ValibotPipe(ConfirmBody)) body: ConfirmBody, @RequestId() requestId: string) {
    return this.parties.answer(uuid, user, 'exit', body.confirmed === true, requestId);
  }
}
