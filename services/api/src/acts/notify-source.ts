import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NotifySource, NotifySourceItem } from '../identity/notify-source.js';
import type { SessionUser } from '../identity/auth.js';

/**
 * What `GET /api/notarial_act/get_notify` lists (spec/shell.md 2.7, 7): the
 * user's upcoming acts, i.e. acts in process they take part in whose visit
 * is still ahead (or not yet set), soonest first. The identity module owns
 * the route and asks this source through its `NOTIFY_SOURCE` token.
 */
@Injectable()
export class ActsNotifySource implements NotifySource {
  constructor(private readonly db: DataSource) {}

  /** Dates ISO yyyy-mm-dd and times HH:mm in Tashkent time, as the identity module's contract says. */
  async upcoming(user: Pick<SessionUser, 'id' | 'pin'>): Promise<NotifySourceItem[]> {
    return (await this.db.query(
      `SELECT a.regtype AS regtypeid, a.regsystem AS regsystemid, a.name AS na,
              to_char(a.visit_date, 'YYYY-MM-DD') AS visitdate, to_char(a.visit_time, 'HH24:MI') AS visittime,
              a.id AS rid, a.id AS uuid
         FROM notarial_act a
        WHERE a.status = 'active' AND a.visit_at IS NOT NULL AND a.visit_at > now()
          AND (a.created_by = $1 OR EXISTS (SELECT 1 FROM act_party p WHERE p.act_id = a.id AND p.pin = $2))
        ORDER BY a.visit_at LIMIT 20`,
      [user.id, user.pin],
    )) as NotifySourceItem[];
  }
}
