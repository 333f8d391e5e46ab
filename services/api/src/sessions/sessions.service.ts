import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Role } from '../users/user.entity.js';
import { USER_STATE } from '../users/user.entity.js';
import { hashSessionToken, newSessionToken, verifySessionToken } from './session-token.js';
import { sqlRows } from './sql-rows.js';
import { loadSessionConfig, type SessionConfig } from './session-config.js';

/**
 * The client a session signed in from: `kiosk` when the sign-in request
 * carried `x-client-mode: kiosk` (the kiosk shell's HTTP client sends it),
 * `browser` otherwise. A claim of the client, not a proof: see its one use,
 * the e-queue check-in.
 */
export type ClientMode = 'browser' | 'kiosk';

/** What a valid bearer token resolves to. */
export type AuthenticatedSession = {
  sessionId: string;
  clientMode: ClientMode;
  /** The rotation number of the token the client presented. */
  tokenSeq: number;
  user: {
    id: string;
    pin: string;
    roles: Role[];
    fullname: string;
    notaryId: string | null;
    termsofuse: number;
  };
  sessionLocale: string;
};

export type NewSessionContext = {
  ip?: string | undefined;
  userAgent?: string | undefined;
  locale?: string | undefined;
  clientMode?: ClientMode | undefined;
};

type AuthRow = {
  session_id: string;
  seq: number;
  locale: string;
  client_mode: ClientMode;
  user_id: string;
  pin: string;
  roles: Role[];
  fullname: string;
  notary_id: string | null;
  termsofuse: number;
};

/**
 * Sessions behind the bearer token of spec/shell.md 4 and 7: signed random
 * tokens (session-token.ts) stored hashed, sliding expiry, revocation, and rotation (a fresh
 * token on every 200, spec/shell.md 4 "the token is replaced on every
 * successful 200 response").
 *
 * Rotation keeps parallel requests working: every token of a session carries
 * a sequence number; presenting token n retires the tokens below n, which then
 * stay valid for `graceMs` only. A token that was issued but never presented
 * (a response the client dropped, or that arrived before an older one) stays
 * valid until the session ends, so out-of-order responses never sign the
 * user out.
 */
@Injectable()
export class SessionsService {
  readonly config: SessionConfig = loadSessionConfig();

  constructor(private readonly db: DataSource) {}

  /** Opens a session for a signed-in user and returns its first token. */
  async create(userId: string, context: NewSessionContext = {}): Promise<{ sessionId: string; token: string }> {
    await this.collectGarbage();
    // The id is chosen here because the token carries it, signed.
    const sessionId = randomUUID();
    const token = newSessionToken(sessionId, this.config.secret);
    await this.db.query(
      `WITH s AS (
         INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at, token_seq, locale, ip, user_agent, client_mode)
         VALUES ($8, $1, now() + make_interval(secs => $2), now() + make_interval(secs => $3), 1, $4, $5, $6, $9)
         RETURNING id
       )
       INSERT INTO session_tokens (token_hash, session_id, seq) SELECT $7, id, 1 FROM s`,
      [
        userId,
        this.config.idleMs / 1000,
        this.config.absoluteMs / 1000,
        context.locale ?? 'oz',
        context.ip ?? null,
        context.userAgent?.slice(0, 500) ?? null,
        hashSessionToken(token),
        sessionId,
        context.clientMode ?? 'browser',
      ],
    );
    return { sessionId, token };
  }

  /**
   * Resolves a bearer token, or null when it is malformed or not signed
   * with our secret (answered without a query), unknown, retired past its
   * grace, revoked, expired, or its user is blocked or deleted. A valid use
   * slides the idle expiry and retires the session's older tokens, in one
   * statement.
   */
  async authenticate(token: string): Promise<AuthenticatedSession | null> {
    const signed = verifySessionToken(token, this.config.secret);
    if (!signed) return null;
    const rows = sqlRows<AuthRow>(await this.db.query(
      `WITH t AS (
         SELECT st.session_id, st.seq
           FROM session_tokens st JOIN sessions s ON s.id = st.session_id
          WHERE st.token_hash = $1 AND st.session_id = $5
            AND s.revoked_at IS NULL AND s.expires_at > now() AND s.absolute_expires_at > now()
            AND (st.retired_at IS NULL OR st.retired_at > now() - make_interval(secs => $2))
       ), retire AS (
         UPDATE session_tokens st SET retired_at = now()
           FROM t WHERE st.session_id = t.session_id AND st.seq < t.seq AND st.retired_at IS NULL
       )
       UPDATE sessions s
          SET expires_at = least(now() + make_interval(secs => $3), s.absolute_expires_at), last_seen_at = now()
         FROM t, users u
        WHERE s.id = t.session_id AND u.id = s.user_id AND u.state = $4 AND u.isdeleted = 0
       RETURNING s.id AS session_id, t.seq, s.locale, s.client_mode, u.id AS user_id, u.pin, u.roles, u.fullname,
                 u.notary_id, u.termsofuse`,
      [hashSessionToken(token), this.config.graceMs / 1000, this.config.idleMs / 1000, USER_STATE.active, signed.sessionId],
    ));
    const row = rows[0];
    if (!row) return null;
    return {
      sessionId: row.session_id,
      tokenSeq: row.seq,
      sessionLocale: row.locale,
      clientMode: row.client_mode,
      user: {
        id: row.user_id,
        pin: row.pin,
        roles: row.roles,
        fullname: row.fullname,
        notaryId: row.notary_id,
        termsofuse: row.termsofuse,
      },
    };
  }

  /**
   * Issues the next token of a live session, or null when the session was
   * revoked or expired meanwhile (for example by a parallel logout). The row
   * lock of the UPDATE serialises concurrent rotations of one session.
   */
  async rotate(sessionId: string): Promise<string | null> {
    const token = newSessionToken(sessionId, this.config.secret);
    const rows = (await this.db.query(
      `WITH s AS (
         UPDATE sessions SET token_seq = token_seq + 1
          WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()
         RETURNING id, token_seq
       )
       INSERT INTO session_tokens (token_hash, session_id, seq) SELECT $2, id, token_seq FROM s RETURNING seq`,
      [sessionId, hashSessionToken(token)],
    )) as unknown[];
    return rows.length > 0 ? token : null;
  }

  /** Ends a session at once: every token of it stops working (sign-out, refused terms). */
  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.db.query(`UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL`, [
      sessionId,
      reason,
    ]);
  }

  /** Ends every session of a user (blocked or deleted by an administrator). */
  async revokeAllOfUser(userId: string, reason: string): Promise<void> {
    await this.db.query(
      `UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId, reason],
    );
  }

  /**
   * Keeps the tables small without a scheduler (which would run once per
   * replica): expired sessions are kept a day for support, retired tokens an
   * hour past their grace.
   */
  private async collectGarbage(): Promise<void> {
    await this.db.query(`DELETE FROM sessions WHERE expires_at < now() - interval '1 day'`);
    await this.db.query(`DELETE FROM session_tokens WHERE retired_at < now() - interval '1 hour'`);
  }
}
