import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Role } from '../users/user.entity.js';
import { USER_STATE } from '../users/user.entity.js';
import { hashSessionToken, newSessionToken, verifySessionToken } from './session-token.js';
import { SessionsRepository } from './sessions.repository.js';
import { ConfigService } from '@nestjs/config';
import type { ApiConfig } from '../config.js';
import { sessionConfigOf, type SessionConfig } from './session-config.js';

/**
 * The client a session signed in from: `kiosk` when the sign-in request
 * carried `x-client-mode: kiosk` (the kiosk shell's HTTP client sends it),
 * `browser` otherwise. A claim of the client, not a proof: see its one use,
 * the e-queue check-in.
 */
export type ClientMode = 'browser' | 'kiosk';

/**
 * The idle expiry slides in steps of a minute: a session idle for `idleMs`
 * ends between `idleMs` and a minute less after its last request.
 */
export const SLIDE_STEP_SECONDS = 60;

/** What a valid bearer token resolves to. */
export type AuthenticatedSession = {
  sessionId: string;
  clientMode: ClientMode;
  /** The rotation number of the token the client presented. */
  tokenSeq: number;
  /** The session's next token, stored with the use when asked for (`issueNext`): the HTTP answer's `token` header. */
  nextToken: string | null;
  user: {
    id: string;
    pin: string;
    roles: Role[];
    fullname: string;
    notaryId: string | null;
    /** The office of the user's notary record (null without one). */
    officeId: string | null;
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
  readonly config: SessionConfig;

  constructor(
    private readonly repository: SessionsRepository,
    config: ConfigService<ApiConfig, true>,
  ) {
    this.config = sessionConfigOf({ sessions: config.get('sessions', { infer: true }), dataDir: config.get('dataDir', { infer: true }), isProduction: config.get('isProduction', { infer: true }) });
  }

  /** Opens a session for a signed-in user and returns its first token. */
  async create(userId: string, context: NewSessionContext = {}): Promise<{ sessionId: string; token: string }> {
    await this.collectGarbage();
    // The id is chosen here because the token carries it, signed.
    const sessionId = randomUUID();
    const token = newSessionToken(sessionId, this.config.secret);
    await this.repository.insert({
      id: sessionId,
      userId,
      idleSeconds: this.config.idleMs / 1000,
      absoluteSeconds: this.config.absoluteMs / 1000,
      locale: context.locale ?? 'oz',
      ip: context.ip ?? null,
      userAgent: context.userAgent?.slice(0, 500) ?? null,
      clientMode: context.clientMode ?? 'browser',
      tokenHash: hashSessionToken(token),
    });
    return { sessionId, token };
  }

  /**
   * Resolves a bearer token, or null when it is malformed or not signed
   * with our secret (answered without a query), unknown, retired past its
   * grace, revoked, expired, or its user is blocked or deleted. A valid use
   * slides the idle expiry, retires the session's older tokens and, with
   * `issueNext`, stores the session's next token, in one statement.
   */
  async authenticate(token: string, { issueNext = false }: { issueNext?: boolean } = {}): Promise<AuthenticatedSession | null> {
    const signed = verifySessionToken(token, this.config.secret);
    if (!signed) return null;
    const nextToken = issueNext ? newSessionToken(signed.sessionId, this.config.secret) : null;
    const row = await this.repository.useToken(hashSessionToken(token), signed.sessionId, {
      graceSeconds: this.config.graceMs / 1000,
      idleSeconds: this.config.idleMs / 1000,
      slideStepSeconds: SLIDE_STEP_SECONDS,
      activeState: USER_STATE.active,
      nextTokenHash: nextToken === null ? null : hashSessionToken(nextToken),
    });
    if (!row) return null;
    return {
      sessionId: row.session_id,
      tokenSeq: row.seq,
      nextToken,
      sessionLocale: row.locale,
      clientMode: row.client_mode,
      user: {
        id: row.user_id,
        pin: row.pin,
        roles: row.roles,
        fullname: row.fullname,
        notaryId: row.notary_id,
        officeId: row.office_id,
        termsofuse: row.termsofuse,
      },
    };
  }

  /**
   * Ends the request's own session at once (sign-out, refused terms): every
   * token of it stops working, and the answer hands out no next token.
   */
  async revokeCurrent(identity: { sessionId: string; nextToken: string | null }, reason: string): Promise<void> {
    identity.nextToken = null;
    await this.repository.revoke(identity.sessionId, reason);
  }

  /** Ends every session of a user (blocked or deleted by an administrator). */
  async revokeAllOfUser(userId: string, reason: string): Promise<void> {
    await this.repository.revokeAllOfUser(userId, reason);
  }

  /**
   * Keeps the tables small without a scheduler (which would run once per
   * replica): expired sessions are kept a day for support, retired tokens an
   * hour past their grace.
   */
  private async collectGarbage(): Promise<void> {
    await this.repository.deleteStale();
  }
}
