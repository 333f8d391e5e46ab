import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { ApiConfig } from '../config.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { FACE_TOKEN_VERIFIER, remoteFaceTokenVerifier } from './face-token.js';
import { FaceVerification } from './face-verification.js';
import { SessionController } from './session.controller.js';
import { SignInController } from './sign-in.controller.js';
import { SignInService } from './sign-in.service.js';
import { IdentityRepository } from './identity.repository.js';

/** Sign-in (spec/shell.md 4, 7), the session calls, terms of use, the profile and upcoming acts. */
@Module({
  controllers: [SignInController, SessionController, AccountController],
  providers: [
    IdentityRepository,
    SignInService,
    AccountService,
    FaceVerification,
    // The face-check service's key set at FACE_CHECK_URL/face-check/jwks.json (DESIGN.md 2).
    { provide: FACE_TOKEN_VERIFIER, useFactory: (config: ConfigService<ApiConfig, true>) => remoteFaceTokenVerifier(config.get('faceCheckUrl', { infer: true })), inject: [ConfigService] },
  ],
  // Issue 16.3: the face check inside a video conference verifies the same way.
  exports: [FaceVerification],
})
export class IdentityModule {}
