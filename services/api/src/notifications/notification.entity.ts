import type { NotificationKind, NotificationParams } from '@notary/domain/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One moment of an act told to one user (issue 13.10); `readAt` null is unread. */
@Entity({ name: 'user_notification' })
export class UserNotification {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ name: 'act_id', type: 'uuid' }) actId: string;
  @Column({ type: 'text' }) kind: NotificationKind;
  @Column({ type: 'jsonb', default: () => "'{}'" }) params: NotificationParams;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true }) readAt: Date | null;
}
