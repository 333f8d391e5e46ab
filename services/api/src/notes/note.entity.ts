import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type NoteVersion = { text: string; at: string; by: string };

/** acts-domain 3 "Note: text and history": an edit keeps the previous text in `history`. */
@Entity({ name: 'act_note' })
export class ActNote {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'act_id', type: 'uuid' }) actId: string;
  @Column({ name: 'author_id', type: 'uuid' }) authorId: string;
  @Column({ name: 'author_name', type: 'text', nullable: true }) authorName: string | null;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'jsonb', default: () => "'[]'" }) history: NoteVersion[];
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
