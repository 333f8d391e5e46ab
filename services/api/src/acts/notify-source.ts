import { Injectable } from '@nestjs/common';
import type { NotifySource, NotifySourceItem } from '../identity/notify-source.js';
import type { SessionUser } from '../identity/auth.js';
import { ActsRepository } from './acts.repository.js';

/**
 * What `GET /api/notarial_act/get_notify` lists (spec/shell.md 2.7, 7): the
 * user's upcoming acts, i.e. acts in process they take part in whose visit
 * is still ahead (or not yet set), soonest first. The identity module owns
 * the route and asks this source through its `NOTIFY_SOURCE` token.
 */
@Injectable()
export class ActsNotifySource implements NotifySource {
  constructor(private readonly acts: ActsRepository) {}

  /** Dates ISO yyyy-mm-dd and times HH:mm in Tashkent time, as the identity module's contract says. */
  async upcoming(user: Pick<SessionUser, 'id' | 'pin'>): Promise<NotifySourceItem[]> {
    return this.acts.upcomingVisits(this.acts.manager, user.id, user.pin);
  }
}
