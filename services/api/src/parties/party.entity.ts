import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { InvitationStatus, PartyClass, PartyRole, ParticipationMode } from '@notary/domain/party';

/** acts-domain 3 "Party (member)". Hot fields typed; the form's groups are jsonb (see the migration). */
@Entity({ name: 'act_party' })
export class ActParty {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'act_id', type: 'uuid' }) actId: string;
  @Column({ type: 'text' }) role: PartyRole;
  @Column({ name: 'is_author', type: 'boolean', default: false }) isAuthor: boolean;
  @Column({ name: 'party_class', type: 'text', default: 'natural' }) partyClass: PartyClass;
  @Column({ name: 'person_type', type: 'text', nullable: true }) personType: string | null;
  @Column({ type: 'text', nullable: true }) pin: string | null;
  @Column({ type: 'text', nullable: true }) inn: string | null;
  @Column({ type: 'text' }) fullname: string;
  @Column({ name: 'birth_date', type: 'date', nullable: true }) birthDate: string | null;
  @Column({ type: 'text', nullable: true }) phone: string | null;
  /** Document type, number, date, issuer. */
  @Column({ type: 'jsonb', default: () => "'{}'" }) document: Record<string, unknown>;
  /** Gender, birth place, death date, parents. */
  @Column({ type: 'jsonb', default: () => "'{}'" }) personal: Record<string, unknown>;
  @Column({ type: 'jsonb', nullable: true }) consular: Record<string, unknown> | null;
  /** Registered address and other addresses. */
  @Column({ type: 'jsonb', default: () => "'{}'" }) addresses: Record<string, unknown>;
  /** Representative, reason for not signing, sign-language interpreter, translation languages. */
  @Column({ type: 'jsonb', nullable: true }) representation: Record<string, unknown> | null;
  @Column({ type: 'text', nullable: true }) participation: string | null;
  @Column({ name: 'participation_mode', type: 'text', nullable: true }) participationMode: ParticipationMode | null;
  @Column({ type: 'smallint', nullable: true }) regtype: 1 | 2 | null;
  @Column({ name: 'proxy_document', type: 'jsonb', nullable: true }) proxyDocument: Record<string, unknown> | null;
  @Column({ type: 'jsonb', nullable: true }) guardian: Record<string, unknown> | null;
  @Column({ type: 'jsonb', nullable: true }) manager: Record<string, unknown> | null;
  @Column({ type: 'jsonb', nullable: true }) branch: Record<string, unknown> | null;
  @Column({ type: 'jsonb', nullable: true }) marriage: Record<string, unknown> | null;
  @Column({ type: 'jsonb', nullable: true }) rights: string[] | null;
  @Column({ name: 'delegation_right', type: 'boolean', default: false }) delegationRight: boolean;
  @Column({ name: 'is_payer', type: 'boolean', default: false }) isPayer: boolean;
  /** Kinship to the buyer or principal (acts-domain 3), as the civil registry names it. */
  @Column({ type: 'text', nullable: true }) kinship: string | null;
  @Column({ type: 'text', nullable: true }) status: InvitationStatus;
  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true }) answeredAt: Date | null;
  @Column({ name: 'invite_token', type: 'text', nullable: true, select: false }) inviteToken: string | null;
  @Column({ name: 'invite_link', type: 'text', nullable: true }) inviteLink: string | null;
  @Column({ name: 'qr_code', type: 'text', nullable: true }) qrCode: string | null;
  @Column({ name: 'sms_sent', type: 'boolean', default: false }) smsSent: boolean;
  @Column({ name: 'sms_sent_at', type: 'timestamptz', nullable: true }) smsSentAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
