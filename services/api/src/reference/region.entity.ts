import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('region')
export class Region {
  @PrimaryColumn('integer') id: number;
  @Column('text', { name: 'name_oz' }) nameOz: string;
  @Column('text', { name: 'name_uz' }) nameUz: string;
  @Column('text', { name: 'name_ru' }) nameRu: string;
  @Column('double precision') lat: number;
  @Column('double precision') lng: number;
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt: Date;
}
