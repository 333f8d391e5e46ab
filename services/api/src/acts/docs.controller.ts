import { Controller, Get } from '@nestjs/common';
import * as v from 'valibot';
import { featureModules } from '../feature-modules.js';
import { HealthModule } from '../health/health.module.js';
import { ApiDoc } from './api-doc.js';
import { buildOpenApi } from './openapi.js';

const OpenApiDocumentSchema = v.looseObject({
  openapi: v.literal('3.0.3'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.looseObject({ operationId: v.string(), summary: v.string(), responses: v.record(v.string(), v.unknown()) }))),
  components: v.looseObject({ securitySchemes: v.record(v.string(), v.unknown()), schemas: v.record(v.string(), v.unknown()) }),
});

let cached: Record<string, unknown> | undefined;

/** The OpenAPI document at `/api/docs/openapi.json` (public, like any API reference). */
@Controller('docs')
export class DocsController {
  @Get('openapi.json')
  @ApiDoc({ summary: 'This API as an OpenAPI 3.0 document', response: OpenApiDocumentSchema, isPublic: true })
  openapi(): Record<string, unknown> {
    cached ??= buildOpenApi([HealthModule, ...featureModules]);
    return cached;
  }
}
