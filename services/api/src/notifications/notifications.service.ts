import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Locale } from '@notary/domain/constants';
import type { Notification, NotificationKind, NotificationList, NotificationParams } from '@notary/domain/contracts';
import { userRoom } from '@notary/domain/realtime';
import { DataSource, type EntityManager, type EntitySubscriberInterface, type QueryRunner, type TransactionCommitEvent, type TransactionRollbackEvent } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { ApiConfig } from '../config.js';
import { RealtimeGateway } from '../realtime/realtime.gateway.js';
import { SmsGateway } from '../sms/sms-gateway.js';
import type { UserNotification } from './notification.entity.js';
import { type NotificationRow, NotificationsRepository, type RecipientScope } from './notifications.repository.js';
import { actNameIn, notificationSms } from './sms-texts.js';

/** The act as a notification names it. */
export type NotifiedAct = { id: string; typeId: number; name: string };

const PENDING = 'notifications:pending';

type Pending = { userId: string; notification: Notification };

/**
 * Tells citizens of the moments of their acts (issue 13.10): a stored
 * notification for each one with an account (the bell) and an SMS through
 * the SMS gateway port, in their language. Both are written inside the
 * caller's transaction (the act's transition), so a rolled-back change tells
 * no one; the live `notification:new` goes to each `user:<id>` room only
 * after that transaction committed (a TypeORM transaction subscriber), the
 * rule the act channel follows too.
 */
@Injectable()
export class NotificationsService implements OnModuleInit, EntitySubscriberInterface {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly db: DataSource,
    private readonly repo: NotificationsRepository,
    private readonly sms: SmsGateway,
    private readonly gateway: RealtimeGateway,
    private readonly config: ConfigService<ApiConfig, true>,
  ) {}

  onModuleInit(): void {
    // A subscriber with no `listenTo` hears every transaction of the data source.
    if (!this.db.subscribers.includes(this)) this.db.subscribers.push(this);
  }

  /** The act's page in the citizen web, for the SMS; none when the portal's public address is not configured. */
  private actLink(actId: string): string | null {
    const base = this.config.get('publicUrl', { infer: true });
    return base ? `${base.replace(/\/+$/, '')}/my_notarial_act/${actId}` : null;
  }

  /**
   * One moment of an act, told to the applicant or to every citizen of it,
   * except the user who caused it (an applicant annulling their own act).
   */
  async notifyAct(em: EntityManager, act: NotifiedAct, kind: NotificationKind, params: NotificationParams, options: { scope: RecipientScope; exceptUserId?: string | null }): Promise<void> {
    const link = this.actLink(act.id);
    for (const person of await this.repo.recipients(em, act.id, options.scope)) {
      if (person.userId && person.userId === options.exceptUserId) continue;
      if (person.userId) await this.store(em, person.userId, act, kind, params);
      if (person.phone) await this.sms.send(em, { phone: person.phone, text: notificationSms(kind, person.locale, { actTypeId: act.typeId, actName: act.name, params, link }), actId: act.id });
    }
  }

  /**
   * An invitation (acts-domain 4): the invited person's notification, if they
   * have an account, and the SMS with the invitation link to the party's
   * phone, in their language. Answers whether an SMS went out.
   */
  async invited(em: EntityManager, act: NotifiedAct, invitee: { pin: string | null; phone: string | null; partyId: string }, link: string): Promise<boolean> {
    const user = invitee.pin ? await this.repo.userByPin(em, invitee.pin) : null;
    if (user) await this.store(em, user.id, act, 'invited', {});
    if (!invitee.phone) return false;
    const locale: Locale = user?.locale ?? 'oz';
    await this.sms.send(em, { phone: invitee.phone, text: notificationSms('invited', locale, { actTypeId: act.typeId, actName: act.name, params: {}, link }), actId: act.id, partyId: invitee.partyId });
    return true;
  }

  /** Issue 13.5 "resend SMS": the same invitation SMS and link again (the bell already has the invitation). */
  async invitationSmsAgain(em: EntityManager, act: NotifiedAct, invitee: { pin: string | null; phone: string; partyId: string }, link: string): Promise<void> {
    const user = invitee.pin ? await this.repo.userByPin(em, invitee.pin) : null;
    const locale: Locale = user?.locale ?? 'oz';
    await this.sms.send(em, { phone: invitee.phone, text: notificationSms('invited', locale, { actTypeId: act.typeId, actName: act.name, params: {}, link }), actId: act.id, partyId: invitee.partyId });
  }

  async list(userId: string, locale: Locale, limit: number): Promise<NotificationList> {
    // The bell asks at each page in the language the user reads now: SMS made while they are away use it.
    await this.repo.rememberLocale(userId, locale);
    const [rows, unread] = await Promise.all([this.repo.list(userId, limit), this.repo.unread(userId)]);
    return { items: rows.map((row) => view(row, locale)), unread };
  }

  async markRead(userId: string, id: string): Promise<{ unread: number }> {
    if (!(await this.repo.markRead(userId, id))) throw new AppError('not_found', 404, 'notification not found');
    return { unread: await this.repo.unread(userId) };
  }

  async markAllRead(userId: string): Promise<{ unread: number }> {
    await this.repo.markAllRead(userId);
    return { unread: 0 };
  }

  private async store(em: EntityManager, userId: string, act: NotifiedAct, kind: NotificationKind, params: NotificationParams): Promise<void> {
    const row = await this.repo.insert(em, { userId, actId: act.id, kind, params });
    const notification = view(Object.assign(row as UserNotification, { actTypeId: act.typeId, actName: act.name }), null);
    const runner = em.queryRunner;
    if (runner?.isTransactionActive) {
      const data = runner.data as Record<string, Pending[] | undefined>;
      (data[PENDING] ??= []).push({ userId, notification });
    } else {
      this.deliver([{ userId, notification }]);
    }
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A savepoint's release is a "commit" too: deliver only once the outermost transaction is done.
    if (event.queryRunner.isTransactionActive) return;
    this.deliver(takePending(event.queryRunner));
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) takePending(event.queryRunner);
  }

  private deliver(items: Pending[]): void {
    const server = this.gateway.server;
    if (!server) return;
    for (const { userId, notification } of items) {
      try {
        server.to(userRoom(userId)).emit('notification:new', notification);
      } catch (e) {
        this.logger.warn(`notification ${notification.id}: ${String(e)}`);
      }
    }
  }
}

function takePending(runner: QueryRunner): Pending[] {
  const data = runner.data as Record<string, Pending[] | undefined>;
  const items = data[PENDING] ?? [];
  delete data[PENDING];
  return items;
}

/** The act's name in the reader's language (`null`: as saved, the live push does not know the reader's language). */
function view(row: NotificationRow, locale: Locale | null): Notification {
  return {
    id: row.id,
    kind: row.kind,
    actId: row.actId,
    actTypeId: row.actTypeId,
    actName: locale ? actNameIn(locale, row.actTypeId, row.actName) : row.actName,
    params: row.params ?? {},
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}
