import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The face checks taken inside an act's video conference (issue 16.3): one
 * row per event, never updated. `outcome` is what happened: the check
 * confirmed the person (`confirmed`), failed (`failed`, with `failure`), or the
 * notary asked them to take it again (`requested`, `actor_id` the notary).
 * A row belongs to the act, the person (`pin`, and their account) and the
 * conference: the media server's room it was taken in. A person's state is
 * their latest row of the act's current room; registration of a video act
 * reads it (registration/video-identity-rule.ts).
 */
export class VideoIdentity1764268000000 implements MigrationInterface {
  name = 'VideoIdentity1764268000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE video_identity_check (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      act_id uuid NOT NULL REFERENCES notarial_act(id) ON DELETE CASCADE,
      janus_room bigint NOT NULL,
      pin text NOT NULL CHECK (pin ~ '^[0-9]{14}$'),
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      outcome text NOT NULL CHECK (outcome IN ('confirmed', 'failed', 'requested')),
      failure text CHECK (failure IN ('liveness_failed', 'face_mismatch', 'photo_missing')),
      similarity real,
      jti text UNIQUE,
      actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      CHECK ((outcome = 'failed') = (failure IS NOT NULL)),
      CHECK ((outcome = 'requested') = (jti IS NULL))
    )`);
    await q.query(`CREATE INDEX video_identity_check_act_idx ON video_identity_check (act_id, janus_room, pin, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE video_identity_check`);
  }
}
