import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Role } from '../users/user.entity.js';
import { USER_STATE } from '../users/user.entity.js';
import { hashSessionToken, newSessionToken, verifySessionToken } from './session-token.js';
import { SessionsRepository } from './sessions.repository.js';
import { ConfigService } from '@nestjs/config';
import type { ApiConfig } from '../config.js';
import { sessionConfigOf, type SessionConfig } from './session-config.js';
import { SessionCache } from './session-cache.js';
import type { SessionNotices } from './session-notices.js';

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

/**
 * The longest a process answers a token check from memory, whatever the
 * notices say (session-cache.ts): a slide step, which in use ends an entry
 * anyway (the slide is due a step after the last one).
 */
export const CACHE_MAX_AGE_MS = SLIDE_STEP_SECONDS * 1000;

/** How long the first uses of fresh tokens answered from memory wait to have their predecessors retired, in one statement. */
export const RETIRE_BATCH_MS = 100;

/** At most this many fresh tokens kept unused are remembered as such (the oldest go first). */
const UNUSED_MAX = 50_000;

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
 * tokens (session-token.ts) stored hashed, sliding expiry, revocation, and
 * rotation (spec/shell.md 4: "the token is replaced on every successful 200
 * response by the value of the response header 'token'"): every 200 carries
 * the token to use next, a fresh one when the session's idle expiry slides
 * (once a minute of use, SLIDE_STEP_SECONDS) and the one shown otherwise.
 *
 * Rotation keeps parallel requests working: every token of a session carries
 * a sequence number; presenting token n retires the tokens below n, which then
 * stay valid for `graceMs` only, and a request that shows a token older than
 * the session's newest gets a fresh one. A token that was issued but never
 * presented (a response the client dropped, or that arrived before an older
 * one) stays valid until the session ends, so out-of-order responses never
 * sign the user out.
 *
 * The check of a token the process checked a moment ago is answered from
 * memory (session-cache.ts, issue 17.1), dropped as soon as PostgreSQL tells
 * of a change to the session, its tokens, its user or the user's notary
 * record (session-notices.ts), and at once for the changes made here.
 */
@Injectable()
export class SessionsService implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly config: SessionConfig;
  private readonly logger = new Logger('Sessions');
  /** The token checks this process made, by the token's hash (base64). */
  readonly cache: SessionCache<Omit<AuthenticatedSession, 'nextToken'>>;
  private notices: SessionNotices | null = null;
  /** Fresh tokens this process handed out and keeps, not used yet: their first use retires their predecessors. */
  private readonly unused = new Map<string, { sessionId: string; seq: number }>();
  /** First uses whose predecessors are retired in the next batch (RETIRE_BATCH_MS). */
  private retiring: { sessionId: string; seq: number }[] = [];
  private retireTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly repository: SessionsRepository,
    config: ConfigService<ApiConfig, true>,
  ) {
    this.config = sessionConfigOf({ sessions: config.get('sessions', { infer: true }), dataDir: config.get('dataDir', { infer: true }), isProduction: config.get('isProduction', { infer: true }) });
    this.cache = new SessionCache({ idleMs: this.config.idleMs, slideStepMs: SLIDE_STEP_SECONDS * 1000, maxAgeMs: CACHE_MAX_AGE_MS });
  }

  onApplicationBootstrap(): void {
    this.notices = this.repository.listenForNotices({
      onListening: () => this.cache.enable(),
      onNotice: (owner) => this.cache.invalidate(owner, Date.now()),
      onLost: () => this.cache.disable(),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.retireNow();
    this.cache.disable();
    await this.notices?.stop();
    this.notices = null;
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
   * grace, revoked, expired, or its user is blocked or deleted. A check
   * made a moment ago is answered from memory; otherwise the table's one
   * statement slides the idle expiry when due, retires the session's older
   * tokens and, with `issueNext`, stores a next token when one is due.
   * `nextToken` (with `issueNext`) is the token the answer hands out: that
   * fresh one, or else the token shown, which stays the session's newest.
   */
  async authenticate(token: string, { issueNext = false }: { issueNext?: boolean } = {}): Promise<AuthenticatedSession | null> {
    // A token whose hash is remembered was checked, signature and all, a moment ago.
    const hash = hashSessionToken(token);
    const key = hash.toString('base64');
    const known = this.cache.get(key, Date.now());
    if (known) {
      const first = this.unused.get(key);
      if (first) this.firstUse(key, first);
      return { ...known, nextToken: issueNext ? token : null };
    }
    const signed = verifySessionToken(token, this.config.secret);
    if (!signed) return null;
    const begun = this.cache.begin();
    const nextToken = issueNext ? newSessionToken(signed.sessionId, this.config.secret) : null;
    const row = await this.repository.useToken(hash, signed.sessionId, {
      graceSeconds: this.config.graceMs / 1000,
      idleSeconds: this.config.idleMs / 1000,
      slideStepSeconds: SLIDE_STEP_SECONDS,
      activeState: USER_STATE.active,
      nextTokenHash: nextToken === null ? null : hashSessionToken(nextToken),
    });
    if (!row) {
      this.cache.forget(key);
      return null;
    }
    const session: Omit<AuthenticatedSession, 'nextToken'> = {
      sessionId: row.session_id,
      tokenSeq: row.seq,
      sessionLocale: row.locale,
      clientMode: row.client_mode,
      user: {
        id: row.user_id,
        pin: row.pin,
        roles: Object.freeze([...row.roles]) as Role[],
        fullname: row.fullname,
        notaryId: row.notary_id,
        officeId: row.office_id,
        termsofuse: row.termsofuse,
      },
    };
    this.unused.delete(key);
    const owners = [`s:${row.session_id}`, `u:${row.user_id}`, ...(row.notary_id ? [`n:${row.notary_id}`] : [])];
    const expiry = { expiresAt: row.expires_ms, absoluteExpiresAt: row.absolute_expires_ms, owners };
    if (row.rotated || row.stale) this.cache.forget(key);
    else this.cache.put(key, { value: session, ...expiry }, begun, Date.now());
    if (row.rotated && nextToken !== null) {
      // The fresh token is the session's newest: kept at once, its first use here needs no round trip
      // (its predecessors are retired in a batch). A slide's rotation sends no notice (the other
      // processes' copies are due as well); one without a slide does, and drops this copy too.
      const nextKey = hashSessionToken(nextToken).toString('base64');
      if (this.cache.put(nextKey, { value: { ...session, tokenSeq: row.next_seq }, ...expiry }, begun, Date.now())) {
        if (this.unused.size >= UNUSED_MAX) this.unused.delete(this.unused.keys().next().value as string);
        this.unused.set(nextKey, { sessionId: row.session_id, seq: row.next_seq });
      }
    }
    return { ...session, nextToken: row.rotated ? nextToken : issueNext ? token : null };
  }

  /** A kept fresh token's first use: its predecessors are retired with the next batch, as a use in the table retires them. */
  private firstUse(key: string, use: { sessionId: string; seq: number }): void {
    this.unused.delete(key);
    this.retiring.push(use);
    this.retireTimer ??= setTimeout(() => void this.retireNow(), RETIRE_BATCH_MS);
  }

  /** Retires what the first uses since the last batch retire (a failure is logged: the next use in the table retires them too). */
  private async retireNow(): Promise<void> {
    if (this.retireTimer) clearTimeout(this.retireTimer);
    this.retireTimer = null;
    const uses = this.retiring;
    this.retiring = [];
    await this.repository.retireBelow(uses).catch((error: Error) => {
      this.logger.warn(JSON.stringify({ event: 'session_retire_failed', sessions: uses.length, error: error.message }));
    });
  }

  /**
   * Ends the request's own session at once (sign-out, refused terms): every
   * token of it stops working, and the answer hands out no next token.
   */
  async revokeCurrent(identity: { sessionId: string; nextToken: string | null }, reason: string): Promise<void> {
    identity.nextToken = null;
    await this.repository.revoke(identity.sessionId, reason);
    this.cache.invalidate(`s:${identity.sessionId}`, Date.now());
  }

  /** Ends every session of a user (blocked or deleted by an administrator). */
  async revokeAllOfUser(userId: string, reason: string): Promise<void> {
    await this.repository.revokeAllOfUser(userId, reason);
    this.forgetUser(userId);
  }

  /**
   * What this process remembers of a user's sessions goes, after a change to
   * the user it made itself (roles, block, terms): the next request reads the
   * table. Other processes hear of it from PostgreSQL.
   */
  forgetUser(userId: string): void {
    this.cache.invalidate(`u:${userId}`, Date.now());
  }

  /** The same after a change to a notary record's office. */
  forgetNotary(notaryId: string): void {
    this.cache.invalidate(`n:${notaryId}`, Date.now());
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
