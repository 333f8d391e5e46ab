import { Body, Controller, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ActGeneral, PresenceBody, RegistryFacts, VisitCalendar, VisitCalendarQuery } from '@notary/domain/contracts';
import { ACT_ERRORS, ApiDoc } from '../common/openapi/api-doc.js';
import { RequestId } from '../common/http/request-id.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../identity/auth.js';
import { ActCardService } from './act-card.service.js';
import { NotaryDeskService } from './notary-desk.service.js';

/** Issue 14 parts 2 and 5: the act's notary's review facts and the parties' presence. */
@Controller('notarial_act/:uuid')
@UseGuards(AuthGuard)
export class NotaryDeskController {
  constructor(
    private readonly desk: NotaryDeskService,
    private readonly card: ActCardService,
  ) {}

  @Get('registry-facts')
  @ApiDoc({
    summary: "The review's registry facts (civil registry, enforcement debts, vehicles, cadastre, bans) and every failing rule; the act's notary only",
    response: RegistryFacts,
    errors: { ...ACT_ERRORS, 403: 'act_actor_not_allowed' },
  })
  registryFacts(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.desk.registryFacts(uuid, user);
  }

  @Get('visit-calendar')
  @ApiDoc({
    summary: "The act's notary's day for setting the visit time (Tashkent): the slots of the office's timetable, each free or held by a visit, an e-queue booking or past; leave and duty",
    query: VisitCalendarQuery,
    response: VisitCalendar,
    errors: { ...ACT_ERRORS, 400: 'validation_failed', 403: 'act_actor_not_allowed', 409: 'notary_not_chosen' },
  })
  visitCalendar(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Query(new ValibotPipe(VisitCalendarQuery)) query: VisitCalendarQuery) {
    return this.desk.visitCalendar(uuid, user, query.date);
  }

  @Post('presence')
  @ApiDoc({
    summary: 'The act\'s notary marks the parties present at an in-person visit (Registration, at or after the set time), or withdraws the mark',
    body: PresenceBody,
    response: ActGeneral,
    errors: { ...ACT_ERRORS, 403: 'act_actor_not_allowed', 409: 'act_event_not_allowed | registration_before_visit_time' },
  })
  async presence(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Body(new ValibotPipe(PresenceBody)) body: PresenceBody, @RequestId() requestId: string) {
    await this.desk.markPresence(uuid, user, body.present, requestId);
    return this.card.general(uuid, user);
  }
}
