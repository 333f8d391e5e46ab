import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { CIVIL_REGISTRY, type CivilRegistry } from '../civil-registry/civil-registry.js';
import type { ApiConfig } from '../config.js';
import { isSameFace } from './face-match.js';
import { FACE_TOKEN_VERIFIER, type FaceClaims, type FaceTokenVerifier } from './face-token.js';
import { IdentityRepository } from './identity.repository.js';

export type PhotoMatch = { outcome: 'match'; similarity: number } | { outcome: 'mismatch'; similarity: number } | { outcome: 'photo_missing' };

/**
 * The face check's result against the person, shared by the sign-in
 * (sign-in.service.ts) and the face check inside a video conference
 * (video/identity): the token's signature, expiry and shape, its single use
 * (`face_token_use`), and the best shot's embedding against the civil
 * registry's photo with FACE_MATCH_THRESHOLD.
 */
@Injectable()
export class FaceVerification {
  private readonly logger = new Logger('FaceVerification');
  /** DEMO_ENROLMENT (identity config); the sign-in passes its own, which its tests switch. */
  readonly isDemoEnrolmentEnabled: boolean;

  constructor(
    config: ConfigService<ApiConfig, true>,
    private readonly repository: IdentityRepository,
    @Inject(CIVIL_REGISTRY) private readonly registry: CivilRegistry,
    @Inject(FACE_TOKEN_VERIFIER) private readonly tokens: FaceTokenVerifier,
  ) {
    this.isDemoEnrolmentEnabled = config.get('identity', { infer: true }).isDemoEnrolmentEnabled;
  }

  /** Signature, issuer, audience, expiry and shape; throws FaceTokenInvalidError or FaceServiceUnavailableError. */
  verify(jwt: string): Promise<FaceClaims> {
    return this.tokens.verify(jwt);
  }

  /** Claims the token's jti: true the first time it is presented, false ever after (whatever the outcome of later checks). */
  claimOnce(claims: FaceClaims): Promise<boolean> {
    return this.repository.claimFaceToken({ jti: claims.jti, sub: claims.sub, sid: claims.sid ?? null, exp: claims.exp });
  }

  /**
   * The best shot against the registry photo. Without a registry photo, demo
   * enrolment (when on) stores this live check's embedding as the photo: the
   * liveness check has passed and the documents matched, which is as much as
   * a demo can know about a face it has never seen.
   */
  async matchRegistryPhoto(pin: string, embedding: number[], isDemoEnrolmentEnabled = this.isDemoEnrolmentEnabled): Promise<PhotoMatch> {
    const photo = await this.registry.registryPhotoEmbedding(pin);
    if (!photo) {
      if (!isDemoEnrolmentEnabled) return { outcome: 'photo_missing' };
      if (await this.registry.enrolPhoto(pin, embedding)) {
        this.logger.log(`demo enrolment: registry photo of ${pin.slice(0, 4)}… taken from a live check`);
        return { outcome: 'match', similarity: 1 };
      }
      // A parallel check enrolled first: compare with what it stored.
      return this.matchRegistryPhoto(pin, embedding, isDemoEnrolmentEnabled);
    }
    const { similarity, isMatch } = isSameFace(embedding, photo);
    return isMatch ? { outcome: 'match', similarity } : { outcome: 'mismatch', similarity };
  }
}
