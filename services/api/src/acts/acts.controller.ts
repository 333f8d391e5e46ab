import { Body, Controller, Get, Param, Patch, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import type { ActEvent } from '@notary/domain/act';
import type { Response } from 'express';
import * as v from 'valibot';
import { AuditService } from '../audit/audit.service.js';
import { ACT_ERRORS, ApiDoc } from '../common/openapi/api-doc.js';
import { ActCardService } from './act-card.service.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../identity/auth.js';
import { ActsService } from './acts.service.js';
import {
  ActFields,
  ActGeneral,
  ActList,
  ActReferences,
  ActResult,
  ActVideo,
  AuditEntry,
  AuditVerification,
  CreateAct,
  CreateSimplifiedAct,
  EventBody,
  EventParam,
  KinshipReload,
  ListActsQuery,
  VideoRegistration,
} from '@notary/domain/contracts';
import { BodyLimit } from '../common/http/body-limit.js';
import { RequestId } from '../common/http/request-id.js';
import { RequestOrigin } from '../common/http/request-origin.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';

/** Issue 5.2: the acts list, creation, the act card's tabs and every event of the machine. */
@Controller('notarial_act')
@UseGuards(AuthGuard)
export class ActsController {
  constructor(
    private readonly acts: ActsService,
    private readonly card: ActCardService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @ApiDoc({ summary: 'My notarial acts: both tabs, every filter, paginated and sorted (acts-domain 2)', query: ListActsQuery, response: ActList, errors: { 403: ACT_ERRORS[403] } })
  list(@CurrentUser() user: SessionUser, @Query(new ValibotPipe(ListActsQuery)) query: ListActsQuery) {
    return this.acts.list(user, query);
  }

  @Post()
  @ApiDoc({ summary: 'Create an act of any type, in person (regtype 1) or by video (2)', body: CreateAct, response: ActGeneral, errors: { 400: 'validation_failed', 403: ACT_ERRORS[403], 409: 'duplicate_unfinished_act' } })
  async create(
    @CurrentUser() user: SessionUser,
    @Body(new ValibotPipe(CreateAct)) body: CreateAct,
    @RequestId() requestId: string,
    @RequestOrigin() origin: string | null,
  ) {
    return this.card.general((await this.acts.create(user, body, requestId, { origin })).id, user);
  }

  @Post('simplified')
  @ApiDoc({ summary: 'Create a simplified vehicle sale (1) or gift (4): vehicle, price and counterparty at once', body: CreateSimplifiedAct, response: ActGeneral, errors: { 400: 'validation_failed', 403: ACT_ERRORS[403] } })
  async createSimplified(
    @CurrentUser() user: SessionUser,
    @Body(new ValibotPipe(CreateSimplifiedAct)) body: CreateSimplifiedAct,
    @RequestId() requestId: string,
    @RequestOrigin() origin: string | null,
  ) {
    return this.card.general((await this.acts.createSimplified(user, body, requestId, origin)).id, user);
  }

  @Get(':uuid')
  @ApiDoc({ summary: 'Act card, general tab, with the events the caller may send now', response: ActGeneral, errors: ACT_ERRORS })
  general(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.card.general(uuid, user);
  }

  @Patch(':uuid')
  @ApiDoc({ summary: "Edit the act's fields (applicant in Preparation, notary during the check)", body: ActFields, response: ActGeneral, errors: { ...ACT_ERRORS, 409: 'act_event_not_allowed | act_finished' } })
  async update(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Body(new ValibotPipe(ActFields)) body: ActFields, @RequestId() requestId: string) {
    await this.acts.update(uuid, user, body, requestId);
    return this.card.general(uuid, user);
  }

  @Post(':uuid/events/:event')
  // A refusal carries its resolution as a base64 file (EventBodySchema: at most 1.9 MB of base64).
  @BodyLimit(2 * 1024 * 1024)
  @ApiDoc({
    summary: 'Send an event of the state machine (save_draft, send_for_check, …, register, annul); `confirmed: true` answers the confirmation dialog',
    body: EventBody,
    response: ActGeneral,
    params: { event: EventParam },
    errors: { ...ACT_ERRORS, 400: 'validation_failed (confirmation_required, missing input)', 409: 'a refused transition: the domain code', 422: 'a blocking rule of acts-domain 5' },
  })
  async event(
    @CurrentUser() user: SessionUser,
    @Param('uuid') uuid: string,
    @Param('event', new ValibotPipe(EventParam)) event: ActEvent,
    @Body(new ValibotPipe(EventBody)) body: EventBody,
    @RequestId() requestId: string,
  ) {
    await this.acts.sendEvent(uuid, user, event, body, requestId);
    return this.card.general(uuid, user);
  }

  @Post(':uuid/kinship/reload')
  @ApiDoc({ summary: 'Reload kinship data from the civil registry (acts-domain 8 "No kinship found … reload")', response: KinshipReload, errors: ACT_ERRORS })
  reloadKinship(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.card.reloadKinship(uuid, user);
  }

  @Get(':uuid/result')
  @ApiDoc({ summary: 'Result tab: register number and date, office, state, annulment, refusal, stop', response: ActResult, errors: ACT_ERRORS })
  result(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.card.result(uuid, user);
  }

  @Get(':uuid/references')
  @ApiDoc({ summary: 'References tab: linked and base acts, registry data and bans of the subjects', response: ActReferences, errors: ACT_ERRORS })
  references(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.card.references(uuid, user);
  }

  @Get(':uuid/video')
  @ApiDoc({ summary: 'Video-conference registration tab', response: ActVideo, errors: ACT_ERRORS })
  video(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.card.video(uuid, user);
  }

  @Put(':uuid/video')
  @ApiDoc({ summary: "The notary records the conference's room and times", body: VideoRegistration, response: ActVideo, errors: { ...ACT_ERRORS, 409: 'not_video_registration' } })
  updateVideo(
    @CurrentUser() user: SessionUser,
    @Param('uuid') uuid: string,
    @Body(new ValibotPipe(VideoRegistration)) body: VideoRegistration,
    @RequestId() requestId: string,
  ) {
    return this.card.updateVideo(uuid, user, body, requestId);
  }

  @Get(':uuid/refusal-file')
  @ApiDoc({ summary: "Download the notary's refusal resolution", produces: 'application/octet-stream', errors: { 403: ACT_ERRORS[403], 418: 'download_forbidden, uuid_not_found, pin_not_found_in_uuid' } })
  async refusalFile(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Res() res: Response) {
    const file = await this.card.refusalFile(uuid, user);
    res.setHeader('content-type', file.type);
    res.setHeader('content-disposition', `attachment; filename="${encodeURIComponent(file.name)}"`);
    res.send(file.bytes);
  }

  @Get(':uuid/audit')
  @ApiDoc({ summary: "The act's audit trail", response: v.array(AuditEntry), errors: ACT_ERRORS })
  async auditTrail(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    await this.acts.access(uuid, user);
    return this.audit.entries(uuid);
  }

  @Get(':uuid/audit/verify')
  @ApiDoc({ summary: "Verify the act's hash chain", response: AuditVerification, errors: ACT_ERRORS })
  async auditVerify(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    await this.acts.access(uuid, user);
    return this.audit.verify(uuid);
  }

  @Get(':uuid/audit/export')
  @ApiDoc({ summary: "Export the act's audit trail as a JSON file, with its verification", produces: 'application/json', errors: ACT_ERRORS })
  async auditExport(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Res() res: Response) {
    await this.acts.access(uuid, user);
    res.setHeader('content-disposition', `attachment; filename="act-${uuid}-audit.json"`);
    res.json(await this.audit.export(uuid));
  }
}
