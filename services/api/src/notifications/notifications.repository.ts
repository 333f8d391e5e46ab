import { Injectable } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import type { NotificationKind, NotificationParams } from '@notary/domain/contracts';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { UserNotification } from './notification.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A person to tell: their account (if they have one), the phone to text and their language. */
export type Recipient = { userId: string | null; phone: string | null; locale: Locale };

/** Who hears of a moment: the applicant alone, or every citizen of the act (the applicant and the parties who accepted). */
export type RecipientScope = 'applicant' | 'citizens';

export type NotificationRow = UserNotification & { actTypeId: number; actName: string };

/**
 * The act's citizens with their accounts. users.pin is char(14): a party's pin (text)
 * is cast to it so that users_pin_key finds the account, not a read of every user.
 */
export const RECIPIENTS_SQL = `WITH people AS (
         SELECT u.id AS user_id, coalesce(nullif(p.phone, ''), u.phone, a.phone) AS phone, u.locale, 0 AS rank
           FROM notarial_act a
           JOIN users u ON u.id = a.created_by
           LEFT JOIN act_party p ON p.act_id = a.id AND p.is_author
          WHERE a.id = $1
         UNION ALL
         SELECT u.id, coalesce(nullif(p.phone, ''), u.phone), coalesce(u.locale, 'oz'), 1
           FROM act_party p
           LEFT JOIN users u ON u.pin = coalesce(p.pin, p.manager->>'pin')::bpchar AND u.isdeleted = 0
          WHERE p.act_id = $1 AND $2 = 'citizens' AND NOT p.is_author AND p.status = 'accepted'
       )
       SELECT DISTINCT ON (coalesce(user_id::text, phone)) user_id, phone, locale
         FROM people
        WHERE user_id IS NOT NULL OR phone IS NOT NULL
        ORDER BY coalesce(user_id::text, phone), rank`;

/** The notifications (user_notification) and the people of an act they go to; methods take the caller's `EntityManager`. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly db: DataSource) {}

  get manager(): EntityManager {
    return this.db.manager;
  }

  /**
   * The act's citizens: the author (by `created_by`, and the author's party row
   * for its phone) and, for `citizens`, every party whose invitation is
   * accepted (a legal entity through its manager's pin). One entry per
   * account; a party without an account is texted, not notified.
   */
  async recipients(em: EntityManager, actId: string, scope: RecipientScope): Promise<Recipient[]> {
    const rows = (await em.query(
      RECIPIENTS_SQL,
      [actId, scope],
    )) as { user_id: string | null; phone: string | null; locale: Locale | null }[];
    return rows.map((r) => ({ userId: r.user_id, phone: r.phone, locale: r.locale ?? 'oz' }));
  }

  /** The account of a pin (an invited person), if any. */
  async userByPin(em: EntityManager, pin: string): Promise<{ id: string; locale: Locale } | null> {
    const [row] = (await em.query(`SELECT id, locale FROM users WHERE pin = $1 AND isdeleted = 0`, [pin])) as { id: string; locale: Locale }[];
    return row ?? null;
  }

  async insert(em: EntityManager, row: { userId: string; actId: string; kind: NotificationKind; params: NotificationParams }): Promise<UserNotification> {
    const repo = em.getRepository(UserNotification);
    return repo.save(repo.create(row));
  }

  /** Newest first, with the act's type and name. */
  async list(userId: string, limit: number): Promise<NotificationRow[]> {
    const { entities, raw } = await this.db
      .getRepository(UserNotification)
      .createQueryBuilder('n')
      .innerJoin('notarial_act', 'a', 'a.id = n.act_id')
      .addSelect(['a.type_id AS act_type_id', 'a.name AS act_name'])
      .where('n.user_id = :userId', { userId })
      .orderBy('n.created_at', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .limit(limit)
      .getRawAndEntities();
    return entities.map((e, i) => {
      const r = raw[i] as { act_type_id: number; act_name: string };
      return Object.assign(e, { actTypeId: r.act_type_id, actName: r.act_name });
    });
  }

  async unread(userId: string): Promise<number> {
    return this.db.getRepository(UserNotification).count({ where: { userId, readAt: IsNull() } });
  }

  /** Marks one of the user's notifications read; false when it is not theirs (or not a notification). */
  async markRead(userId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const repo = this.db.getRepository(UserNotification);
    if ((await repo.countBy({ id, userId })) === 0) return false;
    await repo.update({ id, userId, readAt: IsNull() }, { readAt: new Date() });
    return true;
  }

  async markAllRead(userId: string): Promise<void> {
    await this.db.query(`UPDATE user_notification SET read_at = now() WHERE user_id = $1 AND read_at IS NULL`, [userId]);
  }

  /** The language the user last used, for the SMS and notifications made while they are away. */
  async rememberLocale(userId: string, locale: Locale): Promise<void> {
    await this.db.query(`UPDATE users SET locale = $2 WHERE id = $1 AND locale IS DISTINCT FROM $2`, [userId, locale]);
  }
}
