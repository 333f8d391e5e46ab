import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Timetable } from './notary-office.entity.js';

export const LICENSE_STATUSES = ['active', 'terminated', 'cancelled'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

/**
 * A notary of the directory. `personPin` links the notary to a person of the
 * civil registry, so a signed-in user with that pin acts as this notary.
 */
@Entity('notary')
export class Notary {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { name: 'last_name' }) lastName: string;
  @Column('text', { name: 'first_name' }) firstName: string;
  @Column('text', { name: 'middle_name', default: '' }) middleName: string;
  /** Latin, as in the passport. */
  @Column('text', { name: 'full_name' }) fullName: string;
  /** Uzbek Cyrillic spelling, shown in the uz and ru interfaces. */
  @Column('text', { name: 'full_name_cyr' }) fullNameCyr: string;
  @Column('text', { name: 'license_number', unique: true }) licenseNumber: string;
  @Column('date', { name: 'license_date' }) licenseDate: string;
  @Column('text', { name: 'license_status', default: 'active' }) licenseStatus: LicenseStatus;
  @Column('date', { name: 'license_status_date', nullable: true }) licenseStatusDate: string | null;
  @Column('uuid', { name: 'office_id' }) officeId: string;
  @Column('text', { name: 'person_pin', nullable: true, unique: true }) personPin: string | null;
  @Column('text') phone: string;
  @Column('text', { array: true }) languages: string[];
  /** ISO weekdays (1 = Monday) the notary receives visitors, within the office's hours. */
  @Column('smallint', { name: 'working_days', array: true }) workingDays: number[];
  /** The notary's own hours (issue 14.8); null: the office's timetable. */
  @Column('jsonb', { nullable: true }) timetable: Timetable | null;
  @Column('numeric', { name: 'ministry_rating', precision: 3, scale: 2, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  ministryRating: number;
  @Column('numeric', { name: 'client_rating', precision: 3, scale: 2, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  clientRating: number;
  @Column('integer', { name: 'reviews_count', default: 0 }) reviewsCount: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
