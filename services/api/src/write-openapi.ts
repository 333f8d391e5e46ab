import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiModules } from './api-modules.js';
import { buildOpenApi, controllersOf } from './common/openapi/openapi.js';

/**
 * `pnpm --filter @notary/api openapi`: writes the document that
 * `/api/docs/openapi.json` serves to `docs/openapi.json` at the repository
 * root. Reads only decorator metadata: no database, no server.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const target = join(root, 'docs/openapi.json');
mkdirSync(dirname(target), { recursive: true });
const document = buildOpenApi(controllersOf(apiModules));
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`[openapi] ${Object.keys(document.paths as object).length} paths → ${target}`);
