import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ActCivilRecords } from '@notary/domain/contracts';
import { ACT_ERRORS, ApiDoc } from '../common/openapi/api-doc.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../identity/auth.js';
import { CivilRecordsService } from './civil-records.service.js';

/** The spouse consent's records from the civil registry (issue 13 part 2). */
@Controller('notarial_act/:uuid')
@UseGuards(AuthGuard)
export class CivilRecordsController {
  constructor(private readonly records: CivilRecordsService) {}

  @Get('civil-records')
  @ApiDoc({
    summary: "The marriage and divorce records of the act's author in the civil registry, to choose the spouse consent's (whoever may edit the act now)",
    response: ActCivilRecords,
    errors: { ...ACT_ERRORS, 409: 'act_event_not_allowed | act_finished', 503: 'technical_work (the civil registry is unavailable)' },
  })
  list(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.records.forAct(uuid, user);
  }
}
