import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recordings of an act's video conference (issue 16.4): one row per
 * participant per recording, the WebM the media server's tracks were muxed
 * into. The content is in the file storage (DATA_DIR/video/recordings by
 * default) under `storage_key`; the row keeps its SHA-256 (also in the act's
 * audit trail), size, duration and times. Retention deletes the content and
 * keeps the row: `deleted_at`, `deleted_reason`. `source` names the media
 * server's files it was made from, so processing the same folder twice adds
 * nothing.
 */
export class VideoRecordings1764258000000 implements MigrationInterface {
  name = 'VideoRecordings1764258000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE video_recording (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      act_id uuid NOT NULL REFERENCES notarial_act(id) ON DELETE CASCADE,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      participant text NOT NULL,
      source text NOT NULL UNIQUE,
      storage_key text NOT NULL UNIQUE,
      mime_type text NOT NULL DEFAULT 'video/webm',
      bytes bigint NOT NULL CHECK (bytes > 0),
      duration_ms integer NOT NULL CHECK (duration_ms >= 0),
      sha256 char(64) NOT NULL,
      started_at timestamptz NOT NULL,
      stopped_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      deleted_reason text CHECK (deleted_reason IN ('retention')),
      CHECK ((deleted_at IS NULL) = (deleted_reason IS NULL))
    )`);
    await q.query(`CREATE INDEX video_recording_act_idx ON video_recording (act_id, started_at)`);
    await q.query(`CREATE INDEX video_recording_retention_idx ON video_recording (created_at) WHERE deleted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE video_recording`);
  }
}
