import { Module } from '@nestjs/common';
import { SessionController } from './session.controller.js';

/** Sign-in (spec/shell.md 4, 7), the session calls, terms of use and the profile. */
@Module({
  controllers: [SessionController],
})
export class IdentityModule {}
