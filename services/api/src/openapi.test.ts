import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiModules } from './api-modules.js';
import { buildOpenApi, controllersOf } from './common/openapi/openapi.js';

type Schema = { type?: string; properties?: object; additionalProperties?: unknown; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; $ref?: string; format?: string; enum?: unknown[] };
type Operation = {
  parameters?: { name: string; in: string; required: boolean; schema: Schema; description?: string }[];
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

const document = buildOpenApi(controllersOf(apiModules));
const paths = document.paths as Record<string, Record<string, Operation>>;

/**
 * Why a schema says nothing of the answer: missing, `{}`, or an object (or an
 * array of objects) with neither properties nor a typed map. An empty string
 * means the schema describes something.
 */
function vagueness(schema: Schema | undefined, at: string): string {
  if (!schema) return `${at}: no schema`;
  if (schema.$ref || schema.enum) return '';
  for (const union of [schema.anyOf, schema.oneOf, schema.allOf]) {
    if (union) return union.map((s, i) => vagueness(s, `${at}|${i}`)).find(Boolean) ?? '';
  }
  if (schema.type === 'array') return vagueness(schema.items, `${at}[]`);
  if (schema.type === 'object') {
    if (schema.properties) return '';
    const map = schema.additionalProperties;
    return map && typeof map === 'object' ? vagueness(map as Schema, `${at}{}`) : `${at}: bare object`;
  }
  return schema.type ? '' : `${at}: no type`;
}

// Issue 5 "Done when … the OpenAPI document lists every endpoint with its schemas".
describe('the OpenAPI document', () => {
  it('gives every route a success answer with a real schema (files are binary strings)', () => {
    const gaps: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [verb, operation] of Object.entries(operations)) {
        const route = `${verb.toUpperCase()} ${path}`;
        const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        if (success.length === 0) gaps.push(`${route}: no success answer`);
        for (const [status, response] of success) {
          const contents = Object.entries(response.content ?? {});
          if (contents.length === 0) gaps.push(`${route} ${status}: no content`);
          for (const [media, { schema }] of contents) {
            const isFile = schema?.type === 'string' && schema.format === 'binary';
            const problem = isFile ? '' : vagueness(schema, `${route} ${status} ${media}`);
            if (problem) gaps.push(problem);
          }
        }
      }
    }
    expect(gaps.join('\n')).toBe('');
  });

  it('lists the query parameters of a variant query: the ban search by vehicle or by real estate (issue 12.8)', () => {
    const parameters = paths['/api/searches/bans']!.get!.parameters!.filter((p) => p.in === 'query');
    expect(parameters.map((p) => [p.name, p.required, p.description ?? ''])).toEqual([
      ['kind', true, ''],
      ['vehicleNumber', false, 'with kind=vehicle (required there)'],
      ['techPassportSeries', false, 'with kind=vehicle (required there)'],
      ['techPassportNumber', false, 'with kind=vehicle (required there)'],
      ['propertyType', false, 'with kind=real_estate (required there)'],
      ['cadastreNumber', false, 'with kind=real_estate (required there)'],
    ]);
    expect(parameters[0]!.schema).toEqual({ type: 'string', enum: ['vehicle', 'real_estate'] });
    // Every query-validated GET documents its parameters.
    const withoutParameters = Object.entries(paths)
      .filter(([path, ops]) => path.startsWith('/api/searches/') && !ops.get?.parameters?.some((p) => p.in === 'query'))
      .map(([path]) => path);
    expect(withoutParameters).toEqual([]);
  });

  it('is committed as docs/openapi.json exactly as generated (run `pnpm --filter @notary/api openapi`)', () => {
    const committed = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/openapi.json');
    expect(JSON.parse(readFileSync(committed, 'utf8'))).toEqual(document);
  });
});
