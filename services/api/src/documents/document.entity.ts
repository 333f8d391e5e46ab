import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A scan attached to an act or to one party of it (issue 13.2); the bytes are in the file storage under `storageKey`. */
@Entity({ name: 'act_document' })
export class ActDocumentRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'act_id', type: 'uuid' }) actId: string;
  @Column({ name: 'party_id', type: 'uuid', nullable: true }) partyId: string | null;
  @Column({ type: 'text' }) name: string;
  @Column({ name: 'mime_type', type: 'text' }) mimeType: string;
  @Column({ type: 'integer' }) size: number;
  @Column({ type: 'char', length: 64 }) sha256: string;
  @Column({ name: 'storage_key', type: 'text' }) storageKey: string;
  @Column({ name: 'uploaded_by', type: 'uuid' }) uploadedBy: string;
  @Column({ name: 'uploaded_by_name', type: 'text', nullable: true }) uploadedByName: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
