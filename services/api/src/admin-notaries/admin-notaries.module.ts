import { Module } from '@nestjs/common';
import { AdminNotariesController } from './admin-notaries.controller.js';
import { AdminNotariesRepository } from './admin-notaries.repository.js';
import { AdminNotariesService } from './admin-notaries.service.js';

/** Notaries and offices in the administrators' console (issue 14). */
@Module({ controllers: [AdminNotariesController], providers: [AdminNotariesRepository, AdminNotariesService] })
export class AdminNotariesModule {}
