import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { formatDate, parseDate, parseIsoDate } from '@notary/domain/time';
import { SessionsService } from '../sessions/sessions.service.js';
import { toUser } from '../users/user-answers.js';
import type { NotifyItem, Profile } from '@notary/domain/contracts';
import { IdentityRepository } from './identity.repository.js';
import { NOTIFY_SOURCE, type NotifySource } from './notify-source.js';
import type { RequestIdentity, SessionUser } from './session-user.js';

/** shell 3 "Notify item" as GET /api/notarial_act/get_notify answers it. */

/** The signed-in user's own calls: terms of use, profile, upcoming acts. */
@Injectable()
export class AccountService {
  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionsService,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** Looked up once, in whichever module provides it; null when none does. */
  private source: NotifySource | null | undefined;

  private notifySource(): NotifySource | null {
    if (this.source === undefined) {
      try {
        this.source = this.moduleRef.get<NotifySource>(NOTIFY_SOURCE, { strict: false });
      } catch {
        this.source = null;
      }
    }
    return this.source;
  }

  /**
   * spec/shell.md 4 "termsofuse goes 0 to 1 on agree. Refusal logs the user
   * out." Both answers are recorded. Refusing also withdraws an earlier
   * acceptance (the offer includes consent to the use of personal data, shell
   * 2.6), so the offer is shown again at the next sign-in.
   */
  async answerOffer(identity: RequestIdentity, action: 0 | 1, context: { ip: string; userAgent?: string | undefined }) {
    await this.repository.recordOfferDecision(identity.user.id, action, { ip: context.ip, userAgent: context.userAgent?.slice(0, 500) ?? null });
    // The terms are remembered with the user's sessions.
    this.sessions.forgetUser(identity.user.id);
    if (action === 0) await this.sessions.revokeCurrent(identity, 'terms_refused');
    return { termsofuse: action };
  }

  async profile(user: SessionUser): Promise<Profile> {
    const row = await this.repository.user(user.id);
    return { user: toUser(row), hasPersonalDataConsent: row.termsofuse === 1 };
  }

  async upcomingActs(user: SessionUser): Promise<NotifyItem[]> {
    const source = this.notifySource();
    if (!source) return [];
    const items = await source.upcoming(user);
    return items.map((item) => {
      const date = item.visitdate ? (parseIsoDate(item.visitdate) ?? parseDate(item.visitdate)) : null;
      return {
        regtypeid: item.regtypeid,
        regsystemid: item.regsystemid,
        na: item.na,
        visitdate: date ? formatDate(date) : null,
        visittime: item.visittime,
        rid: item.rid,
        uuid: item.uuid,
      };
    });
  }
}
