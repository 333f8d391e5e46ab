import { Module } from '@nestjs/common';
import { ActsModule } from '../acts/acts.module.js';
import { PrintFormController } from './print-form.controller.js';
import { PrintFormService } from './print-form.service.js';
import { RegistrationEffects } from './registration-effects.js';
import { RegistrationRepository } from './registration.repository.js';
import { VideoIdentityRule } from './video-identity-rule.js';

/**
 * Registration (issue 5.8): the `register` event assigns the register number
 * (per office and year, inside the transaction), the register date in
 * Tashkent time and the blank's series/number; the print form is a PDF. A
 * video act waits for every party's face check in the conference (issue 16.3).
 */
@Module({ imports: [ActsModule], controllers: [PrintFormController], providers: [RegistrationRepository, PrintFormService, RegistrationEffects, VideoIdentityRule] })
export class RegistrationModule {}
