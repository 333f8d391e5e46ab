import { Controller, Param, Post, UseGuards } from '@nestjs/common';
import { VideoJoinToken, VideoRoom } from '@notary/domain/contracts';
import { ApiDoc } from '../../common/openapi/api-doc.js';
import { RequestId } from '../../common/http/request-id.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../../identity/auth.js';
import { ConferenceService } from './conference.service.js';

/** Issue 16.2: the act's conference room and its join tokens; the signalling is on the socket (conference.gateway.ts). */
@Controller('notarial_act')
@UseGuards(AuthGuard)
export class ConferenceController {
  constructor(private readonly conference: ConferenceService) {}

  @Post(':uuid/video/room')
  @ApiDoc({
    summary: "The act's notary opens its video conference room on the media server (video acts, steps 7–8); again after the media server restarted",
    response: VideoRoom,
    errors: { 403: 'act_actor_not_allowed', 409: 'not_video_registration', 418: 'uuid_not_found', 503: 'video_server_unavailable' },
  })
  openRoom(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @RequestId() requestId: string) {
    return this.conference.openRoom(uuid, user, requestId);
  }

  @Post(':uuid/video/token')
  @ApiDoc({
    summary: 'A signed join token (3 minutes) for the conference, only for the parties who joined the act and its notary',
    response: VideoJoinToken,
    errors: { 403: 'video_not_a_participant', 409: 'video_room_not_open' },
  })
  token(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.conference.issueToken(uuid, user);
  }
}
