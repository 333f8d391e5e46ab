import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message the shipped SMS gateway "sent": written here for the console to show (issue 5.6). */
@Entity({ name: 'sms_outbox' })
export class SmsOutboxMessage {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) phone: string;
  @Column({ type: 'text' }) text: string;
  @Column({ name: 'act_id', type: 'uuid', nullable: true }) actId: string | null;
  @Column({ name: 'party_id', type: 'uuid', nullable: true }) partyId: string | null;
  @Column({ type: 'text', default: 'queued' }) status: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
