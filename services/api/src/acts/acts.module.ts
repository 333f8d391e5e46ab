import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { EqueueModule } from '../equeue/equeue.module.js';
import { InvitationsModule } from '../invitations/invitations.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { StateRegistriesModule } from '../state-registries/state-registries.module.js';
import { ActCardService } from './act-card.service.js';
import { CoreActEffects } from './act-effects.js';
import { ACT_RULE_PROVIDERS, ActRules } from './act-rules.service.js';
import { ActsRepository } from './acts.repository.js';
import { ActTransitions } from './act-transitions.service.js';
import { ActsController } from './acts.controller.js';
import { CivilRecordsController } from './civil-records.controller.js';
import { CivilRecordsService } from './civil-records.service.js';
import { NotaryDeskController } from './notary-desk.controller.js';
import { NotaryDeskService } from './notary-desk.service.js';
import { ActsService } from './acts.service.js';
import { MissedVideoJob } from './missed-video.job.js';
import { NotaryDirectory } from './notary-directory.js';
import { NOTIFY_SOURCE } from '../identity/notify-source.js';
import { ActsNotifySource } from './notify-source.js';

/**
 * The notarial act core: the act, its card, the machine's transitions and the
 * missed-video job. Parties, subjects, payments, registration and notes are
 * modules of their own that import this one and add their events' effects.
 */
@Module({
  imports: [AuditModule, RealtimeModule, StateRegistriesModule, InvitationsModule, EqueueModule],
  controllers: [ActsController, NotaryDeskController, CivilRecordsController],
  providers: [
    ActsService,
    CivilRecordsService,
    ActCardService,
    ActTransitions,
    CoreActEffects,
    ...ACT_RULE_PROVIDERS,
    NotaryDirectory,
    NotaryDeskService,
    MissedVideoJob,
    ActsNotifySource,
    // GET /api/notarial_act/get_notify (the identity module's route) lists these acts.
    { provide: NOTIFY_SOURCE, useExisting: ActsNotifySource },
  ],
  exports: [ActsService, ActTransitions, ActRules, ActsRepository, ActsNotifySource, AuditModule, RealtimeModule, StateRegistriesModule, InvitationsModule],
})
export class ActsModule {}
