import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Opening hours of one ISO weekday (1 = Monday), Tashkent wall-clock "HH:mm". */
export type DayHours = { open: string; close: string; breakFrom?: string; breakTo?: string };
export type Timetable = Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', DayHours>>;

@Entity('notary_office')
export class NotaryOffice {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { name: 'name_oz' }) nameOz: string;
  @Column('text', { name: 'name_uz' }) nameUz: string;
  @Column('text', { name: 'name_ru' }) nameRu: string;
  @Column('boolean', { name: 'is_state', default: true }) isState: boolean;
  @Column('integer', { name: 'region_id' }) regionId: number;
  @Column('integer', { name: 'district_id' }) districtId: number;
  @Column('text', { name: 'address_oz' }) addressOz: string;
  @Column('text', { name: 'address_uz' }) addressUz: string;
  @Column('text', { name: 'address_ru' }) addressRu: string;
  @Column('double precision') lat: number;
  @Column('double precision') lng: number;
  @Column('text') phone: string;
  @Column('text', { array: true }) languages: string[];
  @Column('jsonb') timetable: Timetable;
  @Column('integer', { name: 'slot_minutes', default: 30 }) slotMinutes: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
