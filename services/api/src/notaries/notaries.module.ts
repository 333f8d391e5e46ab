import { Module } from '@nestjs/common';
import { DemoRosters } from './demo-rosters.js';
import { NotariesController } from './notaries.controller.js';
import { NotariesService } from './notaries.service.js';

/** The notary directory: offices, notaries, leave and duty, reviews and previous visits. */
@Module({ controllers: [NotariesController], providers: [NotariesService, DemoRosters], exports: [NotariesService] })
export class NotariesModule {}
