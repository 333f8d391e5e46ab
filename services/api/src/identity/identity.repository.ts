import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sqlRows } from '../sessions/sql-rows.js';
import type { RegistryDocument, RegistryPerson } from '../civil-registry/civil-registry.js';
import { upsertUserFromRegistry } from '../users/user-from-registry.js';
import { USER_STATE, User } from '../users/user.entity.js';

/** A pre-check attempt as /auth reads it back when the spend is refused. */
export type AttemptRow = { pin: string; passserial: string; passnum: string; used_at: Date | null };

/**
 * The sign-in's and the account's data access: pre-check attempts and their
 * single spend, face-token claims (single use), the sign-in log, the users
 * a sign-in creates or reads, and the offer decisions. SignInService and
 * AccountService keep the rules (limits, refusals, what is recorded when).
 */
@Injectable()
export class IdentityRepository {
  constructor(private readonly db: DataSource) {}

  async recordAttempt(row: {
    pin: string; passserial: string; passnum: string; outcome: string; ip: string; userAgent: string | null; attemptId: string | null;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO auth_attempt (pin, passserial, passnum, outcome, ip, user_agent, attempt_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [row.pin, row.passserial, row.passnum, row.outcome, row.ip, row.userAgent, row.attemptId],
    );
  }

  /** Claims a face token's jti (the first presentation wins); false when it was claimed before. */
  async claimFaceToken(claims: { jti: string; sub: string; sid: string | null; exp: number }): Promise<boolean> {
    const rows = sqlRows<{ jti: string }>(
      await this.db.query(
        `INSERT INTO face_token_use (jti, pin, sid, expires_at) VALUES ($1, $2, $3, to_timestamp($4))
         ON CONFLICT (jti) DO NOTHING RETURNING jti`,
        [claims.jti, claims.sub, claims.sid, claims.exp],
      ),
    );
    return rows.length > 0;
  }

  /**
   * Spends the successful, unspent attempt `sid` of this pin and document,
   * made within `ttlSeconds` and not after the token's `iat`; false when none.
   */
  async spendAttempt(sid: string, doc: { pin: string; passserial: string; passnum: string }, ttlSeconds: number, iat: number): Promise<boolean> {
    const rows = sqlRows<{ id: string }>(
      await this.db.query(
        `UPDATE auth_attempt SET used_at = now()
          WHERE attempt_id = $1 AND pin = $2 AND passserial = $3 AND passnum = $4 AND outcome = 'ok' AND used_at IS NULL
            AND created_at > now() - make_interval(secs => $5)
            AND date_trunc('second', created_at) <= to_timestamp($6)
          RETURNING id`,
        [sid, doc.pin, doc.passserial, doc.passnum, ttlSeconds, iat],
      ),
    );
    return rows.length > 0;
  }

  async attempt(sid: string): Promise<AttemptRow | null> {
    const [row] = sqlRows<AttemptRow>(await this.db.query(`SELECT pin, passserial, passnum, used_at FROM auth_attempt WHERE attempt_id = $1`, [sid]));
    return row ?? null;
  }

  /** Whether an account of this pin is blocked or deleted. */
  async isBlocked(pin: string): Promise<boolean> {
    const rows = (await this.db.query(`SELECT state, isdeleted FROM users WHERE pin = $1`, [pin])) as { state: number; isdeleted: number }[];
    return rows.some((u) => u.state !== USER_STATE.active || u.isdeleted === 1);
  }

  async recordSignIn(row: { pin: string; code: number; similarity: number | null; jti: string | null; ip: string }): Promise<void> {
    await this.db.query(`INSERT INTO sign_in (pin, result_code, similarity, jti, ip) VALUES ($1, $2, $3, $4, $5)`, [
      row.pin,
      row.code,
      row.similarity,
      row.jti,
      row.ip,
    ]);
  }

  /** The user of a registry person (created or refreshed from the registry), as stored. */
  async userFromRegistry(person: RegistryPerson, document: RegistryDocument): Promise<User> {
    const userId = await upsertUserFromRegistry(this.db, person, document);
    return this.db.getRepository(User).findOneByOrFail({ id: userId });
  }

  async user(userId: string): Promise<User> {
    return this.db.getRepository(User).findOneByOrFail({ id: userId });
  }

  /** The user's answer to the offer, with its record (one transaction). */
  async recordOfferDecision(userId: string, action: 0 | 1, context: { ip: string; userAgent: string | null }): Promise<void> {
    await this.db.transaction(async (em) => {
      await em.query(`UPDATE users SET termsofuse = $2, updtime = now() WHERE id = $1`, [userId, action]);
      await em.query(`INSERT INTO offer_decision (user_id, action, ip, user_agent) VALUES ($1, $2, $3, $4)`, [userId, action, context.ip, context.userAgent]);
    });
  }
}
