import { Injectable } from '@nestjs/common';
import type { VideoRecording, VideoRecordingDeletedReason } from '@notary/domain/contracts';
import { DataSource, type EntityManager } from 'typeorm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RecordingRow = {
  id: string;
  act_id: string;
  user_id: string | null;
  user_name: string | null;
  participant: string;
  source: string;
  storage_key: string;
  mime_type: string;
  bytes: string;
  duration_ms: number;
  sha256: string;
  started_at: Date;
  stopped_at: Date;
  created_at: Date;
  deleted_at: Date | null;
  deleted_reason: VideoRecordingDeletedReason | null;
};

export type NewRecording = {
  id: string;
  actId: string;
  userId: string | null;
  participant: string;
  source: string;
  storageKey: string;
  bytes: number;
  durationMs: number;
  sha256: string;
  startedAt: Date;
  stoppedAt: Date;
};

const SELECT = `SELECT r.*, NULLIF(u.fullname, '') AS user_name FROM video_recording r LEFT JOIN users u ON u.id = r.user_id`;

/** The rows of `video_recording`; methods take the caller's `EntityManager`. */
@Injectable()
export class RecordingsRepository {
  constructor(private readonly db: DataSource) {}

  get manager(): EntityManager {
    return this.db.manager;
  }

  async list(em: EntityManager, actId: string): Promise<RecordingRow[]> {
    return (await em.query(`${SELECT} WHERE r.act_id = $1 ORDER BY r.started_at, r.created_at`, [actId])) as RecordingRow[];
  }

  /** One recording of one act; null for an unknown or malformed id. */
  async find(em: EntityManager, actId: string, id: string): Promise<RecordingRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = (await em.query(`${SELECT} WHERE r.act_id = $1 AND r.id = $2`, [actId, id])) as RecordingRow[];
    return row ?? null;
  }

  async hasSource(em: EntityManager, source: string): Promise<boolean> {
    return ((await em.query('SELECT 1 FROM video_recording WHERE source = $1', [source])) as unknown[]).length > 0;
  }

  /** Locks the act's row (the audit chain's order), false when there is no such act. */
  async lockAct(em: EntityManager, actId: string): Promise<boolean> {
    return ((await em.query('SELECT id FROM notarial_act WHERE id = $1 FOR UPDATE', [actId])) as unknown[]).length > 0;
  }

  /** A user as the access rule needs them, while active and not deleted; null otherwise. */
  async activeUser(em: EntityManager, userId: string, activeState: number): Promise<{ id: string; pin: string; roles: string[]; fullname: string; notary_id: string | null } | null> {
    if (!UUID.test(userId)) return null;
    const [row] = (await em.query('SELECT id, pin, roles, fullname, notary_id FROM users WHERE id = $1 AND state = $2 AND isdeleted = 0', [userId, activeState])) as {
      id: string;
      pin: string;
      roles: string[];
      fullname: string;
      notary_id: string | null;
    }[];
    return row ?? null;
  }

  /** Whether the user exists (a feed id that is not a portal user is kept as the participant only). */
  async isUser(em: EntityManager, userId: string): Promise<boolean> {
    if (!UUID.test(userId)) return false;
    return ((await em.query('SELECT 1 FROM users WHERE id = $1', [userId])) as unknown[]).length > 0;
  }

  async insert(em: EntityManager, r: NewRecording): Promise<RecordingRow> {
    await em.query(
      `INSERT INTO video_recording (id, act_id, user_id, participant, source, storage_key, bytes, duration_ms, sha256, started_at, stopped_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [r.id, r.actId, r.userId, r.participant, r.source, r.storageKey, r.bytes, r.durationMs, r.sha256, r.startedAt, r.stoppedAt],
    );
    return (await this.find(em, r.actId, r.id))!;
  }

  /** Recordings whose content is still stored and was saved before `before`, oldest first. */
  async dueForRetention(em: EntityManager, before: Date, limit: number): Promise<{ id: string; act_id: string }[]> {
    return (await em.query(
      `SELECT id, act_id FROM video_recording WHERE deleted_at IS NULL AND created_at < $1 ORDER BY created_at LIMIT $2`,
      [before, limit],
    )) as { id: string; act_id: string }[];
  }

  /** The row again, locked, while its content is still stored; null once deleted. */
  async lockStored(em: EntityManager, id: string): Promise<RecordingRow | null> {
    const [row] = (await em.query(`SELECT r.*, NULL AS user_name FROM video_recording r WHERE r.id = $1 AND r.deleted_at IS NULL FOR UPDATE`, [id])) as RecordingRow[];
    return row ?? null;
  }

  async markDeleted(em: EntityManager, id: string, reason: VideoRecordingDeletedReason, at: Date): Promise<void> {
    await em.query('UPDATE video_recording SET deleted_at = $2, deleted_reason = $3 WHERE id = $1', [id, at, reason]);
  }
}

export function recordingView(row: RecordingRow): VideoRecording {
  return {
    id: row.id,
    actId: row.act_id,
    userId: row.user_id,
    userName: row.user_name,
    participant: row.participant,
    mimeType: 'video/webm',
    bytes: Number(row.bytes),
    durationMs: row.duration_ms,
    sha256: row.sha256,
    startedAt: row.started_at.toISOString(),
    stoppedAt: row.stopped_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    deletedAt: row.deleted_at ? row.deleted_at.toISOString() : null,
    deletedReason: row.deleted_reason,
  };
}
