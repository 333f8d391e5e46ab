import { Module } from '@nestjs/common';
import { DemoRosters } from './demo-rosters.js';
import { NotariesController } from './notaries.controller.js';
import { NotariesRepository } from './notaries.repository.js';
import { NotariesService } from './notaries.service.js';

/** The notary directory: offices, notaries, leave and duty, reviews and previous visits. */
@Module({ controllers: [NotariesController], providers: [NotariesRepository, NotariesService, DemoRosters], exports: [NotariesService] })
export class NotariesModule {}
