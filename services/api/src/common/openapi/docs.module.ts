import { Module } from '@nestjs/common';
import { DocsController } from './docs.controller.js';

/** `GET /api/docs/openapi.json`. */
@Module({ controllers: [DocsController] })
export class DocsModule {}
