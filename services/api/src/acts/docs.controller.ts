import { Controller, Get } from '@nestjs/common';
import { featureModules } from '../feature-modules.js';
import { HealthModule } from '../health/health.module.js';
import { ApiDoc } from './api-doc.js';
import { buildOpenApi } from './openapi.js';

let cached: Record<string, unknown> | undefined;

/** The OpenAPI document at `/api/docs/openapi.json` (public, like any API reference). */
@Controller('docs')
export class DocsController {
  @Get('openapi.json')
  @ApiDoc({ summary: 'This API as an OpenAPI 3.0 document', isPublic: true })
  openapi(): Record<string, unknown> {
    cached ??= buildOpenApi([HealthModule, ...featureModules]);
    return cached;
  }
}
