import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { tashkentDateOf, toIsoDate } from '@notary/domain/time';
import { ERROR_HTTP_STATUS } from '@notary/domain/errors';
import { AppError } from '../common/app-error.js';
import {
  CIVIL_REGISTRY,
  type CivilRegistry,
  type RegistryDocument,
  type RegistryPerson,
  RegistryUnavailableError,
} from '../civil-registry/civil-registry.js';
import { IDENTITY_DOCUMENT_TYPES } from '../civil-registry/document-types.js';
import { type BackoffRule, RateLimitService } from '../rate-limit/rate-limit.service.js';
import { firstRefusal, tooManyRequests } from '../rate-limit/too-many-requests.js';
import { type ClientMode, SessionsService } from '../sessions/sessions.service.js';
import { USER_STATE } from '../users/user.entity.js';
import { toUser } from '../users/user-answers.js';
import type { AuthResponse } from '@notary/domain/contracts';
import { FaceVerification } from './face-verification.js';
import { IdentityRepository } from './identity.repository.js';
import { type FaceClaims, FaceServiceUnavailableError, FaceTokenInvalidError } from './face-token.js';
import { ConfigService } from '@nestjs/config';
import type { ApiConfig } from '../config.js';
import type { IdentityConfig } from './identity-config.js';
import { type IdentityMessage, identityMessage } from './messages.js';
import { AUTH_RESULT, AUTH_RESULT_MESSAGE, type AuthResultCode } from './result-codes.js';

export type ClientContext = {
  ip: string;
  userAgent: string | undefined;
  locale: Locale;
  /** From `x-client-mode`; recorded on the session at sign-in (see ClientMode). */
  clientMode: ClientMode;
};
export type Credentials = { pin: string; passserial: string; passnum: string };


/** A refused sign-in step: its code and message, answered as 200 (resultCode) or 4xx (pre-check). */
class Refusal extends Error {
  constructor(
    readonly code: AuthResultCode,
    readonly similarity?: number,
  ) {
    super(`refused ${code}`);
  }
}

type AttemptOutcome = 'ok' | 'not_found' | 'deceased' | 'document_expired' | 'blocked';

/**
 * Sign-in of spec/shell.md 4 and 7: the pre-check of pin and document
 * against the civil registry, then the face-check token (DESIGN.md 2: "The API
 * verifies the JWT's signature, expiry, single use, and that it belongs to the
 * person who asked, then checks the person against the civil registry").
 */
@Injectable()
export class SignInService {
  private readonly logger = new Logger('SignIn');
  readonly config: IdentityConfig;

  constructor(
    config: ConfigService<ApiConfig, true>,
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionsService,
    private readonly rateLimits: RateLimitService,
    @Inject(CIVIL_REGISTRY) private readonly registry: CivilRegistry,
    private readonly faces: FaceVerification,
  ) {
    this.config = config.get('identity', { infer: true });
  }

  /**
   * POST /api/check_before_auth. Resolves when the documents match a living
   * person of the registry; otherwise throws a 400 whose message the sign-in
   * form shows (shell 7). An unknown pin, a document of someone else and a
   * deceased person's documents get one and the same answer, so the call
   * cannot be used to learn which pins exist.
   *
   * Resolves to the attempt id: random, URL-safe and usable once, it is the
   * face check's session id (so the face-check token's `sid`), and /auth
   * accepts only a token whose `sid` is an unspent attempt of the same pin
   * and document (DESIGN.md 2: the token is issued for this attempt).
   */
  async checkBeforeAuth(credentials: Credentials, client: ClientContext): Promise<string> {
    await this.enforceLimits('check', credentials.pin, client);
    let outcome: AttemptOutcome;
    try {
      outcome = await this.preCheck(credentials);
    } catch (e) {
      if (e instanceof RegistryUnavailableError) {
        this.logger.error(`registry unavailable: ${(e.cause as Error)?.message ?? ''}`);
        throw new AppError('technical_work', ERROR_HTTP_STATUS.technical_work, identityMessage('technical_work', client.locale));
      }
      throw e;
    }
    // 24 bytes = 32 base64url characters: the face-check protocol's session id (16–64 of [A-Za-z0-9_-]).
    const attemptId = outcome === 'ok' ? randomBytes(24).toString('base64url') : null;
    if (outcome === 'ok') await this.rateLimits.succeed(this.checkBackoff(credentials.pin, client));
    else await this.rateLimits.fail(this.checkBackoff(credentials.pin, client));
    await this.repository.recordAttempt({
      pin: credentials.pin,
      passserial: credentials.passserial,
      passnum: credentials.passnum,
      outcome,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      attemptId,
    });
    const message: Record<Exclude<AttemptOutcome, 'ok'>, IdentityMessage> = {
      not_found: 'person_not_found',
      deceased: 'person_not_found',
      document_expired: 'document_expired',
      blocked: 'account_blocked',
    };
    if (outcome !== 'ok') throw new AppError('check_before_auth_failed', ERROR_HTTP_STATUS.check_before_auth_failed, identityMessage(message[outcome], client.locale));
    return attemptId!;
  }

  private async preCheck(credentials: Credentials): Promise<AttemptOutcome> {
    const person = await this.registry.findPerson(credentials.pin);
    const document = person && matchingDocument(person, credentials);
    if (!person || !document) return 'not_found';
    if (person.deathDate) return 'deceased';
    if (!isDocumentValid(document)) return 'document_expired';
    if (await this.isBlocked(person.pin)) return 'blocked';
    return 'ok';
  }

  /** POST /api/auth: always 200 with a resultCode (shell 4 step 5), except bad input (400) and rate limits (429). */
  async auth(credentials: Credentials & { jwt: string }, client: ClientContext): Promise<AuthResponse> {
    await this.enforceLimits('auth', credentials.pin, client);
    let claims: FaceClaims | undefined;
    try {
      claims = await this.verifyFaceToken(credentials);
      const { person, document } = await this.verifyPerson(credentials, claims);
      const similarity = await this.matchFace(person, claims.embedding);
      const user = await this.repository.userFromRegistry(person, document);
      if (user.state !== USER_STATE.active || user.isdeleted === 1) throw new Refusal(AUTH_RESULT.accountBlocked, similarity);
      const { token } = await this.sessions.create(user.id, {
        ip: client.ip,
        userAgent: client.userAgent,
        locale: client.locale,
        clientMode: client.clientMode,
      });
      await this.record(credentials.pin, AUTH_RESULT.success, similarity, claims.jti, client.ip);
      return { resultCode: AUTH_RESULT.success, message: identityMessage('success', client.locale), token, user: toUser(user) };
    } catch (e) {
      const code = this.resultCodeOf(e);
      await this.record(credentials.pin, code, e instanceof Refusal ? e.similarity : undefined, claims?.jti, client.ip);
      return { resultCode: code, message: identityMessage(AUTH_RESULT_MESSAGE[code], client.locale), token: null, user: null };
    }
  }

  private resultCodeOf(e: unknown): AuthResultCode {
    if (e instanceof Refusal) return e.code;
    if (e instanceof FaceTokenInvalidError) {
      this.logger.warn(`face token refused: ${e.message}`);
      return AUTH_RESULT.faceTokenInvalid;
    }
    if (e instanceof FaceServiceUnavailableError || e instanceof RegistryUnavailableError) {
      this.logger.error(`${e.message}: ${(e.cause as Error)?.message ?? ''}`);
      return AUTH_RESULT.technicalWork;
    }
    throw e;
  }

  /** Signature and expiry, single use, the pin, the attempt it was issued for, and the check's own verdict. */
  private async verifyFaceToken(credentials: Credentials & { jwt: string }): Promise<FaceClaims> {
    const claims = await this.faces.verify(credentials.jwt);
    // Single use: the first presentation claims the jti, whatever the outcome of the later checks.
    if (!(await this.faces.claimOnce(claims))) throw new Refusal(AUTH_RESULT.faceTokenReused);
    if (claims.sub !== credentials.pin) throw new Refusal(AUTH_RESULT.faceTokenOtherPerson);
    await this.spendAttempt(credentials, claims);
    if (!claims.isOk || !claims.livenessWasSuccessful) throw new Refusal(AUTH_RESULT.livenessFailed);
    return claims;
  }

  /**
   * Issued for this attempt: the token's `sid` is the attempt id that
   * /check_before_auth gave this pin and document, at most `attemptTtlMs` ago
   * and not before the token (iat has whole seconds, so the attempt is
   * compared at that precision), and not spent yet. Spends it, whatever the
   * outcome of the later checks: a retry starts with a new pre-check.
   */
  private async spendAttempt(credentials: Credentials, claims: FaceClaims): Promise<void> {
    const sid = claims.sid ?? '';
    if (await this.repository.spendAttempt(sid, credentials, this.config.attemptTtlMs / 1000, claims.iat)) return;
    // Refused: say why, for the person (a used or someone else's attempt) and for support.
    const attempt = await this.repository.attempt(sid);
    if (!attempt) throw new Refusal(AUTH_RESULT.attemptMissing);
    const isSamePerson =
      attempt.pin === credentials.pin && attempt.passserial === credentials.passserial && attempt.passnum === credentials.passnum;
    if (!isSamePerson) throw new Refusal(AUTH_RESULT.faceTokenOtherPerson);
    if (attempt.used_at) throw new Refusal(AUTH_RESULT.attemptUsed);
    throw new Refusal(AUTH_RESULT.attemptMissing);
  }

  /** The registry again: the person may have died or the document changed since the pre-check. */
  private async verifyPerson(
    credentials: Credentials,
    claims: FaceClaims,
  ): Promise<{ person: RegistryPerson; document: RegistryDocument }> {
    const person = await this.registry.findPerson(claims.sub);
    const document = person && matchingDocument(person, credentials);
    if (!person || !document) throw new Refusal(AUTH_RESULT.personNotFound);
    if (person.deathDate) throw new Refusal(AUTH_RESULT.personDeceased);
    if (!isDocumentValid(document)) throw new Refusal(AUTH_RESULT.documentExpired);
    return { person, document };
  }

  /** The best shot against the registry photo (FaceVerification: demo enrolment when there is none and it is on). */
  private async matchFace(person: RegistryPerson, embedding: number[]): Promise<number> {
    const match = await this.faces.matchRegistryPhoto(person.pin, embedding, this.config.isDemoEnrolmentEnabled);
    if (match.outcome === 'photo_missing') throw new Refusal(AUTH_RESULT.photoMissing);
    if (match.outcome === 'mismatch') throw new Refusal(AUTH_RESULT.faceMismatch, match.similarity);
    return match.similarity;
  }

  private async isBlocked(pin: string): Promise<boolean> {
    return this.repository.isBlocked(pin);
  }

  /**
   * Per client address (fixed windows), and per pin from that address: the
   * pre-check's wrong-document back-off, /auth's fixed window. No limit is per
   * pin alone, so nobody elsewhere can use up the rightful person's tries.
   */
  private async enforceLimits(call: 'check' | 'auth', pin: string, client: ClientContext): Promise<void> {
    const { limits } = this.config;
    const verdict =
      call === 'check'
        ? await firstRefusal([
            () => this.rateLimits.check([{ key: `check:ip:${client.ip}`, limit: limits.checkPerIp, windowMs: limits.windowMs }]),
            () => this.rateLimits.backoff(this.checkBackoff(pin, client)),
          ])
        : await this.rateLimits.check([
            { key: `auth:ip:${client.ip}`, limit: limits.authPerIp, windowMs: limits.windowMs },
            { key: `auth:pin-ip:${pin}:${client.ip}`, limit: limits.authPerPin, windowMs: limits.windowMs },
          ]);
    if (!verdict.isAllowed) throw tooManyRequests(client.locale, verdict.retryAfterMs);
  }

  /** The pre-check's back-off on wrong documents for one pin from one client address. */
  private checkBackoff(pin: string, client: ClientContext): BackoffRule {
    const { limits } = this.config;
    return {
      key: `check:fail:${pin}:${client.ip}`,
      free: limits.checkPerPin,
      baseMs: limits.backoffBaseMs,
      maxMs: limits.windowMs,
      memoryMs: limits.failureMemoryMs,
    };
  }

  private async record(pin: string, code: AuthResultCode, similarity: number | undefined, jti: string | undefined, ip: string) {
    await this.repository.recordSignIn({ pin, code, similarity: similarity ?? null, jti: jti ?? null, ip });
  }
}

/** The person's identity document (passport or identity card) with this series and number. */
function matchingDocument(person: RegistryPerson, { passserial, passnum }: Credentials): RegistryDocument | undefined {
  return person.documents.find(
    (d) => IDENTITY_DOCUMENT_TYPES.includes(d.typeId) && d.series === passserial && d.number === passnum,
  );
}

/** Active and not past its expiry date (Tashkent calendar day). */
function isDocumentValid(document: RegistryDocument): boolean {
  if (!document.isActive) return false;
  if (!document.expiryDate) return true;
  return document.expiryDate >= toIsoDate(tashkentDateOf(new Date()));
}
