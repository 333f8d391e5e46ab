import { Entity, PrimaryColumn } from 'typeorm';

/** The notary on duty on a day off or a holiday (navbatchi notarius). */
@Entity('notary_duty')
export class NotaryDuty {
  @PrimaryColumn('uuid', { name: 'notary_id' }) notaryId: string;
  @PrimaryColumn('date', { name: 'duty_date' }) dutyDate: string;
}
