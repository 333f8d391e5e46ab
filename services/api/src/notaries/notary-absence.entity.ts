import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AbsenceKind = 'vacation' | 'medical_leave';

/** Vacation or medical leave, inclusive dates (Tashkent calendar days). */
@Entity('notary_absence')
export class NotaryAbsence {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'notary_id' }) notaryId: string;
  @Column('text') kind: AbsenceKind;
  @Column('date', { name: 'date_from' }) dateFrom: string;
  @Column('date', { name: 'date_to' }) dateTo: string;
}
