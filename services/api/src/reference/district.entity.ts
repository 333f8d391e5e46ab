import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('district')
export class District {
  @PrimaryColumn('integer') id: number;
  @Column('integer', { name: 'region_id' }) regionId: number;
  @Column('text', { name: 'name_oz' }) nameOz: string;
  @Column('text', { name: 'name_uz' }) nameUz: string;
  @Column('text', { name: 'name_ru' }) nameRu: string;
  @Column('double precision') lat: number;
  @Column('double precision') lng: number;
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt: Date;
}
