import { GUARDS_METADATA, HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { type Ctor, routesOf } from '../http/routes.js';
import { API_DOC, type ApiDocMeta } from './api-doc.js';

export type { Ctor } from '../http/routes.js';
type JsonObject = Record<string, unknown>;

/** Every controller reachable from these modules, following `imports` (dynamic modules too). */
export function controllersOf(modules: readonly unknown[]): Set<Ctor> {
  const seen = new Set<unknown>();
  const controllers = new Set<Ctor>();
  const visit = (entry: unknown): void => {
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    const dynamic = typeof entry === 'object' ? (entry as { module?: unknown; imports?: unknown[]; controllers?: Ctor[] }) : null;
    const moduleClass = dynamic?.module ?? entry;
    for (const c of [...((Reflect.getMetadata('controllers', moduleClass as object) as Ctor[] | undefined) ?? []), ...(dynamic?.controllers ?? [])]) {
      controllers.add(c);
    }
    for (const i of [...((Reflect.getMetadata('imports', moduleClass as object) as unknown[] | undefined) ?? []), ...(dynamic?.imports ?? [])]) visit(i);
  };
  modules.forEach(visit);
  return controllers;
}

function jsonSchema(schema: GenericSchema): JsonObject {
  // Transforms and custom checks have no JSON Schema form; the document keeps their input shape.
  const { $schema: _draft, ...rest } = toJsonSchema(schema, { errorMode: 'ignore', target: 'openapi-3.0' }) as JsonObject;
  return rest;
}

function isGuarded(target: object, handler: object): boolean {
  const guards = [
    ...((Reflect.getMetadata(GUARDS_METADATA, target) as unknown[] | undefined) ?? []),
    ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []),
  ];
  return guards.length > 0;
}

/**
 * The OpenAPI 3.0 document of the API, generated from the controllers'
 * routing metadata and the valibot schemas their pipes apply (`@ApiDoc`), so
 * the document cannot drift from the code. Routes of other features without
 * `@ApiDoc` are listed with their path, method and parameters.
 * (@nestjs/swagger 12 wants TypeScript ≤ 6 and DTO classes; our DTOs are
 * valibot schemas, so this small generator reads them instead.)
 */
export function buildOpenApi(controllers: Iterable<Ctor>, globalPrefix = 'api'): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const { controller, name, handler, verb, path } of routesOf(controllers, globalPrefix)) {
    const doc = Reflect.getMetadata(API_DOC, handler) as ApiDocMeta | undefined;
    const parameters: JsonObject[] = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: doc?.params?.[m[1]!] ? jsonSchema(doc.params[m[1]!]!) : { type: 'string' },
    }));
    if (doc?.query) {
      const q = jsonSchema(doc.query) as { properties?: Record<string, JsonObject>; required?: string[] };
      for (const [key, schema] of Object.entries(q.properties ?? {})) {
        parameters.push({ name: key, in: 'query', required: q.required?.includes(key) ?? false, schema });
      }
    }
    // Nest answers 201 to a POST unless the handler sets its code (`@HttpCode(200)`).
    const status = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (verb === 'post' ? 201 : 200);
    // No `response`: an empty schema, which the document's test refuses (every route documents its answer).
    const success = doc?.response ? jsonSchema(doc.response) : {};
    const responses: Record<string, JsonObject> = {
      [String(status)]: {
        description: 'OK',
        content: doc?.produces
          ? { [doc.produces]: { schema: doc.response ? success : { type: 'string', format: 'binary' } } }
          : { 'application/json': { schema: success } },
      },
    };
    for (const [status, description] of Object.entries(doc?.errors ?? {})) {
      responses[status] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
    }
    const operation: JsonObject = {
      operationId: `${controller.name}_${name}`,
      summary: doc?.summary ?? `${controller.name}.${name}`,
      tags: [controller.name.replace(/Controller$/, '')],
      parameters,
      responses,
    };
    if (doc?.body) operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(doc.body) } } };
    if (isGuarded(controller, handler) && !doc?.isPublic) operation.security = [{ bearer: [] }];
    paths[path] = { ...paths[path], [verb]: operation };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'E-notary portal API', version: '0.1.0', description: 'Generated from the controllers (services/api/src/common/openapi/openapi.ts).' },
    servers: [{ url: '/' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        ErrorBody: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'string', description: 'a code of @notary/domain/errors (uuid_not_found, pin_not_found_in_uuid, …)' },
            message: { type: 'string' },
            details: { type: 'object' },
            correlationId: { type: 'string' },
          },
        },
      },
    },
  };
}
