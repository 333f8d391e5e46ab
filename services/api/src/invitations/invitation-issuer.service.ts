import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { ApiConfig } from '../config.js';
import QRCode from 'qrcode';
import type { EntityManager } from 'typeorm';
import type { ActParty } from '../parties/party.entity.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { invitationConfirmerPin } from '@notary/domain/rules';
import { confirmingFacts } from '../parties/party-rows.js';

/** The citizen web's invitation screen (spec/shell.md 2.1 enotarial_act/{uuid}); the token says who is invited. */
export function invitationPath(actId: string, token: string): string {
  return `/enotarial_act/${actId}?invite=${token}`;
}

/**
 * The portal's address as citizens reach it: PUBLIC_URL when set (behind a
 * proxy the request's host may be an internal one), else the origin of the
 * request that issued the invitation. A link in an SMS or a QR code scanned on
 * another phone is useless without it.
 */
export function portalBaseUrl(publicUrl: string | undefined, requestOrigin?: string | null): string {
  const base = publicUrl || requestOrigin || 'http://localhost';
  return base.replace(/\/+$/, '');
}

/** The absolute invitation link carried by the SMS and the QR code. */
export function invitationUrl(publicUrl: string | undefined, actId: string, token: string, requestOrigin?: string | null): string {
  return `${portalBaseUrl(publicUrl, requestOrigin)}${invitationPath(actId, token)}`;
}

/**
 * acts-domain 4 "Party invitation (by link, QR code or SMS)": gives an invited
 * party a link with an unguessable token, the link's QR code (PNG data URL,
 * kept on the party row; SVG on request) and an SMS through the gateway port.
 * Runs inside the caller's transaction: a rolled-back invite leaves no SMS.
 * The caller saves the party row it returns (ActsRepository.saveParty).
 */
@Injectable()
export class InvitationIssuer {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly config: ConfigService<ApiConfig, true>,
  ) {}

  async issue(em: EntityManager, party: ActParty, act: { id: string; name: string; typeId: number }, requestOrigin?: string | null): Promise<ActParty> {
    const token = randomBytes(24).toString('base64url');
    const link = invitationUrl(this.config.get('publicUrl', { infer: true }), act.id, token, requestOrigin);
    party.inviteToken = token;
    party.inviteLink = link;
    party.qrCode = await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 1, width: 256 });
    party.status = null;
    party.answeredAt = null;
    // The invited person's notification (the bell) and the SMS with the link, in their language (issue 13.10).
    const pin = invitationConfirmerPin(confirmingFacts(party));
    if (await this.notifications.invited(em, act, { pin, phone: party.phone, partyId: party.id }, link)) {
      party.smsSent = true;
      party.smsSentAt = new Date();
    }
    return party;
  }

  /** Issue 13.5: the open invitation's SMS again, with the same link (its token stays valid); the caller checks the cooldown. */
  async resendSms(em: EntityManager, party: ActParty & { phone: string; inviteLink: string }, act: { id: string; name: string; typeId: number }): Promise<ActParty> {
    const pin = invitationConfirmerPin(confirmingFacts(party));
    await this.notifications.invitationSmsAgain(em, act, { pin, phone: party.phone, partyId: party.id }, party.inviteLink);
    party.smsSent = true;
    party.smsSentAt = new Date();
    return party;
  }

  async svg(link: string): Promise<string> {
    return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  }
}
