import { Module } from '@nestjs/common';
import { NotaryProfileController } from './notary-profile.controller.js';
import { NotaryProfileRepository } from './notary-profile.repository.js';
import { NotaryProfileService } from './notary-profile.service.js';

/** A notary's own record and schedule, edited in the console (issue 14.8). */
@Module({ controllers: [NotaryProfileController], providers: [NotaryProfileRepository, NotaryProfileService] })
export class NotaryProfileModule {}
