import { Injectable, type OnModuleInit } from '@nestjs/common';
import { REG_TYPES } from '@notary/domain/act';
import { ActTransitions } from '../acts/act-transitions.service.js';
import { ActsRepository } from '../acts/acts.repository.js';
import { AppError } from '../common/app-error.js';
import { identityEntries } from '../video/identity/identity-checks.js';

/**
 * Issues 16.3 and 16.5: a video act (regtype 2) is registered only once every
 * party whose identity the notary confirms in the conference (the author and
 * each party who joined and takes part by video) has passed the face check in
 * the act's current conference room, and has not been asked to take it again
 * since. Read under the act's row lock, before the machine decides; the
 * refusal is `video_identity_not_confirmed` with the pins still pending.
 */
@Injectable()
export class VideoIdentityRule implements OnModuleInit {
  constructor(
    private readonly transitions: ActTransitions,
    private readonly acts: ActsRepository,
  ) {}

  onModuleInit(): void {
    this.transitions.registerEffect('registration', 'register', {
      prepare: async ({ em, act }) => {
        // Who and when (the notary, step 8) is the machine's, decided before this runs.
        if (act.regtype !== REG_TYPES.video) return;
        const entries = await identityEntries(em, act, await this.acts.parties(em, act.id), act.video?.janusRoom);
        const pending = entries.filter((entry) => entry.status !== 'confirmed');
        if (pending.length > 0) {
          throw new AppError('video_identity_not_confirmed', 409, 'Every party of a video act is identity-confirmed by face check in the conference before it is registered', {
            pins: pending.map((entry) => entry.pin),
          });
        }
      },
    });
  }
}
