import { Module } from '@nestjs/common';
import { PublicConfigController } from './public-config.controller.js';

/** Run-time settings the apps need (`GET /api/config/public`). */
@Module({ controllers: [PublicConfigController] })
export class PublicConfigModule {}
