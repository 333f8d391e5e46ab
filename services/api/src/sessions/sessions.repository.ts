import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Role } from '../users/user.entity.js';
import { type NoticeHandlers, SessionNotices } from './session-notices.js';
import { sqlRows } from './sql-rows.js';

/** A session a token resolved to, with its user (sessions joined to users). */
export type SessionAuthRow = {
  session_id: string;
  seq: number;
  locale: string;
  client_mode: 'browser' | 'kiosk';
  user_id: string;
  pin: string;
  roles: Role[];
  fullname: string;
  notary_id: string | null;
  office_id: string | null;
  termsofuse: number;
  /** The session's next token was stored (its hash was given, and one was due). */
  rotated: boolean;
  /** The session's newest token's number after this use (the stored next token's, when rotated). */
  next_seq: number;
  /** The token shown was not the session's newest: a newer one was handed out, or it was retired. */
  stale: boolean;
  /** The idle and absolute expiry after this use, epoch ms. */
  expires_ms: number;
  absolute_expires_ms: number;
};

export type NewSessionRow = {
  id: string;
  userId: string;
  idleSeconds: number;
  absoluteSeconds: number;
  locale: string;
  ip: string | null;
  userAgent: string | null;
  clientMode: 'browser' | 'kiosk';
  tokenHash: Buffer;
};

/**
 * The sessions' data access (sessions, session_tokens): each method one
 * statement, so every step of a token's life (open, use with slide and rotation,
 * revoke) is atomic without a transaction. SessionsService keeps the tokens'
 * signing and the rules of rotation and grace.
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly db: DataSource) {}

  /** A session with its first token (seq 1). */
  async insert(row: NewSessionRow): Promise<void> {
    await this.db.query(
      `WITH s AS (
         INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at, token_seq, locale, ip, user_agent, client_mode)
         VALUES ($8, $1, now() + make_interval(secs => $2), now() + make_interval(secs => $3), 1, $4, $5, $6, $9)
         RETURNING id
       )
       INSERT INTO session_tokens (token_hash, session_id, seq) SELECT $7, id, 1 FROM s`,
      [row.userId, row.idleSeconds, row.absoluteSeconds, row.locale, row.ip, row.userAgent, row.tokenHash, row.id, row.clientMode],
    );
  }

  /**
   * The live session of a token (not retired past `graceSeconds`, not revoked
   * or expired, its user active and not deleted), with the session's row
   * locked: slides its idle expiry (once it would move by more than
   * `slideStepSeconds`), retires the session's older tokens and, given
   * `nextTokenHash`, stores the session's next token when one is due: when
   * the expiry slides (once a minute of use), or when the token shown is not
   * the session's newest (a newer one was handed out, or it was retired), so
   * that every answer's token is one that stays valid. Answers the session
   * with its user and the office of the user's notary record (a notary's
   * inbox and access checks need it; read here, it costs no round trip of
   * its own), whether the next token was stored (`rotated`), whether the
   * token shown was not the newest (`stale`) and the expiries after the
   * slide (epoch ms), for the process's copy (session-cache.ts). Null
   * otherwise. One statement, so atomic without a transaction.
   */
  async useToken(
    tokenHash: Buffer,
    sessionId: string,
    options: { graceSeconds: number; idleSeconds: number; slideStepSeconds: number; activeState: number; nextTokenHash: Buffer | null },
  ): Promise<SessionAuthRow | null> {
    const rows = sqlRows<SessionAuthRow>(
      await this.db.query(
        `WITH t AS (
           SELECT st.session_id, st.seq,
                  least(now() + make_interval(secs => $3), s.absolute_expires_at) > s.expires_at + make_interval(secs => $7) AS due,
                  (st.seq < s.token_seq OR st.retired_at IS NOT NULL) AS stale
             FROM session_tokens st JOIN sessions s ON s.id = st.session_id
            WHERE st.token_hash = $1 AND st.session_id = $5
              AND s.revoked_at IS NULL AND s.expires_at > now() AND s.absolute_expires_at > now()
              AND (st.retired_at IS NULL OR st.retired_at > now() - make_interval(secs => $2))
              FOR UPDATE OF s
         ), retire AS (
           UPDATE session_tokens st SET retired_at = now()
             FROM t WHERE st.session_id = t.session_id AND st.seq < t.seq AND st.retired_at IS NULL
         ), used AS (
           UPDATE sessions s
              SET expires_at = CASE WHEN t.due THEN least(now() + make_interval(secs => $3), s.absolute_expires_at) ELSE s.expires_at END,
                  last_seen_at = now(),
                  token_seq = s.token_seq + ($6::bytea IS NOT NULL AND (t.due OR t.stale))::int
             FROM t, users u LEFT JOIN notary n ON n.id = u.notary_id
            WHERE s.id = t.session_id AND u.id = s.user_id AND u.state = $4 AND u.isdeleted = 0
           RETURNING s.id AS session_id, t.seq, s.token_seq AS next_seq, s.locale, s.client_mode, u.id AS user_id, u.pin, u.roles, u.fullname,
                     u.notary_id, n.office_id, u.termsofuse, ($6::bytea IS NOT NULL AND (t.due OR t.stale)) AS rotated, t.stale,
                     (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms, (extract(epoch FROM s.absolute_expires_at) * 1000)::float8 AS absolute_expires_ms
         ), next AS (
           INSERT INTO session_tokens (token_hash, session_id, seq) SELECT $6, session_id, next_seq FROM used WHERE rotated
         )
         SELECT session_id, seq, next_seq, locale, client_mode, user_id, pin, roles, fullname, notary_id, office_id, termsofuse, rotated, stale, expires_ms, absolute_expires_ms FROM used`,
        [tokenHash, options.graceSeconds, options.idleSeconds, options.activeState, sessionId, options.nextTokenHash, options.slideStepSeconds],
      ),
    );
    return rows[0] ?? null;
  }

  /** Starts hearing the notices of changes to sessions, tokens, users and notaries (migration 1764320000000). */
  listenForNotices(handlers: NoticeHandlers): SessionNotices {
    const notices = new SessionNotices(this.db, handlers);
    notices.start();
    return notices;
  }

  /**
   * Retires, for each session, the tokens below the one first used
   * (`seq`), as the use of a token does (useToken's `retire`): for the
   * first uses a process answered from memory (SessionsService), in one
   * statement for all of them.
   */
  async retireBelow(uses: readonly { sessionId: string; seq: number }[]): Promise<void> {
    if (uses.length === 0) return;
    await this.db.query(
      `UPDATE session_tokens st SET retired_at = now()
         FROM unnest($1::uuid[], $2::int[]) AS x(session_id, seq)
        WHERE st.session_id = x.session_id AND st.seq < x.seq AND st.retired_at IS NULL`,
      [uses.map((u) => u.sessionId), uses.map((u) => u.seq)],
    );
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.db.query(`UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL`, [sessionId, reason]);
  }

  async revokeAllOfUser(userId: string, reason: string): Promise<void> {
    await this.db.query(`UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL`, [userId, reason]);
  }

  /** Expired sessions are kept a day for support, retired tokens an hour past their grace. */
  async deleteStale(): Promise<void> {
    await this.db.query(`DELETE FROM sessions WHERE expires_at < now() - interval '1 day'`);
    await this.db.query(`DELETE FROM session_tokens WHERE retired_at < now() - interval '1 hour'`);
  }
}
