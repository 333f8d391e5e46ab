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
  // Transforms and custom checks have no JSON Schema form; the document keeps their input shape,
  // or the wire form a contract documents (`documentedAs` of @notary/domain/contracts: a metadata
  // action whose `jsonSchema` replaces what its pipe converted to so far).
  const { $schema: _draft, ...rest } = toJsonSchema(schema, {
    errorMode: 'ignore',
    target: 'openapi-3.0',
    overrideAction: ({ valibotAction }) =>
      valibotAction.type === 'metadata' ? (valibotAction as { metadata?: { jsonSchema?: ReturnType<typeof toJsonSchema> } }).metadata?.jsonSchema : undefined,
  }) as JsonObject;
  return rest;
}

function isGuarded(target: object, handler: object): boolean {
  const guards = [
    ...((Reflect.getMetadata(GUARDS_METADATA, target) as unknown[] | undefined) ?? []),
    ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []),
  ];
  return guards.length > 0;
}

type ObjectSchema = { properties?: Record<string, JsonObject>; required?: string[]; anyOf?: ObjectSchema[]; oneOf?: ObjectSchema[] };

/**
 * The query parameters of a query schema: an object's properties, or, for a
 * variant (`v.variant('kind', …)`: anyOf of objects), every variant's
 * properties once: the discriminator as an enum of its values, required when
 * every variant requires it, and the others said to belong to their variant.
 */
export function queryParameters(schema: JsonObject): JsonObject[] {
  const object = schema as ObjectSchema;
  const variants = object.anyOf ?? object.oneOf;
  if (!variants) {
    return Object.entries(object.properties ?? {}).map(([name, property]) => ({ name, in: 'query', required: object.required?.includes(name) ?? false, schema: property }));
  }
  const names = [...new Set(variants.flatMap((variant) => Object.keys(variant.properties ?? {})))];
  // A literal: `const`, or an enum of one value (what @valibot/to-json-schema writes for v.literal).
  const literal = (property: JsonObject | undefined): unknown =>
    property === undefined ? undefined : 'const' in property ? property.const : Array.isArray(property.enum) && property.enum.length === 1 ? property.enum[0] : undefined;
  const isConst = (property: JsonObject | undefined) => literal(property) !== undefined;
  const discriminator = names.find((name) => variants.every((variant) => isConst(variant.properties?.[name])));
  const valueIn = (variant: ObjectSchema) => (discriminator ? String(literal(variant.properties![discriminator])) : undefined);
  return names.map((name) => {
    const holders = variants.filter((variant) => variant.properties?.[name] !== undefined);
    const isRequired = holders.length === variants.length && variants.every((variant) => variant.required?.includes(name));
    if (name === discriminator) {
      const values = variants.map(valueIn);
      return { name, in: 'query', required: isRequired, schema: { type: 'string', enum: values } };
    }
    const distinct = [...new Map(holders.map((variant) => [JSON.stringify(variant.properties![name]), variant.properties![name]!])).values()];
    const parameter: JsonObject = { name, in: 'query', required: isRequired, schema: distinct.length === 1 ? distinct[0]! : { anyOf: distinct } };
    if (discriminator && holders.length < variants.length) {
      const where = holders.filter((variant) => variant.required?.includes(name)).map(valueIn);
      parameter.description = `with ${discriminator}=${holders.map(valueIn).join(' or ')}${where.length ? ` (required there)` : ''}`;
    }
    return parameter;
  });
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
    if (doc?.query) parameters.push(...queryParameters(jsonSchema(doc.query)));
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
    if (doc?.body) operation.requestBody = { required: true, content: { [doc.consumes ?? 'application/json']: { schema: jsonSchema(doc.body) } } };
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
