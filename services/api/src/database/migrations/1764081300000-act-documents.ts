import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Documents of an act (issue 13.2): a scan attached to the act or to one of
 * its parties. The content is in the file storage (DATA_DIR/documents by
 * default) under `storage_key`; the row keeps its type (by content), size and
 * SHA-256, which the act's audit trail records too. A removed party's
 * documents stay with the act.
 */
export class ActDocuments1764081300000 implements MigrationInterface {
  name = 'ActDocuments1764081300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE act_document (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      act_id uuid NOT NULL REFERENCES notarial_act(id) ON DELETE CASCADE,
      party_id uuid REFERENCES act_party(id) ON DELETE SET NULL,
      name text NOT NULL,
      mime_type text NOT NULL CHECK (mime_type IN ('application/pdf', 'image/jpeg', 'image/png')),
      size integer NOT NULL CHECK (size > 0),
      sha256 char(64) NOT NULL,
      storage_key text NOT NULL UNIQUE,
      uploaded_by uuid NOT NULL,
      uploaded_by_name text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX act_document_act_idx ON act_document (act_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE act_document`);
  }
}
