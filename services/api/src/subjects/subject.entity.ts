import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SubjectKind } from '@notary/domain/act';

/** acts-domain 3 "Subject: shares (numerator, denominator, receiving party)". */
export type SubjectShare = { numerator: number; denominator: number; partyId?: string | null };

const money = { type: 'numeric' as const, precision: 18, scale: 2, nullable: true };

/** acts-domain 3 "Subject": vehicle, real estate or other property, with the common fields. */
@Entity({ name: 'act_subject' })
export class ActSubject {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'act_id', type: 'uuid' }) actId: string;
  @Column({ type: 'text' }) kind: SubjectKind;
  @Column({ name: 'object_key', type: 'text', nullable: true }) objectKey: string | null;
  @Column({ name: 'owner_party_id', type: 'uuid', nullable: true }) ownerPartyId: string | null;
  @Column({ name: 'state_number', type: 'text', nullable: true }) stateNumber: string | null;
  @Column({ name: 'tech_passport_series', type: 'text', nullable: true }) techPassportSeries: string | null;
  @Column({ name: 'tech_passport_number', type: 'text', nullable: true }) techPassportNumber: string | null;
  @Column({ name: 'body_number', type: 'text', nullable: true }) bodyNumber: string | null;
  @Column({ name: 'cadastre_number', type: 'text', nullable: true }) cadastreNumber: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ ...money }) price: string | null;
  @Column({ name: 'price_words', type: 'text', nullable: true }) priceWords: string | null;
  @Column({ name: 'inventory_price', ...money }) inventoryPrice: string | null;
  @Column({ name: 'sum', ...money }) sum: string | null;
  /** Issuer, date, make, country, motor, chassis, colour, year, horsepower, stamp, usability, fines… */
  @Column({ type: 'jsonb', nullable: true }) vehicle: Record<string, unknown> | null;
  /** Cadastre form, type, street, home, flat, block, object name, areas, rooms, statement number… */
  @Column({ name: 'real_estate', type: 'jsonb', nullable: true }) realEstate: Record<string, unknown> | null;
  @Column({ type: 'jsonb', nullable: true }) ownership: Record<string, unknown> | null;
  @Column({ type: 'jsonb', nullable: true }) payment: Record<string, unknown> | null;
  @Column({ type: 'jsonb', nullable: true }) credit: Record<string, unknown> | null;
  @Column({ type: 'jsonb', nullable: true }) insurance: Record<string, unknown> | null;
  @Column({ name: 'balance_price', ...money }) balancePrice: string | null;
  @Column({ name: 'appraisal_price', ...money }) appraisalPrice: string | null;
  @Column({ type: 'jsonb', default: () => "'[]'" }) shares: SubjectShare[];
  @Column({ name: 'disposal_types', type: 'text', array: true, default: () => "'{}'" }) disposalTypes: string[];
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
