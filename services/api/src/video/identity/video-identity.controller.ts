import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { VideoIdentityAttempt, VideoIdentityConfirm, VideoIdentityParty, VideoIdentityRequest, VideoIdentityState } from '@notary/domain/contracts';
import { BodyLimit } from '../../common/http/body-limit.js';
import { RequestId } from '../../common/http/request-id.js';
import { ApiDoc } from '../../common/openapi/api-doc.js';
import { ValibotPipe } from '../../common/validation/valibot.pipe.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../../identity/auth.js';
import { VideoIdentityService } from './video-identity.service.js';

/** Issue 16.3: the parties' face check inside the act's video conference, and what the notary sees of it. */
@Controller('notarial_act')
@UseGuards(AuthGuard)
export class VideoIdentityController {
  constructor(private readonly identity: VideoIdentityService) {}

  @Get(':uuid/video/identity')
  @ApiDoc({
    summary: "Each party's identity state in the act's current conference (pending, confirmed or failed by face check) and whether the act may be registered",
    response: VideoIdentityState,
    errors: { 403: 'video_not_a_participant', 409: 'not_video_registration' },
  })
  state(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.identity.state(uuid, user);
  }

  @Post(':uuid/video/identity/attempt')
  @ApiDoc({
    summary: "A party in the conference starts a face check: its session id, bound to the act, the person and the conference, and the person's own pin and document",
    response: VideoIdentityAttempt,
    errors: { 403: 'video_not_a_participant', 409: 'video_identity_not_in_conference', 503: 'video_server_unavailable' },
  })
  attempt(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.identity.attempt(uuid, user);
  }

  @Post(':uuid/video/identity')
  // The face-check token carries the best shot and its embedding (as POST /api/auth).
  @BodyLimit(1024 * 1024)
  @ApiDoc({
    summary: "The party's face-check result: stored as confirmed or failed for the act, the person and the conference, with an audit entry; the conference hears it",
    body: VideoIdentityConfirm,
    response: VideoIdentityParty,
    errors: { 403: 'video_identity_token_invalid', 409: 'video_identity_not_in_conference', 503: 'technical_work' },
  })
  confirm(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Body(new ValibotPipe(VideoIdentityConfirm)) body: VideoIdentityConfirm, @RequestId() requestId: string) {
    return this.identity.confirm(uuid, user, body.jwt, requestId);
  }

  @Post(':uuid/video/identity/request')
  @ApiDoc({
    summary: 'The notary asks a party to take the face check (again); their confirmation no longer counts until they do',
    body: VideoIdentityRequest,
    response: VideoIdentityState,
    errors: { 403: 'act_actor_not_allowed', 409: 'video_room_not_open' },
  })
  request(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Body(new ValibotPipe(VideoIdentityRequest)) body: VideoIdentityRequest, @RequestId() requestId: string) {
    return this.identity.request(uuid, user, body.userId, requestId);
  }
}
