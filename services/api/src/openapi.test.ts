import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiModules } from './api-modules.js';
import { buildOpenApi, controllersOf } from './common/openapi/openapi.js';

type Schema = { type?: string; properties?: object; additionalProperties?: unknown; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; $ref?: string; format?: string; enum?: unknown[] };
type Operation = { responses: Record<string, { content?: Record<string, { schema?: Schema }> }> };

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

  it('is committed as docs/openapi.json exactly as generated (run `pnpm --filter @notary/api openapi`)', () => {
    const committed = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/openapi.json');
    expect(JSON.parse(readFileSync(committed, 'utf8'))).toEqual(document);
  });
});
