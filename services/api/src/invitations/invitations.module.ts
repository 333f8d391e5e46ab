import { Module } from '@nestjs/common';
import { SmsModule } from '../sms/sms.module.js';
import { InvitationIssuer } from './invitation-issuer.service.js';

/** Issuing invitations; answering them (accept, reject, exit) is the parties controller's. */
@Module({ imports: [SmsModule], providers: [InvitationIssuer], exports: [InvitationIssuer] })
export class InvitationsModule {}
