import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One append-only row of an act's audit trail (issue 5.9). Never updated or deleted (trigger). */
@Entity({ name: 'act_audit' })
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'act_id', type: 'uuid' }) actId: string;
  @Column({ type: 'integer' }) seq: number;
  @Column({ type: 'timestamptz' }) at: Date;
  @Column({ name: 'actor_id', type: 'uuid', nullable: true }) actorId: string | null;
  @Column({ name: 'actor_role', type: 'text' }) actorRole: string;
  @Column({ type: 'text' }) action: string;
  @Column({ name: 'from_step', type: 'smallint', nullable: true }) fromStep: number | null;
  @Column({ name: 'to_step', type: 'smallint', nullable: true }) toStep: number | null;
  @Column({ name: 'from_status', type: 'text', nullable: true }) fromStatus: string | null;
  @Column({ name: 'to_status', type: 'text', nullable: true }) toStatus: string | null;
  @Column({ type: 'text', nullable: true }) reason: string | null;
  @Column({ name: 'request_id', type: 'text', nullable: true }) requestId: string | null;
  @Column({ type: 'jsonb', default: () => "'{}'" }) data: Record<string, unknown>;
  @Column({ name: 'prev_hash', type: 'text' }) prevHash: string;
  @Column({ type: 'text' }) hash: string;
}
