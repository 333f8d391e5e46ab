import { Module } from '@nestjs/common';
import { NotificationsCoreModule } from '../notifications/notifications-core.module.js';
import { InvitationIssuer } from './invitation-issuer.service.js';

/** Issuing invitations; answering them (accept, reject, exit) is the parties controller's. */
@Module({ imports: [NotificationsCoreModule], providers: [InvitationIssuer], exports: [InvitationIssuer] })
export class InvitationsModule {}
