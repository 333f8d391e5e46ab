import { apiModules } from '../api-modules.js';
import { buildOpenApi, controllersOf } from '../common/openapi/openapi.js';

/** The part of an OpenAPI 3.0 schema the route tests read. */
export type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: unknown;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};

export type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: Schema };

/** One route of the document: `GET /api/notaries/{id}`. */
export type Route = {
  /** `GET /api/notaries/{id}`: the key of the route in the tests' tables. */
  key: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, references resolved. */
  body?: Schema;
  /** The document says the route needs a signed-in user (a bearer token). */
  secured: boolean;
};

type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
};

/** The API's OpenAPI document, built from the controllers as docs/openapi.json is. */
export function openApiDocument(): Record<string, unknown> {
  return buildOpenApi(controllersOf(apiModules));
}

/** Every route of the OpenAPI document, its schemas' `$ref`s resolved. */
export function openApiRoutes(document = openApiDocument()): Route[] {
  const components = ((document.components as { schemas?: Record<string, Schema> } | undefined)?.schemas ?? {}) as Record<string, Schema>;
  const resolve = (schema: Schema | undefined, depth = 0): Schema | undefined => {
    if (!schema || depth > 8) return schema;
    if (schema.$ref) return resolve(components[schema.$ref.split('/').pop()!], depth + 1);
    const out: Schema = { ...schema };
    if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, resolve(s, depth + 1)!]));
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (schema[key]) out[key] = schema[key]!.map((s) => resolve(s, depth + 1)!);
    return out;
  };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method as Route['method'],
        path,
        parameters: (operation.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) ?? {} })),
        body: resolve(operation.requestBody?.content?.['application/json']?.schema),
        secured: (operation.security?.length ?? 0) > 0,
      });
    }
  }
  return routes;
}
