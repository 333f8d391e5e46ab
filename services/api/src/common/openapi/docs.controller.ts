import { Controller, Get } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import * as v from 'valibot';
import { ApiDoc } from './api-doc.js';
import { buildOpenApi, type Ctor } from './openapi.js';

const OpenApiDocumentSchema = v.looseObject({
  openapi: v.literal('3.0.3'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.looseObject({ operationId: v.string(), summary: v.string(), responses: v.record(v.string(), v.unknown()) }))),
  components: v.looseObject({ securitySchemes: v.record(v.string(), v.unknown()), schemas: v.record(v.string(), v.unknown()) }),
});
type OpenApiDocument = v.InferOutput<typeof OpenApiDocumentSchema>;

/**
 * The OpenAPI document at `/api/docs/openapi.json` (public, like any API
 * reference), built from the controllers of the running application, so this
 * module needs no list of the features (and no feature imports it).
 */
@Controller('docs')
export class DocsController {
  private document?: OpenApiDocument;

  constructor(private readonly modules: ModulesContainer) {}

  @Get('openapi.json')
  @ApiDoc({ summary: 'This API as an OpenAPI 3.0 document', response: OpenApiDocumentSchema, isPublic: true })
  openapi(): OpenApiDocument {
    this.document ??= buildOpenApi([...this.modules.values()].flatMap((m) => [...m.controllers.values()].map((c) => c.metatype as Ctor))) as OpenApiDocument;
    return this.document;
  }
}
